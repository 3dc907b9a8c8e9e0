import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddProductInput, UpdateProductInput } from '@shared/schemas/product';
import { nullWhenNotFound } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';
import { useDeferredResult } from '../../../lib/react-query';

/**
 * GET /products/getProductBySlug: the product page's one read (product, seller
 * and discount). No such product is an answer (null, the 404 page), not an
 * error, so the server renders it and the browser hydrates the same.
 */
export function productBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: ['products', 'slug', slug],
    queryFn: ({ signal }) => apiRoute('GET /products/getProductBySlug', { query: { slug } }, { signal }).catch(nullWhenNotFound),
  });
}

/** GET /products/{id}: the edit screen's load. */
export function productByIdQuery(id: string) {
  return queryOptions({
    queryKey: ['products', 'id', id],
    queryFn: ({ signal }) => apiRoute('GET /products/{id}', { path: { id } }, { signal }).then((answer) => answer.data),
  });
}

/** GET /products/all: a seller's, business's or category's products (10 per page). */
export function useProductList(scope: { userId?: string; productCategoryId?: string; businessId?: string; exclude?: string }, cursor?: string) {
  const enabled = Boolean(scope.userId || scope.productCategoryId || scope.businessId);
  return useDeferredResult(
    useQuery({
      queryKey: ['products', 'list', scope, cursor ?? null],
      queryFn: ({ signal }) => apiRoute('GET /products/all', { query: { ...scope, cursor } }, { signal }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}

export interface ProductSearchParams {
  cityName: string;
  category?: string;
  subcat?: string;
  subsubCat?: string;
  productCategoryId?: string;
  find?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
  page: number;
}

const numberParam = (value: string | null) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** The search a product results page's URL asks for (the server's prefetch and the page read it the same way). */
export function productSearchParamsFromUrl(cityName: string, params: URLSearchParams): ProductSearchParams {
  const inCategory = Boolean(params.get('category') || params.get('subcat') || params.get('subsubCat') || params.get('productCategoryId'));
  return {
    cityName,
    category: params.get('category') ?? undefined,
    subcat: params.get('subcat') ?? undefined,
    subsubCat: params.get('subsubCat') ?? undefined,
    productCategoryId: params.get('productCategoryId') ?? undefined,
    // A category link carries its slug in `find` for the heading; the category itself is the filter.
    find: inCategory ? undefined : params.get('find')?.trim() || undefined,
    minPrice: numberParam(params.get('minPrice')),
    maxPrice: numberParam(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true' ? 'true' : undefined,
    page: Math.max(1, numberParam(params.get('page')) ?? 1),
  };
}

/** GET /products/search: the product search page and category product lists. */
export function productSearchQuery(params: ProductSearchParams) {
  return queryOptions({
    queryKey: ['products', 'search', params],
    queryFn: ({ signal }) => apiRoute('GET /products/search', { query: { ...params, limit: 12 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductSearch(params: ProductSearchParams) {
  return useQuery(productSearchQuery(params));
}

/** PATCH /products/addView/{id}: once per page view; a failure is silent. */
export const countProductView = (id: string) => apiRoute('PATCH /products/addView/{id}', { path: { id } }).catch(() => undefined);

export const addProduct = (input: AddProductInput) => apiRoute('POST /products/add', { body: input });
export const updateProduct = (id: string, input: UpdateProductInput) => apiRoute('PATCH /products/update/{id}', { path: { id }, body: input });
export const deleteProduct = (id: string) => apiRoute('DELETE /products/delete/{id}', { path: { id } });
export const deleteProductImage = (id: string, index: number) => apiRoute('PATCH /products/deleteProductImageByIndex/{id}', { path: { id }, body: { index } });

/** GET /pcategories/getCatBySlug: a product category of any level by its id or slug (null when there is none). */
export function productCategoryBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: ['pcategories', 'by-slug', slug],
    queryFn: ({ signal }) =>
      apiRoute('GET /pcategories/getCatBySlug', { query: { slug } }, { signal })
        .then((answer) => answer.data[0] ?? null)
        .catch(nullWhenNotFound),
  });
}
