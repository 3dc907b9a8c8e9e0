import { hindiMessages } from '../../shared/i18n/compiled/hi.generated';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { createI18n, translatorOf, type Translate } from '../../shared/i18n/translate';

const translators = new Map<Locale, Translate>();

/**
 * The translate function of a mail's language (issue #28): notification mails
 * are written in the language of the person's notification preferences, a
 * password reset mail in the language of its request. One instance per
 * language, made on first use.
 */
export function mailTranslator(locale: Locale = DEFAULT_LOCALE): Translate {
  let translator = translators.get(locale);
  if (!translator) translators.set(locale, (translator = translatorOf(createI18n(locale, locale === DEFAULT_LOCALE ? undefined : hindiMessages))));
  return translator;
}
