import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightPeriod } from '@shared/insights/metrics';
import { apiRoute } from '../../../lib/api-route';

/** GET /businesses/insights/{businessId}?days=: a listing's numbers per day and the period before (owner or admin). */
export function getInsightsQueryOptions(businessId: string, days: InsightPeriod) {
  return queryOptions({
    queryKey: ['insights', businessId, days],
    queryFn: ({ signal }) => apiRoute('GET /businesses/insights/{businessId}', { path: { businessId }, query: { days: `${days}` as const } }, { signal }),
    staleTime: 60_000,
    // A 403 or 404 will not change on a retry.
    retry: false,
  });
}

export function useInsights(businessId: string | undefined, days: InsightPeriod) {
  return useQuery({ ...getInsightsQueryOptions(businessId ?? '', days), enabled: Boolean(businessId) });
}
