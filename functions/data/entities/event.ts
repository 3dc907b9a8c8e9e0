import { randomBytes, randomUUID } from 'node:crypto';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import type { SafeHtml } from '../../../shared/rich-text/safe-html';
import { slugify } from '../../../shared/slug';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { UniqueClaimEntity } from './unique-claim';
import { msg } from '../../../shared/i18n/catalog';

/** Events longer than this are also filed by their end (gsi3), so a window query finds them however long ago they started. */
export const LONG_RUNNING_MS = 86_400_000;
/** How far before a window a short event may start and still overlap it. */
export const SHORT_EVENT_LOOKBACK_MS = LONG_RUNNING_MS;

const isLongRunning = (item: { startsAt?: string; endsAt?: string }) => Boolean(item.startsAt && item.endsAt && Date.parse(item.endsAt) - Date.parse(item.startsAt) > LONG_RUNNING_MS);

/**
 * An event (spec 3 §3). `startsAt`/`endsAt` are UTC instants: a single
 * event's start and end, a recurring one's first start and last end (its
 * `reccuring` schedule says when in between). The organizer's name, the
 * host's name and image are copied in at save time, so lists need no
 * further reads. `views`, `interestedCount` and `goingCount` only ever move
 * atomically.
 *
 * Indexes: by id; a city's timeline by start (gsi1) and, for events longer
 * than a day, by end (gsi3, sparse); a host's events by start (gsi2).
 */
export const EventEntity = new Entity(
  {
    model: { entity: 'event', version: '1', service: 'sbiz' },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      slug: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      description: { type: CustomAttributeType<SafeHtml>('string'), required: true },
      notes: { type: CustomAttributeType<SafeHtml>('string') },
      startsAt: { type: 'string', required: true },
      endsAt: { type: 'string', required: true },
      timezone: { type: 'string', required: true },
      banner: { type: 'string' },
      images: { type: 'list', items: { type: 'string' } },
      platform: { type: ['physical', 'online', 'recorded'] as const, required: true },
      paid: { type: 'boolean', required: true, default: false },
      locationName: { type: 'string' },
      address: { type: 'string' },
      /** Lower-case, hyphenated: the /in/{city} segment the event is listed under. */
      cityName: { type: 'string', required: true },
      /** The city as typed (or the organizer's). */
      city: { type: 'string' },
      state: { type: 'string' },
      country: { type: 'string' },
      link: { type: 'string' },
      linkPlatform: { type: 'string' },
      promotionalLink: { type: 'string' },
      tplink: { type: 'string' },
      views: { type: 'number', required: true, default: 0 },
      interestedCount: { type: 'number', required: true, default: 0 },
      goingCount: { type: 'number', required: true, default: 0 },
      featured: { type: 'boolean', required: true, default: false },
      tickets: { type: 'any', required: true },
      eventCategory: { type: ['single', 'recurring'] as const, required: true },
      eventTypeId: { type: 'string' },
      eventTypeName: { type: 'string' },
      /** The category's Hindi name, copied with the English one where the category has it (issue #28). */
      eventTypeNameHi: { type: 'string' },
      eventSubCatId: { type: 'string' },
      eventSubCatName: { type: 'string' },
      eventSubCatNameHi: { type: 'string' },
      eventFormat: { type: 'string' },
      listingType: { type: ['public', 'private', 'invite-only', 'draft'] as const, required: true },
      discount: { type: 'any' },
      reccuring: { type: 'any' },
      hostId: { type: 'string', required: true },
      hostFirstName: { type: 'string', required: true },
      hostImage: { type: 'string' },
      businessId: { type: 'string', required: true },
      businessName: { type: 'string', required: true },
      businessSlug: { type: 'string', required: true },
      businessCityName: { type: 'string', required: true },
      businessLogo: { type: 'string' },
      duplicateOf: { type: 'string' },
      /** When the host (or an admin) cancelled it: the record stays, its page says so, and it no longer takes marks. */
      cancelledAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
      byCityStart: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['cityName'] }, sk: { field: 'gsi1sk', composite: ['startsAt', 'eventId'] } },
      byHost: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['hostId'] }, sk: { field: 'gsi2sk', composite: ['startsAt', 'eventId'] } },
      byCityEnd: {
        index: 'gsi3',
        condition: (item) => isLongRunning(item),
        pk: { field: 'gsi3pk', composite: ['cityName'] },
        sk: { field: 'gsi3sk', composite: ['endsAt', 'eventId'] },
      },
    },
  },
  entityConfig(),
);

