import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** PATCH /auth/changePassword: needs the current password ('Current password is incorrect' otherwise). */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => api.patch<{ message: string }>('/auth/changePassword', input) });
}
