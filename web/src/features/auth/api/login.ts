import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '@shared/schemas/auth';
import { apiRoute } from '../../../lib/api-route';
import type { MutationConfig } from '../../../lib/react-query';
import { startSession } from '../../../lib/session';
import { getMeQueryOptions } from './get-me';

/** POST /auth/login: 401 'Invalid email or password', 429 when throttled. */
export function login(input: LoginInput): Promise<AuthResponse> {
  return apiRoute('POST /auth/login', { body: input }, { skipAuthRefresh: true });
}

/** Signs in and keeps the session (user and tokens) in the browser. */
export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: login,
    onSuccess: (auth, ...rest) => {
      startSession(auth);
      queryClient.setQueryData(getMeQueryOptions().queryKey, { user: auth.user });
      return onSuccess?.(auth, ...rest);
    },
  });
}
