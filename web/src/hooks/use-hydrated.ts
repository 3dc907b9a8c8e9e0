import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and during hydration, true from the first client
 * render after it: what depends on the browser's stored session (who is
 * signed in) waits for it, so the server's HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
