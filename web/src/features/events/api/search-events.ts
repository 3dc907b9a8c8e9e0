import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_LIMIT } from '@shared/schemas/search';
import { apiRoute } from '../../../lib/api-route';

/** GET /search?type=events: the city's upcoming events whose name (or category) matches, from the search index. */
export function eventSearchQueryOptions(city: string, find: string) {
  return queryOptions({
    queryKey: ['events', 'search', city, find],
    queryFn: ({ signal }) => apiRoute('GET /search', { query: { query: find, location: city, type: 'events', limit: SEARCH_MAX_LIMIT } }, { signal }).then((answer) => answer.events),
    enabled: find.trim().length > 0,
  });
}

export function useEventSearch(city: string, find: string) {
  return useQuery(eventSearchQueryOptions(city, find));
}
