import { countBusinessView } from '../../data/entities/daily-analytics';
import {
  addBusinessView,
  createBusiness,
  findBusinessBySlug,
  getBusinessById,
  listBusinessesByOwner,
  normaliseCityName,
  setBusinessStatus,
  updateBusiness,
  withEntryIds,
  type BusinessItem,
} from '../../data/entities/business';
import { findAdminListings } from '../../data/entities/admin-listing';
import { getCityBySlug } from '../../data/entities/city';
import { approveEditRequest, createEditRequest, getEditRequest, listEditRequests, rejectEditRequest } from '../../data/entities/edit-request';
import { getMany } from '../../data/batch-get';
import { listTeamPreview } from '../../data/entities/employee';
import { FollowEntity, isFollowing, listFollowers, toggleFollow } from '../../data/entities/follow';
import { recordRecentActivity } from '../../data/entities/recent-activity';
import { getUserById, UserEntity, type UserItem } from '../../data/entities/user';
import { readCursor, signCursor } from '../../lib/cursor';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type Caller, type DomainRoutes } from '../../lib/http';
import { sanitizeRichText } from '../../lib/rich-text';
import { changedListingFields } from '../../../shared/business/listing-changes';
import {
  AddBusinessRequestSchema,
  BusinessBySlugQuerySchema,
  BusinessFollowersQuerySchema,
  BusinessForEditBodySchema,
  BusinessRefSchema,
  BusinessViewSchema,
  EditRequestsQuerySchema,
  GenerateContentQuerySchema,
  IdPathSchema,
  PROFILE_TEAM_PREVIEW,
  SaveBusinessSchema,
  SubmitEditRequestSchema,
  UserBusinessesQuerySchema,
  type EditRequestResponse,
  type EditRequestRow,
  type EditRequestsPage,
} from '../../../shared/schemas/business';
import { AdminListingsQuerySchema, ListingStatusSchema, listingStatusMessages, type AdminListingsResponse } from '../../../shared/schemas/admin-listings';
import { slugify } from '../../../shared/slug';
import { newListingImages, savedImages } from './business-images';
import { canManage, toBusinessProfileResponse, toBusinessResponse, toEditRequestResponse, toEditRequestRow, toFollowersResponse } from '../../data/responses/business-response';
import { claimRoutes } from './claims';
import { countListingVisit, insightRoutes } from './insights';
import { generateDescription } from './generate-content';
import { withHindiCategoryTitles } from './category-refs';
import { locationToStore } from '../../lib/geo/business-location';
import { localityCentre } from './locality-centre';
import type { BusinessLocation, GeoPoint } from '../../../shared/geo/location';
import { msg } from '../../../shared/i18n/catalog';

const BUSINESS_NOT_FOUND = msg('Business not found');
const EDIT_REQUEST_NOT_FOUND = msg('Edit request not found');
/** How many reads a filtered page of edit requests may take. */
const EDIT_REQUEST_READS = 10;

async function editRequestRow(request: Parameters<typeof toEditRequestRow>[0]) {
  const [business, requester] = await Promise.all([getBusinessById(request.businessId), getUserById(request.requestedBy)]);
  return toEditRequestRow(request, business, requester);
}

async function loadBusiness(businessId: string): Promise<BusinessItem> {
  const business = await getBusinessById(businessId);
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return business;
}

/** Loads a listing the caller may manage (owner or admin), else 403. */
async function loadManagedBusiness(businessId: string, caller: Caller): Promise<BusinessItem> {
  const business = await loadBusiness(businessId);
  if (!canManage(business, caller)) throw new ForbiddenError(msg('Only the owner of this business or an admin can do this'));
  return business;
}

async function respond(business: BusinessItem, caller: Caller | undefined) {
  return toBusinessResponse(business, caller, await getUserById(business.ownerId));
}

export const UNKNOWN_CITY = msg('Please select a city from the list');

/** A listing lives under /in/{city}/…: the city must be one of the catalogue's, by its slug or its name. */
async function assertKnownCity(cityName: string) {
  const candidates = new Set([normaliseCityName(cityName), slugify(cityName)]);
  for (const slug of candidates) if (slug && (await getCityBySlug(slug))) return;
  throw new BadRequestError(UNKNOWN_CITY);
}

/** A city's centre, by its slug or name (a listing placed by neither pin nor PIN code stands there). */
async function cityCentre(cityName: string): Promise<GeoPoint | undefined> {
  const city = (await getCityBySlug(normaliseCityName(cityName))) ?? (await getCityBySlug(slugify(cityName)));
  return city ? { lat: city.latitude, lng: city.longitude } : undefined;
}

