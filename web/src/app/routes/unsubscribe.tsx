import { Link, useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { UnsubscribeConfirm } from '../../features/notification-settings/components/unsubscribe-confirm';
import { AuthLayout } from './auth/auth-layout';

/** /unsubscribe?token=: where a notification mail's unsubscribe link leads; no sign-in needed. */
export function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthLayout title="Unsubscribe from these emails" titleId="unsubscribe-title" subtitle="No sign-in needed: the link in your email says who you are.">
      {token ? (
        <UnsubscribeConfirm token={token} />
      ) : (
        <p className="alert alert--error" role="alert">
          This unsubscribe link is incomplete. <Link to={paths.dashboard.notificationSettings.getHref()}>Change what we email you</Link> instead.
        </p>
      )}
    </AuthLayout>
  );
}
