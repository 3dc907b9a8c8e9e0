import { readCursor, signCursor } from '../../lib/cursor';
import { getBusinessById, type BusinessItem } from '../../data/entities/business';
import {
  collectionsOfUserHolding,
  createCollection,
  getCollection,
  listCollectionsOf,
  listPublicCollections,
  listSavedBusinessIds,
  pageSavedBusinessIds,
  publicCollectionIdsHolding,
  removeSavedBusiness,
  toggleSavedBusiness,
  updateOwnCollection,
  type CollectionItem,
} from '../../data/entities/collection';
import { getUserById } from '../../data/entities/user';
import type { Caller } from '../../lib/http';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import {
  AddCollectionSchema,
  BusinessCollectionsQuerySchema,
  CheckBusinessInCollectionsSchema,
  CollectionDetailQuerySchema,
  CollectionPathSchema,
  PublicCollectionsQuerySchema,
  RemoveBusinessQuerySchema,
  SaveBusinessBodySchema,
  SaveBusinessPathSchema,
  SaveBusinessQuerySchema,
  UpdateCollectionSchema,
  UserCollectionsQuerySchema,
  type BusinessCollectionsResponse,
  type UserCollectionsResponse,
} from '../../../shared/schemas/collection';
import { assertOwnNewKeys } from '../../lib/upload-keys';
import { toCollectionResponse, toPublicCollectionResponse } from './collection-response';
import { msg } from '../../../shared/i18n/catalog';

/** How many businesses a public collection card shows. */
const PUBLIC_CARD_BUSINESSES = 24;

async function respond(collection: CollectionItem) {
  const [businessIds, owner] = await Promise.all([listSavedBusinessIds(collection.collectionId), getUserById(collection.ownerId)]);
  return toCollectionResponse(collection, businessIds, owner);
}

async function respondWithBusinesses(collection: CollectionItem) {
  const [businessIds, owner] = await Promise.all([listSavedBusinessIds(collection.collectionId), getUserById(collection.ownerId)]);
  const businesses = (await Promise.all(businessIds.slice(0, PUBLIC_CARD_BUSINESSES).map((id) => getBusinessById(id)))).filter((business): business is BusinessItem => business?.status === 'active');
  return toPublicCollectionResponse(collection, businessIds, owner, businesses);
}

const NO_ACCESS = msg("You don't have access to this collection");

/** The collection, if it exists; a private one only for its owner (anyone else gets a 403, never its contents). */
async function readableCollection(collectionId: string, caller: Caller | undefined): Promise<CollectionItem> {
  const collection = await getCollection(collectionId);
  if (!collection) throw new NotFoundError(msg('Collection not found'));
  if (!collection.public && collection.ownerId !== caller?.sub) throw new ForbiddenError(NO_ACCESS);
  return collection;
}

/** The caller's own collection, for changes: 404 when missing, 403 when it is someone else's. */
async function ownCollection(collectionId: string, caller: Caller): Promise<CollectionItem> {
  const collection = await getCollection(collectionId);
  if (!collection) throw new NotFoundError(msg('Collection not found'));
  if (collection.ownerId !== caller.sub) throw new ForbiddenError(msg('You can only change your own collections'));
  return collection;
}

