/**
 * The app, started by main.tsx once the server's HTML is on screen: it
 * hydrates a server-rendered page with the data it was rendered from, or
 * renders the SPA into an empty shell.
 */
// First: it configures zod before any module below builds a schema.
import './lib/zod-jitless';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { englishI18n, type PageI18n } from '@shared/i18n/translator';
import { provideHindiCityNames } from '@shared/i18n/city-names';
import { splitLocale } from '@shared/i18n/locales';
import { setBrowserI18n } from './i18n';
import { App } from './app';
import { createAppRouter } from './app/router';
import { loadEnv } from './config/env';
import { pageState } from './config/page-state';
import { createQueryClient } from './lib/react-query';
import { provideMessageTranslator } from './lib/message-text';

/** A Hindi page's chunk (shared/i18n/hindi.ts): its city names and message translator join the page's code; Lingui and its catalog make the page's instance. */
function adoptHindi(hindi: typeof import('@shared/i18n/hindi')): PageI18n {
  provideHindiCityNames(hindi.HINDI_CITY_NAMES);
  provideMessageTranslator(hindi.messageTranslator);
  return hindi.createI18n('hi', hindi.hindiMessages);
}

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The modules above were evaluated in this task: matching the URL and loading the page's code start in the next.
await new Promise<void>((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
// The query cache the server rendered the page from (see entry-server.tsx).
const { queryState } = pageState();
const serverRendered = root.hasChildNodes() && queryState !== undefined;
// The page's code loads while the runtime config does.
const router = createAppRouter();
// A Hindi page loads Lingui and the Hindi catalog (their own chunk: English pages never fetch it) beside its code.
const { locale } = splitLocale(window.location.pathname);
const [, , hindi] = await Promise.all([loadEnv(), serverRendered ? router.ready : undefined, locale === 'hi' ? import('@shared/i18n/hindi').then(adoptHindi) : undefined]);
const i18n = hindi ?? englishI18n();
setBrowserI18n(i18n);

const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} i18n={i18n} />
  </StrictMode>
);
if (serverRendered) {
  // The same data the server rendered with, so the first render matches its HTML.
  hydrate(queryClient, queryState as DehydratedState);
  // A transition hydrates in slices that yield to the browser (a few ms each) instead of one long task:
  // the page stays responsive while React takes it over, and a click meanwhile hydrates its target first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
