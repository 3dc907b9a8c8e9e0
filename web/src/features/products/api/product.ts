import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddProductInput, UpdateProductInput } from '@shared/schemas/product';
import { api } from '../../../lib/api-client';
import type { ProductDetail, ProductPage, ProductSearchResponse, Seller } from '../types';

/** GET /products/getProductBySlug: the product page's one read (product, seller and discount). */
export function productBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: ['products', 'slug', slug],
    queryFn: ({ signal }) => api.get<{ data: ProductDetail; seller: Seller | null }>('/products/getProductBySlug', { params: { slug }, signal }),
  });
}

/** GET /products/{id}: the edit screen's load. */
export function productByIdQuery(id: string) {
  return queryOptions({
    queryKey: ['products', 'id', id],
    queryFn: ({ signal }) => api.get<{ data: ProductDetail }>(`/products/${encodeURIComponent(id)}`, { signal }).then((answer) => answer.data),
  });
}

/** GET /products/all: a seller's, business's or category's products (10 per page). */
export function useProductList(scope: { userId?: string; productCategoryId?: string; businessId?: string; exclude?: string }, cursor?: string) {
  const enabled = Boolean(scope.userId || scope.productCategoryId || scope.businessId);
  return useQuery({
    queryKey: ['products', 'list', scope, cursor ?? null],
    queryFn: ({ signal }) => api.get<ProductPage>('/products/all', { params: { ...scope, cursor }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
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

/** GET /products/search: the product search page and category product lists. */
export function useProductSearch(params: ProductSearchParams) {
  return useQuery({
    queryKey: ['products', 'search', params],
    queryFn: ({ signal }) => api.get<ProductSearchResponse>('/products/search', { params: { ...params, limit: 12 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /products/addView/{id}: once per page view; a failure is silent. */
export const countProductView = (id: string) => api.patch(`/products/addView/${encodeURIComponent(id)}`).catch(() => undefined);

export const addProduct = (input: AddProductInput) => api.post<{ data: ProductDetail; message: string }>('/products/add', input);
export const updateProduct = (id: string, input: UpdateProductInput) => api.patch<{ data: ProductDetail; message: string }>(`/products/update/${encodeURIComponent(id)}`, input);
export const deleteProduct = (id: string) => api.delete<{ message: string }>(`/products/delete/${encodeURIComponent(id)}`);
export const deleteProductImage = (id: string, index: number) =>
  api.patch<{ data: ProductDetail; message: string }>(`/products/deleteProductImageByIndex/${encodeURIComponent(id)}`, { index });
