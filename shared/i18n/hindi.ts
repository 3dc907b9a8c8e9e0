/**
 * What a Hindi page loads beside its code, in one chunk of its own (boot.tsx):
 * Lingui's core with the Hindi of the code a visitor's pages use (the
 * dashboard's and admin's pages load theirs with them: web/src/i18n,
 * loadAccountHindi), the Hindi city names and the translator of run-time
 * English messages. English pages never fetch it.
 */
export { hindiMessages } from './compiled/hi-public.generated';
export { HINDI_CITY_NAMES } from './hindi-city-names';
export { messageTranslator } from './message-translator';
export { createI18n } from './translate';
