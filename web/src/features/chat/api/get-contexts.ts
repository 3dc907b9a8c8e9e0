import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** POST /businesses/getContexts/{businessId}: the chat with a business (messages, both cards, the owner). */
export function getContexts(businessId: string, cityName: string, signal?: AbortSignal) {
  return apiRoute('POST /businesses/getContexts/{businessId}', { path: { businessId }, body: { cityName } }, { signal });
}

export const getContextsQueryOptions = (businessId: string, cityName: string) =>
  queryOptions({
    queryKey: ['chat', 'contexts', businessId, cityName],
    queryFn: ({ signal }) => getContexts(businessId, cityName, signal),
    staleTime: 0,
  });

export function useContexts(businessId: string | undefined, cityName: string | undefined) {
  return useQuery({ ...getContextsQueryOptions(businessId ?? '', cityName ?? ''), enabled: Boolean(businessId && cityName) });
}
