import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchType } from '@shared/schemas/search';
import { apiRoute } from '../lib/api-route';

export type { TrendingSearch } from '@shared/schemas/content';

/** GET /search: suggestions of four kinds for a query in a city. */
export function useSearchSuggestions(query: string, location: string, type: SearchType) {
  return useQuery({
    queryKey: ['search', location, type, query],
    queryFn: ({ signal }) => apiRoute('GET /search', { query: { query, location, type: type } }, { signal }),
    enabled: query.trim().length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** GET /trendingBusiness/all?type: what people search for. */
export function getTrendingQueryOptions(type: SearchType) {
  return queryOptions({
    queryKey: ['trending', type],
    queryFn: ({ signal }) => apiRoute('GET /trendingBusiness/all', { query: { type } }, { signal }).then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}

/** `enabled` false keeps what is cached but asks nothing (the header's list asks only once it opens). */
export function useTrending(type: SearchType, enabled = true) {
  return useQuery({ ...getTrendingQueryOptions(type), enabled });
}
