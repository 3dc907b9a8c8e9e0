import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, type EntityItem } from 'electrodb';
import { cellRounds } from '../../../shared/geo/geohash';
import { distanceKm, roundedKm, type GeoPoint } from '../../../shared/geo/location';
import {
  ALL_CATEGORIES,
  GEO_LIST,
  NO_PARTITION,
  businessCard,
  businessSearchRecords,
  isLeadingPairRecord,
  isListed,
  listingPartition,
  localityList,
  localityRecords,
  type IndexableBusiness,
  type ListingRecord,
} from '../../../shared/search/index-entries';
import type { BusinessCard } from '../../../shared/schemas/search';
import { batchWriteAll } from '../batch-write';
import { getMany } from '../batch-get';
import { countQuery } from '../count';
import { dynamoDb, entityConfig, tableName } from '../client';
import { keyTemplate as key } from './key-template';
import { BusinessEntity } from './business';
import { searchRecordBatches } from './search-index';

const text = { type: 'string', required: true, readOnly: true } as const;

/**
 * The listing index (see shared/search/index-entries.ts): a listing's card
 * filed in rank order (best rated first) in its city's list (the table's
 * key, `listing#{city}#_all`), in its localities' lists (`…#_area#{locality}`)
 * and in one main (gsi1), one sub (gsi2) and one sub-sub (gsi3) category list
 * of that city, `listing#{city}#{categoryId}`.
 * Category pages, search results and the home lists read a window of one
 * list; the filters run over the cards in memory. Written only by the
 * business index reactor and the scale seeder.
 */
export const ListingEntity = new Entity(
  {
    model: { entity: 'listing', version: '1', service: 'sbiz' },
    attributes: {
      partition: text,
      position: text,
      rank: text,
      main: text,
      sub: text,
      subsub: text,
      businessId: { type: 'string', required: true },
      cityName: { type: 'string', required: true },
      card: { type: 'any', required: true },
    },
    indexes: {
      byCity: { pk: { field: 'pk', ...key('partition', 'listing#') }, sk: { field: 'sk', ...key('position') } },
      byMain: { index: 'gsi1', condition: (item) => item.main !== NO_PARTITION, pk: { field: 'gsi1pk', ...key('main', 'listing#') }, sk: { field: 'gsi1sk', ...key('rank') } },
      bySub: { index: 'gsi2', condition: (item) => item.sub !== NO_PARTITION, pk: { field: 'gsi2pk', ...key('sub', 'listing#') }, sk: { field: 'gsi2sk', ...key('rank') } },
      bySubsub: { index: 'gsi3', condition: (item) => item.subsub !== NO_PARTITION, pk: { field: 'gsi3pk', ...key('subsub', 'listing#') }, sk: { field: 'gsi3sk', ...key('rank') } },
    },
  },
  entityConfig(),
);

export type ListingItem = EntityItem<typeof ListingEntity>;

/** Which list to read: the whole city, one locality of it (see `hasLocalityList`), or one category of it at its level. */
export type ListingScope = { level: 'all' } | { level: 'locality'; locality: string } | { level: 'main' | 'sub' | 'subsub'; categoryId: string };

type QueryOptions = { limit: number; cursor: string | null };
type Page = { data: ListingItem[]; cursor: string | null };

/** One page of a city list, best ranked first. */
function queryPage(cityName: string, scope: ListingScope, options: QueryOptions): Promise<Page> {
  if (scope.level === 'all') return ListingEntity.query.byCity({ partition: listingPartition(cityName, ALL_CATEGORIES) }).go(options);
  if (scope.level === 'locality') return ListingEntity.query.byCity({ partition: listingPartition(cityName, localityList(scope.locality)) }).go(options);
  const partition = listingPartition(cityName, scope.categoryId);
  if (scope.level === 'main') return ListingEntity.query.byMain({ main: partition }).go(options);
  if (scope.level === 'sub') return ListingEntity.query.bySub({ sub: partition }).go(options);
  return ListingEntity.query.bySubsub({ subsub: partition }).go(options);
}

/** Items per page of a list read: DynamoDB's 1 MB page holds about this many cards. */
const MAX_PAGE = 500;
/** A filtered read that wants a few cards first reads this many times as many, then the rest of its window. */
const FILTERED_FIRST_PAGE_FACTOR = 4;

/**
 * The best-ranked cards of a city list that pass `keep`, reading at most
 * `window` listings: the list's first `window` entries are what filters and
 * paging see. `complete` says whether the list ended within the window.
 * With `wanted`, the first page holds only what is likely to be enough (a
 * type-ahead wants 10 cards; a card is about 2 kB, and reading 400 of them
 * cost most of a suggestion's time), and later pages the rest of the window.
 */
