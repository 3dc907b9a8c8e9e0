import { useEffect } from 'react';
import { updateSessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useMe } from '../api/get-me';

/**
 * Refreshes the stored user from GET /auth/me when the app starts signed in,
 * so a role or business-owner change made elsewhere shows up. An expired
 * session is handled by the API client (refresh, else back to /login).
 */
export function SessionSync() {
  const { isSignedIn } = useSession();
  const me = useMe({ queryConfig: { enabled: isSignedIn, staleTime: 5 * 60_000, retry: false } });
  const user = me.data?.user;

  useEffect(() => {
    if (user) updateSessionUser(user);
  }, [user]);

  return null;
}
