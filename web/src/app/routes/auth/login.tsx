import { Navigate, useSearchParams } from '../../../lib/router';
import { useToast } from '../../../components/ui/toast';
import { paths, safeRedirect } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';
import { useSession } from '../../../lib/session-context';
import { translate, useT } from '../../../i18n';
import { AuthLayout } from './auth-layout';

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const { isSignedIn } = useSession();
  const toast = useToast();
  const t = useT();

  if (isSignedIn) return <Navigate to={redirectTo ?? paths.home.getHref()} replace />;

  return (
    <AuthLayout title={t('Welcome back')} titleId="login-title" subtitle={t('Log in to follow businesses, save collections and write reviews.')}>
      <LoginForm redirectTo={redirectTo} onSuccess={() => toast.show({ message: translate('Login Successful') })} />
      {/* Signed in, the page navigates to redirectTo (else home) like the form does. */}
      <SocialSignIn onSignedIn={() => toast.show({ message: translate('Login Successful') })} />
    </AuthLayout>
  );
}
