import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * India's states and cities. Each lives in one small catalogue partition,
 * read whole and cached per container (a few thousand rows).
 */
export const StateEntity = new Entity(
  {
    model: { entity: 'state', version: '1', service: 'sbiz' },
    attributes: {
      catalogue: { type: 'string', required: true, readOnly: true, default: 'states' },
      stateId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      latitude: { type: 'number' },
      longitude: { type: 'number' },
    },
    indexes: { byCatalogue: { pk: { field: 'pk', composite: ['catalogue'] }, sk: { field: 'sk', composite: ['stateId'] } } },
  },
  entityConfig(),
);

export const CityEntity = new Entity(
  {
    model: { entity: 'city', version: '1', service: 'sbiz' },
    attributes: {
      catalogue: { type: 'string', required: true, readOnly: true, default: 'cities' },
      /** The URL slug (/in/{slug}); unique across India. */
      slug: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      stateId: { type: 'string', required: true },
      stateName: { type: 'string', required: true },
      latitude: { type: 'number', required: true },
      longitude: { type: 'number', required: true },
      /** 1-12 for the spec's popular cities, in their order; 0 otherwise. */
      popularRank: { type: 'number', required: true, default: 0 },
    },
    indexes: { byCatalogue: { pk: { field: 'pk', composite: ['catalogue'] }, sk: { field: 'sk', composite: ['slug'] } } },
  },
  entityConfig(),
);

export type CityItem = EntityItem<typeof CityEntity>;
export type StateItem = EntityItem<typeof StateEntity>;

const CACHE_MS = 10 * 60 * 1000;
let cities: { loadedAt: number; items: Promise<CityItem[]> } | undefined;
let states: { loadedAt: number; items: Promise<StateItem[]> } | undefined;

/** Every city, sorted by name; cached for ten minutes per container. */
export function allCities(): Promise<CityItem[]> {
  if (!cities || Date.now() - cities.loadedAt > CACHE_MS) {
    const items = CityEntity.query.byCatalogue({ catalogue: 'cities' }).go({ pages: 'all' }).then(({ data }) => data.sort((a, b) => a.name.localeCompare(b.name)));
    cities = { loadedAt: Date.now(), items };
    items.catch(() => (cities = undefined));
  }
  return cities.items;
}

/** Every state, sorted by name; cached like the cities. */
export function allStates(): Promise<StateItem[]> {
  if (!states || Date.now() - states.loadedAt > CACHE_MS) {
    const items = StateEntity.query.byCatalogue({ catalogue: 'states' }).go({ pages: 'all' }).then(({ data }) => data.sort((a, b) => a.name.localeCompare(b.name)));
    states = { loadedAt: Date.now(), items };
    items.catch(() => (states = undefined));
  }
  return states.items;
}

/** Writes the catalogue (seed data) in batches. */
export async function putPlaces(stateItems: Array<Omit<StateItem, 'catalogue'>>, cityItems: Array<Omit<CityItem, 'catalogue'>>) {
  await StateEntity.put(stateItems.map((item) => ({ ...item, catalogue: 'states' }))).go({ concurrency: 4 });
  await CityEntity.put(cityItems.map((item) => ({ ...item, catalogue: 'cities' }))).go({ concurrency: 4 });
  cities = undefined;
  states = undefined;
}
