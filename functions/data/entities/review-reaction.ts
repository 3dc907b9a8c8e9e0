import { Entity, type EntityItem } from 'electrodb';
import { reactionTypes, type ReactionType } from '../../../shared/schemas/review';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { msg } from '../../../shared/i18n/catalog';

/**
 * One user's reaction of one type to one review. Each reaction is its own
 * item, created or deleted under a condition, so concurrent reactions are
 * never lost (no list on the review is rewritten).
 */
export const ReviewReactionEntity = new Entity(
  {
    model: { entity: 'reviewReaction', version: '1', service: 'sbiz' },
    attributes: {
      reviewId: { type: 'string', required: true, readOnly: true },
      reactionType: { type: reactionTypes, required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byReview: { pk: { field: 'pk', composite: ['reviewId'] }, sk: { field: 'sk', composite: ['reactionType', 'userId'] } },
    },
  },
  entityConfig(),
);

export type ReviewReactionItem = EntityItem<typeof ReviewReactionEntity>;
type ReactionKey = Pick<ReviewReactionItem, 'reviewId' | 'reactionType' | 'userId'>;

/** How often a toggle may find the reaction changed under it before giving up. */
const MAX_FLIPS = 12;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(500, 10 * 2 ** attempt)));

/** Adds the reaction, or takes it back when the user already gave it; says which. Both steps are guarded. */
export async function toggleReaction(key: ReactionKey): Promise<'added' | 'removed'> {
  for (let attempt = 0; attempt < MAX_FLIPS; attempt++) {
    try {
      await ReviewReactionEntity.create(key).go();
      return 'added';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await ReviewReactionEntity.delete(key)
        .where(({ userId }, { exists }) => exists(userId))
        .go();
      return 'removed';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    await pause(attempt);
  }
  throw new ConflictError(msg('Your reaction kept changing; please try again'));
}

export type ReactionLists = Record<ReactionType, string[]>;

/** Who gave which reaction to a review: one list of user ids per type. */
export async function listReactions(reviewId: string): Promise<ReactionLists> {
  const { data } = await ReviewReactionEntity.query.byReview({ reviewId }).go({ pages: 'all' });
  const lists = Object.fromEntries(reactionTypes.map((type) => [type, [] as string[]])) as ReactionLists;
  for (const reaction of data) lists[reaction.reactionType].push(reaction.userId);
  return lists;
}
