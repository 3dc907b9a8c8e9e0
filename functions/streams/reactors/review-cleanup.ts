import { ReviewReactionEntity } from '../../data/entities/review-reaction';
import { ReviewReplyEntity } from '../../data/entities/review-reply';
import { ModerationEntryEntity, ReviewReportEntity } from '../../data/entities/review-report';
import { ReviewEntity } from '../../data/entities/review';
import { defineReactor } from '../stream-records';

/**
 * A deleted review takes its reactions, replies, reports and moderation
 * queue entry with it. Run from the stream rather than in the delete call,
 * so a review with hundreds of reactions still deletes in one small
 * transaction; deleting what is already gone is a no-op, so a retried record
 * is harmless. (Its rating counts are taken back by the review-stats reactor.)
 */
export const reviewCleanupReactor = defineReactor({
  name: 'review-cleanup',
  entity: ReviewEntity,
  async react(change) {
    if (change.kind !== 'REMOVE' || !change.oldItem) return;
    const { reviewId } = change.oldItem;
    const [reactions, replies, reports] = await Promise.all([
      ReviewReactionEntity.query.byReview({ reviewId }).go({ pages: 'all', attributes: ['reviewId', 'reactionType', 'userId'] }),
      ReviewReplyEntity.query.byReview({ reviewId }).go({ pages: 'all', attributes: ['reviewId', 'createdAt', 'replyId'] }),
      ReviewReportEntity.query.byReview({ reviewId }).go({ pages: 'all', attributes: ['reviewId', 'userId'] }),
    ]);
    const results = await Promise.all([
      reactions.data.length ? ReviewReactionEntity.delete(reactions.data).go() : undefined,
      replies.data.length ? ReviewReplyEntity.delete(replies.data).go() : undefined,
      reports.data.length ? ReviewReportEntity.delete(reports.data).go() : undefined,
    ]);
    await ModerationEntryEntity.delete({ queue: 'reviews', reviewId }).go();
    // Throttled batch items: fail the record so the stream retries it (the rest is already gone).
    const left = results.reduce((sum, result) => sum + (result?.unprocessed.length ?? 0), 0);
    if (left) throw new Error(`review-cleanup: ${left} items of review ${reviewId} were not deleted yet`);
  },
});