export type EventItem = EntityItem<typeof EventEntity>;
export type NewEvent = Omit<Parameters<typeof EventEntity.create>[0], 'slug' | 'eventId' | 'createdAt' | 'updatedAt'> & { eventId?: string };
/** What an update replaces: every content attribute (the counters and identity stay). */
export type EventContent = Omit<NewEvent, 'eventId' | 'views' | 'interestedCount' | 'goingCount' | 'featured' | 'duplicateOf' | 'cancelledAt'>;

/** Which event has this id? */
export async function getEventById(eventId: string): Promise<EventItem | undefined> {
  const { data } = await EventEntity.get({ eventId }).go();
  return data ?? undefined;
}

/** Which event has this slug? (Slugs are unique site-wide: UniqueClaim 'eventSlug'.) */
export async function findEventBySlug(slug: string): Promise<EventItem | undefined> {
  const { data: claim } = await UniqueClaimEntity.get({ scope: 'eventSlug', value: slug }).go();
  return claim ? getEventById(claim.ownerId) : undefined;
}

/** Several events by id, in the order asked; missing ones are left out. */
export async function getEventsById(eventIds: readonly string[]): Promise<EventItem[]> {
  if (!eventIds.length) return [];
  const { data } = await EventEntity.get(eventIds.map((eventId) => ({ eventId }))).go({ preserveBatchOrder: true });
  return data.filter((item): item is EventItem => Boolean(item));
}

/** At most this many events are read for one list (its filters and paging run over them). */
export const MAX_LIST_READ = 1000;

async function readAll<T>(page: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>, max = MAX_LIST_READ): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const answer = await page(cursor);
    items.push(...answer.data);
    cursor = answer.cursor;
  } while (cursor && items.length < max);
  return items.slice(0, max);
}

/**
 * A city's events that may overlap [from, to): those starting in
 * [from - a day, to) from the start timeline, plus the long-running ones
 * ending at or after `from` (starting before `to`). Two bounded Queries;
 * the caller applies the exact rule.
 */
export async function listCityEventsInWindow(cityName: string, window: { from?: Date; to?: Date }): Promise<EventItem[]> {
  const from = window.from ? new Date(window.from.getTime() - SHORT_EVENT_LOOKBACK_MS).toISOString() : undefined;
  const to = window.to?.toISOString();
  const byStart = readAll((cursor) => {
    const query = EventEntity.query.byCityStart({ cityName });
    const ranged = from && to ? query.between({ startsAt: from }, { startsAt: to }) : from ? query.gte({ startsAt: from }) : to ? query.lt({ startsAt: to }) : query;
    return ranged.go({ cursor, limit: 250 });
  });
  const longRunning = window.from
    ? readAll((cursor) =>
        EventEntity.query
          .byCityEnd({ cityName })
          .gte({ endsAt: window.from!.toISOString() })
          .where(({ startsAt }, { lt }) => (to ? lt(startsAt, to) : ''))
          .go({ cursor, limit: 250 }),
      )
    : Promise.resolve([] as EventItem[]);
  const merged = new Map<string, EventItem>();
  for (const item of [...(await byStart), ...(await longRunning)]) merged.set(item.eventId, item);
  return [...merged.values()];
}

