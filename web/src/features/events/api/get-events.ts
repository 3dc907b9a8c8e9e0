import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import type { EventListQuerySchema, EventListResponse } from '@shared/schemas/event';
import { apiRoute } from '../../../lib/api-route';
import { useDeferredResult } from '../../../lib/react-query';

/** The parameters of GET /events/all the pages use. */
export interface EventsQuery {
  city?: string;
  dateFilter?: z.input<typeof EventListQuerySchema>['dateFilter'];
  startDate?: string;
  endDate?: string;
  interested?: boolean;
  isGoing?: boolean;
  userId?: string;
  businessId?: string;
  eventType?: string;
  eventSubCat?: string;
  sortBy?: 'views';
  page?: number;
  limit?: number;
}

const empty: EventListResponse = { data: [], pagination: { total: 0, page: 1, limit: 18, totalPages: 1 } };

/** GET /events/all: a page of events with the total. */
export function getEvents(query: EventsQuery, signal?: AbortSignal) {
  // A flag is sent only when set ('true'), as the query string carries it.
  return apiRoute('GET /events/all', { query: { ...query, interested: query.interested ? 'true' : undefined, isGoing: query.isGoing ? 'true' : undefined } }, { signal });
}

export function getEventsQueryOptions(query: EventsQuery) {
  return queryOptions({
    queryKey: ['events', 'list', query],
    queryFn: ({ signal }) => getEvents(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A list of events; spec 3 §8: a failed fetch shows an empty list with count 0. */
export function useEvents(query: EventsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const result = useDeferredResult(useQuery({ ...getEventsQueryOptions(query), enabled }));
  return { ...result, list: result.isError ? empty : result.data };
}
