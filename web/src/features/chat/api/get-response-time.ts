import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** GET /chat/responseTime/{businessId}: how quickly the business answers Ask (last 30 days). */
export function getResponseTime(businessId: string, signal?: AbortSignal) {
  return apiRoute('GET /chat/responseTime/{businessId}', { path: { businessId } }, { signal });
}

export const getResponseTimeQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: ['chat', 'response-time', businessId], queryFn: ({ signal }) => getResponseTime(businessId, signal), staleTime: 5 * 60_000 });

export function useResponseTime(businessId: string) {
  return useQuery(getResponseTimeQueryOptions(businessId));
}
