import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { ListingEntity } from './listing-index';
import { ALL_CATEGORIES, listingPartition } from '../../../shared/search/index-entries';

/**
 * The cities that list at least one business, one small item each in one
 * partition, so the sitemap index finds every such city with a Query (the
 * city catalogue holds thousands with nothing listed). Kept by the business
 * index reactor (and the scale seeder): marked when a listing appears in a
 * city, cleared when the city's list is found empty. Puts and deletes only,
 * so a retried stream record does no harm.
 */
export const ListedCityEntity = new Entity(
  {
    model: { entity: 'listedCity', version: '1', service: 'sbiz' },
    attributes: {
      catalogue: { type: 'string', required: true, readOnly: true, default: 'listed-cities', hidden: true },
      /** The city as listings name it (its URL slug). */
      cityName: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCatalogue: { pk: { field: 'pk', composite: ['catalogue'] }, sk: { field: 'sk', composite: ['cityName'] } },
    },
  },
  entityConfig(),
);

/** Notes that these cities list something (idempotent). */
export async function markCitiesListed(cityNames: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(cityNames)].map((cityName) => ListedCityEntity.put({ catalogue: 'listed-cities', cityName }).go()));
}

/** Clears a city whose list has become empty (one item read); a city still listing something stays. */
export async function unmarkCityIfEmpty(cityName: string): Promise<void> {
  const { data } = await ListingEntity.query.byCity({ partition: listingPartition(cityName, ALL_CATEGORIES) }).go({ limit: 1 });
  if (!data.length) await ListedCityEntity.delete({ catalogue: 'listed-cities', cityName }).go();
}

/** Every city with listings, A–Z by slug. */
export async function listListedCities(): Promise<string[]> {
  const { data } = await ListedCityEntity.query.byCatalogue({ catalogue: 'listed-cities' }).go({ pages: 'all' });
  return data.map((item) => item.cityName);
}
