import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@shared/schemas/auth';
import { paths } from '../config/paths';
import type { SessionUser } from './session';
import { useSession } from './session-context';

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
  if (!canAccess(user, roles)) {
    return <Navigate to={paths.auth.login.getHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children ?? <Outlet />;
}
