/**
 * Translation with Lingui's core (2.5 kB gzipped; see the README for the
 * measurement against i18next and FormatJS). Messages are ICU messages whose
 * id is the English text, compiled ahead of time by `npm run gen:i18n`:
 * no message is parsed at run time, and an English page loads only the
 * English messages that hold a placeholder or a plural.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compiledInBrowser } from './catalog';
import { englishMessages } from './compiled/en.generated';
import { DEFAULT_LOCALE, intlLocale, type Locale } from './locales';

/** The values of a message's placeholders: `t('{count, plural, one {# review} other {# reviews}}', { count })`. */
export type MessageValues = Record<string, unknown>;
/** Translates an English message (its id) into the instance's language. */
export type Translate = (message: string, values?: MessageValues) => string;

/**
 * An instance for one language: one per server render or API request (renders
 * run side by side), one for the browser's page. `hindi` is the compiled
 * Hindi catalog (compiled/hi.generated.ts), passed in so that English pages
 * never load it. A message missing from it falls back to the English.
 */
export function createI18n(locale: Locale, hindi?: Messages): I18n {
  const messages = locale === DEFAULT_LOCALE || !hindi ? englishMessages : { ...englishMessages, ...hindi };
  return setupI18n({
    locale,
    locales: [intlLocale[locale]],
    messages: { [locale]: messages },
    // A plain English message needs no compiling: its id is its text.
    missing: (_locale, id) => id,
  });
}

/** A message the browser's build compiled where it is used (scripts/i18n/precompile-plugin.ts). */
interface PrecompiledMessage {
  id: string;
  message: Messages[string];
}

/**
 * Files a message the browser's build compiled where it is written into the
 * instance's catalog, unless the catalog has it already (its Hindi): given
 * with it (`t`, `<Trans>`), or filed earlier by `msg()`. Written without
 * Lingui's change event: the message is the same for every render.
 */
export function fileCompiled(i18n: I18n, id: string, compiled?: Messages[string]): void {
  const catalog = i18n.messages;
  if (Object.prototype.hasOwnProperty.call(catalog, id)) return;
  const message = compiled ?? (compiledInBrowser.get(id) as Messages[string] | undefined);
  if (message !== undefined) catalog[id] = message;
}

/** The instance's translate function, bound; it takes the messages the browser's build compiled in place. */
export const translatorOf =
  (i18n: I18n): Translate =>
  (message, values) => {
    const given = message as string | PrecompiledMessage;
    const id = typeof given === 'string' ? given : given.id;
    fileCompiled(i18n, id, typeof given === 'string' ? undefined : given.message);
    return i18n._(id, values);
  };
