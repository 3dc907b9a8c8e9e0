import type { Locale } from './locales';

/**
 * Turns an English API or validation message into the locale's language.
 * A pass-through for now: the API messages' helper fills it in (issue #28).
 */
export function translateMessage(message: string, locale: Locale): string {
  return message;
}
