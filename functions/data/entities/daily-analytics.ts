import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite } from '../transact';
import type { DailyMetric } from '../../../shared/schemas/analytics';
import { indiaDay } from '../../../shared/time/india';

/** Members and receipts are only needed while their day can still be counted (and shown as "today"). */
const MEMBER_TTL_SECONDS = 3 * 24 * 60 * 60;

/**
 * The day an instant is counted in: the India (IST) calendar day, as Sbiz's
 * users live it. Spec 3 §9 said the UTC date, which put 00:00-05:30 IST into
 * yesterday's counts.
 */
export const analyticsDay = (at: Date) => indiaDay(at);

/**
 * One counter of one India day. A month's counters share a partition, so the
 * daily chart of up to 90 days reads at most four partitions, each with one
 * Query, and nothing is ever scanned.
 */
export const DailyCounterEntity = new Entity(
  {
    model: { entity: 'dailyCounter', version: '1', service: 'sbiz' },
    attributes: {
      month: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      metric: { type: 'string', required: true, readOnly: true },
      count: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byMonth: { pk: { field: 'pk', composite: ['month'] }, sk: { field: 'sk', composite: ['day', 'metric'] } },
    },
  },
  entityConfig(),
);

/**
 * Who or what was already counted in a day's set: a user who logged in, a
 * contributor, a visitor, a search term's users, a business added today, or
 * the receipt of a stream record (so a retried record counts once). A
 * conditional put that fails means "seen already".
 */
export const DailyMemberEntity = new Entity(
  {
    model: { entity: 'dailyMember', version: '1', service: 'sbiz' },
    attributes: {
      day: { type: 'string', required: true, readOnly: true },
      set: { type: 'string', required: true, readOnly: true },
      memberId: { type: 'string', required: true, readOnly: true },
      /** What a list shows of the member (today's added businesses). */
      detail: { type: 'any' },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      bySet: { pk: { field: 'pk', composite: ['day', 'set'] }, sk: { field: 'sk', composite: ['memberId'] } },
    },
  },
  entityConfig(),
);

/** A search term's count on one day; the day's partition is read whole to rank them. */
export const DailySearchTermEntity = new Entity(
  {
    model: { entity: 'dailySearchTerm', version: '1', service: 'sbiz' },
    attributes: {
      day: { type: 'string', required: true, readOnly: true },
      query: { type: 'string', required: true, readOnly: true },
      count: { type: 'number', required: true, default: 0 },
      uniqueUsers: { type: 'number', required: true, default: 0 },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: ['query'] } },
    },
  },
  entityConfig(),
);

export type DailyCounterItem = EntityItem<typeof DailyCounterEntity>;

const ttlFrom = (at: Date) => Math.floor(at.getTime() / 1000) + MEMBER_TTL_SECONDS;

function counterUpdate(day: string, metric: DailyMetric | string, by = 1) {
  return DailyCounterEntity.update({ month: day.slice(0, 7), day, metric })
    .add({ count: by })
    .params();
}

function memberPut(day: string, set: string, memberId: string, at: Date, detail?: unknown) {
  return DailyMemberEntity.create({ day, set, memberId, ttl: ttlFrom(at), ...(detail === undefined ? {} : { detail }) }).params();
}

/** Adds a member to a day's set and moves `metric` with it, once: false when it was in the set already. */
async function addOnce(day: string, set: string, memberId: string, metric: string, at: Date, detail?: unknown): Promise<boolean> {
  try {
    await transactWrite([{ Put: memberPut(day, set, memberId, at, detail) }, { Update: counterUpdate(day, metric) }], () => refused('counted'));
    return true;
  } catch (error) {
    if (isRefusal(error, 'counted')) return false;
    throw error;
  }
}

export interface DailyEvent {
  /** The total that every occurrence moves. */
  metric: DailyMetric;
  at: Date;
  /** A stream record's sequence number: the event counts once however often the record is retried. */
  receipt?: string;
  /** Who did it, counted once a day under `uniqueMetric`. */
  member?: { id: string; uniqueMetric: DailyMetric; detail?: unknown };
}

/**
 * Counts one event in its India day: the total, and the member's first
 * occurrence that day. With a receipt, a retried stream record counts once.
 * Answers whether the member was new today.
 */
