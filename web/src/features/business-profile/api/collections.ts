import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCollectionInput } from '@shared/schemas/collection';
import { businessCollectionsQueryOptions, collectionKeys, useMemberCollections } from '../../../api/collections';
import { apiRoute } from '../../../lib/api-route';

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
    mutationFn: (input: AddCollectionInput) => apiRoute('POST /collections/add', { body: input }).then((answer) => answer.data),
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
      apiRoute('PATCH /collections/saveBusiness/{collectionId}', { path: { collectionId }, query: { businessId }, body: { cityName } }),
    onSuccess: (_answer, { collectionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.member(userId) }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.one(collectionId) }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.ofBusiness(businessId) }),
      ]),
  });
}
