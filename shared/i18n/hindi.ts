/**
 * What a Hindi page loads beside its code, in one chunk of its own (boot.tsx):
 * the compiled Hindi catalog, the Hindi city names and the translator of
 * run-time English messages. English pages never fetch it.
 */
export { hindiMessages } from './compiled/hi.generated';
export { HINDI_CITY_NAMES } from './hindi-city-names';
export { messageTranslator } from './message-translator';
