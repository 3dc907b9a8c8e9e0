import type { BusinessItem } from '../../data/entities/business';
import type { EditRequestItem } from '../../data/entities/edit-request';
import type { UserItem } from '../../data/entities/user';
import type { Caller } from '../../lib/http';
import type { EmployeeItem } from '../../data/entities/employee';
import { openStatus } from '../../../shared/business/open-status';
import { PROFILE_FIRST_PHOTOS, type BusinessProfileResponse, type BusinessResponse, type EditRequestResponse, type EditRequestRow, type StoredEditableFields } from '../../../shared/schemas/business';
import { toEmployeeResponse } from './employee-response';
import { toUserResponse } from './user-response';

/** Identity numbers only the owner and admins see. */
const PRIVATE_FIELDS = ['adhaar', 'pan'] as const;

/** Whether the caller may manage this listing: its owner or an admin. */
export function canManage(business: Pick<BusinessItem, 'ownerId'>, caller: Caller | undefined): boolean {
  return Boolean(caller && (caller.role === 'admin' || caller.sub === business.ownerId));
}

/** "new-delhi" → "New Delhi". */
const formatCityName = (cityName: string) => cityName.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The listing as the API returns it, in the spec's field names (spec 1 §3). */
export function toBusinessResponse(business: BusinessItem, caller: Caller | undefined, owner?: Pick<UserItem, 'firstName'>): BusinessResponse {
  const { businessId, ownerId, views, followersCount, ratingCount, ratingAverage, ratingVersion: _ratingVersion, reviewImages, media, ...fields } = business;
  const visible: Record<string, unknown> = { ...fields };
  if (!canManage(business, caller)) for (const field of PRIVATE_FIELDS) delete visible[field];
  const storedMedia = (media ?? {}) as { headerImage?: string | null; gallery?: string[] };
  return {
    _id: businessId,
    ...(visible as Omit<BusinessResponse, '_id'>),
    image: business.logo,
    employees: business.employeeCount,
    cityNameFormatted: formatCityName(business.cityName),
    media: { headerImage: storedMedia.headerImage ?? null, gallery: storedMedia.gallery ?? [], reviewImages: reviewImages ?? [] },
    metrics: { views },
    rating: { count: ratingCount, average: ratingAverage },
    reviews: { count: ratingCount },
    followersCount,
    owner: { _id: ownerId, ...(owner ? { firstName: owner.firstName } : {}) },
  };
}

/** A profile's one call: the listing with its owner, the caller's follow, counters, today's status, first photos and team. */
export function toBusinessProfileResponse(
  business: BusinessItem,
  caller: Caller | undefined,
  reads: { owner?: Pick<UserItem, 'firstName'>; following: boolean; team: EmployeeItem[]; now: Date },
): BusinessProfileResponse {
  const data = toBusinessResponse(business, caller, reads.owner);
  return {
    data,
    profile: {
      openStatus: openStatus(business.workingHours as Parameters<typeof openStatus>[0], reads.now, business),
      evaluatedAt: reads.now.toISOString(),
      following: reads.following,
      counts: { followers: business.followersCount, views: business.views, reviews: business.ratingCount, photos: data.media.gallery.length },
      firstPhotos: data.media.gallery.slice(0, PROFILE_FIRST_PHOTOS),
      team: reads.team.map(toEmployeeResponse),
      latestReviews: [],
    },
  };
}

/** `GET /businesses/getBusinessFollowers`: the followers, their number, and whether the caller is one of them. */
export function toFollowersResponse(followers: UserItem[], total: number, caller: Caller | undefined, following: boolean) {
  return { followers: followers.map((user) => toUserResponse(user, caller)), total, following };
}

/** A row of the admin's edit-request table (spec 1 §3 Edit request); the listing or requester may be gone. */
export function toEditRequestRow(
  request: Pick<EditRequestItem, 'requestId' | 'businessId' | 'cityName' | 'requestedBy' | 'status' | 'createdAt'>,
  business: BusinessItem | undefined,
  requester: UserItem | undefined,
): EditRequestRow {
  return {
    _id: request.requestId,
    businessId: request.businessId,
    businessDetails: {
      name: business?.name ?? '(removed)',
      address: { street: (business?.address as { street?: string } | undefined)?.street ?? '' },
      status: business?.status ?? 'removed',
      slug: business?.slug,
    },
    cityName: request.cityName,
    requestedBy: requester ? { _id: requester.userId, firstName: requester.firstName, lastName: requester.lastName, email: requester.email } : { firstName: 'Deleted', lastName: 'user', email: '' },
    createdAt: request.createdAt,
    status: request.status,
  };
}

/** One request for the admin's detail panel: its row, the fields it changes or clears, and their present values. */
export function toEditRequestResponse(request: EditRequestItem, business: BusinessItem | undefined, requester: UserItem | undefined): EditRequestResponse {
  return {
    ...toEditRequestRow(request, business, requester),
    requestedFields: request.requestedFields as StoredEditableFields,
    removedFields: request.removedFields ?? [],
    currentFields: business ? currentValues(business, request) : {},
  };
}

/** The listing's present value of each field (and nested key) a request changes or clears. */
function currentValues(business: BusinessItem, request: EditRequestItem): Record<string, unknown> {
  const stored = business as unknown as Record<string, unknown>;
  const fields = [...Object.keys(request.requestedFields as object), ...(request.removedFields ?? []).map((path) => path.split('.')[0] ?? path)];
  return Object.fromEntries([...new Set(fields)].map((field) => [field, stored[field] ?? null]));
}
