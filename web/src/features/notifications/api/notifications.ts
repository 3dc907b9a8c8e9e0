import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MarkNotificationsReadInput } from '@shared/schemas/notifications';
import { apiRoute } from '../../../lib/api-route';
import { useChatSocket } from '../../../lib/chat-socket';
import { useSession } from '../../../lib/session-context';

const PAGE_SIZE = 20;
const notificationsKey = ['notifications'] as const;

/** GET /notifications: the caller's own, newest first, 20 at a time. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, 'list'],
    queryFn: ({ pageParam, signal }) => apiRoute('GET /notifications', { query: { limit: PAGE_SIZE, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());

/** GET /notifications/unreadCount: the bell's number (kept live by useLiveNotifications). */
export function useUnreadNotificationCount() {
  const { isSignedIn } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [...notificationsKey, 'unreadCount'],
      queryFn: ({ signal }) => apiRoute('GET /notifications/unreadCount', {}, { signal }),
      enabled: isSignedIn,
      select: (answer) => answer.count,
    }),
  );
}

/** PATCH /notifications/markRead with { ids } or { all: true }; the list and the count are read again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsReadInput) => apiRoute('PATCH /notifications/markRead', { body: input }),
    onSuccess: ({ count }) => {
      queryClient.setQueryData([...notificationsKey, 'unreadCount'], { count });
      return queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

/**
 * Keeps the bell and the list live over the tab's existing socket (the one
 * the chat opened for the signed-in user): a `notification` frame, or a
 * reconnection that may have missed some, reads the count and list again.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const { subscribe, connection } = useChatSocket();
  useEffect(
    () =>
      subscribe((frame) => {
        if (frame.type === 'notification') void queryClient.invalidateQueries({ queryKey: notificationsKey });
        // Marked read in another tab: this tab's count and list follow.
        if (frame.type === 'notificationCount') {
          queryClient.setQueryData([...notificationsKey, 'unreadCount'], { count: frame.data.count });
          void queryClient.invalidateQueries({ queryKey: [...notificationsKey, 'list'] });
        }
      }),
    [subscribe, queryClient],
  );
  useEffect(() => {
    if (connection > 1) void queryClient.invalidateQueries({ queryKey: notificationsKey });
  }, [connection, queryClient]);
}
