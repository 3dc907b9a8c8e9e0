import { randomBytes, randomUUID } from 'node:crypto';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import type { SafeHtml } from '../../../shared/rich-text/safe-html';
import { mergeListingChanges } from '../../../shared/business/listing-changes';
import { slugify } from '../../../shared/slug';
import type { AddBusinessInput, UpdateBusinessInput } from '../../../shared/schemas/business';
import type { BusinessLocation } from '../../../shared/geo/location';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite, type WriteOperation } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { UniqueClaimEntity } from './unique-claim';
import { UserEntity } from './user';
import { msg } from '../../../shared/i18n/catalog';

/**
 * The attributes an owner edits; `updatedAt` moves only when one of them
 * does (a view or a follow is not an update of the listing).
 */
const CONTENT_ATTRIBUTES = [
  'name',
  'ownerId',
  'status',
  'verificationStatus',
  'unclaimed',
  'cityId',
  'description',
  'establishmentYear',
  'employeeCount',
  'revenue',
  'website',
  'logo',
  'media',
  'contact',
  'socialMedia',
  'address',
  'workingHours',
  'categories',
  'subCategoryId',
  'subsubCategoryId',
  'amenities',
  'paymentTypes',
  'pricing',
  'awards',
  'gstn',
  'adhaar',
  'pan',
  'iec',
  'tax',
  'natureOfBusiness',
  'gstRegistration',
  'legalStatus',
  'annualTurnOver',
  'seoTitle',
  'seoDescription',
  'ratingCount',
  'ratingAverage',
  'permanentlyClosed',
  'location',
  'specialHours',
  'temporaryClosure',
] as const;

/**
 * A business listing (spec 1 §3). Nested parts are stored in the API's own
 * shapes, validated by shared/schemas/business.ts before they get here.
 *
 * Stream consumers (the search/listing index, review aggregates) may rely on
 * these attribute names and shapes; they are kept stable:
 * - `businessId`, `name`, `slug`, `cityName` (lower-case, hyphenated: the
 *   /in/{city} segment), `cityId`, `ownerId`, `createdAt`, `updatedAt`;
 * - `status` 'active' | 'suspended' (suspended listings leave search),
 *   `unclaimed` boolean, `verificationStatus` boolean;
 * - `categories`, `subCategoryId`, `subsubCategoryId`: `[{ _id, title }]`;
 * - `paymentTypes`: payment method ids (shared/business/enums.ts);
 * - `workingHours`: `[{ _id, day, open, close, closed }]` (shared/business/working-hours.ts);
 * - `specialHours`: `[{ _id, date, label, closed, slots[{ open, close }] }]` and
 *   `temporaryClosure`: `{ from, until | null, note }` (shared/business/special-hours.ts);
 * - `ratingCount`, `ratingAverage` (the API's `rating{count, average}`), kept by the reviews feature;
 * - `logo` (upload key or site path), `media{ headerImage, gallery[] }`;
 * - `address{ street, suite, city, state, zipCode, country }`,
 *   `contact{ email, phone, alternateEmails[], alternatePhones[] }`;
 * - `amenities[{ amenityId, title, subAmenities[{ _id, title }] }]`, `pricing[…]`;
 * - `views` and `followersCount`: counters, only ever changed atomically;
 *   they change without moving `updatedAt`.
 */
export const BusinessEntity = new Entity(
  {
    model: { entity: 'business', version: '1', service: 'sbiz' },
    attributes: {
      businessId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      name: { type: 'string', required: true },
      /** Lower-case, hyphenated (the /in/{city} path segment); part of the listing's address, so fixed. */
      cityName: { type: 'string', required: true, readOnly: true },
      /** Unique within its city (UniqueClaim 'businessSlug'); kept when the name changes so links stay valid. */
      slug: { type: 'string', required: true, readOnly: true },
      ownerId: { type: 'string', required: true },
      status: { type: ['active', 'suspended'] as const, required: true, default: 'active' },
      verificationStatus: { type: 'boolean', required: true, default: true },
      /** True for listings nobody has claimed (seeded or added by others). */
      unclaimed: { type: 'boolean', required: true, default: false },
      cityId: { type: 'string' },
      description: { type: CustomAttributeType<SafeHtml>('string') },
      establishmentYear: { type: 'number' },
      employeeCount: { type: 'string' },
      revenue: { type: 'string' },
      website: { type: 'string' },
      logo: { type: 'string' },
      media: { type: 'any' },
      contact: { type: 'any' },
      socialMedia: { type: 'any' },
      address: { type: 'any' },
      workingHours: { type: 'any' },
      specialHours: { type: 'any' },
      temporaryClosure: { type: 'any' },
      categories: { type: 'any' },
      subCategoryId: { type: 'any' },
      subsubCategoryId: { type: 'any' },
      amenities: { type: 'any' },
      paymentTypes: { type: 'any' },
      pricing: { type: 'any' },
      awards: { type: 'any' },
      gstn: { type: 'string' },
      adhaar: { type: 'string' },
      pan: { type: 'string' },
      iec: { type: 'string' },
      tax: { type: 'string' },
      natureOfBusiness: { type: 'string' },
      gstRegistration: { type: 'string' },
      legalStatus: { type: 'string' },
      annualTurnOver: { type: 'string' },
      seoTitle: { type: 'string' },
      seoDescription: { type: 'string' },
      permanentlyClosed: { type: 'boolean' },
      /** `{ lat, lng, source }` (shared/geo/location.ts): the owner's pin, else derived from the PIN code or city when saved. */
      location: { type: 'any' },
      views: { type: 'number', required: true, default: 0 },
      followersCount: { type: 'number', required: true, default: 0 },
      ratingCount: { type: 'number', required: true, default: 0 },
      ratingAverage: { type: 'number', required: true, default: 0 },
      /** The version of the review summary the rating was copied from (see review-stats.ts). */
      ratingVersion: { type: 'number' },
      /** Photos from the listing's approved reviews, newest first, copied by the review-stats reactor for the gallery (spec 3 §2.9). */
      reviewImages: { type: 'list', items: { type: 'string' } },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString(), watch: [...CONTENT_ATTRIBUTES] },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['businessId'] }, sk: { field: 'sk', composite: [] } },
      bySlug: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['cityName', 'slug'] }, sk: { field: 'gsi1sk', composite: [] } },
      byOwner: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['ownerId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig(),
);

