import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, RegisterInput } from '@shared/schemas/auth';
import { apiRoute } from '../../../lib/api-route';
import type { MutationConfig } from '../../../lib/react-query';
import { startSession } from '../../../lib/session';
import { getMeQueryOptions } from './get-me';

/** POST /auth/register: 409 'Email is already registered', 400 on invalid input. */
export function register(input: RegisterInput): Promise<AuthResponse> {
  return apiRoute('POST /auth/register', { body: input }, { skipAuthRefresh: true });
}

/** Creates the account and signs the new user in. */
export function useRegister({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: register,
    onSuccess: (auth, ...rest) => {
      startSession(auth);
      queryClient.setQueryData(getMeQueryOptions().queryKey, { user: auth.user });
      return onSuccess?.(auth, ...rest);
    },
  });
}