export async function countDailyEvent(event: DailyEvent): Promise<boolean> {
  const day = analyticsDay(event.at);
  if (event.receipt) {
    const fresh = await addOnce(day, `receipt:${event.metric}`, event.receipt, event.metric, event.at);
    if (!fresh) return false;
  } else {
    await DailyCounterEntity.update({ month: day.slice(0, 7), day, metric: event.metric })
      .add({ count: 1 })
      .go();
  }
  if (!event.member) return false;
  return addOnce(day, `${event.member.uniqueMetric}`, event.member.id, event.member.uniqueMetric, event.at, event.member.detail);
}

/** Counts a committed search for its term: how often, and by how many people (a user id or, signed out, an address). */
export async function countSearchTerm(query: string, who: string, at: Date) {
  const day = analyticsDay(at);
  const key = { day, query };
  await DailySearchTermEntity.update(key)
    .add({ count: 1 })
    .set({ ttl: ttlFrom(at) + 30 * 24 * 60 * 60 })
    .go();
  try {
    await transactWrite([{ Put: memberPut(day, `search:${query}`, who, at) }, { Update: DailySearchTermEntity.update(key).add({ uniqueUsers: 1 }).params() }], () => refused('counted'));
  } catch (error) {
    if (!isRefusal(error, 'counted')) throw error;
  }
}

/** The counters of every day from `from` to `to` (inclusive, YYYY-MM-DD): one Query per month. */
export async function readDailyCounters(from: string, to: string): Promise<DailyCounterItem[]> {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    months.push(month);
    const next = new Date(`${month}-01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    month = next.toISOString().slice(0, 7);
  }
  const pages = await Promise.all(
    months.map((month) =>
      DailyCounterEntity.query
        .byMonth({ month })
        .between({ day: from }, { day: `${to}\uffff` })
        .go({ pages: 'all' }),
    ),
  );
  return pages.flatMap((page) => page.data);
}

/** A day's most searched terms, most first (a day holds a few thousand terms at most). */
export async function topSearchTerms(day: string, limit: number) {
  const { data } = await DailySearchTermEntity.query.byDay({ day }).go({ pages: 'all' });
  return data.sort((a, b) => b.count - a.count || b.uniqueUsers - a.uniqueUsers || a.query.localeCompare(b.query)).slice(0, limit);
}

/** The members of a day's set, with what they show (today's added businesses). */
export async function listDailyMembers(day: string, set: string, limit: number) {
  const { data } = await DailyMemberEntity.query.bySet({ day, set }).go({ limit });
  return data;
}

/**
 * Counting from a request handler (a login, a view, a search) is best effort:
 * a failed counter write is logged and never fails the user's request.
 */
async function bestEffort(what: string, count: () => Promise<unknown>) {
  try {
    await count();
  } catch (error) {
    console.error(`Daily analytics: could not count ${what}`, error);
  }
}

/** A sign-in: the total, the distinct users, and those among them who joined before today (returning). */
export function countLogin(user: { userId: string; createdAt: string }, at = new Date()) {
  return bestEffort('a login', async () => {
    const firstToday = await countDailyEvent({ metric: 'logins', at, member: { id: user.userId, uniqueMetric: 'loginUsers' } });
    if (firstToday && analyticsDay(new Date(user.createdAt)) < analyticsDay(at))
      await DailyCounterEntity.update({ month: analyticsDay(at).slice(0, 7), day: analyticsDay(at), metric: 'returningUsers' })
        .add({ count: 1 })
        .go();
  });
}

/** A listing's page was viewed, by a signed-in user or an address. */
export function countBusinessView(visitor: string, at = new Date()) {
  return bestEffort('a view', () => countDailyEvent({ metric: 'businessViews', at, member: { id: visitor, uniqueMetric: 'businessVisitors' } }));
}

/** A committed search (the results page): the day's total and searchers, and the term's own counts for trending. */
export function countSearch(query: string, searcher: string, at = new Date()) {
  const term = query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 80);
  if (!term) return Promise.resolve();
  return bestEffort('a search', async () => {
    await countDailyEvent({ metric: 'searches', at, member: { id: searcher, uniqueMetric: 'searchers' } });
    await countSearchTerm(term, searcher, at);
  });
}
