/**
 * A typed query as words: Unicode NFKC (full-width letters, ligatures), case
 * and punctuation by searchWords, runs of one letter cut to two ('yogaaa' → 'yogaa'),
 * Devanagari words in Latin letters (shared/search/devanagari.ts). A doubled
 * letter is kept ('coffee'); the phrase matcher's sound key and the spelling
 * correction forgive it where it is a typo ('jimm', 'yogaa').
 */
import { isDevanagari, romanize } from './devanagari';
import { searchWords } from './text';

/** Three or more of the same letter in a row: nobody spells a word that way; two stay ('coffee', and 'cofeee' is one edit from it). */
const LETTER_RUN = /(\p{L})\1{2,}/gu;

/** '२४' → '24': Devanagari digits as the ASCII ones the index uses. */
const asciiDigits = (word: string) => word.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** A query's words in the form the index, lexicon and vocabularies use. */
export function normalizedWords(text: string): string[] {
  return searchWords(text.normalize('NFKC'))
    .map((word) => asciiDigits(word).replace(LETTER_RUN, '$1$1'))
    .map((word) => (isDevanagari(word) ? romanize(word) : word))
    .filter(Boolean);
}
