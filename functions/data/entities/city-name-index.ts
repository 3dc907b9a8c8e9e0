import { Entity, type EntityItem } from 'electrodb';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { cityPlaceProperties } from './city-place';

/** How long a bucket's key is: terms sharing their first two characters share an item. */
const BUCKET_LENGTH = 2;
/** Buckets read per page when a one-character prefix reads its whole partition. */
const BUCKETS_PER_PAGE = 3;

/**
 * The city type-ahead index: a row per (term, city), where the terms of a
 * city are its whole name, its later words and its other names (cityTerms).
 * Rows are stored in buckets, one item per first two characters of the term
 * (its rows sorted by term, then slug), in a partition per first character
 * sorted by bucket: so the rows of a partition, read in order, are in term
 * order. India's 4,661 rows fit in 195 items (the largest about 40 KB), and
 * writing 195 items instead of 4,661 takes about 2 s off a first start.
 */
export const CityNameBucketEntity = new Entity(
  {
    model: { entity: 'cityNameBucket', version: '1', service: 'sbiz' },
    attributes: {
      initial: { type: 'string', required: true, readOnly: true },
      bucket: { type: 'string', required: true, readOnly: true },
      rows: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            term: { type: 'string', required: true },
            ...cityPlaceProperties,
          },
        },
      },
    },
    indexes: {
      byBucket: { pk: { field: 'pk', composite: ['initial'] }, sk: { field: 'sk', composite: ['bucket'] } },
    },
  },
  entityConfig(),
);

export type CityNameBucketItem = EntityItem<typeof CityNameBucketEntity>;
/** One row of the index: a term of a city, and what the type-ahead shows of it. */
export type CityNameRow = CityNameBucketItem['rows'][number];

/** Code-unit order, the order DynamoDB keeps the buckets in (UTF-8 bytes agree with it for every term a city has). */
const byTermThenSlug = (a: CityNameRow, b: CityNameRow) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/**
 * Which cities have a term starting with this (already normalised) prefix?
 * At most `count` rows, in term order. A prefix of two or more characters is
 * one item; a single character reads its buckets a page at a time until it
 * has `count` rows.
 */
export async function findCitiesByTermPrefix(prefix: string, count: number): Promise<CityNameRow[]> {
  if (!prefix) return [];
  const query = CityNameBucketEntity.query.byBucket(prefix.length >= BUCKET_LENGTH ? { initial: prefix.charAt(0), bucket: prefix.slice(0, BUCKET_LENGTH) } : { initial: prefix });
  const found: CityNameRow[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: CityNameBucketItem[]; cursor: string | null } = await query.go({ cursor, count: BUCKETS_PER_PAGE });
    // A bucket holds every term of its first two characters: the rows decide which start with the whole prefix.
    for (const bucket of page.data) found.push(...bucket.rows.filter((row) => row.term.startsWith(prefix)));
    cursor = page.cursor;
  } while (cursor && found.length < count);
  return found.slice(0, count);
}

/** Groups the index rows into their buckets, each sorted by term, then slug. */
export function cityNameBuckets(rows: readonly CityNameRow[]): CityNameBucketItem[] {
  const buckets = new Map<string, CityNameRow[]>();
  for (const row of rows) {
    const bucket = row.term.slice(0, BUCKET_LENGTH);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), row]);
  }
  return [...buckets].map(([bucket, members]) => ({ initial: bucket.charAt(0), bucket, rows: members.sort(byTermThenSlug) }));
}

/** Writes the index (seed data): its buckets, created or replaced, in batches. Answers how many items were written. */
export async function putCityNameIndex(rows: readonly CityNameRow[]): Promise<number> {
  return batchWriteAll([CityNameBucketEntity.put(cityNameBuckets(rows)).params()]);
}