export async function readListingWindow(
  cityName: string,
  scope: ListingScope,
  options: { window: number; wanted?: number; keep?: (card: BusinessCard) => boolean },
): Promise<{ cards: BusinessCard[]; complete: boolean; read: number }> {
  const cards: BusinessCard[] = [];
  let cursor: string | null = null;
  let read = 0;
  const likelyEnough = options.wanted === undefined ? MAX_PAGE : Math.max(1, options.keep ? options.wanted * FILTERED_FIRST_PAGE_FACTOR : options.wanted);
  const firstPage = Math.min(MAX_PAGE, likelyEnough);
  do {
    const page = await queryPage(cityName, scope, { limit: Math.min(read ? MAX_PAGE : firstPage, options.window - read), cursor });
    read += page.data.length;
    for (const item of page.data) {
      const card = item.card as BusinessCard;
      if (!options.keep || options.keep(card)) cards.push(card);
    }
    cursor = page.cursor;
  } while (cursor && read < options.window && (options.wanted === undefined || cards.length < options.wanted));
  return { cards, complete: cursor === null, read };
}

/**
 * Fills an index of a city's listings that a table predates: hands `fill`
 * the city list a page at a time (Queries, never a Scan); `fill` puts what
 * the page's listings lack (puts are idempotent) and answers how many items
 * it wrote. Answers how many listings were read and items written.
 */
async function backfillFromCityList(cityName: string, fill: (page: ListingItem[]) => Promise<number>): Promise<{ listings: number; written: number }> {
  let cursor: string | null = null;
  let listings = 0;
  let written = 0;
  do {
    const page: Page = await queryPage(cityName, { level: 'all' }, { limit: MAX_PAGE, cursor });
    listings += page.data.length;
    written += await fill(page.data);
    cursor = page.cursor;
  } while (cursor);
  return { listings, written };
}

/** Files every listing of a city in its localities' lists (from its city record). */
export function backfillLocalityLists(cityName: string): Promise<{ listings: number; written: number }> {
  return backfillFromCityList(cityName, (page) => batchWriteAll(listingRecordBatches(page.flatMap((item) => localityRecords({ ...item, card: item.card as BusinessCard })))));
}

/** Files every listing of a city in its first word's leading pair partition of the search index (from the listing itself: one BatchGet per 100). */
export function backfillLeadingPairs(cityName: string): Promise<{ listings: number; written: number }> {
  return backfillFromCityList(cityName, async (page) => {
    const businesses = await getMany(page.map((item) => BusinessEntity.get({ businessId: item.businessId })));
    const pairs = businesses.flatMap((business) => (business ? businessSearchRecords(business as unknown as IndexableBusiness).filter(isLeadingPairRecord) : []));
    return batchWriteAll(searchRecordBatches(pairs));
  });
}

/** How many listings does a city list? (Counted by DynamoDB, for the sitemap's file count.) */
export function countCityListings(cityName: string): Promise<number> {
  return countQuery(ListingEntity.query.byCity({ partition: listingPartition(cityName, ALL_CATEGORIES) }));
}

/** When was each of these listings last edited? By id; listings that no longer exist are left out. */
export async function getListingUpdatedAt(businessIds: readonly string[]): Promise<Map<string, string>> {
  const items = await getMany(businessIds.map((businessId) => BusinessEntity.get({ businessId })));
  return new Map(items.filter((item) => item !== undefined).map((item) => [String(item.businessId), String(item.updatedAt)]));
}

/** A card with its distance from the visitor. */
export type NearbyCard = BusinessCard & { location: GeoPoint; distanceKm: number };

/**
 * The listings of a city within `radiusKm` of a point that pass `keep`,
 * nearest first, read from the city's geo list (never a Scan): the 3 × 3
 * geohash cells around the point, finest first, then coarser ones until
 * `wanted` listings are known to be the nearest or the radius is covered.
 * At most `maxRead` items are read; `complete` is false when the radius was
 * not covered (then only the `cards` are sure to be the nearest).
 */
