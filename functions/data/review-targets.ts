import type { ReviewKind } from '../../shared/schemas/review';
import { getArticleById } from './entities/article';
import { getBusinessById } from './entities/business';
import { getEventById } from './entities/event';
import { getProductById } from './entities/product';

/** What the review engine needs to know about a reviewed thing. */
export interface ReviewTarget {
  /** Who may answer reviews of it with the 'Owner' badge. */
  ownerId?: string;
  cityName?: string;
}

/**
 * Resolves a reviewed thing; undefined when there is none to review.
 * A product's seller answers its reviews as the owner; events are answered
 * by anyone signed in (spec 2 §6), so their host needs no badge; so are
 * articles (spec 2 §2.4), whose business owner answers with the badge.
 */
export async function resolveReviewTarget(kind: ReviewKind, targetId: string): Promise<ReviewTarget | undefined> {
  if (kind === 'business') {
    const business = await getBusinessById(targetId);
    if (!business || business.status === 'suspended') return undefined;
    // Nobody answers as the owner of an unclaimed listing.
    return { ownerId: business.unclaimed ? undefined : business.ownerId, cityName: business.cityName };
  }
  if (kind === 'product') {
    const product = await getProductById(targetId);
    return product && product.status !== 'suspended' ? { ownerId: product.userId, cityName: product.cityName } : undefined;
  }
  if (kind === 'event') {
    const event = await getEventById(targetId);
    return event ? { ownerId: event.hostId, cityName: event.cityName } : undefined;
  }
  const article = await getArticleById(targetId);
  if (!article) return undefined;
  const business = await getBusinessById(article.businessId);
  return { ownerId: business && !business.unclaimed ? business.ownerId : undefined, cityName: article.cityName };
}