export const collectionsRoutes: DomainRoutes<'collections'> = {
  // A user's collections: all of them for the user themself, the public ones for anyone else.
  'GET /collections/all': defineRoute({
    query: UserCollectionsQuerySchema,
    handler: async ({ query, caller }): Promise<UserCollectionsResponse> => {
      const collections = await listCollectionsOf(query.userId, caller?.sub === query.userId);
      return { data: { collections: await Promise.all(collections.map(respond)) } };
    },
  }),

  // Creates a collection with its cover images (the caller's own uploads of kind 'collection').
  'POST /collections/add': defineRoute({
    body: AddCollectionSchema,
    handler: async ({ body, caller }) => {
      assertOwnNewKeys(body.images, new Set(), caller, 'collection');
      const collection = await createCollection({ ...body, ownerId: caller.sub });
      return reply(201, { data: await respond(collection) });
    },
  }),

  // Saves a business in one of the caller's collections, or takes it out again.
  'PATCH /collections/saveBusiness/{collectionId}': defineRoute({
    path: SaveBusinessPathSchema,
    query: SaveBusinessQuerySchema,
    body: SaveBusinessBodySchema,
    handler: async ({ path, query, caller }) => {
      const collection = await getCollection(path.collectionId);
      if (!collection) throw new NotFoundError(msg('Collection not found'));
      if (collection.ownerId !== caller.sub) throw new ForbiddenError(msg('You can only save businesses to your own collections'));
      if (!(await getBusinessById(query.businessId))) throw new NotFoundError(msg('Business not found'));
      const result = await toggleSavedBusiness(collection, query.businessId);
      return { saved: result === 'saved', message: result === 'saved' ? 'Business saved successfully' : 'Business removed from collection' };
    },
  }),

  // Is this business in any of the caller's collections (and which)?
  'POST /collections/checkBusinessInCollections': defineRoute({
    body: CheckBusinessInCollectionsSchema,
    handler: async ({ body, caller }) => {
      const collectionIds = await collectionsOfUserHolding(caller.sub, body.businessId);
      return { exists: collectionIds.length > 0, collectionIds };
    },
  }),

  // The public collections a business is saved in (the profile's In Collections tab).
  'GET /collections/getPublicCollectionsByBusiness': defineRoute({
    query: BusinessCollectionsQuerySchema,
    handler: async ({ query }): Promise<BusinessCollectionsResponse> => {
      const collections = await Promise.all((await publicCollectionIdsHolding(query.businessId)).map((id) => getCollection(id)));
      return { data: await Promise.all(collections.filter((collection): collection is CollectionItem => Boolean(collection?.public)).map(respond)) };
    },
  }),

  // Everyone's public collections for /sb-public-collections, newest first, with their (active) businesses.
  'GET /collections/public': defineRoute({
    query: PublicCollectionsQuerySchema,
    handler: async ({ query }) => {
      const page = await listPublicCollections(query.limit, await readCursor(query.cursor));
      return { data: await Promise.all(page.data.map(respondWithBusinesses)), cursor: await signCursor(page.cursor) };
    },
  }),

  // One collection and a page of its (active) businesses: public ones for anyone, private ones for their owner only.
  'GET /collections/{collectionId}': defineRoute({
    path: CollectionPathSchema,
    query: CollectionDetailQuerySchema,
    handler: async ({ path, query, caller }) => {
      const collection = await readableCollection(path.collectionId, caller);
      const [page, owner, allIds] = await Promise.all([
        pageSavedBusinessIds(collection.collectionId, query.limit, await readCursor(query.cursor)),
        getUserById(collection.ownerId),
        listSavedBusinessIds(collection.collectionId),
      ]);
      const businesses = (await Promise.all(page.businessIds.map((id) => getBusinessById(id)))).filter((business): business is BusinessItem => business?.status === 'active');
      return {
        data: {
          ...toPublicCollectionResponse(collection, page.businessIds, owner, businesses),
          businessCount: allIds.length,
          isOwner: caller?.sub === collection.ownerId,
        },
        cursor: await signCursor(page.cursor),
      };
    },
  }),

  // The owner renames a collection, edits its description or switches it public/private.
  'PATCH /collections/update/{collectionId}': defineRoute({
    path: CollectionPathSchema,
    body: UpdateCollectionSchema,
    handler: async ({ path, body, caller }) => {
      const collection = await ownCollection(path.collectionId, caller);
      const updated = await updateOwnCollection(collection, caller.sub, body);
      if (!updated) throw new NotFoundError(msg('Collection not found'));
      return { data: await respond(updated), message: 'Collection updated' };
    },
  }),

  // The owner takes a business out of a collection (idempotent: removing twice is not an error).
  'PATCH /collections/removeBusiness/{collectionId}': defineRoute({
    path: CollectionPathSchema,
    query: RemoveBusinessQuerySchema,
    handler: async ({ path, query, caller }) => {
      const collection = await ownCollection(path.collectionId, caller);
      const removed = await removeSavedBusiness(collection.collectionId, query.businessId);
      return { removed, message: removed ? 'Business removed from collection' : 'That business was not in this collection' };
    },
  }),
};

export const handler = createDomainHandler('collections', collectionsRoutes);
