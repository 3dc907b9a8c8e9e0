/**
 * The interface's language in React (issue #28): `useT()` translates,
 * `useLocale()` names the page's language, `<Trans>` translates a message
 * with elements in it. The instance comes from the provider: one per server
 * render, one in the browser.
 *
 *   const t = useT();
 *   t('Write a review');
 *   t('{count, plural, one {# review} other {# reviews}}', { count });
 *   <Trans id="Read our <0>terms</0>" components={{ 0: <Link to="/terms" /> }} />
 */
import { I18nProvider, LinguiContext, Trans as LinguiTrans, type TransProps } from '@lingui/react';
import type { I18n, Messages } from '@lingui/core';
import { use, useMemo, type ReactNode } from 'react';
import { createI18n, fileCompiled, translatorOf, type Translate } from '@shared/i18n/translate';
import { splitLocale, type Locale } from '@shared/i18n/locales';

export { msg } from '@shared/i18n/catalog';
export type { Translate } from '@shared/i18n/translate';

export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The page's instance; English outside a provider (a component rendered alone in a unit test). */
function usePageI18n(): I18n {
  return use(LinguiContext)?.i18n ?? fallbackI18n();
}

/** Lingui's `<Trans>`, given the message the browser's build compiled where it is written (`compiled`). */
export function Trans({ compiled, ...props }: TransProps & { compiled?: Messages[string] }) {
  fileCompiled(usePageI18n(), props.id, compiled);
  return <LinguiTrans {...props} />;
}

/** The page's translate function. */
export function useT(): Translate {
  const i18n = usePageI18n();
  return useMemo(() => translatorOf(i18n), [i18n]);
}

/** The page's language: 'en' or 'hi'. */
export function useLocale(): Locale {
  return usePageI18n().locale as Locale;
}

let browserI18n: I18n | undefined;
/** The signed-in areas' Hindi (loadAccountHindi): loading, loaded, and the instance that took it. */
let accountHindi: Promise<Messages> | undefined;
let accountMessages: Messages | undefined;
let accountTaken: I18n | undefined;

/** The instance takes the signed-in areas' Hindi, once. */
function takeAccountHindi(i18n: I18n | undefined) {
  if (!i18n || !accountMessages || i18n.locale !== 'hi' || accountTaken === i18n) return;
  i18n.load('hi', accountMessages);
  accountTaken = i18n;
}

/** The browser's instance, set once at start (boot.tsx), for code that runs outside React's render (a toast, a socket's message). */
export function setBrowserI18n(i18n: I18n) {
  browserI18n = i18n;
  takeAccountHindi(i18n);
}

/**
 * On a Hindi page, the Hindi that only the dashboard's and admin's pages use
 * (compiled/hi-account.generated.ts), loaded with them (app/router.tsx) into
 * the page's instance: a visitor's Hindi pages never fetch it. It may load
 * before the instance exists (a page's first load), which then takes it at
 * start. Nothing to do in English, or on the server, whose catalog is whole.
 */
export async function loadAccountHindi(): Promise<void> {
  if (typeof window === 'undefined' || splitLocale(window.location.pathname).locale !== 'hi') return;
  accountHindi ??= import('@shared/i18n/compiled/hi-account.generated').then(
    ({ hindiAccountMessages }) => (accountMessages = hindiAccountMessages),
    (error: unknown) => {
      // A failed load (a network error) may be tried again by the next navigation.
      accountHindi = undefined;
      throw error;
    },
  );
  await accountHindi;
  takeAccountHindi(browserI18n);
}

/**
 * Translates outside a component, in the browser only (an event handler,
 * a toast). Renders use `useT()`: a server renders pages side by side, in
 * both languages.
 */
export const translate: Translate = (message, values) => translatorOf(browserI18n ?? fallbackI18n())(message, values);

let english: I18n | undefined;
/** Before start-up (a unit test, a module's first evaluation), messages are English. */
const fallbackI18n = (): I18n => (english ??= createI18n('en'));
