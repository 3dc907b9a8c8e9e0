import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCollectionInput, CollectionResponse } from '@shared/schemas/collection';
import { businessCollectionsQueryOptions, collectionKeys, useMemberCollections } from '../../../api/collections';
import { api } from '../../../lib/api-client';

/** The signed-in user's own collections (all of them), under the same key as their member page. */
export function useCollections(userId: string | undefined) {
  return useMemberCollections(userId, userId);
}

/** The In Collections tab: the public collections that hold the listing. */
export function usePublicCollectionsOf(businessId: string, enabled = true) {
  return useQuery({ ...businessCollectionsQueryOptions(businessId), enabled });
}

/** POST /collections/add. */
export function useCreateCollection(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCollectionInput) => api.post<{ data: CollectionResponse }>('/collections/add', input).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.member(userId) }),
  });
}

/**
 * PATCH /collections/saveBusiness/{collectionId}?businessId: saves, or takes
 * out when already saved. The user's lists (the member page too), the
 * collection's own page and the listing's In Collections tab all change.
 */
export function useToggleSaved(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, cityName }: { collectionId: string; cityName: string }) =>
      api.patch<{ saved: boolean; message: string }>(`/collections/saveBusiness/${encodeURIComponent(collectionId)}`, { cityName }, { params: { businessId } }),
    onSuccess: (_answer, { collectionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.member(userId) }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.one(collectionId) }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.ofBusiness(businessId) }),
      ]),
  });
}
