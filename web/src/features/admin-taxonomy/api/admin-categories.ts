import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryPageResponse } from '@shared/schemas/taxonomy';
import { ADMIN_LIST_QUERY } from '../../../components/ui/admin-list';
import { apiRoute } from '../../../lib/api-route';
import type { CategoryLevelConfig, CategoryListSource } from './category-levels';

/** The first key segment of each query here, so a save can refresh them all. */
const CATEGORY_QUERY = 'admin-category';
const OPTIONS_QUERY = 'admin-category-options';

/** GET …/getCatBySlug?slug=: the category being edited, with its parents titled. */
export function getAdminCategoryQueryOptions(level: CategoryLevelConfig, slug: string | undefined) {
  return queryOptions({
    queryKey: [CATEGORY_QUERY, level.tree, slug],
    queryFn: ({ signal }) => apiRoute(level.bySlugRoute, { query: { slug: slug ?? '' } }, { signal }).then((answer) => answer.data[0] ?? null),
    enabled: Boolean(slug),
  });
}

export function useAdminCategory(level: CategoryLevelConfig, slug: string | undefined) {
  return useQuery(getAdminCategoryQueryOptions(level, slug));
}

/** The search text and paging the admin lists add to a list route's query. */
export interface CategoryPageQuery {
  title?: string;
  page?: number;
  limit: number;
}

/** One page of a list route's categories, under the source's parent when it names one. */
export function getCategoryPage(source: CategoryListSource, page: CategoryPageQuery, signal?: AbortSignal): Promise<CategoryPageResponse> {
  switch (source.route) {
    case 'GET /subcategories/subCatByParent/{id}':
      return apiRoute(source.route, { path: source.path, query: page }, { signal });
    case 'GET /psubcategories/subCatByParent/{parentId}':
      return apiRoute(source.route, { path: source.path, query: page }, { signal });
    case 'GET /subsub/subsubCatByParent':
    case 'GET /psubsub/subsubCatByParent':
      return apiRoute(source.route, { query: { ...source.query, ...page } }, { signal });
    case 'GET /subsub/subsubCatByMainParent':
      return apiRoute(source.route, { query: { ...source.query, ...page } }, { signal });
    case 'GET /product-categories/all':
      return apiRoute(source.route, { query: { ...source.query, ...page } }, { signal });
    default:
      return apiRoute(source.route, { query: page }, { signal });
  }
}

/** The options of a parent multi-select: one GET of up to 1000 categories. */
export function getCategoryOptionsQueryOptions(source: CategoryListSource) {
  return queryOptions({
    queryKey: [OPTIONS_QUERY, source],
    queryFn: ({ signal }) => getCategoryPage(source, { limit: 1000 }, signal).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

export function useCategoryOptions(source: CategoryListSource) {
  return useQuery(getCategoryOptionsQueryOptions(source));
}

/** The JSON body of the admin forms (spec 3 §7, sent as JSON with the image as an upload key). */
export interface CategoryFormBody {
  title: string;
  /** The Hindi title and description (issue #28); blank means none (an update removes them). */
  titleHi?: string;
  status: boolean;
  description: string;
  descriptionHi?: string;
  image?: string | null;
  parentCategories?: string[];
  parent?: string[];
  parentSub?: string[];
  parentSubSub?: string[];
  /** Main categories only, when editing: flags it for the home grid and popular lists. */
  popular?: boolean;
}

/** POST …/add, or PATCH …/update/{id} when editing. */
export function saveCategory({ level, id, body }: { level: CategoryLevelConfig; id?: string; body: CategoryFormBody }) {
  return id ? apiRoute(level.updateRoute, { path: { id }, body }) : apiRoute(level.addRoute, { body: { ...body, image: body.image ?? undefined } });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // Every list, option list and the public category lists may show the change; the form answers without waiting for their refetch.
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_QUERY] }),
        queryClient.invalidateQueries({ queryKey: [OPTIONS_QUERY] }),
        queryClient.invalidateQueries({ queryKey: [CATEGORY_QUERY] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]);
    },
  });
}
