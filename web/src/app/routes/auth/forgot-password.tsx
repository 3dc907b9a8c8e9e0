import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useT } from '../../../i18n';
import { AuthLayout } from './auth-layout';

/** /forgot-password: asks for a password-reset link by email. */
export function ForgotPasswordRoute() {
  const t = useT();
  return (
    <AuthLayout title={t('Forgot your password?')} titleId="forgot-title" subtitle={t('Enter the email you signed up with and we will send you a link to choose a new password.')}>
      <ForgotPasswordForm labelledBy="forgot-title" />
    </AuthLayout>
  );
}
