import type { ReviewKind } from '../../shared/schemas/review';
import type { AccessClaims } from '../lib/tokens';
import { getArticleById } from './entities/article';
import { getBusinessById } from './entities/business';
import { getEventById } from './entities/event';
import { getProductById } from './entities/product';
import { canSeeEvent } from './event-visibility';

/** What the review engine needs to know about a reviewed thing. */
export interface ReviewTarget {
  /** Who may answer reviews of it with the 'Owner' badge. */
  ownerId?: string;
  cityName?: string;
  /** A suspended listing or product: its page shows only that it was removed, and it takes no new reviews. */
  removed?: boolean;
}

/**
 * Resolves a reviewed thing as the caller may see it, with the same rule as
 * its own read: undefined when there is none, or the caller cannot see it
 * (an event's draft, except to its host and admins).
 * A product's seller answers its reviews as the owner; events are answered
 * by anyone signed in (spec 2 §6), so their host needs no badge; so are
 * articles (spec 2 §2.4), whose business owner answers with the badge.
 */
export async function resolveReviewTarget(kind: ReviewKind, targetId: string, caller: AccessClaims | undefined): Promise<ReviewTarget | undefined> {
  if (kind === 'business') {
    const business = await getBusinessById(targetId);
    if (!business) return undefined;
    // Nobody answers as the owner of an unclaimed listing.
    return { ownerId: business.unclaimed ? undefined : business.ownerId, cityName: business.cityName, removed: business.status === 'suspended' };
  }
  if (kind === 'product') {
    const product = await getProductById(targetId);
    return product && { ownerId: product.userId, cityName: product.cityName, removed: product.status === 'suspended' };
  }
  if (kind === 'event') {
    const event = await getEventById(targetId);
    return event && canSeeEvent(event, caller) ? { ownerId: event.hostId, cityName: event.cityName } : undefined;
  }
  const article = await getArticleById(targetId);
  if (!article) return undefined;
  const business = await getBusinessById(article.businessId);
  // The author never reviews their own article, even when its business is unclaimed or gone.
  return { ownerId: business && !business.unclaimed ? business.ownerId : article.authorId, cityName: article.cityName };
}
