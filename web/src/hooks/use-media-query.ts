import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following it as it changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones and small tablets: the spec's narrow layout is under 768 px. */
export const NARROW_SCREEN = '(max-width: 767px)';
