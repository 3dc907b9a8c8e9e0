import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveArticleInput } from '@shared/schemas/article';
import { nullWhenNotFound } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';

export interface ArticleFilters {
  blogCategoryId?: string;
  businessId?: string;
  cityName?: string;
  find?: string;
  limit?: number;
}

const clean = (filters: ArticleFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as ArticleFilters;

/** GET /blogs/all, newest first (or best match for `find`), a page per signed cursor. */
export function getArticlesQueryOptions(filters: ArticleFilters & { withCategories?: 'true' }) {
  const params: ArticleFilters & { withCategories?: 'true' } = clean(filters);
  return infiniteQueryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: ({ pageParam, signal }) => apiRoute('GET /blogs/all', { query: { ...params, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
  });
}

export function useArticles(filters: ArticleFilters, enabled = true) {
  return useInfiniteQuery({ ...getArticlesQueryOptions(filters), enabled });
}

/** GET /blogs/getBlogCategories: the filter chips and the editor's select. */
export function getBlogCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['articles', 'categories'],
    queryFn: ({ signal }) => apiRoute('GET /blogs/getBlogCategories', {}, { signal }).then((answer) => answer.data),
    staleTime: 30 * 60_000,
  });
}

export function useBlogCategories() {
  return useQuery(getBlogCategoriesQueryOptions());
}

/** GET /blogs/getBlogBySlug: the article page's one read (article, business card, related articles); null when there is none. */
export function getArticlePageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['articles', 'page', slug],
    queryFn: ({ signal }) => apiRoute('GET /blogs/getBlogBySlug', { query: { slug } }, { signal }).catch(nullWhenNotFound),
    staleTime: 60_000,
  });
}

export function useArticlePage(slug: string) {
  return useQuery(getArticlePageQueryOptions(slug));
}

/** GET /blogs/getUserBlogs: the signed-in author's articles. */
export function useMyArticles() {
  return useInfiniteQuery({
    queryKey: ['articles', 'mine'],
    queryFn: ({ pageParam, signal }) => apiRoute('GET /blogs/getUserBlogs', { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /blogs/{id}: the editor's load (owner or admin). */
export function useArticleForEdit(articleId: string | undefined) {
  return useQuery({
    queryKey: ['articles', 'edit', articleId],
    queryFn: ({ signal }) => apiRoute('GET /blogs/{id}', { path: { id: articleId! } }, { signal }).then((answer) => answer.data),
    enabled: Boolean(articleId),
  });
}

/** POST /blogs/add or PATCH /blogs/update/{id}. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, articleId }: { body: SaveArticleInput; articleId?: string }) =>
      articleId ? apiRoute('PATCH /blogs/update/{id}', { path: { id: articleId }, body }) : apiRoute('POST /blogs/add', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['articles'] }),
  });
}

/** DELETE /blogs/delete/{id}. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) => apiRoute('DELETE /blogs/delete/{id}', { path: { id: articleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['articles'] }),
  });
}

/** PATCH /blogs/addView/{id} once per visit; a failure is silent. */
export function countArticleView(articleId: string) {
  return apiRoute('PATCH /blogs/addView/{id}', { path: { id: articleId } }).catch(() => undefined);
}
