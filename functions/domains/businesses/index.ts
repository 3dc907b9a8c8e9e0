import { z } from 'zod';
import {
  addBusinessView,
  createBusiness,
  findBusinessBySlug,
  getBusinessById,
  listBusinessesByOwner,
  normaliseCityName,
  updateBusiness,
  type BusinessItem,
} from '../../data/entities/business';
import { approveEditRequest, createEditRequest, getEditRequest, listEditRequests, rejectEditRequest } from '../../data/entities/edit-request';
import { listFollowers, toggleFollow } from '../../data/entities/follow';
import { getUserById } from '../../data/entities/user';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type Caller, type DomainRoutes } from '../../lib/http';
import { sanitizeRichText } from '../../lib/rich-text';
import { descriptionProblem } from '../../../shared/business/format';
import {
  AddBusinessSchema,
  BusinessRefSchema,
  BusinessViewSchema,
  GALLERY_MAX_IMAGES,
  MAXIMUM_IMAGES_MESSAGE,
  SubmitEditRequestSchema,
  UpdateBusinessSchema,
  pageQuery,
  type UpdateBusinessInput,
} from '../../../shared/schemas/business';
import { toUserResponse } from '../users/user-response';
import { assertOwnNewKeys } from './business-images';
import { canManage, toBusinessResponse } from './business-response';
import { generateDescription } from './generate-content';

const IdPathSchema = z.object({ id: z.string().min(1).max(64) });
const BUSINESS_NOT_FOUND = 'Business not found';

async function loadBusiness(businessId: string): Promise<BusinessItem> {
  const business = await getBusinessById(businessId);
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return business;
}

/** Loads a listing the caller may manage (owner or admin), else 403. */
async function loadManagedBusiness(businessId: string, caller: Caller | undefined): Promise<BusinessItem> {
  const business = await loadBusiness(businessId);
  if (!canManage(business, caller)) throw new ForbiddenError('Only the owner of this business or an admin can do this');
  return business;
}

async function respond(business: BusinessItem, caller: Caller | undefined) {
  const owner = await getUserById(business.ownerId);
  return toBusinessResponse(business, caller, owner);
}

const registrationFlag = z.object({ registration: z.boolean().optional() });

/** The update body: fields, plus the setup form's image flags (spec 1 §7 update call). */
const UpdateBodySchema = UpdateBusinessSchema.extend({
  imagesToRemove: z.array(z.string().max(500)).max(GALLERY_MAX_IMAGES).optional(),
  logoRemoved: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
  deleteHeader: z.enum(['yes', 'no']).optional(),
  /** Only an admin suspends a listing (it then shows the Business Removed page) or restores it. */
  status: z.enum(['active', 'suspended']).optional(),
});

/** Resolves the setup form's image flags into the listing's new logo and media, checking every new key. */
function imageChanges(body: z.infer<typeof UpdateBodySchema>, business: BusinessItem, caller: Caller): Partial<UpdateBusinessInput> {
  const media = (business.media ?? {}) as { headerImage?: string | null; gallery?: string[] };
  const existing = new Set([business.logo, media.headerImage, ...(media.gallery ?? [])].filter((key): key is string => Boolean(key)));
  assertOwnNewKeys([body.logo], existing, caller, 'logo');
  assertOwnNewKeys([body.media?.headerImage], existing, caller, 'cover');
  assertOwnNewKeys(body.media?.gallery ?? [], existing, caller, 'gallery');

  const removed = new Set(body.imagesToRemove ?? []);
  const gallery = (body.media?.gallery ?? media.gallery ?? []).filter((key) => !removed.has(key));
  if (gallery.length > GALLERY_MAX_IMAGES) throw new BadRequestError(MAXIMUM_IMAGES_MESSAGE);
  const headerImage = body.deleteHeader === 'yes' ? null : (body.media?.headerImage ?? media.headerImage ?? null);
  return {
    ...(body.logoRemoved ? { logo: null } : body.logo !== undefined ? { logo: body.logo } : {}),
    media: { headerImage, gallery },
  };
}

