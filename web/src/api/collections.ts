import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../lib/api-route';

/**
 * Every collection query's key, in one tree under 'collections', so a write
 * invalidates every screen that shows what it changed: the profile's "Save"
 * dialog and the member page read `GET /collections/all` under the same key.
 */
export const collectionKeys = {
  all: ['collections'] as const,
  /** A member's collections, for every viewer. */
  member: (userId: string) => [...collectionKeys.all, 'member', userId] as const,
  /** A member's collections as one viewer sees them (the member themself sees the private ones too). */
  memberSeenBy: (userId: string, viewerId: string | undefined) => [...collectionKeys.member(userId), viewerId ?? 'visitor'] as const,
  /** The public collections that hold one listing. */
  ofBusiness: (businessId: string) => [...collectionKeys.all, 'of-business', businessId] as const,
  /** One collection, for every viewer. */
  one: (collectionId: string) => [...collectionKeys.all, 'one', collectionId] as const,
  oneSeenBy: (collectionId: string, viewerId: string | undefined) => [...collectionKeys.one(collectionId), viewerId ?? 'visitor'] as const,
  /** Everyone's public collections (/sb-public-collections). */
  public: () => [...collectionKeys.all, 'public'] as const,
};

/** GET /collections/all?userId: all of a member's collections for themself, the public ones for anyone else. */
export function getMemberCollections({ userId, signal }: { userId: string; signal?: AbortSignal }) {
  return apiRoute('GET /collections/all', { query: { userId } }, { signal }).then((answer) => answer.data.collections);
}

export const memberCollectionsQueryOptions = (userId: string, viewerId: string | undefined) =>
  queryOptions({ queryKey: collectionKeys.memberSeenBy(userId, viewerId), queryFn: ({ signal }) => getMemberCollections({ userId, signal }) });

/** A member's collections as the viewer sees them; waits while the member is not known yet. */
export function useMemberCollections(userId: string | undefined, viewerId: string | undefined) {
  return useQuery({ ...memberCollectionsQueryOptions(userId ?? '', viewerId), enabled: Boolean(userId) });
}

/** GET /collections/getPublicCollectionsByBusiness?businessId: the public collections that hold a listing. */
export function getBusinessCollections({ businessId, signal }: { businessId: string; signal?: AbortSignal }) {
  return apiRoute('GET /collections/getPublicCollectionsByBusiness', { query: { businessId } }, { signal }).then((answer) => answer.data);
}

export const businessCollectionsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: collectionKeys.ofBusiness(businessId), queryFn: ({ signal }) => getBusinessCollections({ businessId, signal }) });
