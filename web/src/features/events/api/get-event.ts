import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EventResponse } from '@shared/schemas/event';
import { ApiError } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';

/** The detail page's cache entry of an event. */
const eventBySlugKey = (slug: string) => ['events', 'slug', slug] as const;

/** A write that answers with the event (a mark, a cancel) puts it where the detail page reads it. */
export function keepEventAnswer(queryClient: QueryClient, event: EventResponse) {
  queryClient.setQueryData(eventBySlugKey(event.slug), event);
}

/** GET /events/getEventBySlug: the detail page's one read; no such event is null (the server renders 'Event not found' and the browser hydrates the same). */
export function getEventBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: eventBySlugKey(slug),
    queryFn: ({ signal }) =>
      apiRoute('GET /events/getEventBySlug', { query: { slug } }, { signal }).then(
        (answer): EventResponse | null => answer.data,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    retry: false,
  });
}

export function useEventBySlug(slug: string) {
  return useQuery(getEventBySlugQueryOptions(slug));
}

/** GET /events/{id}: the edit and duplicate forms' load. */
export function useEventById(id: string | undefined) {
  return useQuery({
    queryKey: ['events', 'id', id],
    queryFn: ({ signal }) => apiRoute('GET /events/{id}', { path: { id: id! } }, { signal }).then((answer) => answer.data),
    enabled: Boolean(id),
    retry: false,
  });
}
