import { Entity, type EntityItem } from 'electrodb';
import { reviewKinds, reviewMessages, spamReasons, type ModerationEntry, type ReviewKind, type SpamReason } from '../../../shared/schemas/review';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';

/** One user's spam report of one review: at most one per user (its key is the pair). */
export const ReviewReportEntity = new Entity(
  {
    model: { entity: 'reviewReport', version: '1', service: 'sbiz' },
    attributes: {
      reviewId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      reason: { type: spamReasons, required: true, readOnly: true },
      comment: { type: 'string', readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byReview: { pk: { field: 'pk', composite: ['reviewId'] }, sk: { field: 'sk', composite: ['userId'] } },
    },
  },
  entityConfig(),
);

const reasonCounters = { irrelevant: 'irrelevantCount', inappropriate: 'inappropriateCount', fraudulent: 'fraudulentCount', 'personal-info': 'personalInfoCount', other: 'otherCount' } as const;
const counter = { type: 'number', required: true, default: 0 } as const;

/**
 * The admin moderation queue: one entry per reported review, with its report
 * count per reason, moved atomically by each report in the same transaction.
 * Dismissing or blocking takes the entry off the queue; the reports stay, so
 * nobody reports the same review twice.
 */
export const ModerationEntryEntity = new Entity(
  {
    model: { entity: 'reviewModeration', version: '1', service: 'sbiz' },
    attributes: {
      queue: { type: ['reviews'] as const, required: true, readOnly: true, default: 'reviews' },
      reviewId: { type: 'string', required: true, readOnly: true },
      kind: { type: reviewKinds, required: true },
      reportCount: counter,
      irrelevantCount: counter,
      inappropriateCount: counter,
      fraudulentCount: counter,
      personalInfoCount: counter,
      otherCount: counter,
      lastReportedAt: { type: 'string', required: true },
      lastComment: { type: 'string' },
    },
    indexes: {
      byQueue: { pk: { field: 'pk', composite: ['queue'] }, sk: { field: 'sk', composite: ['reviewId'] } },
    },
  },
  entityConfig(),
);

export type ModerationEntryItem = EntityItem<typeof ModerationEntryEntity>;

/** Files one user's report of a review and counts it in the queue, or 409 when they reported it before. */
export async function reportReview(input: { reviewId: string; kind: ReviewKind; userId: string; reason: SpamReason; comment?: string }) {
  const now = new Date().toISOString();
  await transactWrite(
    [
      { Put: ReviewReportEntity.create({ reviewId: input.reviewId, userId: input.userId, reason: input.reason, comment: input.comment, createdAt: now }).params() },
      {
        Update: ModerationEntryEntity.update({ queue: 'reviews', reviewId: input.reviewId })
          .set({ kind: input.kind, lastReportedAt: now, ...(input.comment ? { lastComment: input.comment } : {}) })
          .add({ reportCount: 1, [reasonCounters[input.reason]]: 1 })
          .params(),
      },
    ],
    () => reviewMessages.alreadyReported,
  );
}

/** Takes a review off the moderation queue (dismissed, blocked or deleted). */
export async function removeFromModerationQueue(reviewId: string) {
  await ModerationEntryEntity.delete({ queue: 'reviews', reviewId }).go();
}

/** The queue, most reported first (one page of the queue partition). */
export async function listModerationQueue(options: { limit: number; cursor: string | null }): Promise<{ entries: ModerationEntry[]; cursor: string | null }> {
  const { data, cursor } = await ModerationEntryEntity.query.byQueue({ queue: 'reviews' }).go({ limit: options.limit, cursor: options.cursor });
  const entries = data.map((item) => ({
    reviewId: item.reviewId,
    kind: item.kind,
    reportCount: item.reportCount,
    reasons: Object.fromEntries(spamReasons.map((reason) => [reason, item[reasonCounters[reason]] ?? 0])) as Record<SpamReason, number>,
    lastReportedAt: item.lastReportedAt,
    lastComment: item.lastComment ?? null,
  }));
  return { entries: entries.sort((a, b) => b.reportCount - a.reportCount || b.lastReportedAt.localeCompare(a.lastReportedAt)), cursor };
}
