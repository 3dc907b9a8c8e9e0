import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/i18n/locales';
import type { AuthResponse } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { env } from '../../../config/env';
import { translate, useLocale, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';
import { startSession } from '../../../lib/session';
import { getMeQueryOptions } from '../api/get-me';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (answer: { authResponse?: { accessToken?: string } | null }) => void, options?: { scope: string }): void;
}
declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
/** The Facebook SDK in the page's language (its own dialogs). */
const facebookScript = (locale: Locale) => `https://connect.facebook.net/${locale === 'hi' ? 'hi_IN' : 'en_US'}/sdk.js`;
const FACEBOOK_API_VERSION = 'v19.0';

const scripts = new Map<string, Promise<void>>();
/** Loads a provider's SDK once per page. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(translate('The sign-in service could not be reached')));
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** What each provider's sign-in posts: its token, checked by the server with the provider. */
type SocialToken = { provider: 'google'; data: { credential: string } } | { provider: 'facebook'; data: { accessToken: string } };

interface SocialSignInProps {
  /** Called after the session starts (e.g. a toast and a redirect). */
  onSignedIn: (auth: AuthResponse) => void;
}

/**
 * Continue with Google (Google Identity Services) or Facebook (the Facebook
 * SDK), each only when the deployment is configured with its id; the
 * provider's token goes to /auth/googleLogin or /auth/facebookLogin.
 * Renders nothing when neither is configured.
 */
export function SocialSignIn({ onSignedIn }: SocialSignInProps) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const googleButton = useRef<HTMLDivElement>(null);
  // Read after mounting: the server and the first browser render agree (nothing), then the buttons appear.
  const [config, setConfig] = useState<{ googleClientId?: string; facebookAppId?: string }>({});
  const [problem, setProblem] = useState('');
  const [facebookReady, setFacebookReady] = useState(false);

  const signIn = useMutation({
    mutationFn: (token: SocialToken) =>
      token.provider === 'google'
        ? apiRoute('POST /auth/googleLogin', { body: { data: token.data } }, { skipAuthRefresh: true })
        : apiRoute('POST /auth/facebookLogin', { body: { data: token.data } }, { skipAuthRefresh: true }),
    onSuccess: (auth) => {
      startSession(auth);
      queryClient.setQueryData(getMeQueryOptions().queryKey, { user: auth.user });
      onSignedIn(auth);
    },
    onError: (error) => setProblem(errorMessage(error, translate('Sign-in failed. Please try again.'))),
  });
  const send = useRef(signIn.mutate);
  send.current = signIn.mutate;

  useEffect(() => {
    const { googleClientId, facebookAppId } = env();
    setConfig({ googleClientId, facebookAppId });
  }, []);

  useEffect(() => {
    const clientId = config.googleClientId;
    if (!clientId) return;
    let cancelled = false;
    loadScript(GOOGLE_SCRIPT)
      .then(() => {
        if (cancelled || !window.google || !googleButton.current) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => (credential ? send.current({ provider: 'google', data: { credential } }) : setProblem(translate('Google sign-in was cancelled.'))),
        });
        window.google.accounts.id.renderButton(googleButton.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', width: 280, locale });
      })
      .catch((error: unknown) => setProblem(errorMessage(error)));
    return () => {
      cancelled = true;
    };
  }, [config.googleClientId, locale]);

  useEffect(() => {
    const appId = config.facebookAppId;
    if (!appId) return;
    window.fbAsyncInit = () => {
      window.FB?.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
      setFacebookReady(true);
    };
    if (window.FB) window.fbAsyncInit();
    else loadScript(facebookScript(locale)).catch((error: unknown) => setProblem(errorMessage(error)));
  }, [config.facebookAppId, locale]);

  if (!config.googleClientId && !config.facebookAppId) return null;

  function continueWithFacebook() {
    setProblem('');
    window.FB?.login(
      (answer) => {
        const accessToken = answer.authResponse?.accessToken;
        if (accessToken) signIn.mutate({ provider: 'facebook', data: { accessToken } });
        else setProblem(translate('Facebook sign-in was cancelled.'));
      },
      { scope: 'public_profile,email' },
    );
  }

  return (
    <div className="social-sign-in" aria-busy={signIn.isPending || undefined}>
      <p className="social-sign-in__divider">
        <span>{t('or continue with')}</span>
      </p>
      <div className="social-sign-in__buttons">
        {config.googleClientId ? <div ref={googleButton} className="social-sign-in__google" /> : null}
        {config.facebookAppId ? (
          <Button
            type="button"
            variant="outline"
            className="social-sign-in__facebook"
            disabled={!facebookReady || signIn.isPending}
            isLoading={signIn.isPending && signIn.variables?.provider === 'facebook'}
            onClick={continueWithFacebook}
          >
            {t('Continue with Facebook')}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
