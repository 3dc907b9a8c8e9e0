import { hasListingRecord, writeListingRecords } from '../../data/entities/listing-index';
import { writeSearchRecords } from '../../data/entities/search-index';
import { markCitiesListed, unmarkCityIfEmpty } from '../../data/entities/listed-city';
import {
  businessSearchRecords,
  categorySearchRecords,
  diffRecords,
  listingRecordKey,
  listingRecords,
  searchRecordKey,
  type IndexableBusiness,
  type IndexableCategory,
} from '../../../shared/search/index-entries';
import type { StreamReactor } from '../stream-records';

/**
 * Keeps a listing's search and listing index items equal to what its
 * current state says they should be: the records of the old image that the
 * new one no longer has are deleted (a renamed word, a changed category, a
 * suspended or deleted listing), new or changed ones are put. Puts and
 * deletes are idempotent, so a retried record does no harm. A view or a
 * follow changes no record and writes nothing.
 */
export const businessIndexReactor: StreamReactor = {
  name: 'business-search-index',
  entity: 'business',
  async react(change) {
    const before = change.oldItem as IndexableBusiness | undefined;
    const after = change.newItem as IndexableBusiness | undefined;
    const search = diffRecords(before ? businessSearchRecords(before) : [], after ? businessSearchRecords(after) : [], searchRecordKey);
    const listings = diffRecords(before ? listingRecords(before) : [], after ? listingRecords(after) : [], listingRecordKey);
    if (!search.put.length && !search.remove.length && !listings.put.length && !listings.remove.length) return;
    // Listings from the scale seeder arrive with their index already written (the listing record goes last); the seeder marks its city.
    if (change.kind === 'INSERT' && listings.put[0] && (await hasListingRecord(listings.put[0]))) return;
    // The sitemap's cities change only when a listing enters or leaves a city's list, not on every rating change.
    // A city is marked before its listing record is written, so a retry that the early return above ends has marked it.
    const citiesOf = (business: IndexableBusiness | undefined) => new Set(business ? listingRecords(business).map((record) => record.cityName) : []);
    const [was, is] = [citiesOf(before), citiesOf(after)];
    await markCitiesListed([...is].filter((city) => !was.has(city)));
    await writeSearchRecords(search.put, search.remove);
    await writeListingRecords(listings.put, listings.remove);
    for (const city of was) if (!is.has(city)) await unmarkCityIfEmpty(city);
  },
};

/** Keeps the category suggestions ("options") equal to the active categories' titles. */
export const categoryIndexReactor: StreamReactor = {
  name: 'category-search-index',
  entity: 'category',
  async react(change) {
    const records = (item: Record<string, unknown> | undefined) => (item ? categorySearchRecords(item as unknown as IndexableCategory) : []);
    const search = diffRecords(records(change.oldItem), records(change.newItem), searchRecordKey);
    if (search.put.length || search.remove.length) await writeSearchRecords(search.put, search.remove);
  },
};
