import type { ChatContextsResponse } from '@shared/schemas/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /businesses/getContexts/{businessId}: the chat with a business (messages, both cards, the owner). */
export function getContexts(businessId: string, cityName: string, signal?: AbortSignal) {
  return api.post<ChatContextsResponse>(`/businesses/getContexts/${encodeURIComponent(businessId)}`, { cityName }, { signal });
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
