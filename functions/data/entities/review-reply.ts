import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * A reply to a review, with its author's name and picture as they were when
 * replying, and whether they own the reviewed business ('Owner' badge).
 * Replies are items of their own so concurrent replies never overwrite each other.
 */
export const ReviewReplyEntity = new Entity(
  {
    model: { entity: 'reviewReply', version: '1', service: 'sbiz' },
    attributes: {
      reviewId: { type: 'string', required: true, readOnly: true },
      replyId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      userId: { type: 'string', required: true, readOnly: true },
      author: {
        type: 'map',
        required: true,
        properties: { firstName: { type: 'string' }, lastName: { type: 'string' }, image: { type: 'string' }, slug: { type: 'string' } },
      },
      content: { type: 'string', required: true, readOnly: true },
      owner: { type: 'boolean', required: true, default: false },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byReview: { pk: { field: 'pk', composite: ['reviewId'] }, sk: { field: 'sk', composite: ['createdAt', 'replyId'] } },
    },
  },
  entityConfig(),
);

export type ReviewReplyItem = EntityItem<typeof ReviewReplyEntity>;

/** Adds a reply to a review. */
export async function addReply(reply: Pick<ReviewReplyItem, 'reviewId' | 'userId' | 'author' | 'content' | 'owner'>): Promise<ReviewReplyItem> {
  const { data } = await ReviewReplyEntity.create(reply).go();
  return data;
}

/** A review's replies, oldest first (at most 100). */
export async function listReplies(reviewId: string): Promise<ReviewReplyItem[]> {
  const { data } = await ReviewReplyEntity.query.byReview({ reviewId }).go({ limit: 100 });
  return data;
}