export type BusinessItem = EntityItem<typeof BusinessEntity>;

/** Which listing has this id? */
export async function getBusinessById(businessId: string): Promise<BusinessItem | undefined> {
  const { data } = await BusinessEntity.get({ businessId }).go();
  return data ?? undefined;
}

/** Which listing lives at /in/{cityName}/sbiz/{slug}? (suspended ones included) */
export async function findBusinessBySlug(cityName: string, slug: string): Promise<BusinessItem | undefined> {
  const { data } = await BusinessEntity.query.bySlug({ cityName: normaliseCityName(cityName), slug }).go({ limit: 1 });
  return data[0];
}

/**
 * A page of one owner's listings, newest first, optionally only those whose
 * name contains `search` (case-insensitive), with the matching total. An
 * owner has a handful of listings, so the filter runs over their partition.
 */
export async function listBusinessesByOwner(ownerId: string, options: { page: number; limit: number; search?: string }) {
  const { data } = await BusinessEntity.query.byOwner({ ownerId }).go({ pages: 'all', order: 'desc' });
  const search = options.search?.trim().toLowerCase();
  const matching = search ? data.filter((business) => business.name.toLowerCase().includes(search)) : data;
  const start = (options.page - 1) * options.limit;
  return { items: matching.slice(start, start + options.limit), total: matching.length };
}

/** An admin suspends or restores a listing; undefined when there is no such listing. Search and the lists follow through the stream. */
export async function setBusinessStatus(businessId: string, status: BusinessItem['status']): Promise<BusinessItem | undefined> {
  try {
    const { data } = await BusinessEntity.patch({ businessId }).set({ status }).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The city's path segment: lower-case with spaces as hyphens, as the spec's add call sends it. */
export function normaliseCityName(cityName: string): string {
  return cityName.trim().toLowerCase().replace(/\s+/g, '-');
}

const entryId = () => randomBytes(8).toString('hex');
const withIds = <T extends { _id?: string }>(entries: T[] | undefined) => entries?.map((entry) => ({ ...entry, _id: entry._id || entryId() }));

/** The fields with an `_id` on every working-hours slot and price range (the API's shapes carry one). */
export function withEntryIds<T extends Pick<UpdateBusinessInput, 'workingHours' | 'pricing' | 'specialHours'>>(fields: T): T {
  return {
    ...fields,
    ...(fields.workingHours ? { workingHours: withIds(fields.workingHours) } : {}),
    ...(fields.specialHours ? { specialHours: withIds(fields.specialHours) } : {}),
    ...(fields.pricing ? { pricing: withIds(fields.pricing) } : {}),
  };
}

export type NewBusiness = Omit<AddBusinessInput, 'location'> & {
  location?: BusinessLocation;
  /** Listings nobody has claimed yet (seed data, listings added for others). */
  unclaimed?: boolean;
  /** A fixed id (seed data); a new one otherwise. */
  businessId?: string;
};

/**
 * Creates a listing owned by `ownerId`, in one transaction with the claim on
 * its slug within the city (UniqueClaim 'businessSlug', value
 * `${cityName}#${slug}`) and the owner's `businessOwner` flag. A taken slug
 * gets a short random tail and is tried again. This is also the access
 * pattern seed scripts call.
 */
export async function createBusiness(input: NewBusiness, ownerId: string): Promise<BusinessItem> {
  const cityName = normaliseCityName(input.cityName);
  const base = slugify(input.name) || 'business';
  const businessId = input.businessId ?? randomUUID();
  const record = withEntryIds({ ...input, businessId, cityName, ownerId, logo: input.logo ?? undefined }) as Omit<Parameters<typeof BusinessEntity.create>[0], 'slug'>;
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(2).toString('hex')}`;
    try {
      await retryTransactionConflicts(() =>
        transactWrite(
          [
            { Put: BusinessEntity.create({ ...record, slug }).params() },
            { Put: UniqueClaimEntity.create({ scope: 'businessSlug', value: `${cityName}#${slug}`, ownerId: businessId }).params() },
            { Update: UserEntity.patch({ userId: ownerId }).set({ businessOwner: true }).params() },
          ],
          (failed) => (failed === 1 ? refused('slug-taken') : failed === 2 ? msg('User not found') : msg('Failed to create business')),
        ),
      );
      const created = await getBusinessById(businessId);
      if (!created) throw new Error(`Business ${businessId} vanished after creation`);
      return created;
    } catch (error) {
      if (!isRefusal(error, 'slug-taken')) throw error;
    }
  }
  throw new ConflictError(msg('Could not find a free address for this business; please change its name slightly'));
}

