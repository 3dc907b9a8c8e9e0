import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { AuthLayout } from './auth-layout';

/** /reset-password?token=: the page the emailed link opens. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthLayout title="Choose a new password" titleId="reset-title" subtitle="The link works once and expires 30 minutes after it was sent.">
      {token ? (
        <ResetPasswordForm token={token} labelledBy="reset-title" />
      ) : (
        <p className="alert alert--error" role="alert">
          This reset link is incomplete. <Link to={paths.auth.forgotPassword.getHref()}>Ask for a new one</Link>.
        </p>
      )}
    </AuthLayout>
  );
}
