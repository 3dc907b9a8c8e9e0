import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingsPageScope } from '@shared/schemas/search';
import type { GeoPoint } from '@shared/geo/location';
import { categoryDescription } from '@shared/i18n/category-title';
import { useLocale } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';
import type { ListingFilterState } from '../filter-state';

export const LISTINGS_PAGE_SIZE = 10;

const flagText = (on: boolean) => (on ? ('true' as const) : ('false' as const));

/**
 * GET /businesses/all: a page of a city's listings, narrowed by the sidebar's
 * filters. With the visitor's position (kept in the browser) the cards carry
 * their distance; without it a distance sort (a shared link) is left out.
 */
export function getListingsQueryOptions(scope: ListingsPageScope, filters: ListingFilterState, page: number, position?: GeoPoint | null) {
  // Flags go as the query string writes them: a filter only when it is on, `exact` either way.
  const params = {
    ...scope,
    exact: scope.exact === undefined ? undefined : flagText(scope.exact),
    openNow: filters.openNow ? flagText(true) : undefined,
    claimed: filters.claimed ? flagText(true) : undefined,
    rating: filters.rating,
    paymentTypes: filters.paymentType,
    days: filters.day,
    timeBands: filters.timeBand,
    priceRanges: filters.priceBand,
    businessTypes: filters.businessType,
    sort: filters.sort === 'distance' && !position ? undefined : filters.sort,
    ...(position ? { lat: position.lat, lng: position.lng } : {}),
    page,
    limit: LISTINGS_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: ['listings', params],
    queryFn: ({ signal }) => apiRoute('GET /businesses/all', { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useListings(scope: ListingsPageScope, filters: ListingFilterState, page: number, position?: GeoPoint | null) {
  return useQuery(getListingsQueryOptions(scope, filters, page, position));
}

/** GET /categories/getCatBySlug: the category behind a landing page's slug (any level). */
export function getCategoryBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['categories', 'by-slug', slug],
    // No such category is an answer (null: the 404 page), so the server renders it and the browser hydrates the same.
    queryFn: ({ signal }) =>
      apiRoute('GET /categories/getCatBySlug', { query: { slug } }, { signal })
        .then((answer) => answer.data[0] ?? null)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
    staleTime: 10 * 60_000,
  });
}

export function useCategoryBySlug(slug: string) {
  return useQuery(getCategoryBySlugQueryOptions(slug));
}

/** GET /categories/getDescByCategoryId: the category's text for this city, in the page's language (the Hindi where there is one). */
export function useCategoryDescription(categoryId: string | undefined, cityName: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['categories', 'description', categoryId, cityName],
    queryFn: ({ signal }) => apiRoute('GET /categories/getDescByCategoryId', { query: { id: categoryId ?? '', cityName } }, { signal }).then((answer) => answer.data),
    select: (data) => categoryDescription(data, locale),
    enabled: Boolean(categoryId),
    staleTime: 10 * 60_000,
  });
}
