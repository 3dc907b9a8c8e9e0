import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { reviewKinds, reviewMessages, POSITIVE_RATING, type ReviewFilter, type ReviewKind } from '../../../shared/schemas/review';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';

const yesNo = ['yes', 'no'] as const;
const text = { type: 'string', required: true, readOnly: true } as const;

/**
 * A review of a business, product, article or event (spec 2 §3). Approved
 * reviews are filed newest first in three lists of their target: all (gsi1),
 * positive (gsi2) and with photos (gsi3); the status is part of each list's
 * key, so blocking a review moves it out of every public list in the same
 * write. Reactions, replies and reports are items of their own, so that
 * concurrent writers never rewrite the review.
 */
export const ReviewEntity = new Entity(
  {
    model: { entity: 'review', version: '1', service: 'sbiz' },
    attributes: {
      reviewId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      kind: { type: reviewKinds, required: true, readOnly: true },
      targetId: text,
      userId: text,
      /** 1-5 on business and product reviews; absent on article and event reviews. */
      rating: { type: 'number', readOnly: true },
      title: { type: 'string', required: true, readOnly: true, default: '' },
      content: text,
      tags: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
      images: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
      status: { type: ['approved', 'blocked'] as const, required: true, default: 'approved' },
      positive: { type: yesNo, required: true, readOnly: true },
      withImages: { type: yesNo, required: true, readOnly: true },
      /** The business's city, for business reviews. */
      cityName: { type: 'string', readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['reviewId'] }, sk: { field: 'sk', composite: [] } },
      byTarget: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['kind', 'targetId', 'status'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'reviewId'] } },
      positiveByTarget: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['kind', 'targetId', 'status', 'positive'] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'reviewId'] },
      },
      withImagesByTarget: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['kind', 'targetId', 'status', 'withImages'] },
        sk: { field: 'gsi3sk', composite: ['createdAt', 'reviewId'] },
      },
    },
  },
  entityConfig(),
);

/**
 * Who reviewed what: one item per (author, target), created in the same
 * transaction as the review, so a second review of the same target fails
 * its condition. Deleting the review deletes it too. It also lists a
 * reviewer's reviews for their profile.
 */
export const ReviewAuthorshipEntity = new Entity(
  {
    model: { entity: 'reviewAuthorship', version: '1', service: 'sbiz' },
    attributes: {
      userId: text,
      kind: { type: reviewKinds, required: true, readOnly: true },
      targetId: text,
      reviewId: text,
      createdAt: text,
    },
    indexes: {
      byAuthor: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['kind', 'targetId'] } },
    },
  },
  entityConfig(),
);

export type ReviewItem = EntityItem<typeof ReviewEntity>;
export type ReviewStatus = ReviewItem['status'];
export interface NewReview {
  kind: ReviewKind;
  targetId: string;
  userId: string;
  rating?: number;
  title: string;
  content: string;
  tags: ReviewItem['tags'];
  images: string[];
  cityName?: string;
  /** When it was written: now, except for demo data spread over past months. */
  createdAt?: string;
}

/** Stores a review, unless its author already has one of the same target (409 with the spec's message). */
export async function createReview(input: NewReview): Promise<ReviewItem> {
  const item = {
    ...input,
    reviewId: randomUUID(),
    createdAt: input.createdAt ?? new Date().toISOString(),
    status: 'approved' as const,
    positive: (input.rating ?? 0) >= POSITIVE_RATING ? ('yes' as const) : ('no' as const),
    withImages: input.images.length > 0 ? ('yes' as const) : ('no' as const),
  };
  await transactWrite(
    [
      { Put: ReviewEntity.create(item).params() },
      { Put: ReviewAuthorshipEntity.create({ userId: item.userId, kind: item.kind, targetId: item.targetId, reviewId: item.reviewId, createdAt: item.createdAt }).params() },
    ],
    () => reviewMessages.duplicate,
  );
  return item;
}

/** Which review has this id? */
export async function getReview(reviewId: string): Promise<ReviewItem | undefined> {
  const { data } = await ReviewEntity.get({ reviewId }).go();
  return data ?? undefined;
}

/** Many reviews by id, in the order asked (missing ones left out). */
export async function getReviews(reviewIds: readonly string[]): Promise<ReviewItem[]> {
  if (!reviewIds.length) return [];
  const { data } = await ReviewEntity.get(reviewIds.map((reviewId) => ({ reviewId }))).go();
  const byId = new Map(data.map((review) => [review.reviewId, review]));
  return reviewIds.map((reviewId) => byId.get(reviewId)).filter((review): review is ReviewItem => Boolean(review));
}

/**
 * Deletes a review and its authorship (so its author may review again); false when it was already gone, or
 * (`keepBlocked`, an author's delete) when a moderator has blocked it meanwhile.
 */
export async function deleteReview(review: Pick<ReviewItem, 'reviewId' | 'userId' | 'kind' | 'targetId'>, options: { keepBlocked?: boolean } = {}): Promise<boolean> {
  try {
    await transactWrite(
      [
        {
          Delete: ReviewEntity.delete({ reviewId: review.reviewId })
            .where(({ reviewId, status }, { exists, eq }) => (options.keepBlocked ? `${exists(reviewId)} AND ${eq(status, 'approved')}` : exists(reviewId)))
            .params(),
        },
        { Delete: ReviewAuthorshipEntity.delete({ userId: review.userId, kind: review.kind, targetId: review.targetId }).params() },
      ],
      () => reviewMessages.notFound,
    );
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** Blocks or unblocks a review: its list keys move with the status, in one conditional write. False when it is gone. */
export async function setReviewStatus(review: ReviewItem, status: ReviewStatus): Promise<boolean> {
  try {
    await ReviewEntity.patch({ reviewId: review.reviewId })
      .set({ status })
      .composite({ kind: review.kind, targetId: review.targetId, positive: review.positive, withImages: review.withImages, createdAt: review.createdAt })
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** One page of a target's approved reviews, newest first, optionally only the positive ones or those with photos. */
export async function queryApprovedReviews(kind: ReviewKind, targetId: string, filter: ReviewFilter, options: { limit: number; cursor: string | null }) {
  const go = { limit: options.limit, cursor: options.cursor, order: 'desc' as const };
  const status = 'approved' as const;
  if (filter === 'positive') return ReviewEntity.query.positiveByTarget({ kind, targetId, status, positive: 'yes' }).go(go);
  if (filter === 'image') return ReviewEntity.query.withImagesByTarget({ kind, targetId, status, withImages: 'yes' }).go(go);
  return ReviewEntity.query.byTarget({ kind, targetId, status }).go(go);
}

/** The caller's review of a target, if any (approved or blocked). */
export async function findAuthoredReview(userId: string, kind: ReviewKind, targetId: string): Promise<ReviewItem | undefined> {
  const { data } = await ReviewAuthorshipEntity.get({ userId, kind, targetId }).go();
  return data ? getReview(data.reviewId) : undefined;
}

/** A reviewer's reviews (any kind), newest first, at most `limit`. */
export async function listReviewsByAuthor(userId: string, limit: number): Promise<ReviewItem[]> {
  const { data } = await ReviewAuthorshipEntity.query.byAuthor({ userId }).go({ limit: 500 });
  const newest = data.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  return getReviews(newest.map((entry) => entry.reviewId));
}
