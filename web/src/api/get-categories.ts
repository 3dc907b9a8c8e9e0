import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { apiRoute } from '../lib/api-route';

/** GET /categories/all: the active main categories, each with its sub categories. */
export function getMainCategories(signal?: AbortSignal): Promise<CategoryResponse[]> {
  return apiRoute('GET /categories/all', { query: { status: 'active', limit: 1000 } }, { signal }).then((answer) => answer.data);
}

export function getMainCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'main'],
    queryFn: ({ signal }) => getMainCategories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useMainCategories() {
  return useQuery(getMainCategoriesQueryOptions());
}

/** GET /subcategories/subCatByParent/{id} or /subsub/subsubCatByParent?parentSub: a category's active children (deactivated ones leave public pickers). */
export function getChildCategoriesQueryOptions(level: 'sub' | 'subsub', parentId: string) {
  return queryOptions({
    queryKey: ['categories', level, parentId],
    queryFn: ({ signal }) =>
      (level === 'sub'
        ? apiRoute('GET /subcategories/subCatByParent/{id}', { path: { id: parentId }, query: { limit: 50, status: 'active' } }, { signal })
        : apiRoute('GET /subsub/subsubCatByParent', { query: { parentSub: parentId, limit: 50, status: 'active' } }, { signal })
      ).then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}

/** The children of several parents at once, flattened. */
export function useChildCategories(level: 'sub' | 'subsub', parentIds: string[]) {
  return useQueries({
    queries: parentIds.map((parentId) => getChildCategoriesQueryOptions(level, parentId)),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
}
