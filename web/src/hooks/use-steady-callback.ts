import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that stays the same from render to render and calls the newest
 * `callback`: handed to a memoised part (a deferred one, lib/deferred.tsx), a
 * parent's new callback alone does not render that part again.
 */
export function useSteadyCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
