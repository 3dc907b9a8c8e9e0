import { randomBytes, randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { slugify } from '../../../shared/slug';
import type { AddBusinessInput, UpdateBusinessInput } from '../../../shared/schemas/business';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';
import { UniqueClaimEntity } from './unique-claim';
import { UserEntity } from './user';

/**
 * A business listing. Nested parts (address, contact, hours, categories…)
 * are stored as the API shapes them (spec 1 §3); they are validated by
 * shared/schemas/business.ts before they get here. Counters (views,
 * followersCount, rating) are only ever changed atomically.
 */
export const BusinessEntity = new Entity(
  {
    model: { entity: 'business', version: '1', service: 'sbiz' },
    attributes: {
      businessId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      name: { type: 'string', required: true },
      /** Lower-case, hyphenated (the /in/{city} path segment). */
      cityName: { type: 'string', required: true },
      /** Unique within its city; kept when the name changes so links stay valid. */
      slug: { type: 'string', required: true, readOnly: true },
      ownerId: { type: 'string', required: true },
      status: { type: ['active', 'suspended'] as const, required: true, default: 'active' },
      verificationStatus: { type: 'boolean', required: true, default: true },
      /** True for listings nobody has claimed (seeded or added by others). */
      unclaimed: { type: 'boolean', required: true, default: false },
      cityId: { type: 'string' },
      description: { type: 'string' },
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
      views: { type: 'number', required: true, default: 0 },
      followersCount: { type: 'number', required: true, default: 0 },
      ratingCount: { type: 'number', required: true, default: 0 },
      ratingAverage: { type: 'number', required: true, default: 0 },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString(), watch: '*' },
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

/** Which listing lives at /in/{cityName}/sbiz/{slug}? */
export async function findBusinessBySlug(cityName: string, slug: string): Promise<BusinessItem | undefined> {
  const { data } = await BusinessEntity.query.bySlug({ cityName, slug }).go({ limit: 1 });
  return data[0];
}

/** The owner's listings, newest first, optionally filtered by a name search, a page at a time. */
export async function listBusinessesByOwner(ownerId: string, options: { page: number; limit: number; search?: string }) {
  const { data } = await BusinessEntity.query.byOwner({ ownerId }).go({ pages: 'all', order: 'desc' });
  const search = options.search?.trim().toLowerCase();
  const matching = search ? data.filter((business) => business.name.toLowerCase().includes(search)) : data;
  const start = (options.page - 1) * options.limit;
  return { items: matching.slice(start, start + options.limit), total: matching.length };
}

/** The city's path segment: lower-case with spaces as hyphens, as the spec's add call sends it. */
export function normaliseCityName(cityName: string): string {
  return cityName.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Creates a listing owned by `ownerId`, its slug claimed within the city and
 * the owner flagged as a business owner, in one transaction. A taken slug
 * gets a short random tail and is tried again.
 */
export async function createBusiness(input: AddBusinessInput & { unclaimed?: boolean; businessId?: string }, ownerId: string): Promise<BusinessItem> {
  const cityName = normaliseCityName(input.cityName);
  const base = slugify(input.name) || 'business';
  const businessId = input.businessId ?? randomUUID();
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(2).toString('hex')}`;
    try {
      await transactWrite(
        [
          { Put: BusinessEntity.create({ ...input, businessId, cityName, slug, ownerId } as Parameters<typeof BusinessEntity.create>[0]).params() },
          { Put: UniqueClaimEntity.create({ scope: 'businessSlug', value: `${cityName}#${slug}`, ownerId: businessId }).params() },
          { Update: UserEntity.patch({ userId: ownerId }).set({ businessOwner: true }).params() },
        ],
        (failed) => (failed === 1 ? 'slug-taken' : failed === 2 ? 'User not found' : 'Failed to create business'),
      );
      return (await getBusinessById(businessId))!;
    } catch (error) {
      if (!(error instanceof ConflictError && error.message === 'slug-taken')) throw error;
    }
  }
  throw new ConflictError('Could not find a free address for this business; please change its name slightly');
}

/** Applies changes to a listing; undefined when there is no such listing. */
export async function updateBusiness(businessId: string, changes: UpdateBusinessInput & { status?: BusinessItem['status'] }): Promise<BusinessItem | undefined> {
  const { logo, ...rest } = changes;
  const set = { ...rest, ...(rest.cityName ? { cityName: normaliseCityName(rest.cityName) } : {}), ...(logo ? { logo } : {}) };
  const patch = BusinessEntity.patch({ businessId }).set(set as Parameters<ReturnType<typeof BusinessEntity.patch>['set']>[0]);
  try {
    const { data } = await (logo === null ? patch.remove(['logo']) : patch).go({ response: 'all_new' });
    return data as BusinessItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The update to apply `changes` to a listing, for use inside a transaction. */
export function businessUpdateOperation(businessId: string, changes: UpdateBusinessInput) {
  return BusinessEntity.patch({ businessId })
    .set(changes as Parameters<ReturnType<typeof BusinessEntity.patch>['set']>[0])
    .params();
}

/** Counts one view, atomically. */
export async function addBusinessView(businessId: string): Promise<boolean> {
  try {
    await BusinessEntity.patch({ businessId }).add({ views: 1 }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Moves the followers counter by one; never below zero. Used by the follow reactor. */
export async function adjustBusinessFollowers(businessId: string, delta: 1 | -1) {
  try {
    const patch = BusinessEntity.patch({ businessId }).add({ followersCount: delta });
    await (delta < 0 ? patch.where(({ followersCount }, { gt }) => gt(followersCount, 0)) : patch).go();
  } catch (error) {
    // The listing is gone, or the count is already zero: nothing to adjust.
    if (!isConditionFailure(error)) throw error;
  }
}
