import { useEffect, useRef, useState } from 'react';

/** Phones only: there a third of the screen is header, bars and banner. */
const PHONE = '(max-width: 767px)';
/** Below this scroll position the whole header shows. */
const COLLAPSE_AFTER_PX = 120;
/** Scroll moves smaller than this (a finger's jitter) change nothing. */
const JITTER_PX = 8;

/**
 * On phones the header folds to its search row while the reader scrolls
 * down and unfolds on the way back up (or when focus enters it). It folds
 * by sliding, not by changing height, so the page under it never moves:
 * `--header-fold` is how far, the height of the rows above the search.
 */
export function useCollapsingHeader<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER_PX) return;
      const down = y > last;
      last = y;
      const header = ref.current;
      const search = header?.querySelector<HTMLElement>('.site-header__search');
      if (header && search) header.style.setProperty('--header-fold', `${search.offsetTop}px`);
      setCollapsed(phone.matches && down && y > COLLAPSE_AFTER_PX);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return { ref, collapsed, expand: () => setCollapsed(false) };
}
