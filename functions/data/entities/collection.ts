import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { countQuery } from '../count';

/** A user's named list of saved businesses, public (default) or private. */
export const CollectionEntity = new Entity(
  {
    model: { entity: 'collection', version: '1', service: 'sbiz' },
    attributes: {
      collectionId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      ownerId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      description: { type: 'string' },
      public: { type: 'boolean', required: true, default: true },
      images: { type: 'list', items: { type: 'string' }, required: true },
      cityName: { type: 'string' },
      /** 'public' or 'private': the public listing reads only the 'public' partition. */
      visibility: { type: ['public', 'private'] as const, required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['collectionId'] }, sk: { field: 'sk', composite: [] } },
      byOwner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['ownerId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
      byVisibility: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['visibility'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig(),
);

/** One business saved in one collection; indexed by business for "in collections" and by the owner's check. */
export const SavedBusinessEntity = new Entity(
  {
    model: { entity: 'savedBusiness', version: '1', service: 'sbiz' },
    attributes: {
      collectionId: { type: 'string', required: true, readOnly: true },
      businessId: { type: 'string', required: true, readOnly: true },
      ownerId: { type: 'string', required: true, readOnly: true },
      public: { type: 'boolean', required: true },
      savedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byCollection: { pk: { field: 'pk', composite: ['collectionId'] }, sk: { field: 'sk', composite: ['businessId'] } },
      byBusiness: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['businessId'] }, sk: { field: 'gsi1sk', composite: ['ownerId', 'collectionId'] } },
    },
  },
  entityConfig(),
);

export type CollectionItem = EntityItem<typeof CollectionEntity>;

/** Creates a collection; its visibility partition follows `public`. */
export async function createCollection(input: Pick<CollectionItem, 'ownerId' | 'name' | 'description' | 'public' | 'images' | 'cityName'>) {
  const { data } = await CollectionEntity.create({ ...input, visibility: input.public === false ? 'private' : 'public' }).go();
  return data;
}

/** Which collection has this id? */
export async function getCollection(collectionId: string): Promise<CollectionItem | undefined> {
  const { data } = await CollectionEntity.get({ collectionId }).go();
  return data ?? undefined;
}

/** A user's collections, newest first; only public ones unless the viewer is the owner. */
export async function listCollectionsOf(ownerId: string, includePrivate: boolean): Promise<CollectionItem[]> {
  const { data } = await CollectionEntity.query.byOwner({ ownerId }).go({ order: 'desc', pages: 'all' });
  return includePrivate ? data : data.filter((collection) => collection.public);
}

/** Everyone's public collections, newest first, a page at a time (`cursor` from the previous page). */
export async function listPublicCollections(limit: number, cursor: string | null) {
  return CollectionEntity.query.byVisibility({ visibility: 'public' }).go({ order: 'desc', limit, cursor });
}

/** How many public collections there are (counted by DynamoDB, a page at a time). */
export function countPublicCollections(): Promise<number> {
  return countQuery(CollectionEntity.query.byVisibility({ visibility: 'public' }));
}

/** The businesses saved in a collection. */
export async function listSavedBusinessIds(collectionId: string): Promise<string[]> {
  const { data } = await SavedBusinessEntity.query.byCollection({ collectionId }).go({ pages: 'all' });
  return data.map((saved) => saved.businessId);
}

/** Saves the business in the collection, or takes it out when it is already there; says which. */
export async function toggleSavedBusiness(collection: CollectionItem, businessId: string): Promise<'saved' | 'removed'> {
  const key = { collectionId: collection.collectionId, businessId };
  try {
    await SavedBusinessEntity.create({ ...key, ownerId: collection.ownerId, public: collection.public }).go();
    return 'saved';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  // Guarded: if a racing request already took it out, this one saved nothing and removed nothing.
  try {
    await SavedBusinessEntity.delete(key)
      .where(({ businessId: saved }, { exists }) => exists(saved))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return 'removed';
}

/** Which of a user's collections hold this business? */
export async function collectionsOfUserHolding(ownerId: string, businessId: string): Promise<string[]> {
  const { data } = await SavedBusinessEntity.query.byBusiness({ businessId, ownerId }).go({ pages: 'all' });
  return data.map((saved) => saved.collectionId);
}

/**
 * The collections a business is saved in, as candidates for the profile's In
 * Collections tab. The saved item's `public` copy may predate a visibility
 * switch, so callers keep only the collections that are public now.
 */
export async function publicCollectionIdsHolding(businessId: string): Promise<string[]> {
  const { data } = await SavedBusinessEntity.query.byBusiness({ businessId }).go({ pages: 'all' });
  return [...new Set(data.map((saved) => saved.collectionId))];
}

/** One page of the businesses saved in a collection (by business id). */
export async function pageSavedBusinessIds(collectionId: string, limit: number, cursor: string | null) {
  const page = await SavedBusinessEntity.query.byCollection({ collectionId }).go({ limit, cursor });
  return { businessIds: page.data.map((saved) => saved.businessId), cursor: page.cursor };
}

export type CollectionChanges = Partial<Pick<CollectionItem, 'name' | 'description' | 'public'>>;

/**
 * Renames, re-describes or switches a collection's visibility, only while it
 * still belongs to `ownerId` (a condition, not a read-then-write). The
 * visibility partition moves with `public`, so a private collection drops out
 * of the public listing in the same write. Undefined when the guard fails.
 */
export async function updateOwnCollection(existing: CollectionItem, ownerId: string, changes: CollectionChanges): Promise<CollectionItem | undefined> {
  const { description, ...rest } = changes;
  const set = {
    ...rest,
    ...(description ? { description } : {}),
    ...(changes.public === undefined ? {} : { visibility: changes.public ? ('public' as const) : ('private' as const) }),
  };
  const patch = CollectionEntity.patch({ collectionId: existing.collectionId })
    .set(set)
    // The public-listing key is built from visibility and createdAt; createdAt never changes.
    .composite({ createdAt: existing.createdAt });
  const update = description === '' ? patch.remove(['description']) : patch;
  try {
    const { data } = await update.where(({ ownerId: owner }, { eq }) => eq(owner, ownerId)).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Takes a business out of a collection; false when it was not in it. */
export async function removeSavedBusiness(collectionId: string, businessId: string): Promise<boolean> {
  try {
    await SavedBusinessEntity.delete({ collectionId, businessId })
      .where(({ businessId: saved }, { exists }) => exists(saved))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
