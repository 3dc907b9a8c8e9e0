import { Entity } from 'electrodb';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { cityPlaceProperties } from './city-place';
import { cachedRead, clearReferenceCache } from '../reference-cache';

/** A city of India (spec 1 §3), keyed by its URL slug. */
export interface CityItem {
  /** The URL slug (/in/{slug}); unique across India. */
  slug: string;
  name: string;
  /**
   * The name as it sorts A–Z: placeSearchKey's words joined by '+', which
   * sorts before letters and digits, so "Tehri" comes before "Tehri Garhwal"
   * and that before "Tehria".
   */
  nameKey: string;
  /** Other names people type: Bombay, Bengaluru, Gurugram. */
  aliases: string[];
  stateId: string;
  stateName: string;
  latitude: number;
  longitude: number;
  /** 1-12 for the spec's popular cities, in their order; 0 otherwise. */
  popularRank: number;
}
export type NewCity = CityItem;

/** Cities whose slugs share their first two characters share an item. */
const BUCKET_LENGTH = 2;
/** The one bucket of the popular catalogue. */
const POPULAR_BUCKET = 'ranked';

/**
 * The city catalogue. India's 4,199 cities are reference data that only the
 * seed writes, read through a per-container cache: they are stored as
 * buckets, one item per first two characters of the slug (about 200 items,
 * the largest some 30 KB) in the `cities` catalogue, and the popular twelve
 * once more, in rank order, in the `popular` catalogue's one item. A city by
 * slug is one GetItem of its bucket, the A–Z list one Query of the catalogue.
 * Writing 200 items instead of 4,199 (each also in an A–Z index) takes about
 * two seconds off a first start.
 */
export const CityCatalogueEntity = new Entity(
  {
    model: { entity: 'cityCatalogue', version: '1', service: 'sbiz' },
    attributes: {
      catalogue: { type: ['cities', 'popular'] as const, required: true, readOnly: true },
      bucket: { type: 'string', required: true, readOnly: true },
      cities: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            ...cityPlaceProperties,
            nameKey: { type: 'string', required: true },
            aliases: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
      },
    },
    indexes: {
      byBucket: { pk: { field: 'pk', composite: ['catalogue'] }, sk: { field: 'sk', composite: ['bucket'] } },
    },
  },
  entityConfig(),
);

type Catalogue = 'cities' | 'popular';

const bucketOf = (slug: string) => slug.slice(0, BUCKET_LENGTH);

/** Code-unit order, the order DynamoDB kept the A–Z index in. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: CityItem, b: CityItem) => compareText(a.nameKey, b.nameKey) || compareText(a.slug, b.slug);
const byRank = (a: CityItem, b: CityItem) => a.popularRank - b.popularRank;

async function readBucket(catalogue: Catalogue, bucket: string): Promise<CityItem[]> {
  return (await CityCatalogueEntity.get({ catalogue, bucket }).go()).data?.cities ?? [];
}

/** Which city has this slug? */
export async function getCityBySlug(slug: string): Promise<CityItem | undefined> {
  const bucket = await cachedRead(`cities:${bucketOf(slug)}`, () => readBucket('cities', bucketOf(slug)));
  return bucket.find((city) => city.slug === slug);
}

/** Every city A–Z (the location modal's full list); a few thousand rows, read once per container. */
export function listCitiesByName(): Promise<CityItem[]> {
  return cachedRead('cities:a-z', async () => {
    const { data } = await CityCatalogueEntity.query.byBucket({ catalogue: 'cities' }).go({ pages: 'all' });
    return data.flatMap((bucket) => bucket.cities).sort(byName);
  });
}

/** The popular twelve, in the spec's order. */
export function listPopularCities(): Promise<CityItem[]> {
  return cachedRead('cities:popular', () => readBucket('popular', POPULAR_BUCKET));
}

/**
 * Writes cities into the catalogue (seed data): each replaces the city of
 * its slug, and the others of its bucket stay. Not for concurrent callers:
 * a bucket is read, merged and written back. Answers how many cities were written.
 */
export async function putCities(cities: readonly NewCity[]): Promise<number> {
  clearReferenceCache();
  const incoming = new Map<string, Map<string, CityItem>>();
  for (const city of cities) incoming.set(bucketOf(city.slug), (incoming.get(bucketOf(city.slug)) ?? new Map()).set(city.slug, city));
  const keys = [...incoming.keys()].map((bucket) => ({ catalogue: 'cities' as const, bucket }));
  const { data: stored, unprocessed } = await CityCatalogueEntity.get([...keys, { catalogue: 'popular', bucket: POPULAR_BUCKET }]).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} city buckets were left unread`);
  const storedOf = (catalogue: Catalogue, bucket: string) => stored.find((item) => item.catalogue === catalogue && item.bucket === bucket)?.cities ?? [];
  const buckets = keys.map(({ catalogue, bucket }) => {
    const merged = new Map([...storedOf(catalogue, bucket).map((city) => [city.slug, city] as const), ...incoming.get(bucket)!]);
    return { catalogue, bucket, cities: [...merged.values()].sort(byName) };
  });
  const written = new Set(cities.map((city) => city.slug));
  const popular = [...storedOf('popular', POPULAR_BUCKET).filter((city) => !written.has(city.slug)), ...cities.filter((city) => city.popularRank > 0)].sort(byRank);
  await batchWriteAll([CityCatalogueEntity.put([...buckets, { catalogue: 'popular', bucket: POPULAR_BUCKET, cities: popular }]).params()]);
  clearReferenceCache();
  return cities.length;
}
