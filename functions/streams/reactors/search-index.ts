import { BusinessEntity, type BusinessItem } from '../../data/entities/business';
import { CategoryEntity, type CategoryItem } from '../../data/entities/category';
import { hasListingRecord, writeListingRecords } from '../../data/entities/listing-index';
import { writeSearchRecords } from '../../data/entities/search-index';
import { markCitiesListed, unmarkCityIfEmpty } from '../../data/entities/listed-city';
import { bumpTaxonomyVersion } from '../../data/entities/taxonomy-version';
import { businessSearchRecords, categorySearchRecords, diffRecords, listingRecordKey, listingRecords, searchRecordKey } from '../../../shared/search/index-entries';
import { defineReactor } from '../stream-records';

/**
 * Keeps a listing's search and listing index items equal to what its
 * current state says they should be: the records of the old image that the
 * new one no longer has are deleted (a renamed word, a changed category, a
 * suspended or deleted listing), new or changed ones are put. Puts and
 * deletes are idempotent, so a retried record does no harm. A view or a
 * follow changes no record and writes nothing.
 */
export const businessIndexReactor = defineReactor({
  name: 'business-search-index',
  entity: BusinessEntity,
  async react(change) {
    const { oldItem: before, newItem: after } = change;
    const search = diffRecords(before ? businessSearchRecords(before) : [], after ? businessSearchRecords(after) : [], searchRecordKey);
    const listings = diffRecords(before ? listingRecords(before) : [], after ? listingRecords(after) : [], listingRecordKey);
    if (!search.put.length && !search.remove.length && !listings.put.length && !listings.remove.length) return;
    // Listings from the scale seeder arrive with their index already written (the listing record goes last); the seeder marks its city.
    if (change.kind === 'INSERT' && listings.put[0] && (await hasListingRecord(listings.put[0]))) return;
    // The sitemap's cities change only when a listing enters or leaves a city's list, not on every rating change.
    // A city is marked before its listing record is written, so a retry that the early return above ends has marked it.
    const citiesOf = (business: BusinessItem | undefined) => new Set(business ? listingRecords(business).map((record) => record.cityName) : []);
    const [was, is] = [citiesOf(before), citiesOf(after)];
    await markCitiesListed([...is].filter((city) => !was.has(city)));
    await writeSearchRecords(search.put, search.remove);
    await writeListingRecords(listings.put, listings.remove);
    for (const city of was) if (!is.has(city)) await unmarkCityIfEmpty(city);
  },
});

/** Keeps the category suggestions ("options") equal to the active categories' titles. */
export const categoryIndexReactor = defineReactor({
  name: 'category-search-index',
  entity: CategoryEntity,
  async react(change) {
    const records = (item: CategoryItem | undefined) => (item ? categorySearchRecords(item) : []);
    const search = diffRecords(records(change.oldItem), records(change.newItem), searchRecordKey);
    if (!search.put.length && !search.remove.length) return;
    await writeSearchRecords(search.put, search.remove);
    // The search Lambdas match categories from a copy in memory (domains/search/business-taxonomy.ts): this tells them to read it again.
    await bumpTaxonomyVersion();
  },
});
