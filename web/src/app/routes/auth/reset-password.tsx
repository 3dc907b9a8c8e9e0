import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { Trans, useT } from '../../../i18n';
import { AuthLayout } from './auth-layout';

/** /reset-password?token=: the page the emailed link opens. */
export function ResetPasswordRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthLayout title={t('Choose a new password')} titleId="reset-title" subtitle={t('The link works once and expires 30 minutes after it was sent.')}>
      {token ? (
        <ResetPasswordForm token={token} labelledBy="reset-title" />
      ) : (
        <p className="alert alert--error" role="alert">
          <Trans id="This reset link is incomplete. <0>Ask for a new one</0>." components={{ 0: <Link to={paths.auth.forgotPassword.getHref()} /> }} />
        </p>
      )}
    </AuthLayout>
  );
}
