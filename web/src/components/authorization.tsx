import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '../lib/router';
import type { Role } from '@shared/schemas/auth';
import { AccessDenied } from './access-denied';
import { PageSpinner } from './ui/spinner';
import { paths } from '../config/paths';
import { useHydrated } from '../hooks/use-hydrated';
import type { SessionUser } from '../lib/session';
import { useSession } from '../lib/session-context';
import { useT } from '../i18n';

/** True when the user is signed in and, if roles are given, holds one of them. */
export function canAccess(user: SessionUser | null, roles?: readonly Role[]): user is SessionUser {
  if (!user) return false;
  return !roles || roles.includes(user.role);
}

interface RequireAuthProps {
  /** Roles allowed in; any signed-in user when omitted (admin pages pass ['admin']). */
  roles?: readonly Role[];
  /** The protected content; renders the child routes when omitted (use as a layout route). */
  children?: ReactNode;
}

/** Sends visitors who are not signed in (or lack the role) to /login, remembering where they were going. */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user } = useSession();
  const location = useLocation();
  // The server and the hydrating render know no session: a spinner, not a trip to /login and back.
  const hydrated = useHydrated();
  if (!hydrated) return <PageSpinner />;
  if (!canAccess(user, roles)) {
    return <Navigate to={paths.auth.login.getHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children ?? <Outlet />;
}

/** How long the role gate waits after the stored session has loaded before deciding (spec 3 §9). */
export const ROLE_GATE_WAIT_MS = 500;

/**
 * The admin pages' wrapper (spec 3 §2.5): a spinner, a 500 ms wait after
 * the stored session has loaded, then /login for visitors; a signed-in user
 * without the role sees the 403 page (sending them to /login would loop,
 * since /login sends signed-in users back).
 */
export function RequireRole({ roles = ['admin'], children }: RequireAuthProps) {
  const { user } = useSession();
  const location = useLocation();
  const [waited, setWaited] = useState(false);
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ROLE_GATE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (canAccess(user, roles)) return children ?? <Outlet />;
  if (!waited) return <PageSpinner label={t('Checking your access…')} />;
  if (!user) return <Navigate to={paths.auth.login.getHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <AccessDenied reason={roles.includes('admin') ? t('This page is for Sbiz administrators. You are signed in with an account that isn’t one.') : undefined} />;
}
