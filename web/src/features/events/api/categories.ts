import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventCategoryResponse } from '@shared/schemas/event';
import { api } from '../../../lib/api-client';

/** GET /events/getEventCats: the categories with their sub categories (they rarely change). */
export function getEventCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['events', 'categories'],
    queryFn: ({ signal }) => api.get<{ data: EventCategoryResponse[] }>('/events/getEventCats', { signal }).then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}

export function useEventCategories() {
  return useQuery(getEventCategoriesQueryOptions());
}

/** GET /events/getEventSubCatsByParent?parentId=. */
export function useEventSubCategories(parentId: string | undefined) {
  return useQuery({
    queryKey: ['events', 'subcategories', parentId],
    queryFn: ({ signal }) =>
      api.get<{ data: Array<{ _id: string; name: string; nameHi?: string; slug: string }> }>('/events/getEventSubCatsByParent', { params: { parentId }, signal }).then((answer) => answer.data),
    enabled: Boolean(parentId),
    staleTime: 10 * 60_000,
  });
}
