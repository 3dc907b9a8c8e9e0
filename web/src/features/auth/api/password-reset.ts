import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/auth';
import { apiRoute } from '../../../lib/api-route';

/** POST /auth/forgotPassword: the same answer whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiRoute('POST /auth/forgotPassword', { body: input }, { skipAuthRefresh: true }),
  });
}

/** POST /auth/resetPassword: sets the new password through the emailed link (which then stops working). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiRoute('POST /auth/resetPassword', { body: input }, { skipAuthRefresh: true }),
  });
}
