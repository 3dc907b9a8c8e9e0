import { Entity, type EntityItem } from 'electrodb';
import { NO_PARTITION, type SearchRecord } from '../../../shared/search/index-entries';
import type { PrefixSlot } from '../../../shared/search/text';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { keyTemplate as key } from './key-template';

type BatchRequests = Parameters<typeof batchWriteAll>[0];
const text = { type: 'string', required: true, readOnly: true } as const;
const optionalText = { type: 'string' } as const;

/**
 * The search index (see shared/search/index-entries.ts for what goes in):
 * one item per distinct word of a searchable title, in its exact-word
 * partition (the table's key) and, sparsely, in the 1-, 3- and 5-character
 * prefix partitions (gsi1-3). Every partition sorts best match first, then
 * by rating, so a type-ahead read is one Query per partition with a small
 * limit. Written only by the stream reactors and the scale seeder.
 */
export const SearchIndexEntity = new Entity(
  {
    model: { entity: 'searchIndex', version: '1', service: 'sbiz' },
    attributes: {
      exact: text,
      exactSort: text,
      prefix1: text,
      prefix1Sort: text,
      prefix3: text,
      prefix3Sort: text,
      prefix5: text,
      prefix5Sort: text,
      kind: { type: ['business', 'event', 'article', 'category', 'product'] as const, required: true },
      docId: { type: 'string', required: true },
      title: { type: 'string', required: true },
      titleHi: optionalText,
      slug: { type: 'string', required: true },
      words: { type: 'string', required: true },
      terms: { type: 'string', required: true },
      cityName: optionalText,
      logo: optionalText,
      ratingAverage: { type: 'number' },
      ratingCount: { type: 'number' },
      lat: { type: 'number' },
      lng: { type: 'number' },
      category: optionalText,
      categoryHi: optionalText,
      area: optionalText,
      rank: optionalText,
      level: { type: ['main', 'sub', 'subsub'] as const },
      parentId: optionalText,
      startsAt: optionalText,
      endsAt: optionalText,
    },
    indexes: {
      byWord: { pk: { field: 'pk', ...key('exact', 'search#') }, sk: { field: 'sk', ...key('exactSort') } },
      byPrefix1: {
        index: 'gsi1',
        condition: (item) => item.prefix1 !== NO_PARTITION,
        pk: { field: 'gsi1pk', ...key('prefix1', 'search#') },
        sk: { field: 'gsi1sk', ...key('prefix1Sort') },
      },
      byPrefix3: {
        index: 'gsi2',
        condition: (item) => item.prefix3 !== NO_PARTITION,
        pk: { field: 'gsi2pk', ...key('prefix3', 'search#') },
        sk: { field: 'gsi2sk', ...key('prefix3Sort') },
      },
      byPrefix5: {
        index: 'gsi3',
        condition: (item) => item.prefix5 !== NO_PARTITION,
        pk: { field: 'gsi3pk', ...key('prefix5', 'search#') },
        sk: { field: 'gsi3sk', ...key('prefix5Sort') },
      },
    },
  },
  entityConfig(),
);

export type SearchIndexItem = EntityItem<typeof SearchIndexEntity>;

/** A partition to read: the exact word, or a prefix of one of the slot lengths; `sortPrefix` reads only the sort keys that start with it (the leading pair partitions). */
export type SearchPartitionRef = { slot: 'exact' | PrefixSlot; partition: string; sortPrefix?: string };

/** What a partition read found, and whether it reached the partition's end. */
export interface PartitionRead {
  items: SearchIndexItem[];
  complete: boolean;
  /** Items DynamoDB returned (before `keep`), for the cost figures. */
  read: number;
}

type QueryOptions = { limit: number; cursor: string | null };
type Page = { data: SearchIndexItem[]; cursor: string | null };

/** One page of a search partition, best match first. */
function queryPage(ref: SearchPartitionRef, options: QueryOptions): Promise<Page> {
  switch (ref.slot) {
    case 'exact':
      return ref.sortPrefix === undefined
        ? SearchIndexEntity.query.byWord({ exact: ref.partition }).go(options)
        : SearchIndexEntity.query.byWord({ exact: ref.partition }).begins({ exactSort: ref.sortPrefix }).go(options);
    case 1:
      return SearchIndexEntity.query.byPrefix1({ prefix1: ref.partition }).go(options);
    case 3:
      return SearchIndexEntity.query.byPrefix3({ prefix3: ref.partition }).go(options);
    case 5:
      return SearchIndexEntity.query.byPrefix5({ prefix5: ref.partition }).go(options);
  }
}

/**
 * How many items the next page of a filtered read asks for: as many as the
 * share kept so far says the rest of `wanted` needs, so a selective filter
 * ('dr' among the words starting with 'd') takes one more round trip rather
 * than three; twice a page when nothing was kept yet.
 */
function nextPageSize(options: { wanted: number; pageSize: number }, kept: number, read: number): number {
  if (!read) return options.pageSize;
  if (!kept) return 2 * options.pageSize;
  return Math.max(options.pageSize, Math.ceil(((options.wanted - kept) * read) / kept));
}

/** How a partition is read: see readSearchPartition. */
export interface PartitionReadOptions {
  wanted: number;
  pageSize: number;
  maxRead: number;
  keep?: (item: SearchIndexItem) => boolean;
  /** Asked before each page after the first: false stops the read (another read found enough). */
  more?: () => Promise<boolean>;
}

/**
 * Which items of a search partition, best first, pass `keep`? Reads pages
 * until `wanted` items are kept, the partition ends, `maxRead` items have
 * been looked at or `more` says no: one Query of `pageSize` when the first
 * page suffices, the next sized by what the first kept.
 */
export async function readSearchPartition(ref: SearchPartitionRef, options: PartitionReadOptions): Promise<PartitionRead> {
  const kept: SearchIndexItem[] = [];
  let cursor: string | null = null;
  let read = 0;
  do {
    const page = await queryPage(ref, { limit: Math.min(nextPageSize(options, kept.length, read), options.maxRead - read), cursor });
    read += page.data.length;
    for (const item of page.data) if (!options.keep || options.keep(item)) kept.push(item);
    cursor = page.cursor;
  } while (cursor && kept.length < options.wanted && read < options.maxRead && (!options.more || (await options.more())));
  return { items: kept, complete: cursor === null, read };
}

/** Applies a diff of search records: puts the new or changed ones, deletes the stale ones (idempotent). */
export async function writeSearchRecords(put: readonly SearchRecord[], remove: readonly SearchRecord[]): Promise<number> {
  const deletes = remove.length ? SearchIndexEntity.delete(remove.map(({ exact, exactSort }) => ({ exact, exactSort }))).params<BatchRequests>() : [];
  return batchWriteAll([...searchRecordBatches(put), ...deletes]);
}

/** Search records as batch write requests (the reactor and the scale seeder). */
export function searchRecordBatches(records: readonly SearchRecord[]): BatchRequests {
  return records.length ? SearchIndexEntity.put(records.map((record) => ({ ...record }))).params<BatchRequests>() : [];
}
