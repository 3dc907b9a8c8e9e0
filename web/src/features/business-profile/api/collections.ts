import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCollectionInput } from '@shared/schemas/collection';
import { api } from '../../../lib/api-client';

export interface CollectionSummary {
  _id: string;
  name: string;
  description: string;
  public: boolean;
  images: string[];
  businessCount: number;
  businessIds: string[];
}

/** GET /collections/all?userId: the user's collections (all of them for the user themself). */
export function getCollections({ userId, signal }: { userId: string; signal?: AbortSignal }) {
  return api.get<{ data: { collections: CollectionSummary[] } }>('/collections/all', { params: { userId }, signal }).then((answer) => answer.data.collections);
}

export function getCollectionsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['collections', userId], queryFn: ({ signal }) => getCollections({ userId, signal }) });
}

export function useCollections(userId: string | undefined) {
  return useQuery({ ...getCollectionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** GET /collections/getPublicCollectionsByBusiness: the In Collections tab. */
export function getPublicCollectionsOf({ businessId, signal }: { businessId: string; signal?: AbortSignal }) {
  return api.get<{ data: CollectionSummary[] }>('/collections/getPublicCollectionsByBusiness', { params: { businessId }, signal }).then((answer) => answer.data);
}

export function getPublicCollectionsOfQueryOptions(businessId: string) {
  return queryOptions({ queryKey: ['collections', 'of-business', businessId], queryFn: ({ signal }) => getPublicCollectionsOf({ businessId, signal }) });
}

export function usePublicCollectionsOf(businessId: string, enabled = true) {
  return useQuery({ ...getPublicCollectionsOfQueryOptions(businessId), enabled });
}

/** POST /collections/add. */
export function useCreateCollection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCollectionInput) => api.post<{ data: CollectionSummary }>('/collections/add', input).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCollectionsQueryOptions(userId).queryKey }),
  });
}

/** PATCH /collections/saveBusiness/{collectionId}?businessId: saves, or takes out when already saved. */
export function useToggleSaved(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, cityName }: { collectionId: string; cityName: string }) =>
      api.patch<{ saved: boolean; message: string }>(`/collections/saveBusiness/${encodeURIComponent(collectionId)}`, { cityName }, { params: { businessId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getCollectionsQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getPublicCollectionsOfQueryOptions(businessId).queryKey }),
      ]),
  });
}
