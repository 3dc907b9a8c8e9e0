import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesPatch } from '@shared/schemas/notifications';
import { apiRoute } from '../../../lib/api-route';

const preferencesKey = ['notificationPreferences'] as const;

/** GET /users/notificationPreferences: the caller's switches. */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => apiRoute('GET /users/notificationPreferences', {}, { signal }),
    select: (answer) => answer.preferences,
  });

/** PATCH /users/notificationPreferences with only what changed; the answer (every switch) replaces the cache. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationPreferencesPatch) => apiRoute('PATCH /users/notificationPreferences', { body: patch }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer),
  });
}

/** POST /notifications/unsubscribe?token=: no sign-in, the emailed token says who and what. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => apiRoute('POST /notifications/unsubscribe', { query: { token } }),
  });
