import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { keyTemplate as key } from './key-template';

/** The partition of the all-cities list (a city slug never contains '*'). */
export const ALL_CITIES = '*';

/**
 * The admin's listing finder: every listing, active or suspended, filed by
 * its lower-cased name in its city's list and in the all-cities list, so
 * '/admin-portal/listings' finds one by the start of its name (and city)
 * with a key query, never a scan. Kept by the admin-listings reactor.
 */
export const AdminListingEntity = new Entity(
  {
    model: { entity: 'adminListing', version: '1', service: 'sbiz' },
    attributes: {
      city: { type: 'string', required: true, readOnly: true },
      /** `{lower-cased name}#{businessId}`: alphabetical, unique. */
      position: { type: 'string', required: true, readOnly: true },
      businessId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      slug: { type: 'string', required: true },
      cityName: { type: 'string', required: true },
      status: { type: ['active', 'suspended'] as const, required: true },
      ownerId: { type: 'string' },
      unclaimed: { type: 'boolean' },
      createdAt: { type: 'string' },
    },
    indexes: {
      byCity: { pk: { field: 'pk', ...key('city', 'adminListing#') }, sk: { field: 'sk', ...key('position') } },
    },
  },
  entityConfig(),
);

export type AdminListingItem = EntityItem<typeof AdminListingEntity>;

/** The name as the finder compares it: lower-case, single spaces. */
export const listingNameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** One page of listings in a city (or all cities) whose name starts with `name`, alphabetical. */
export async function findAdminListings(options: { city?: string; name?: string; limit: number; cursor: string | null }) {
  const query = AdminListingEntity.query.byCity({ city: options.city || ALL_CITIES });
  const prefix = options.name ? listingNameKey(options.name) : '';
  const range = prefix ? query.begins({ position: prefix }) : query;
  return range.go({ limit: options.limit, cursor: options.cursor });
}