export async function readNearby(
  cityName: string,
  point: GeoPoint,
  radiusKm: number,
  options: { wanted: number; maxRead: number; keep?: (card: BusinessCard) => boolean },
): Promise<{ cards: NearbyCard[]; complete: boolean; read: number }> {
  const partition = listingPartition(cityName, GEO_LIST);
  let read = 0;
  const rounds = cellRounds(point, radiusKm);
  for (const [index, round] of rounds.entries()) {
    const found = new Map<string, NearbyCard>();
    let truncated = false;
    const pages = await Promise.all(round.cells.map((cell) => ListingEntity.query.byCity({ partition }).begins({ position: cell }).go({ limit: options.maxRead, pages: 'all' })));
    for (const page of pages) {
      read += page.data.length;
      if (page.data.length >= options.maxRead) truncated = true;
      for (const item of page.data) {
        const card = item.card as BusinessCard;
        if (!card.location || (options.keep && !options.keep(card))) continue;
        const distance = distanceKm(point, card.location);
        if (distance <= radiusKm) found.set(card._id, { ...card, location: card.location, distanceKm: roundedKm(distance) });
      }
    }
    const covered = Math.min(radiusKm, round.coveredKm);
    const sure = [...found.values()].filter((card) => card.distanceKm <= covered).sort((a, b) => a.distanceKm - b.distanceKm);
    const last = index === rounds.length - 1;
    if (round.coveredKm >= radiusKm || last) return { cards: sure, complete: !truncated && round.coveredKm >= radiusKm, read };
    if (sure.length >= options.wanted || truncated || read >= options.maxRead) return { cards: sure, complete: false, read };
  }
  return { cards: [], complete: true, read };
}

type Key = Record<string, string>;
type BatchRequests = Parameters<typeof batchWriteAll>[0];

/** Reads items by key, 100 per BatchGetItem, resending unprocessed keys; answers them by `idOf`. */
async function batchGet(keys: readonly Key[], idOf: (item: Record<string, unknown>) => string): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Record<string, { Keys: Key[] }> | undefined = { [tableName()]: { Keys: keys.slice(start, start + 100) } };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
      if (attempt >= 8) throw new Error('BatchGetItem kept leaving keys unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const answer = await dynamoDb().send(new BatchGetCommand({ RequestItems: pending }));
      for (const item of answer.Responses?.[tableName()] ?? []) found.set(idOf(item), item);
      pending = answer.UnprocessedKeys as typeof pending;
    }
  }
  return found;
}

/** The cards of listings by their city and rank key (what a search index item carries), in the order asked; missing ones are left out. */
export async function getListingCards(cityName: string, ranks: readonly string[]): Promise<BusinessCard[]> {
  const partition = listingPartition(cityName, ALL_CATEGORIES);
  const found = await batchGet(
    ranks.map((position) => ListingEntity.get({ partition, position }).params().Key as Key),
    (item) => String(item.position),
  );
  return ranks.map((rank) => found.get(rank)?.card as BusinessCard | undefined).filter((card): card is BusinessCard => card !== undefined);
}

/**
 * The current cards of listings by id, in the order asked, read from the
 * listings themselves (the "recently" lists hold ids, and a card's rank may
 * have moved since). Suspended or deleted listings are left out.
 */
export async function getBusinessCardsById(businessIds: readonly string[]): Promise<BusinessCard[]> {
  const found = await batchGet(
    businessIds.map((businessId) => BusinessEntity.get({ businessId }).params().Key as Key),
    (item) => String(item.businessId),
  );
  return businessIds
    .map((businessId) => found.get(businessId) as IndexableBusiness | undefined)
    .filter((business): business is IndexableBusiness => business !== undefined && isListed(business))
    .map(businessCard);
}

/** Is this listing record in the index already (with this exact card)? The reactor's guard against re-indexing what the scale seeder wrote. */
export async function hasListingRecord(record: ListingRecord): Promise<boolean> {
  const { data } = await ListingEntity.get({ partition: record.partition, position: record.position }).go();
  return Boolean(data && JSON.stringify(data.card) === JSON.stringify(record.card));
}

/** Applies a diff of listing records: puts the new or changed ones, deletes the stale ones (idempotent). */
export async function writeListingRecords(put: readonly ListingRecord[], remove: readonly ListingRecord[]): Promise<number> {
  const puts = listingRecordBatches(put);
  const deletes = remove.length ? ListingEntity.delete(remove.map(({ partition, position }) => ({ partition, position }))).params<BatchRequests>() : [];
  return batchWriteAll([...puts, ...deletes]);
}

/** Listing records as batch write requests (the reactor and the scale seeder). */
export function listingRecordBatches(records: readonly ListingRecord[]): BatchRequests {
  return records.length ? ListingEntity.put(records.map((record) => ({ ...record }))).params<BatchRequests>() : [];
}
