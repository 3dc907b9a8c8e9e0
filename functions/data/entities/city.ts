import { Entity, type EntityItem } from 'electrodb';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { cachedRead, clearReferenceCache } from '../reference-cache';

/**
 * A city of India (spec 1 §3): one item per city keyed by its URL slug, also
 * listed A–Z in one catalogue partition (gsi1) and, for the popular twelve
 * only, in a sparse popular index (gsi2) ranked in the spec's order.
 */
export const CityEntity = new Entity(
  {
    model: { entity: 'city', version: '2', service: 'sbiz' },
    attributes: {
      catalogue: { type: 'string', required: true, readOnly: true, default: 'cities', hidden: true },
      /** The URL slug (/in/{slug}); unique across India. */
      slug: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      /**
       * The name as it sorts A–Z: placeSearchKey's words joined by '+', which
       * sorts after the key separator '#' and before letters and digits, so
       * "Tehri" comes before "Tehri Garhwal" and that before "Tehria".
       */
      nameKey: { type: 'string', required: true },
      /** Other names people type: Bombay, Bengaluru, Gurugram. */
      aliases: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      stateId: { type: 'string', required: true },
      stateName: { type: 'string', required: true },
      latitude: { type: 'number', required: true },
      longitude: { type: 'number', required: true },
      /** 1-12 for the spec's popular cities, in their order; 0 otherwise. */
      popularRank: { type: 'number', required: true, default: 0, padding: { length: 2, char: '0' } },
    },
    indexes: {
      bySlug: { pk: { field: 'pk', composite: ['slug'] }, sk: { field: 'sk', composite: [] } },
      byName: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['catalogue'] }, sk: { field: 'gsi1sk', composite: ['nameKey', 'slug'] } },
      popular: {
        index: 'gsi2',
        condition: (city) => Number(city.popularRank) > 0,
        pk: { field: 'gsi2pk', composite: ['catalogue'] },
        sk: { field: 'gsi2sk', composite: ['popularRank'] },
      },
    },
  },
  entityConfig(),
);

export type CityItem = EntityItem<typeof CityEntity>;
export type NewCity = Omit<CityItem, 'catalogue'>;

/** Which city has this slug? */
export async function getCityBySlug(slug: string): Promise<CityItem | undefined> {
  return cachedRead(`city:${slug}`, async () => (await CityEntity.get({ slug }).go()).data ?? undefined);
}

/** Every city A–Z (the location modal's full list); a few thousand rows, read once per container. */
export function listCitiesByName(): Promise<CityItem[]> {
  return cachedRead('cities:a-z', async () => (await CityEntity.query.byName({ catalogue: 'cities' }).go({ pages: 'all' })).data);
}

/** The popular twelve, in the spec's order. */
export function listPopularCities(): Promise<CityItem[]> {
  return cachedRead('cities:popular', async () => (await CityEntity.query.popular({ catalogue: 'cities' }).go({ pages: 'all' })).data);
}

/** Writes the city catalogue (seed data): create or replace, in batches. */
export async function putCities(cities: readonly NewCity[]): Promise<number> {
  clearReferenceCache();
  return batchWriteAll([CityEntity.put(cities.map((city) => ({ ...city, catalogue: 'cities' }))).params()]);
}
