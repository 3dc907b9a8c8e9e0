import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';
import { useDeferredResult } from '../../../lib/react-query';

/** GET /events/getEventCats: the categories with their sub categories (they rarely change). */
export function getEventCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['events', 'categories'],
    queryFn: ({ signal }) => apiRoute('GET /events/getEventCats', {}, { signal }).then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}

export function useEventCategories() {
  return useDeferredResult(useQuery(getEventCategoriesQueryOptions()));
}

/** GET /events/getEventSubCatsByParent?parentId=. */
export function useEventSubCategories(parentId: string | undefined) {
  return useQuery({
    queryKey: ['events', 'subcategories', parentId],
    queryFn: ({ signal }) => apiRoute('GET /events/getEventSubCatsByParent', { query: { parentId: parentId ?? '' } }, { signal }).then((answer) => answer.data),
    enabled: Boolean(parentId),
    staleTime: 10 * 60_000,
  });
}
