import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** POST /auth/forgotPassword: the same answer whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<{ message: string }>('/auth/forgotPassword', input, { skipAuthRefresh: true }),
  });
}

/** POST /auth/resetPassword: sets the new password through the emailed link (which then stops working). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<{ message: string }>('/auth/resetPassword', input, { skipAuthRefresh: true }),
  });
}
