import { applyStatsDelta, isEmptyDelta, syncBusinessRating, syncProductRating, type StatsDelta } from '../../data/entities/review-stats';
import { ReviewEntity, type ReviewItem } from '../../data/entities/review';
import { defineReactor } from '../stream-records';

/** What one stored review adds to its target's summary: only an approved review counts. */
function contribution(review: ReviewItem | undefined): StatsDelta {
  if (!review || review.status !== 'approved') return { total: 0, rated: 0, ratingSum: 0, stars: {} };
  const rating = review.rating && review.rating >= 1 && review.rating <= 5 ? Math.round(review.rating) : 0;
  return { total: 1, rated: rating ? 1 : 0, ratingSum: rating, stars: rating ? { [String(rating) as '1']: 1 } : {} };
}

function difference(after: StatsDelta, before: StatsDelta): StatsDelta {
  const stars: StatsDelta['stars'] = {};
  for (const star of ['1', '2', '3', '4', '5'] as const) {
    const change = (after.stars[star] ?? 0) - (before.stars[star] ?? 0);
    if (change) stars[star] = change;
  }
  return { total: after.total - before.total, rated: after.rated - before.rated, ratingSum: after.ratingSum - before.ratingSum, stars };
}

/**
 * Keeps each reviewed thing's rating summary (count per star, total,
 * average) equal to its approved reviews: a new review adds to it, a deleted
 * or blocked one takes its part back, an unblocked one adds it again. Each
 * record is applied once (see applyStatsDelta); a business's summary is then
 * copied onto the listing, which re-indexes it for search and the home lists,
 * and a product's onto the product, for its page, cards and lists.
 */
export const reviewStatsReactor = defineReactor({
  name: 'review-stats',
  entity: ReviewEntity,
  async react(change) {
    const { oldItem: before, newItem: after } = change;
    const review = after ?? before;
    if (!review) return;
    const delta = difference(contribution(after), contribution(before));
    if (isEmptyDelta(delta)) return;
    if (!change.sequenceNumber) throw new Error('A review stream record without a sequence number cannot be applied exactly once');
    await applyStatsDelta(review.kind, review.targetId, delta, { reactor: 'review-stats', recordId: change.sequenceNumber });
    // Also after a retry that found its delta applied: the copy may be what failed the first time.
    if (review.kind === 'business') await syncBusinessRating(review.targetId);
    if (review.kind === 'product') await syncProductRating(review.targetId);
  },
});
