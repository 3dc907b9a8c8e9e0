/**
 * Devanagari queries ('दवाई की दुकान', 'नाई') in the Latin letters people use
 * for the same words ('davai ki dukan', 'nai'), so the lexicon's Hinglish
 * spellings, the taxonomy and listing names can be matched against them.
 * Sanscript does the letters; this file adds the two things a Sanskrit
 * scheme does not know about Hindi: the silent inherent vowel (schwa) and
 * the borrowed sounds (nukta, candra o).
 */
import Sanscript from '@indic-transliteration/sanscript';

const DEVANAGARI = /[\u0900-\u097F]/;

export const isDevanagari = (word: string) => DEVANAGARI.test(word);

/** ITRANS vowels (short 'a' is the inherent one, long vowels are capitals). */
const VOWEL = 'aAiIuUeo';

/** ज़ → ज, ड़ → ड (people type 'jevar', 'sadak'); ऑ/ॉ (doctor) and ॅ are read as o and e. */
function plainLetters(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0949/g, '\u094B')
    .replace(/\u0911/g, '\u0913')
    .replace(/\u0945/g, '\u0947')
    .replace(/\u090D/g, '\u090F');
}

/**
 * Hindi drops the inherent vowel at the end of a word ('dukAna' → 'dukAn')
 * and between a vowel-consonant and a consonant-vowel ('bijalI' → 'bijlI').
 */
const CONSONANTS = `[^${VOWEL}\\s]+`;
const FINAL_SCHWA = new RegExp(`([${VOWEL}]${CONSONANTS})a$`);
const MEDIAL_SCHWA = new RegExp(`([${VOWEL}]${CONSONANTS})a(?=${CONSONANTS}[${VOWEL}])`, 'g');
function dropSchwas(itrans: string): string {
  return itrans.replace(FINAL_SCHWA, '$1').replace(MEDIAL_SCHWA, '$1');
}

/** ITRANS capitals and marks as the plain letters of everyday Hinglish. */
const LATIN_SPELLINGS: Array<[RegExp, string]> = [
  [/RRi|R\^i/g, 'ri'],
  [/Ch/g, 'chh'],
  [/Sh/g, 'sh'],
  [/~N|N\^|\.N|JN|M/g, 'n'],
  [/H/g, 'h'],
];

/**
 * One Devanagari word in Latin letters, lower-case.
 *
 * @example romanize('दुकान') // 'dukan'
 * @example romanize('बिजली') // 'bijli'
 */
export function romanize(word: string): string {
  let latin = dropSchwas(Sanscript.t(plainLetters(word), 'devanagari', 'itrans'));
  for (const [pattern, replacement] of LATIN_SPELLINGS) latin = latin.replace(pattern, replacement);
  return latin.toLowerCase().replace(/[^a-z0-9]/g, '');
}
