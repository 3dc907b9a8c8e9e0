import type { EntityItem } from 'electrodb';
import { getMany } from '../../data/batch-get';
import { BusinessEntity } from '../../data/entities/business';
import { BusinessAppearancesEntity, BusinessInsightVisitEntity, insightDayUpdate, type InsightIncrements } from '../../data/entities/business-insight';
import { ConversationEntity } from '../../data/entities/conversation';
import { FollowEntity } from '../../data/entities/follow';
import { ReviewEntity, type ReviewItem } from '../../data/entities/review';
import { SellerInboxEntity } from '../../data/entities/seller-inbox';
import { streamMarkerPut } from '../../data/entities/stream-marker';
import { isRefusal, refused, transactWrite } from '../../data/transact';
import { insightMetrics } from '../../../shared/schemas/insights';
import { indiaDay } from '../../../shared/time/india';
import { defineReactor, entityName, type AnyEntity, type ChangeOf, type EntityChange, type StreamReactor } from '../stream-records';

/** A listing's counters to move on one India day. */
interface InsightCount {
  businessId: string;
  day: string;
  increments: InsightIncrements;
}

/** DynamoDB's most operations in one transaction: the stream marker and 99 listings' counters. */
const TRANSACTION_LIMIT = 100;

/** The India day an item was created (its createdAt), so a record replayed after midnight still counts on its own day. */
function dayOf(item: { createdAt?: string }): string {
  const stamp = item.createdAt ? Date.parse(item.createdAt) : Number.NaN;
  return indiaDay(Number.isNaN(stamp) ? Date.now() : stamp);
}

/**
 * Applies a record's counts exactly once: the stream marker (named by the
 * reactor, the record's sequence number and the chunk) is written in the
 * same transaction as the counters, so a redelivered batch changes nothing.
 */
async function applyOnce(reactor: string, change: Pick<EntityChange, 'sequenceNumber'>, counts: readonly InsightCount[]) {
  const perChunk = TRANSACTION_LIMIT - 1;
  for (let start = 0; start < counts.length; start += perChunk) {
    const updates = counts.slice(start, start + perChunk).map((count) => ({ Update: insightDayUpdate(count.businessId, count.day, count.increments) }));
    if (!change.sequenceNumber) {
      await transactWrite(updates, () => 'insight counters');
      continue;
    }
    try {
      await transactWrite([streamMarkerPut({ reactor, recordId: `${change.sequenceNumber}:${start}` }), ...updates], (failed) => refused(failed === 0 ? 'applied' : 'gone'));
    } catch (error) {
      // The marker exists: this chunk of a redelivered record was applied before.
      if (isRefusal(error, 'applied')) continue;
      throw error;
    }
  }
}

/** A reactor that turns each change of one entity into counts; `counts` answers nothing for changes that move no listing's numbers. */
function changeReactor<E extends AnyEntity>(entity: E, counts: (change: ChangeOf<E>) => InsightCount[] | Promise<InsightCount[]>): StreamReactor {
  const name = `business-insights-${entityName(entity)}`;
  return defineReactor({
    name,
    entity,
    async react(change) {
      const found = await counts(change);
      if (found.length) await applyOnce(name, change, found);
    },
  });
}

/** A reactor that counts each new item of one entity (its later changes and its removal count nothing). */
function insightReactor<E extends AnyEntity>(entity: E, counts: (item: EntityItem<E>) => InsightCount[] | Promise<InsightCount[]>): StreamReactor {
  return changeReactor(entity, (change) => (change.kind === 'INSERT' && change.newItem ? counts(change.newItem) : []));
}

const one = (businessId: string | undefined, day: string, increments: InsightIncrements): InsightCount[] => (businessId ? [{ businessId, day, increments }] : []);

/** A visitor's first view or tap of the day (POST /businesses/track, PATCH /businesses/businessViews). */
const visitReactor = insightReactor(BusinessInsightVisitEntity, (item) => {
  if (!insightMetrics.includes(item.metric) || !item.day) return [];
  return one(item.businessId, item.day, { [item.metric]: 1 });
});

/**
 * One results page's listings: each listing still on the site gains an
 * appearance (one BatchGet drops ids that name no listing, so a forged beacon
 * leaves no counters behind).
 */
const appearancesReactor = insightReactor(BusinessAppearancesEntity, async ({ businessIds, day }) => {
  const ids = [...new Set((businessIds ?? []).filter((id) => id.length > 0))];
  if (!ids.length || !day) return [];
  const found = await getMany(ids.map((businessId) => BusinessEntity.get({ businessId })));
  return ids.filter((_, index) => found[index]).map((businessId) => ({ businessId, day, increments: { appearances: 1 } }));
});

/**
 * A new follower of a listing counts on the day they followed; an unfollow
 * counts as such on the day it happens (the follow it undoes stays on its own
 * day), so follows minus unfollows is the period's net gain.
 */
const followReactor = changeReactor(FollowEntity, (change) => {
  if (change.kind === 'INSERT' && change.newItem?.targetType === 'business') return one(change.newItem.targetId, dayOf(change.newItem), { follows: 1 });
  if (change.kind === 'REMOVE' && change.oldItem?.targetType === 'business') return one(change.oldItem.targetId, indiaDay(Date.now()), { unfollows: 1 });
  return [];
});

/** An Ask chat started with a listing (the conversation is created with its first message). */
const chatReactor = insightReactor(ConversationEntity, (item) => one(item.businessId, dayOf(item), { chats: 1 }));

/**
 * A seller's inbox item names the listing for a product's quote request, for
 * a request for quotes (/require-form) and for a category page's lead (the
 * listing of the seller's best-placed product in the category): the last two
 * count as leads. A lead reaches up to 20 sellers, one inbox item (so one
 * stream record, applied once) each, so each recipient's listing counts it
 * once. Items from before leads named a listing count nowhere.
 */
const inboxReactor = insightReactor(SellerInboxEntity, (item) => {
  if (item.kind === 'quote') return one(item.businessId, dayOf(item), { quotes: 1 });
  if (item.kind === 'rfq' || item.kind === 'lead') return one(item.businessId, dayOf(item), { leads: 1 });
  return [];
});

/** What one stored review adds to its listing's day: an approved, rated review of a listing counts with its rating. */
function reviewContribution(review: ReviewItem | undefined): { reviews: number; ratingSum: number } {
  if (!review || review.kind !== 'business' || review.status !== 'approved' || review.rating === undefined) return { reviews: 0, ratingSum: 0 };
  return { reviews: 1, ratingSum: review.rating };
}

/**
 * A listing's reviews and ratings on the day each review was written, as they
 * stand: a new review adds itself, a deleted or blocked one takes itself back
 * from that day (so the period's count and average are those of the reviews
 * still shown), an unblocked one or a changed rating moves the day again.
 */
const reviewReactor = changeReactor(ReviewEntity, (change) => {
  const review = change.newItem ?? change.oldItem;
  if (!review) return [];
  const after = reviewContribution(change.newItem);
  const before = reviewContribution(change.oldItem);
  const increments = { reviews: after.reviews - before.reviews, ratingSum: after.ratingSum - before.ratingSum };
  if (!increments.reviews && !increments.ratingSum) return [];
  return one(review.targetId, dayOf(review), increments);
});

/** Every counter of the owner's insights (issue #27 §3). */
export const businessInsightReactors: StreamReactor[] = [visitReactor, appearancesReactor, followReactor, chatReactor, inboxReactor, reviewReactor];
