import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../lib/api-route';

/** GET /city/all: popular cities, or a name type-ahead. */
export function getCities({ name, popular, limit, signal }: { name?: string; popular?: boolean; limit?: number; signal?: AbortSignal }) {
  return apiRoute('GET /city/all', { query: { name, popular: popular ? 'true' : undefined, limit } }, { signal }).then((answer) => answer.data);
}

export function getCitiesQueryOptions(name: string) {
  const text = name.trim();
  return queryOptions({
    queryKey: ['cities', text],
    // The type-ahead only asks when there is text (spec 1 §2); otherwise the popular twelve.
    queryFn: ({ signal }) => (text ? getCities({ name: text, limit: 10, signal }) : getCities({ popular: true, signal })),
    staleTime: 10 * 60_000,
  });
}

export function useCities(name: string) {
  return useQuery({ ...getCitiesQueryOptions(name), placeholderData: keepPreviousData });
}
