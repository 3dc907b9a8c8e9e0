import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { forEachConcurrently } from '../../lib/concurrency';
import { listCitiesByName } from './city';
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

/** Does the city list anything? One item read from its all-categories list. */
async function cityListsSomething(cityName: string): Promise<boolean> {
  const { data } = await ListingEntity.query.byCity({ partition: listingPartition(cityName, ALL_CATEGORIES) }).go({ limit: 1 });
  return data.length > 0;
}

/** Clears a city whose list has become empty (one item read); a city still listing something stays. */
export async function unmarkCityIfEmpty(cityName: string): Promise<void> {
  if (!(await cityListsSomething(cityName))) await ListedCityEntity.delete({ catalogue: 'listed-cities', cityName }).go();
}

/** Catalogue cities checked at once by the backfill: thousands finish in seconds without throttling. */
const BACKFILL_CONCURRENCY = 16;

/**
 * Marks every catalogue city that lists something but is not marked, for a
 * table whose listings predate this index (issue #25). Queries only: the
 * catalogue, the marked cities, and one item of each city's list. Idempotent:
 * a second run marks nothing. A city whose last listing leaves while it runs
 * may stay marked (its files then list only the city's own pages).
 */
export async function backfillListedCities(): Promise<{ checked: number; listing: number; marked: number }> {
  const [cities, alreadyMarked] = await Promise.all([listCitiesByName(), listListedCities()]);
  const marked = new Set(alreadyMarked);
  let listing = 0;
  let newlyMarked = 0;
  await forEachConcurrently(cities, BACKFILL_CONCURRENCY, async ({ slug }) => {
    if (!(await cityListsSomething(slug))) return;
    listing += 1;
    if (marked.has(slug)) return;
    await markCitiesListed([slug]);
    newlyMarked += 1;
  });
  return { checked: cities.length, listing, marked: newlyMarked };
}

/** Every city with listings, A–Z by slug. */
export async function listListedCities(): Promise<string[]> {
  const { data } = await ListedCityEntity.query.byCatalogue({ catalogue: 'listed-cities' }).go({ pages: 'all' });
  return data.map((item) => item.cityName);
}
