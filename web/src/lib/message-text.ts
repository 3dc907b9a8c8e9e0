import { useCallback } from 'react';
import { translateMessage } from '@shared/i18n/api-messages';
import { splitLocale, type Locale } from '@shared/i18n/locales';
import { translate, useLocale, useT } from '../i18n';

/**
 * Messages that arrive as English text at run time (issue #28): a schema's
 * validation message, an API error, a client-side failure marked with
 * `msg()`. The catalogs translate those they know (`t(message)`), and
 * `translateMessage` the API's and the schemas' (numbers included). Hindi
 * passes through unchanged, so translating twice does no harm.
 */
const localized = (message: string, locale: Locale, catalog: (message: string) => string) => (locale === 'en' || !message ? message : translateMessage(catalog(message), locale));

/** For a render: `const text = useMessageText(); text(error.message)`. */
export function useMessageText(): (message: string) => string {
  const t = useT();
  const locale = useLocale();
  return useCallback((message: string) => localized(message, locale, (id) => t(id)), [t, locale]);
}

/** The page's language in the browser; English on the server, which has no window. */
export const browserLocale = (): Locale => (typeof window === 'undefined' ? 'en' : splitLocale(window.location.pathname).locale);

/** Outside a render, in the browser (a failed request, an upload refused): the message in the page's language. */
export const localizeMessage = (message: string): string => localized(message, browserLocale(), (id) => translate(id));
