import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { insightMetrics, type InsightMetric } from '../../../shared/schemas/insights';
import { addIndiaDays, DAY_MS } from '../../../shared/time/india';

const DAY_SECONDS = DAY_MS / 1000;
/** Day counters are kept 13 months: the 90-day chart and its previous period, and a year back for a later comparison. */
const COUNTER_TTL_SECONDS = 400 * DAY_SECONDS;
/** A visitor's "counted today" marker only matters while its India day lasts; two days covers any clock and the stream. */
const MARKER_TTL_SECONDS = 2 * DAY_SECONDS;

const counter = { type: 'number', required: true, default: 0 } as const;

/**
 * A listing's counts on one India day, one item per (business, day): the
 * 90-day chart and its previous period read one partition with one Query
 * (at most 180 small items). Only the stream reactor writes it.
 */
export const BusinessInsightDayEntity = new Entity(
  {
    model: { entity: 'businessInsightDay', version: '1', service: 'sbiz' },
    attributes: {
      businessId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      views: counter,
      appearances: counter,
      calls: counter,
      directions: counter,
      website: counter,
      shares: counter,
      follows: counter,
      /** Listing unfollows on the day they happened (issue #27: follows count down too). */
      unfollows: counter,
      chats: counter,
      quotes: counter,
      leads: counter,
      reviews: counter,
      /** The sum of the day's new reviews' ratings: with `reviews`, the average of any period. */
      ratingSum: counter,
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byBusiness: { pk: { field: 'pk', composite: ['businessId'] }, sk: { field: 'sk', composite: ['day'] } },
    },
  },
  entityConfig(),
);
export type BusinessInsightDayItem = EntityItem<typeof BusinessInsightDayEntity>;
export type InsightIncrements = Partial<Record<InsightMetric | 'ratingSum', number>>;

/**
 * "This visitor was counted for this metric on this listing today": the
 * dedupe of the public taps and views. The visitor is a keyed hash
 * (functions/lib/visitor-key.ts), never an address or a user agent. Its
 * INSERT is what the stream reactor counts, so it is created once per visitor
 * per metric per listing per day by a conditional put.
 */
export const BusinessInsightVisitEntity = new Entity(
  {
    model: { entity: 'businessInsightVisit', version: '1', service: 'sbiz' },
    attributes: {
      businessId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      metric: { type: insightMetrics, required: true, readOnly: true },
      visitor: { type: 'string', required: true, readOnly: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byVisit: { pk: { field: 'pk', composite: ['businessId', 'day', 'metric'] }, sk: { field: 'sk', composite: ['visitor'] } },
    },
  },
  entityConfig(),
);

/**
 * The listings one search results page showed: one small item per page view
 * (a Put, never an update per listing on the request's path), fanned out into
 * each listing's `appearances` by the stream reactor. Measured in
 * test/api/insights.test.ts: a page of 20 listings costs the request one
 * PutItem (beside the rate limit's UpdateItem) where counting in place would
 * be 20 UpdateItems, and the reactor one BatchGetItem and one
 * TransactWriteItems (the stream marker and the listings' counters).
 */
export const BusinessAppearancesEntity = new Entity(
  {
    model: { entity: 'businessAppearances', version: '1', service: 'sbiz' },
    attributes: {
      batchId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      businessIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byBatch: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

const ttlAfter = (seconds: number, now = Date.now()) => Math.floor(now / 1000) + seconds;

/** Counts a visitor once per metric, listing and day: true when this was the first time (the stream reactor then counts it). */
export async function recordVisit(visit: { businessId: string; day: string; metric: InsightMetric; visitor: string }): Promise<boolean> {
  try {
    await BusinessInsightVisitEntity.create({ ...visit, ttl: ttlAfter(MARKER_TTL_SECONDS) }).go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Files one results page's listings for the reactor to count (duplicates on a page count once). */
export async function recordAppearances(day: string, businessIds: readonly string[]): Promise<void> {
  await BusinessAppearancesEntity.create({ batchId: randomUUID(), day, businessIds: [...new Set(businessIds)], ttl: ttlAfter(DAY_SECONDS) }).go({ response: 'none' });
}

/** The update that adds `increments` to a listing's day (as a transaction operation, for the reactor's once-only write). */
export function insightDayUpdate(businessId: string, day: string, increments: InsightIncrements) {
  return BusinessInsightDayEntity.update({ businessId, day })
    .add(increments)
    .set({ ttl: ttlAfter(COUNTER_TTL_SECONDS, Date.parse(`${day}T00:00:00Z`)) })
    .params();
}

/** A listing's day items from `from` to `to` (inclusive YYYY-MM-DD), oldest first: one Query. */
export async function readInsightDays(businessId: string, from: string, to: string): Promise<BusinessInsightDayItem[]> {
  const { data } = await BusinessInsightDayEntity.query.byBusiness({ businessId }).between({ day: from }, { day: to }).go({ pages: 'all' });
  return data;
}

/** The days from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addIndiaDays(day, 1)) days.push(day);
  return days;
}
