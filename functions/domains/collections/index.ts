import { z } from 'zod';
import { getBusinessById } from '../../data/entities/business';
import {
  collectionsOfUserHolding,
  createCollection,
  getCollection,
  listCollectionsOf,
  listPublicCollections,
  listSavedBusinessIds,
  publicCollectionIdsHolding,
  toggleSavedBusiness,
  type CollectionItem,
} from '../../data/entities/collection';
import { getUserById } from '../../data/entities/user';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import { AddCollectionSchema } from '../../../shared/schemas/collection';
import { toBusinessResponse } from '../businesses/business-response';
import { assertOwnNewKeys } from '../businesses/business-images';
import { toUserResponse } from '../users/user-response';

async function toCollectionResponse(collection: CollectionItem, withBusinesses = false) {
  const businessIds = await listSavedBusinessIds(collection.collectionId);
  const owner = await getUserById(collection.ownerId);
  const businesses = withBusinesses
    ? (await Promise.all(businessIds.slice(0, 24).map((id) => getBusinessById(id)))).filter((business) => business !== undefined).map((business) => toBusinessResponse(business, undefined))
    : undefined;
  return {
    _id: collection.collectionId,
    name: collection.name,
    description: collection.description ?? '',
    public: collection.public,
    images: collection.images,
    cityName: collection.cityName,
    businessCount: businessIds.length,
    businessIds,
    ...(businesses ? { businesses } : {}),
    owner: owner ? toUserResponse(owner, undefined) : undefined,
    createdAt: collection.createdAt,
  };
}

const BusinessIdSchema = z.string().min(1, 'Business ID not found').max(64);

export const collectionsRoutes: DomainRoutes<'collections'> = {
  // A user's collections: all of them for the user themself, the public ones for anyone else.
  'GET /collections/all': defineRoute({
    query: z.object({ userId: z.string().min(1, 'userId is required').max(64) }),
    handler: async ({ query, caller }) => {
      const own = caller?.sub === query.userId;
      const collections = await listCollectionsOf(query.userId, own);
      return { data: { collections: await Promise.all(collections.map((collection) => toCollectionResponse(collection))) } };
    },
  }),

  // Creates a collection with its cover images (upload keys of kind 'collection').
  'POST /collections/add': defineRoute({
    body: AddCollectionSchema,
    handler: async ({ body, caller }) => {
      assertOwnNewKeys(body.images, new Set(), caller!, 'collection');
      const collection = await createCollection({ ...body, ownerId: caller!.sub });
      return reply(201, { data: await toCollectionResponse(collection) });
    },
  }),

  // Saves a business in one of the caller's collections, or takes it out again.
  'PATCH /collections/saveBusiness/{collectionId}': defineRoute({
    path: z.object({ collectionId: z.string().min(1).max(64) }),
    query: z.object({ businessId: BusinessIdSchema }),
    body: z.object({ cityName: z.string().max(80).optional() }),
    handler: async ({ path, query, caller }) => {
      const collection = await getCollection(path.collectionId);
      if (!collection) throw new NotFoundError('Collection not found');
      if (collection.ownerId !== caller!.sub) throw new ForbiddenError('You can only save businesses to your own collections');
      if (!(await getBusinessById(query.businessId))) throw new NotFoundError('Business not found');
      const result = await toggleSavedBusiness(collection, query.businessId);
      return { saved: result === 'saved', message: result === 'saved' ? 'Business saved successfully' : 'Business removed from collection' };
    },
  }),

  // Is this business in any of the caller's collections (and which)?
  'POST /collections/checkBusinessInCollections': defineRoute({
    body: z.object({ businessId: BusinessIdSchema, userId: z.string().max(64).optional() }),
    handler: async ({ body, caller }) => {
      const collectionIds = await collectionsOfUserHolding(caller!.sub, body.businessId);
      return { exists: collectionIds.length > 0, collectionIds };
    },
  }),

  // The public collections a business is saved in.
  'GET /collections/getPublicCollectionsByBusiness': defineRoute({
    query: z.object({ businessId: BusinessIdSchema }),
    handler: async ({ query }) => {
      const collections = (await Promise.all((await publicCollectionIdsHolding(query.businessId)).map((id) => getCollection(id)))).filter(
        (collection): collection is CollectionItem => Boolean(collection?.public),
      );
      return { data: await Promise.all(collections.map((collection) => toCollectionResponse(collection))) };
    },
  }),

  // Everyone's public collections for /sb-public-collections, newest first, with their businesses.
  'GET /collections/public': defineRoute({
    query: z.object({ limit: z.coerce.number().int().min(1).default(12).transform((limit) => Math.min(limit, 50)), cursor: z.string().max(2000).optional() }),
    handler: async ({ query }) => {
      const page = await listPublicCollections(query.limit, query.cursor);
      return { data: await Promise.all(page.data.map((collection) => toCollectionResponse(collection, true))), cursor: page.cursor };
    },
  }),
};

export const handler = createDomainHandler('collections', collectionsRoutes);