/** A city's most recent events that started before `before`, newest first (the past view). */
export async function listCityEventsBefore(cityName: string, before: Date): Promise<EventItem[]> {
  return readAll((cursor) => EventEntity.query.byCityStart({ cityName }).lt({ startsAt: before.toISOString() }).go({ cursor, limit: 250, order: 'desc' }));
}

/** A host's events by start. */
export async function listHostEvents(hostId: string): Promise<EventItem[]> {
  return readAll((cursor) => EventEntity.query.byHost({ hostId }).go({ cursor, limit: 250, order: 'desc' }));
}

/**
 * Creates an event in one transaction with the claim on its slug (a taken
 * slug gets a short random tail and is tried again).
 */
export async function createEvent(input: NewEvent): Promise<EventItem> {
  const base = slugify(input.name) || 'event';
  const eventId = input.eventId ?? randomUUID();
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    try {
      await retryTransactionConflicts(() =>
        transactWrite(
          [{ Put: EventEntity.create({ ...input, eventId, slug }).params() }, { Put: UniqueClaimEntity.create({ scope: 'eventSlug', value: slug, ownerId: eventId }).params() }],
          (failed) => (failed === 1 ? refused('slug-taken') : msg('Failed to create event')),
        ),
      );
      const created = await getEventById(eventId);
      if (!created) throw new Error(`Event ${eventId} vanished after creation`);
      return created;
    } catch (error) {
      if (!isRefusal(error, 'slug-taken')) throw error;
    }
  }
  throw new ConflictError(msg('Could not find a free address for this event; please change its name slightly'));
}

/**
 * Replaces an event's content; attributes the new content leaves out are
 * removed. Undefined when there is no such event.
 */
export async function updateEvent(eventId: string, content: EventContent, previous: EventItem): Promise<EventItem | undefined> {
  const optional = [
    'notes',
    'banner',
    'locationName',
    'address',
    'city',
    'state',
    'country',
    'link',
    'linkPlatform',
    'promotionalLink',
    'tplink',
    'eventTypeId',
    'eventTypeName',
    'eventTypeNameHi',
    'eventSubCatId',
    'eventSubCatName',
    'eventSubCatNameHi',
    'eventFormat',
    'discount',
    'reccuring',
    'hostImage',
    'businessLogo',
  ] as const;
  const cleared = optional.filter((name) => content[name] === undefined && previous[name] !== undefined);
  const defined = Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));
  try {
    let patch = EventEntity.patch({ eventId }).set({ ...defined, updatedAt: new Date().toISOString() });
    if (cleared.length) patch = patch.remove([...cleared]);
    const { data } = await patch.go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Counts one view with an atomic ADD; false when there is no such event. */
export async function addEventView(eventId: string): Promise<boolean> {
  try {
    await retryTransactionConflicts(() => EventEntity.patch({ eventId }).add({ views: 1 }).go());
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The update moving a mark counter by one, only while the event has not ended and is not cancelled (for use in a transaction). */
export function markCounterOperation(eventId: string, counter: 'interestedCount' | 'goingCount', now: Date) {
  return EventEntity.patch({ eventId })
    .add({ [counter]: 1 })
    .where(({ endsAt, cancelledAt }, { gte, notExists }) => `${gte(endsAt, now.toISOString())} AND ${notExists(cancelledAt)}`)
    .params();
}

/**
 * Marks the event cancelled (the record stays). Only the first cancellation
 * writes: a second one finds `cancelledAt` set and answers 'already'; 'missing'
 * when there is no such event.
 */
export async function cancelEvent(eventId: string, now: Date): Promise<{ result: 'cancelled' | 'already'; event: EventItem } | { result: 'missing' }> {
  const at = now.toISOString();
  try {
    const { data } = await EventEntity.patch({ eventId })
      .set({ cancelledAt: at, updatedAt: at })
      .where(({ cancelledAt }, { notExists }) => notExists(cancelledAt))
      .go({ response: 'all_new' });
    return { result: 'cancelled', event: data };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getEventById(eventId);
    return existing ? { result: 'already', event: existing } : { result: 'missing' };
  }
}