/** A listing's city and locality centres for its derived location, each read at most once and only when needed. */
function centresOf(cityName: string, address: { street?: string; city?: string } | undefined) {
  let city: Promise<GeoPoint | undefined> | undefined;
  const cityCentreOnce = () => (city ??= cityCentre(cityName));
  return { cityCentre: cityCentreOnce, localityCentre: async () => localityCentre(normaliseCityName(cityName), address, await cityCentreOnce()) };
}

/** Rich text is stored only after sanitising (links nofollow, new tab). */
const sanitizedDescription = (description: string | undefined) => (description !== undefined ? { description: sanitizeRichText(description) } : {});

export const businessesRoutes: DomainRoutes<'businesses'> = {
  // The public profile behind /in/{location}/sbiz/{slug}; a suspended listing comes back with status 'suspended'.
  'GET /businesses/getBySlug': defineRoute({
    query: BusinessBySlugQuerySchema,
    handler: async ({ query, caller }) => {
      // Three DynamoDB requests in all: the slug Query, then at once one BatchGetItem (owner, the caller's follow) and the team Query.
      const business = await findBusinessBySlug(query.location, query.slug);
      if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
      const followKey = caller ? { targetType: 'business' as const, targetId: business.businessId, followerId: caller.sub } : undefined;
      const [[owner, follow], team] = await Promise.all([
        getMany([UserEntity.get({ userId: business.ownerId }), ...(followKey ? [FollowEntity.get(followKey)] : [])]),
        listTeamPreview(business.businessId, PROFILE_TEAM_PREVIEW),
      ]);
      return toBusinessProfileResponse(business, caller, {
        owner: owner ? (UserEntity.parse({ Item: owner }).data ?? undefined) : undefined,
        following: Boolean(follow),
        team,
        now: new Date(),
      });
    },
  }),

  // The listing for the setup form (private fields included): owner or admin only.
  'POST /businesses/{id}': defineRoute({
    path: IdPathSchema,
    body: BusinessForEditBodySchema,
    handler: async ({ path, caller }) => ({ data: await respond(await loadManagedBusiness(path.id, caller), caller) }),
  }),

  // A new listing owned by the caller, who becomes a business owner in the same write.
  'POST /businesses/add': defineRoute({
    body: AddBusinessRequestSchema,
    handler: async ({ body, caller }) => {
      // A new listing has no closure to lift: a null closure is simply none.
      const { registration: _registration, location, temporaryClosure, ...fields } = body;
      await assertKnownCity(fields.cityName);
      const placed = await locationToStore(location, { zipCode: fields.address?.zipCode, ...centresOf(fields.cityName, fields.address) });
      const business = await createBusiness(
        {
          ...fields,
          ...(await withHindiCategoryTitles(fields)),
          ...(temporaryClosure ? { temporaryClosure } : {}),
          ...newListingImages(fields, caller),
          ...sanitizedDescription(fields.description),
          ...(placed ? { location: placed } : {}),
        },
        caller.sub,
      );
      return reply(201, await respond(business, caller));
    },
  }),

  // Saves the setup form: owner or admin only; only an admin changes the status (suspends or restores).
  'PATCH /businesses/update/{id}': defineRoute({
    path: IdPathSchema,
    body: SaveBusinessSchema,
    handler: async ({ path, body, caller }) => {
      const business = await loadManagedBusiness(path.id, caller);
      const {
        images: _images,
        header: _header,
        imagesToRemove: _remove,
        logoRemoved: _logoRemoved,
        deleteHeader: _deleteHeader,
        logo: _logo,
        media: _media,
        cityName,
        status,
        location,
        temporaryClosure,
        description,
        ...fields
      } = body;
      // The form always sends status 'active'; only a change of status is an admin's decision.
      if (status !== undefined && status !== business.status && caller.role !== 'admin') throw new ForbiddenError(msg('Only an admin can suspend or restore a business'));
      // The city is part of the listing's address (/in/{city}/sbiz/{slug}); moving it would break every link to it.
      if (cityName !== undefined && normaliseCityName(cityName) !== business.cityName) {
        throw new BadRequestError(msg('The city of a listing cannot be changed; add the business again in its new city'));
      }
      const zipCode = fields.address?.zipCode !== undefined ? fields.address.zipCode : (business.address as { zipCode?: string } | undefined)?.zipCode;
      const address = fields.address ?? (business.address as { street?: string; city?: string } | undefined);
      const placed = await locationToStore(location, { zipCode, current: business.location as BusinessLocation | undefined, ...centresOf(business.cityName, address) });
      const updated = await updateBusiness(
        business,
        {
          ...fields,
          ...(await withHindiCategoryTitles(fields)),
          ...savedImages(body, business, caller),
          ...sanitizedDescription(description),
          ...(status ? { status } : {}),
          ...(placed ? { location: placed } : {}),
          ...(temporaryClosure ? { temporaryClosure } : {}),
          // null lifts a temporary closure: the attribute goes.
        },
        temporaryClosure === null ? ['temporaryClosure'] : [],
      );
      if (!updated) throw new NotFoundError(BUSINESS_NOT_FOUND);
      return { data: await respond(updated, caller) };
    },
  }),

  // Suggests changes to a listing (any signed-in user; the owner in page mode 'business'); an admin decides.
  'POST /businesses/submitEditRequest': defineRoute({
    body: SubmitEditRequestSchema,
    handler: async ({ body, caller }) => {
      const business = await loadBusiness(body.businessId);
      // A null closure asks to lift it: that is a removal, as the setup form's save treats it.
      const { temporaryClosure, ...requested } = body.requestedFields;
      const removals = temporaryClosure === null ? [...new Set([...body.removedFields, 'temporaryClosure' as const])] : body.removedFields;
      // Stored as a difference from the listing, so the admin sees (and approves) only real changes.
      // Categories get their Hindi titles first, as a save would store them, so unchanged ones compare equal.
      const { changes, removedFields } = changedListingFields(
        business,
        { ...requested, ...(temporaryClosure ? { temporaryClosure } : {}), ...(await withHindiCategoryTitles(requested)), ...sanitizedDescription(requested.description) },
        removals,
      );
      if (Object.keys(changes).length === 0 && removedFields.length === 0) throw new BadRequestError(msg('This listing already shows these details'));
      const request = await createEditRequest({ businessId: business.businessId, cityName: business.cityName, requestedBy: caller.sub, requestedFields: withEntryIds(changes), removedFields });
      return reply(201, { message: 'Request Sent Successfully', data: { _id: request.requestId, status: request.status } });
    },
  }),

  // Counts one view of a listing (atomic ADD).
  'PATCH /businesses/businessViews': defineRoute({
    body: BusinessViewSchema,
    handler: async ({ body, caller, event }) => {
      if (!(await addBusinessView(body.id))) throw new NotFoundError(BUSINESS_NOT_FOUND);
      // A signed-in viewer's own "recently viewed" list (the city-wide one follows the views counter).
      if (caller) await recordRecentActivity('user-views', caller.sub, body.id);
      await countBusinessView(caller?.sub ?? `ip:${event.requestContext?.identity?.sourceIp ?? 'unknown'}`);
      // The owner's insights count each visitor's view once a day (bots not at all); like the counters above, never the viewer's problem.
      await countListingVisit(body.id, 'views', event, caller).catch((error: unknown) => console.error('Insights: could not count a view', error));
      return { success: true };
    },
  }),

  // Follows the listing, or unfollows it when already following; the caller is the follower.
  'PATCH /businesses/followOrUnfollowBusiness': defineRoute({
    body: BusinessRefSchema,
    handler: async ({ body, caller }) => {
      await loadBusiness(body.businessId);
      const result = await toggleFollow({ targetType: 'business', targetId: body.businessId, followerId: caller.sub });
      return { following: result === 'followed', message: result === 'followed' ? 'Following' : 'Unfollowed' };
    },
  }),

  // Who follows a listing (the first 100), how many do, and whether the caller does.
  'GET /businesses/getBusinessFollowers': defineRoute({
    query: BusinessFollowersQuerySchema,
    handler: async ({ query, caller }) => {
      const business = await loadBusiness(query.businessId);
      const [edges, following] = await Promise.all([
        listFollowers('business', business.businessId),
        caller ? isFollowing({ targetType: 'business', targetId: business.businessId, followerId: caller.sub }) : false,
      ]);
      const users = (await Promise.all(edges.map((edge) => getUserById(edge.followerId)))).filter((user): user is UserItem => user !== undefined);
      return toFollowersResponse(users, business.followersCount, caller, following);
    },
  }),

  // A user's listings, paged and searchable by name: the user themself (the default) or an admin.
  'GET /businesses/getUserBusiness': defineRoute({
    query: UserBusinessesQuerySchema,
    handler: async ({ query, caller }) => {
      const userId = query.userId ?? caller.sub;
      if (caller.sub !== userId && caller.role !== 'admin') throw new ForbiddenError(msg('You can only list your own businesses'));
      const { items, total } = await listBusinessesByOwner(userId, query);
      return {
        data: await Promise.all(items.map((business) => respond(business, caller))),
        pagination: { page: query.page, limit: query.limit, total },
      };
    },
  }),

  // A description draft composed from the listing's own fields: owner or admin.
  'GET /businesses/generateContent': defineRoute({
    query: GenerateContentQuerySchema,
    handler: async ({ query, caller }) => ({ content: generateDescription(await loadManagedBusiness(query.id, caller)) }),
  }),

  // The admin table of edit requests, newest first, a page at a time, optionally filtered by business name.
  // Rows leave out requestedFields: a page of near-limit requests would pass Lambda's 6 MB answer limit.
  'GET /businesses/getEditRequests': defineRoute({
    query: EditRequestsQuerySchema,
    handler: async ({ query }): Promise<EditRequestsPage> => {
      const title = query.title?.toLowerCase();
      const rows: EditRequestRow[] = [];
      let cursor = await readCursor(query.cursor);
      // A name filter reads on until the page is full, within a bounded number of reads.
      for (let reads = 0; reads < EDIT_REQUEST_READS && rows.length < query.limit; reads++) {
        const page = await listEditRequests(query.limit - rows.length, cursor);
        const found = await Promise.all(page.data.map((request) => editRequestRow(request)));
        rows.push(...(title ? found.filter((row) => row.businessDetails.name.toLowerCase().includes(title)) : found));
        cursor = page.cursor;
        if (!cursor || !title) break;
      }
      return { data: rows, cursor: await signCursor(cursor) };
    },
  }),

  // One edit request with the fields it asks to change: the admin's detail panel.
  'GET /businesses/getEditRequest/{id}': defineRoute({
    path: IdPathSchema,
    handler: async ({ path }): Promise<EditRequestResponse> => {
      const request = await getEditRequest(path.id);
      if (!request) throw new NotFoundError(EDIT_REQUEST_NOT_FOUND);
      const [business, requester] = await Promise.all([getBusinessById(request.businessId), getUserById(request.requestedBy)]);
      return toEditRequestResponse(request, business, requester);
    },
  }),

  // Applies a pending request's fields to the listing, atomically with marking it approved.
  'POST /businesses/approveEditRequest/{id}': defineRoute({
    path: IdPathSchema,
    handler: async ({ path, caller }) => {
      const request = await getEditRequest(path.id);
      if (!request) throw new NotFoundError(EDIT_REQUEST_NOT_FOUND);
      await approveEditRequest(request, caller.sub);
      return { message: 'approved', status: 'approved' };
    },
  }),

  // Rejects a pending request; the listing is unchanged.
  'POST /businesses/rejectEditRequest/{id}': defineRoute({
    path: IdPathSchema,
    handler: async ({ path, caller }) => {
      if (!(await getEditRequest(path.id))) throw new NotFoundError(EDIT_REQUEST_NOT_FOUND);
      await rejectEditRequest(path.id, caller.sub);
      return { message: 'rejected', status: 'rejected' };
    },
  }),

  // The admin's listing finder: active and suspended listings by the start of their name, in one city or all, alphabetical.
  'GET /businesses/admin/listings': defineRoute({
    query: AdminListingsQuerySchema,
    handler: async ({ query }): Promise<AdminListingsResponse> => {
      const page = await findAdminListings({ city: query.city, name: query.name, limit: query.limit, cursor: await readCursor(query.cursor) });
      return {
        data: page.data.map((entry) => ({
          _id: entry.businessId,
          name: entry.name,
          slug: entry.slug,
          cityName: entry.cityName,
          status: entry.status,
          unclaimed: entry.unclaimed ?? false,
          createdAt: entry.createdAt,
        })),
        nextCursor: await signCursor(page.cursor),
      };
    },
  }),

  // An admin suspends a listing (its profile answers 410, it leaves search and the lists) or restores it.
  'PATCH /businesses/admin/status/{id}': defineRoute({
    path: IdPathSchema,
    body: ListingStatusSchema,
    handler: async ({ path, body }) => {
      const updated = await setBusinessStatus(path.id, body.status);
      if (!updated) throw new NotFoundError(BUSINESS_NOT_FOUND);
      return { message: listingStatusMessages[body.status], data: { _id: updated.businessId, status: updated.status } };
    },
  }),

  ...claimRoutes,
  ...insightRoutes,
};

export const handler = createDomainHandler('businesses', businessesRoutes);
