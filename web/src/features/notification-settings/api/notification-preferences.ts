import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesPatch } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';

const preferencesKey = ['notificationPreferences'] as const;

/** GET /users/notificationPreferences: the caller's switches. */
export const useNotificationPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<{ preferences: NotificationPreferences }>('/users/notificationPreferences', { signal }),
    select: (answer) => answer.preferences,
  });

/** PATCH /users/notificationPreferences with only what changed; the answer (every switch) replaces the cache. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationPreferencesPatch) => api.patch<{ preferences: NotificationPreferences }>('/users/notificationPreferences', patch),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey, answer),
  });
}

/** POST /notifications/unsubscribe?token=: no sign-in, the emailed token says who and what. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => api.post<{ unsubscribed: string; message: string }>('/notifications/unsubscribe', undefined, { params: { token } }),
  });
