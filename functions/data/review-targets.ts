import type { ReviewKind } from '../../shared/schemas/review';
import { getBusinessById } from './entities/business';

/** What the review engine needs to know about a reviewed thing. */
export interface ReviewTarget {
  /** Who may answer reviews of it with the 'Owner' badge. */
  ownerId?: string;
  cityName?: string;
}

/**
 * Resolves a reviewed thing; undefined when there is none to review.
 * Businesses are resolved here; products, events and articles plug their own
 * lookups in where their features add them (until then their ids are taken
 * as given, and only admins and, on articles and events, everyone reply).
 */
export async function resolveReviewTarget(kind: ReviewKind, targetId: string): Promise<ReviewTarget | undefined> {
  if (kind === 'business') {
    const business = await getBusinessById(targetId);
    if (!business || business.status === 'suspended') return undefined;
    // Nobody answers as the owner of an unclaimed listing.
    return { ownerId: business.unclaimed ? undefined : business.ownerId, cityName: business.cityName };
  }
  return {};
}
