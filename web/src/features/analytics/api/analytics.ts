import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';
import { addIndiaDays, indiaDay } from '@shared/time/india';

/** GET /analytics/today: the daily analytics object of the current India (IST) day. */
export function getTodayAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: ['analytics', 'today'],
    queryFn: ({ signal }) => apiRoute('GET /analytics/today', {}, { signal }),
    refetchInterval: 60_000,
  });
}

export function useTodayAnalytics() {
  return useQuery(getTodayAnalyticsQueryOptions());
}

/** GET /businesses/getTodayBusinessStats: its length is 'Total Added Businesses Today'. */
export function getTodayBusinessStatsQueryOptions() {
  return queryOptions({
    queryKey: ['analytics', 'today-businesses'],
    queryFn: ({ signal }) => apiRoute('GET /businesses/getTodayBusinessStats', {}, { signal }),
    refetchInterval: 60_000,
  });
}

export function useTodayBusinessStats() {
  return useQuery(getTodayBusinessStatsQueryOptions());
}

/** The India (IST) days from `days - 1` days ago to today. */
export function lastDays(days: number, now = new Date()) {
  const to = indiaDay(now);
  return { from: addIndiaDays(to, -(days - 1)), to };
}

/** GET /analytics/daily?from=&to=: the counters per day for the charts. */
export function getDailyAnalyticsQueryOptions(days: number) {
  return queryOptions({
    queryKey: ['analytics', 'daily', days],
    queryFn: ({ signal }) => apiRoute('GET /analytics/daily', { query: lastDays(days) }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDailyAnalytics(days: number) {
  return useQuery(getDailyAnalyticsQueryOptions(days));
}
