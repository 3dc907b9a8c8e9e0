import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionDetail, CollectionPage, UpdateCollectionInput } from '@shared/schemas/collection';
import { collectionKeys } from '../../../api/collections';
import { ApiError } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';

export type { CollectionDetail, CollectionWithBusinesses } from '@shared/schemas/collection';

/** GET /collections/public: everyone's public collections, newest first (the first page is server-rendered). */
export const publicCollectionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: collectionKeys.public(),
    queryFn: ({ pageParam, signal }) => apiRoute('GET /collections/public', { query: { limit: 12, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });

export const usePublicCollections = () => useInfiniteQuery(publicCollectionsQueryOptions());

/** A collection the viewer may not read (403) or that does not exist (404): an answer the page shows, not an error. */
export interface CollectionDenied {
  denied: 403 | 404;
}

const collectionPage = (collectionId: string, cursor: string | null, signal?: AbortSignal) =>
  apiRoute('GET /collections/{collectionId}', { path: { collectionId }, query: { limit: 50, cursor: cursor ?? undefined } }, { signal });

/**
 * GET /collections/{id}: one collection with its first 50 businesses. Keyed by
 * the viewer, since a private collection answers only its owner.
 */
export const collectionQueryOptions = (collectionId: string, viewerId: string | undefined) =>
  queryOptions({
    queryKey: collectionKeys.oneSeenBy(collectionId, viewerId),
    queryFn: ({ signal }): Promise<CollectionPage<CollectionDetail> | CollectionDenied> =>
      collectionPage(collectionId, null, signal).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return { denied: error.status };
        throw error;
      }),
  });

export const useCollection = (collectionId: string, viewerId: string | undefined) => useQuery(collectionQueryOptions(collectionId, viewerId));

/** The businesses after the first page, loaded when the viewer asks for more. */
export function useMoreCollectionBusinesses(collectionId: string, viewerId: string | undefined, firstCursor: string | null) {
  return useInfiniteQuery({
    queryKey: [...collectionKeys.oneSeenBy(collectionId, viewerId), 'more', firstCursor],
    queryFn: ({ pageParam, signal }) => collectionPage(collectionId, pageParam, signal),
    initialPageParam: firstCursor,
    getNextPageParam: (page) => page.cursor,
    enabled: false,
  });
}

/** A change to one collection shows on its page, its owner's lists, the public list and its listings' In Collections tabs. */
function useRefreshCollection() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}

/** PATCH /collections/update/{id}: rename, describe, or switch public/private (owner only). */
export function useUpdateCollection(collectionId: string) {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (changes: UpdateCollectionInput) => apiRoute('PATCH /collections/update/{collectionId}', { path: { collectionId }, body: changes }),
    onSuccess: refresh,
  });
}

/** PATCH /collections/removeBusiness/{id}?businessId (owner only). */
export function useRemoveFromCollection(collectionId: string) {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (businessId: string) => apiRoute('PATCH /collections/removeBusiness/{collectionId}', { path: { collectionId }, query: { businessId } }),
    onSuccess: refresh,
  });
}
