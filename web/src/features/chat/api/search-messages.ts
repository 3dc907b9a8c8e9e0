import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** GET /chat/searchMessagesInConversation/{conversationId}?query=: a participant's matching messages. */
export function searchMessages(conversationId: string, query: string, signal?: AbortSignal) {
  return apiRoute('GET /chat/searchMessagesInConversation/{conversationId}', { path: { conversationId }, query: { query } }, { signal });
}

export const searchMessagesQueryOptions = (conversationId: string, query: string) =>
  queryOptions({
    queryKey: ['chat', 'search', conversationId, query],
    queryFn: ({ signal }) => searchMessages(conversationId, query, signal),
    staleTime: 0,
  });

/** Searches once the (debounced) text is not empty; empty text is ignored (spec 2 §5). */
export function useSearchMessages(conversationId: string | undefined, query: string) {
  return useQuery({ ...searchMessagesQueryOptions(conversationId ?? '', query.trim()), enabled: Boolean(conversationId && query.trim()) });
}
