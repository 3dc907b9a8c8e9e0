import type { messageTranslator } from '@shared/i18n/message-translator';
import { splitLocale, type Locale } from '@shared/i18n/locales';
import { translate, usePageI18n } from '../i18n';

/**
 * Messages that arrive as English text at run time (issue #28): a schema's
 * validation message, an API error, a client-side failure marked with
 * `msg()`. They are translated where they are shown, with the page's own
 * catalog: an exact message, or one with values in it matched against the
 * catalog's messages with placeholders ('Title must be at most {max}
 * characters'). Hindi passes through unchanged, so translating twice does no
 * harm. (The API's translateMessage does the same with the whole Hindi
 * catalog, which the browser loads only on a Hindi page, in its own chunk.)
 */
const same = (message: string) => message;

/** The translator of run-time messages, given with the Hindi catalog (boot.tsx) or at start on the server (entry-server.tsx): English pages never load it. */
let translatorFor: typeof messageTranslator | undefined;
export function provideMessageTranslator(translator: typeof messageTranslator): void {
  translatorFor = translator;
}

/** For a render: `const text = useMessageText(); text(error.message)`. */
export function useMessageText(): (message: string) => string {
  const i18n = usePageI18n();
  // English (also outside a provider, in a unit test): the message is already in the page's language.
  return i18n.locale === 'en' || !translatorFor ? same : translatorFor(i18n);
}

/** The page's language in the browser; English on the server, which has no window. */
export const browserLocale = (): Locale => (typeof window === 'undefined' ? 'en' : splitLocale(window.location.pathname).locale);

/**
 * Outside a render, in the browser (a failed request, an upload refused): a
 * message of the catalogs in the page's language. One with values in it is
 * translated where it is shown (`useMessageText`).
 */
export const localizeMessage = (message: string): string => (browserLocale() === 'en' || !message ? message : translate(message));
