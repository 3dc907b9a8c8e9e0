import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { sessionStore, updateSessionUser, type Session, type SessionUser } from './session';

export interface SessionState {
  session: Session | null;
  user: SessionUser | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  isBusinessOwner: boolean;
  /** Full name, or '' when signed out. */
  displayName: string;
  /** Replaces the stored user, e.g. after a profile update. */
  setUser: (user: SessionUser) => void;
}

const SessionContext = createContext<SessionState | null>(null);

/** Shares the persisted session with the tree; every tab follows sign-in and sign-out in the others. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => sessionStore.fallback);
  const value = useMemo<SessionState>(() => {
    const user = session?.user ?? null;
    return {
      session,
      user,
      isSignedIn: Boolean(user),
      isAdmin: user?.role === 'admin',
      isBusinessOwner: Boolean(user?.businessOwner),
      displayName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      setUser: updateSessionUser,
    };
  }, [session]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The signed-in user (or null) and what they may do. */
export function useSession(): SessionState {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
