/**
 * A city's name in the page's language (issue #28). The Hindi names
 * (hindi-city-names.ts) are given to this module where they are needed: by
 * the server renderer at start, and in the browser with the Hindi catalog,
 * which only a Hindi page loads, so English pages never carry them.
 */
import type { Locale } from './locales';

let hindiNames: Readonly<Record<string, string>> = {};

/** Gives this module the Hindi names (HINDI_CITY_NAMES of hindi-city-names.ts). */
export function provideHindiCityNames(names: Readonly<Record<string, string>>): void {
  hindiNames = names;
}

/** A city's name on a page of `locale`: the Hindi one when known, else as written. */
export function cityNameIn(slug: string, name: string, locale: Locale): string {
  return locale === 'hi' ? (hindiNames[slug] ?? name) : name;
}
