import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightPeriod, InsightsResponse } from '@shared/insights/metrics';
import { api } from '../../../lib/api-client';

/** GET /businesses/insights/{businessId}?days=: a listing's numbers per day and the period before (owner or admin). */
export function getInsightsQueryOptions(businessId: string, days: InsightPeriod) {
  return queryOptions({
    queryKey: ['insights', businessId, days],
    queryFn: ({ signal }) => api.get<InsightsResponse>(`/businesses/insights/${encodeURIComponent(businessId)}`, { params: { days }, signal }),
    staleTime: 60_000,
    // A 403 or 404 will not change on a retry.
    retry: false,
  });
}

export function useInsights(businessId: string | undefined, days: InsightPeriod) {
  return useQuery({ ...getInsightsQueryOptions(businessId ?? '', days), enabled: Boolean(businessId) });
}
