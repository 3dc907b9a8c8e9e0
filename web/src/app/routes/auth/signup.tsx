import { useState } from 'react';
import { Navigate, useSearchParams } from '../../../lib/router';
import { useToast } from '../../../components/ui/toast';
import { paths, safeRedirect } from '../../../config/paths';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';
import { useSession } from '../../../lib/session-context';
import { translate, useT } from '../../../i18n';
import { AuthLayout } from './auth-layout';

const isTaskPage = (target: string) => target.startsWith('/dashboard/') || target.startsWith(paths.business.claim.getHref());

export function SignupRoute() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const { isSignedIn } = useSession();
  const toast = useToast();
  const t = useT();
  // A new account goes to the first-run page, which offers the way back to where the user was going;
  // one made to finish a task (setting up or claiming a business) goes straight back to it.
  const [created, setCreated] = useState(false);
  const afterSignup = redirectTo && isTaskPage(redirectTo) ? redirectTo : paths.dashboard.welcome.getHref(redirectTo);

  if (isSignedIn) return <Navigate to={created ? afterSignup : (redirectTo ?? paths.home.getHref())} replace />;

  return (
    <AuthLayout title={t('Create your account')} titleId="signup-title" subtitle={t('Join Sbiz to discover local businesses, share reviews and list your own business for free.')}>
      <SignupForm
        redirectTo={redirectTo}
        onSuccess={(auth) => {
          setCreated(true);
          toast.show({ message: translate('Welcome to Sbiz, {name}!', { name: auth.user.firstName }) });
        }}
      />
      <SocialSignIn onSignedIn={(auth) => toast.show({ message: translate('Welcome to Sbiz, {name}!', { name: auth.user.firstName }) })} />
    </AuthLayout>
  );
}