export const businessesRoutes: DomainRoutes<'businesses'> = {
  // The public profile behind /in/{location}/sbiz/{slug}; a suspended listing comes back with its status.
  'GET /businesses/getBySlug': defineRoute({
    query: z.object({ slug: z.string().trim().min(1, 'slug is required').max(120), location: z.string().trim().min(1, 'location is required').max(80) }),
    handler: async ({ query, caller }) => {
      const business = await findBusinessBySlug(normaliseCityName(query.location), query.slug);
      if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
      return { data: await respond(business, caller) };
    },
  }),

  // The listing for the setup form (all fields, private ones included): owner or admin only.
  'POST /businesses/{id}': defineRoute({
    path: IdPathSchema,
    body: z.object({ cityName: z.string().max(80).optional() }),
    handler: async ({ path, caller }) => ({ data: await respond(await loadManagedBusiness(path.id, caller), caller) }),
  }),

  // A new listing owned by the caller; the caller becomes a business owner in the same write.
  'POST /businesses/add': defineRoute({
    body: AddBusinessSchema.extend(registrationFlag.shape),
    handler: async ({ body, caller }) => {
      const { registration, ...fields } = body;
      // The registration page asks for a real description (spec 1 §5); the setup form may add it later.
      const problem = registration ? descriptionProblem(fields.description) : null;
      if (problem) throw new BadRequestError(problem);
      const media = fields.media ?? {};
      assertOwnNewKeys([fields.logo], new Set(), caller!, 'logo');
      assertOwnNewKeys([media.headerImage], new Set(), caller!, 'cover');
      assertOwnNewKeys(media.gallery ?? [], new Set(), caller!, 'gallery');
      const business = await createBusiness(
        { ...fields, logo: fields.logo ?? undefined, description: fields.description ? sanitizeRichText(fields.description) : undefined },
        caller!.sub,
      );
      return reply(201, await respond(business, caller));
    },
  }),

  // Saves the setup form: owner or admin only.
  'PATCH /businesses/update/{id}': defineRoute({
    path: IdPathSchema,
    body: UpdateBodySchema,
    handler: async ({ path, body, caller }) => {
      const business = await loadManagedBusiness(path.id, caller);
      const { imagesToRemove: _remove, logoRemoved: _logo, deleteHeader: _header, cityName, status, ...fields } = body;
      if (status !== undefined && caller!.role !== 'admin') throw new ForbiddenError('Only an admin can suspend or restore a business');
      // The city is part of the listing's address (/in/{city}/sbiz/{slug}); moving it would break every link to it.
      if (cityName !== undefined && normaliseCityName(cityName) !== business.cityName) {
        throw new BadRequestError('The city of a listing cannot be changed; add the business again in its new city');
      }
      const changes: UpdateBusinessInput = {
        ...fields,
        ...imageChanges(body, business, caller!),
        ...(fields.description !== undefined ? { description: sanitizeRichText(fields.description) } : {}),
      };
      const updated = await updateBusiness(path.id, { ...changes, ...(status ? { status } : {}) });
      if (!updated) throw new NotFoundError(BUSINESS_NOT_FOUND);
      return { data: await respond(updated, caller) };
    },
  }),

  // Suggests changes to a listing; an admin approves or rejects them.
  'POST /businesses/submitEditRequest': defineRoute({
    body: SubmitEditRequestSchema,
    handler: async ({ body, caller }) => {
      const business = await loadBusiness(body.businessId);
      const requestedFields = { ...body.requestedFields };
      if (requestedFields.description !== undefined) requestedFields.description = sanitizeRichText(requestedFields.description);
      const request = await createEditRequest({ businessId: business.businessId, cityName: business.cityName, requestedBy: caller!.sub, requestedFields });
      return reply(201, { message: 'Request Sent Successfully', data: { _id: request.requestId, status: request.status } });
    },
  }),

  // Counts one view of a listing.
  'PATCH /businesses/businessViews': defineRoute({
    body: BusinessViewSchema,
    handler: async ({ body }) => {
      if (!(await addBusinessView(body.id))) throw new NotFoundError(BUSINESS_NOT_FOUND);
      return { success: true };
    },
  }),

  // Follows the listing, or unfollows it when already following.
  'PATCH /businesses/followOrUnfollowBusiness': defineRoute({
    body: BusinessRefSchema.extend({ userId: z.string().optional() }),
    handler: async ({ body, caller }) => {
      await loadBusiness(body.businessId);
      const result = await toggleFollow({ targetType: 'business', targetId: body.businessId, followerId: caller!.sub });
      return { following: result === 'followed', message: result === 'followed' ? 'Following' : 'Unfollowed' };
    },
  }),

  // Who follows a listing.
  'GET /businesses/getBusinessFollowers': defineRoute({
    query: z.object({ businessId: z.string().min(1, 'Business ID not found').max(64), cityName: z.string().max(80).optional() }),
    handler: async ({ query, caller }) => {
      const edges = await listFollowers('business', query.businessId);
      const users = await Promise.all(edges.map((edge) => getUserById(edge.followerId)));
      return { followers: users.filter((user) => user !== undefined).map((user) => toUserResponse(user, caller)) };
    },
  }),

  // A user's own listings, paged and searchable: the user themself or an admin.
  'GET /businesses/getUserBusiness': defineRoute({
    query: z.object({ userId: z.string().min(1).max(64), search: z.string().trim().max(120).optional(), ...pageQuery }),
    handler: async ({ query, caller }) => {
      if (caller!.sub !== query.userId && caller!.role !== 'admin') throw new ForbiddenError('You can only list your own businesses');
      const { items, total } = await listBusinessesByOwner(query.userId, query);
      return {
        data: await Promise.all(items.map((business) => respond(business, caller))),
        pagination: { page: query.page, limit: query.limit, total },
      };
    },
  }),

  // A description draft from the listing's own fields: owner or admin.
  'GET /businesses/generateContent': defineRoute({
    query: z.object({ id: z.string().min(1, 'Business ID not found').max(64), cityName: z.string().max(80).optional() }),
    handler: async ({ query, caller }) => ({ content: generateDescription(await loadManagedBusiness(query.id, caller)) }),
  }),

  // The admin table of edit requests, optionally filtered by business name.
  'GET /businesses/getEditRequests': defineRoute({
    query: z.object({ title: z.string().trim().max(120).optional() }),
    handler: async ({ query, caller }) => {
      const requests = await listEditRequests();
      const rows = await Promise.all(
        requests.map(async (request) => {
          const [business, requester] = await Promise.all([getBusinessById(request.businessId), getUserById(request.requestedBy)]);
          return {
            _id: request.requestId,
            businessId: request.businessId,
            businessDetails: { name: business?.name ?? '(removed)', address: { street: (business?.address as { street?: string } | undefined)?.street ?? '' }, status: business?.status ?? 'removed', slug: business?.slug },
            cityName: request.cityName,
            requestedBy: requester ? { ...toUserResponse(requester, caller), email: requester.email } : { firstName: 'Deleted', lastName: 'user', email: '' },
            createdAt: request.createdAt,
            status: request.status,
            requestedFields: request.requestedFields,
          };
        }),
      );
      const title = query.title?.toLowerCase();
      return { data: title ? rows.filter((row) => row.businessDetails.name.toLowerCase().includes(title)) : rows };
    },
  }),

  // Applies a pending request's fields to the listing, atomically.
  'POST /businesses/approveEditRequest/{id}': defineRoute({
    path: IdPathSchema,
    handler: async ({ path, caller }) => {
      const request = await getEditRequest(path.id);
      if (!request) throw new NotFoundError('Edit request not found');
      await approveEditRequest(request, caller!.sub);
      return { message: 'approved', status: 'approved' };
    },
  }),

  // Rejects a pending request; the listing is unchanged.
  'POST /businesses/rejectEditRequest/{id}': defineRoute({
    path: IdPathSchema,
    handler: async ({ path, caller }) => {
      if (!(await getEditRequest(path.id))) throw new NotFoundError('Edit request not found');
      await rejectEditRequest(path.id, caller!.sub);
      return { message: 'rejected', status: 'rejected' };
    },
  }),
};

export const handler = createDomainHandler('businesses', businessesRoutes);
