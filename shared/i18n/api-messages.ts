/**
 * The API's messages in the caller's language (issue #28). Schemas and
 * handlers write their messages in English (the catalogs' ids, marked with
 * `msg('…')` so that `npm run gen:i18n` finds them); the API translates a
 * message on its way out, for the request's Accept-Language
 * (functions/lib/http.ts).
 *
 * An exact id first; a message with values in it ('Title must be at most 100
 * characters') is matched against the catalog's ids that have placeholders
 * ('Title must be at most {max} characters', see api-message-patterns.ts),
 * each compiled once into a regular expression whose groups capture the
 * values, and the Hindi is formatted with them; a zod issue named by its
 * field ('title: This field is required') keeps the field's name. The
 * matching is message-translator.ts's, which the browser uses with the page's
 * own catalog; here the whole compiled Hindi catalog is loaded once, when the
 * first Hindi message is translated.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';
import { messageTranslator } from './message-translator';
import { createI18n } from './translate';
import { lazy } from '../lazy';

/** Loaded with the first Hindi message, not with the Lambda: parsing the catalog was part of every cold start, and most requests are in English. */
const hindi = lazy(() => import('./compiled/hi.generated').then(({ hindiMessages }) => messageTranslator(createI18n('hi', hindiMessages))));

/**
 * An English message of the API in a language: the same text in English (or
 * when the catalog has no Hindi for it), else its Hindi.
 */
export async function translateMessage(message: string, locale: Locale): Promise<string> {
  if (locale === DEFAULT_LOCALE || !message) return message;
  return (await hindi())(message);
}
