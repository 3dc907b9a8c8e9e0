import { ALL_CITIES, AdminListingEntity, listingNameKey, type AdminListingItem } from '../../data/entities/admin-listing';
import { BusinessEntity, type BusinessItem } from '../../data/entities/business';
import { defineReactor } from '../stream-records';

/** The finder's two entries of a listing: its city's and the all-cities one. */
function entries(business: BusinessItem | undefined): AdminListingItem[] {
  if (!business?.name) return [];
  const { businessId, name, slug, cityName, status, ownerId, unclaimed, createdAt } = business;
  const position = `${listingNameKey(name)}#${businessId}`;
  const card = { businessId, name, slug, cityName, status, ownerId, unclaimed, createdAt, position };
  return [
    { ...card, city: cityName },
    { ...card, city: ALL_CITIES },
  ];
}

const sameEntry = (a: AdminListingItem, b: AdminListingItem) =>
  a.city === b.city && a.position === b.position && a.status === b.status && a.slug === b.slug && a.unclaimed === b.unclaimed && a.ownerId === b.ownerId;

/**
 * Keeps the admin's listing finder equal to the listings: a new, renamed,
 * moved, suspended or restored listing re-files its entries, a deleted one
 * removes them. A view or a rating changes nothing here and writes nothing.
 * Puts and deletes are idempotent, so a retried record does no harm.
 */
export const adminListingsReactor = defineReactor({
  name: 'admin-listings',
  entity: BusinessEntity,
  async react(change) {
    const before = entries(change.oldItem);
    const after = entries(change.newItem);
    const put = after.filter((entry) => !before.some((old) => sameEntry(old, entry)));
    const remove = before.filter((old) => !after.some((entry) => entry.city === old.city && entry.position === old.position));
    const results = await Promise.all([
      remove.length ? AdminListingEntity.delete(remove.map(({ city, position }) => ({ city, position }))).go() : undefined,
      put.length ? AdminListingEntity.put(put).go() : undefined,
    ]);
    // Throttled batch items: fail the record so the stream retries it.
    if (results.some((result) => result?.unprocessed.length)) throw new Error(`admin-listings: listing ${after[0]?.businessId ?? before[0]?.businessId} was not re-filed yet`);
  },
});
