import './styles/index.css';
import { LOCALE_COOKIE, localizePath, splitLocale, isLocale } from '@shared/i18n/locales';

// The visitor's remembered language (the footer's menu sets it): a page opened in the other one moves to its twin.
const chosenLocale = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
const movingToChosenLocale = isLocale(chosenLocale) && chosenLocale !== splitLocale(window.location.pathname).locale;
if (movingToChosenLocale) {
  const { pathname, search, hash } = window.location;
  window.location.replace(localizePath(`${splitLocale(pathname).pathname}${search}${hash}`, chosenLocale));
}

/**
 * The entry, a few hundred bytes. On a server-rendered page the app's code
 * (boot.tsx, with React and the router) is fetched once the browser has shown
 * the server's HTML: fetched earlier, on a phone's link it shares the
 * bandwidth that the first paint is waiting for, and its evaluation can hold
 * that paint back.
 */
const FIRST_PAINT_WAIT_LIMIT_MS = 2000;

function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // A frame callback runs just before the paint, and a task queued from it runs after.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    // A hidden tab paints nothing until it is shown: the app starts anyway.
    setTimeout(done, FIRST_PAINT_WAIT_LIMIT_MS);
  });
}

/** Lets the browser handle input and paint before the next step: each step is a task of its own instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (!movingToChosenLocale && document.getElementById('root')?.hasChildNodes()) {
  await afterFirstContentfulPaint();
  // The page is on screen: React's DOM renderer is evaluated first, in a task of its own, and the app's modules in
  // the next. (An empty SPA page instead fetches everything at once: there, nothing shows until it all has run.)
  await import('react-dom/client');
  await nextTask();
}
if (!movingToChosenLocale) await import('./boot');
