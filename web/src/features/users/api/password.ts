import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import { apiRoute } from '../../../lib/api-route';

/** PATCH /auth/changePassword: needs the current password ('Current password is incorrect' otherwise). */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => apiRoute('PATCH /auth/changePassword', { body: input }) });
}