/** Owner-editable changes; `logo: null` removes the logo. */
export type BusinessUpdate = Omit<UpdateBusinessInput, 'cityName' | 'location' | 'description'> & { description?: SafeHtml; status?: BusinessItem['status']; location?: BusinessLocation };

/** Answers a write that lost a race with another edit of the same listing. */
export const LISTING_CHANGED = msg('The business changed while saving; please try again');

/**
 * The update laying `changes` over `current`: nested objects merged field by
 * field (mergeListingChanges), guarded by the listing not having changed
 * since `current` was read, so a merge never overwrites a concurrent edit.
 */
function mergedPatch(current: BusinessItem, changes: BusinessUpdate, removedFields: readonly string[]) {
  const { set, remove } = mergeListingChanges(current, withEntryIds(changes), removedFields);
  const { logo, ...rest } = set;
  const removals = [...remove, ...(logo === null ? ['logo'] : [])] as (keyof BusinessItem)[];
  const patch = BusinessEntity.patch({ businessId: current.businessId }).set({ ...rest, ...(logo ? { logo } : {}) });
  return (removals.length ? patch.remove(removals as Parameters<typeof patch.remove>[0]) : patch).where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt));
}

/** Retries `write` on a fresh read of the listing while another edit keeps winning the race; undefined when it is gone. */
async function withFreshListing<T>(businessId: string, first: BusinessItem | undefined, write: (current: BusinessItem) => Promise<T>): Promise<T | undefined> {
  let current = first ?? (await getBusinessById(businessId));
  for (let attempt = 0; attempt < 4 && current; attempt++) {
    try {
      return await write(current);
    } catch (error) {
      if (!isConditionFailure(error) && !(error instanceof ConflictError && error.message === LISTING_CHANGED)) throw error;
      current = await getBusinessById(businessId);
    }
  }
  if (current) throw new ConflictError(LISTING_CHANGED);
  return undefined;
}

/** Applies changes to an existing listing (read as `current`); undefined when there is no such listing. */
export async function updateBusiness(current: BusinessItem, changes: BusinessUpdate, removedFields: readonly string[] = []): Promise<BusinessItem | undefined> {
  return withFreshListing(current.businessId, current, async (fresh) => {
    const { data } = await mergedPatch(fresh, changes, removedFields).go({ response: 'all_new' });
    return data;
  });
}

/**
 * Runs a transaction containing the merged update of the listing (built by
 * `operations` from its fresh state), again on a newer read when the listing
 * changed meanwhile. The transaction's conflict messages must map the
 * listing's own failed guard to LISTING_CHANGED. False when there is no such listing.
 */
export async function transactWithBusinessUpdate(businessId: string, changes: BusinessUpdate, removedFields: readonly string[], run: (update: WriteOperation) => Promise<void>): Promise<boolean> {
  const done = await withFreshListing(businessId, undefined, async (current) => {
    await run({ Update: mergedPatch(current, changes, removedFields).params() });
    return true;
  });
  return done ?? false;
}

/** Counts one view with an atomic ADD; false when there is no such listing. */
export async function addBusinessView(businessId: string): Promise<boolean> {
  try {
    await retryTransactionConflicts(() => BusinessEntity.patch({ businessId }).add({ views: 1 }).go());
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Moves the follower count by one (the follow reactor). */
export async function adjustBusinessFollowers(businessId: string, delta: 1 | -1) {
  try {
    // No floor at zero: +1 and -1 then commute, so the count is right whatever order the records arrive in.
    await BusinessEntity.patch({ businessId }).add({ followersCount: delta }).go();
  } catch (error) {
    // The listing is gone: nothing to adjust.
    if (!isConditionFailure(error)) throw error;
  }
}
