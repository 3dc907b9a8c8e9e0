import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';
import type { MutationConfig } from '../../../lib/react-query';
import { endSession, sessionStore } from '../../../lib/session';

/** POST /auth/logout: revokes the refresh token. */
export function logout({ refreshToken }: { refreshToken: string }): Promise<void> {
  return apiRoute('POST /auth/logout', { body: { refreshToken } }, { skipAuthRefresh: true });
}

/**
 * Signs out: the browser forgets the session at once and every cached query
 * is dropped; the server is told to revoke the refresh token, and a failure
 * there does not keep the user signed in.
 */
export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signOut> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: signOut,
    onSettled: (...args) => {
      queryClient.clear();
      return mutationConfig?.onSettled?.(...args);
    },
  });
}

async function signOut(_: void): Promise<void> {
  const refreshToken = sessionStore.get()?.tokens.refresh.token;
  endSession();
  if (!refreshToken) return;
  await logout({ refreshToken }).catch((error: unknown) => console.warn('Logout was not confirmed by the server', error));
}
