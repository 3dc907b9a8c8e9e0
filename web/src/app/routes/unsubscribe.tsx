import { Link, useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { UnsubscribeConfirm } from '../../features/notification-settings/components/unsubscribe-confirm';
import { Trans, useT } from '../../i18n';
import { AuthLayout } from './auth/auth-layout';

/** /unsubscribe?token=: where a notification mail's unsubscribe link leads; no sign-in needed. */
export function UnsubscribeRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthLayout title={t('Unsubscribe from these emails')} titleId="unsubscribe-title" subtitle={t('No sign-in needed: the link in your email says who you are.')}>
      {token ? (
        <UnsubscribeConfirm token={token} />
      ) : (
        <p className="alert alert--error" role="alert">
          <Trans id="This unsubscribe link is incomplete. <0>Change what we email you</0> instead." components={{ 0: <Link to={paths.dashboard.notificationSettings.getHref()} /> }} />
        </p>
      )}
    </AuthLayout>
  );
}
