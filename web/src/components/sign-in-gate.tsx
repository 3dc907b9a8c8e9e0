import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../lib/router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-context';
import { Dialog } from './ui/dialog';
import { useT } from '../i18n';

/** What a signed-out visitor asked to do, and how to carry it out once signed in. */
export interface SignInRequest {
  /** The dialog's title, e.g. 'Log in to follow Midnight Chai Corner'. */
  title: string;
  /** The spec's line for this action ('Please Login to add your business'); 'Please Login To Continue!' by default. */
  message?: string;
  /** What the signed-in user does right away. */
  action: () => unknown;
  /** Runs after the login instead of `action`, when the action must first look at the fresh state (e.g. follow only if not already following). */
  resume?: () => unknown;
}

type OpenSignIn = (request: SignInRequest) => void;
const SignInGateContext = createContext<OpenSignIn | null>(null);

export interface LoginFormSlotProps {
  labelledBy: string;
  redirectTo: string;
  onSuccess: () => void;
}

/**
 * The one login dialog for actions that need an account: instead of a toast
 * saying 'Please Login', the visitor logs in where they are, and the action
 * they asked for then completes. `loginForm` is composed in by the app (the
 * auth feature's form), so this component stays feature-free.
 */
export function SignInGate({ children, loginForm }: { children: ReactNode; loginForm: (props: LoginFormSlotProps) => ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const { isSignedIn } = useSession();
  const [request, setRequest] = useState<SignInRequest | null>(null);
  // Set on a successful login; run once the session has reached the tree.
  const pending = useRef<SignInRequest | null>(null);
  const t = useT();

  useEffect(() => {
    const signedInFor = pending.current;
    if (!isSignedIn || !signedInFor) return;
    pending.current = null;
    // Signed-in views of the page (follow state, owner tools, own collections) come back first.
    void queryClient.invalidateQueries({ type: 'active' }).finally(() => (signedInFor.resume ?? signedInFor.action)());
  }, [isSignedIn, queryClient]);

  return (
    <SignInGateContext value={setRequest}>
      {children}
      <Dialog open={request !== null} onClose={() => setRequest(null)} title={request?.title ?? t('Log in')}>
        <p id="sign-in-gate-lead" className="sign-in-gate__lead">
          {request?.message ?? t('Please Login To Continue!')} {t('We will finish what you started as soon as you are in.')}
        </p>
        {request &&
          loginForm({
            labelledBy: 'sign-in-gate-lead',
            redirectTo: `${location.pathname}${location.search}`,
            onSuccess: () => {
              pending.current = request;
              setRequest(null);
            },
          })}
      </Dialog>
    </SignInGateContext>
  );
}

/**
 * `requireSignIn({ title, action })` runs the action for a signed-in user;
 * a visitor gets the login dialog, and the action runs after they log in.
 * Outside the gate (no layout) the visitor goes to /login and comes back.
 */
export function useRequireSignIn() {
  const { isSignedIn } = useSession();
  const open = use(SignInGateContext);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (request: SignInRequest) => {
      if (isSignedIn) return void request.action();
      if (open) return open(request);
      void navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`));
    },
    [isSignedIn, open, navigate, location.pathname, location.search],
  );
}
