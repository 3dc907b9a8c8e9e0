import * as z from 'zod';
import type { UserResponse } from './auth';
import type { BusinessResponse } from './business';
import { msg } from '../i18n/catalog';

/** A new collection (spec 1 §5): a name and at least one image; public by default. */
export const AddCollectionSchema = z.object({
  name: z
    .string({ error: msg('Collection name is required') })
    .trim()
    .min(1, msg('Collection name is required'))
    .max(80),
  description: z.string().trim().max(500).optional(),
  public: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(true),
  images: z
    .array(z.string().max(500), { error: msg('Please Upload Image') })
    .min(1, msg('Please Upload Image'))
    .max(10),
  cityName: z.string().trim().max(80).optional(),
});
export type AddCollectionInput = z.infer<typeof AddCollectionSchema>;

const businessId = z
  .string({ error: msg('Business ID not found') })
  .trim()
  .min(1, msg('Business ID not found'))
  .max(64);

/** `GET /collections/all?userId`: a user's collections. */
export const UserCollectionsQuerySchema = z.object({
  userId: z
    .string({ error: msg('userId is required') })
    .trim()
    .min(1, msg('userId is required'))
    .max(64),
});

/** `PATCH /collections/saveBusiness/{collectionId}?businessId` with `{ cityName }`. */
export const SaveBusinessPathSchema = z.object({ collectionId: z.string().trim().min(1).max(64) });
export const SaveBusinessQuerySchema = z.object({ businessId });
export const SaveBusinessBodySchema = z.object({ cityName: z.string().trim().max(80).optional() });

/** `POST /collections/checkBusinessInCollections`; `userId` is the caller, whatever is sent. */
export const CheckBusinessInCollectionsSchema = z.object({ businessId, userId: z.string().max(64).optional() });

/** `GET /collections/getPublicCollectionsByBusiness?businessId`. */
export const BusinessCollectionsQuerySchema = z.object({ businessId });

/** `GET /collections/public?limit&cursor`: everyone's public collections for /sb-public-collections. */
export const PublicCollectionsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(12)
    .transform((limit) => Math.min(limit, 50)),
  cursor: z.string().max(2000).optional(),
});

/** A collection as the API returns it (spec 1 §3 Collection). */
export interface CollectionResponse {
  _id: string;
  name: string;
  description: string;
  public: boolean;
  images: string[];
  cityName?: string;
  businessCount: number;
  businessIds: string[];
  owner?: UserResponse;
  createdAt: string;
}

/** `GET /collections/all?userId`: all of a member's collections for themself, only the public ones for anyone else. */
export interface UserCollectionsResponse {
  data: { collections: CollectionResponse[] };
}

/** `GET /collections/getPublicCollectionsByBusiness?businessId`: the public collections that hold a listing. */
export interface BusinessCollectionsResponse {
  data: CollectionResponse[];
}

/** A collection's id in a path (`/collections/{collectionId}`, `/collections/update/{collectionId}`, …). */
export const CollectionPathSchema = z.object({ collectionId: z.string().trim().min(1).max(64) });

/** `GET /collections/{collectionId}?limit&cursor`: one collection and a page of its businesses. */
export const CollectionDetailQuerySchema = PublicCollectionsQuerySchema;

/** `PATCH /collections/update/{collectionId}`: the owner renames it, edits its description or switches it public/private. */
export const UpdateCollectionSchema = z
  .object({
    name: AddCollectionSchema.shape.name.optional(),
    description: z.string().trim().max(500).optional(),
    public: z.boolean({ error: msg('public must be true or false') }).optional(),
  })
  .refine((changes) => changes.name !== undefined || changes.description !== undefined || changes.public !== undefined, msg('Nothing to update'));
export type UpdateCollectionInput = z.infer<typeof UpdateCollectionSchema>;

/** `PATCH /collections/removeBusiness/{collectionId}?businessId`. */
export const RemoveBusinessQuerySchema = SaveBusinessQuerySchema;

/** A collection with its first businesses: the public collections' cards. */
export interface CollectionWithBusinesses extends CollectionResponse {
  businesses: BusinessResponse[];
}

/** `GET /collections/{collectionId}`: whether the viewer owns it, beside its businesses. */
export interface CollectionDetail extends CollectionWithBusinesses {
  isOwner: boolean;
}

/** A page of `GET /collections/public` or `GET /collections/{collectionId}`, with the signed cursor of the next. */
export interface CollectionPage<T> {
  data: T;
  cursor: string | null;
}
