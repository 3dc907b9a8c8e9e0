/**
 * A language's instance (issue #28). English is englishI18n's few hundred
 * bytes (translator.ts); Hindi is Lingui's core (2.5 kB gzipped; see the
 * README for the measurement against i18next and FormatJS), which the browser
 * loads with the Hindi catalog only on Hindi pages (hindi.ts). Messages are
 * ICU messages whose id is the English text, compiled ahead of time by
 * `npm run gen:i18n`: no message is parsed at run time, and an English page
 * loads only the English messages that hold a placeholder or a plural.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { englishMessages } from './compiled/en.generated';
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locales';
import { englishI18n, type PageI18n } from './translator';

export { fileCompiled, translatorOf, type MessageValues, type PageI18n, type Translate } from './translator';

/**
 * An instance for one language: one per server render or API request (renders
 * run side by side), one for the browser's page. `hindi` is the compiled
 * Hindi catalog (compiled/hi.generated.ts), passed in so that English pages
 * never load it. A message missing from it falls back to the English.
 */
export function createI18n(locale: Locale, hindi?: Messages): PageI18n {
  if (locale === DEFAULT_LOCALE) return englishI18n();
  return setupI18n({
    locale,
    locales: [intlLocale[locale]],
    messages: { [locale]: { ...englishMessages, ...hindi } },
    // A plain English message needs no compiling: its id is its text.
    missing: (_locale, id) => id,
  });
}
