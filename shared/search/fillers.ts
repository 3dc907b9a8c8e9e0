/**
 * Filler words: what joins a query's meaningful words in Hinglish and
 * English ('dawai ki dukan', 'tiffin wala', 'salon in andheri'). They are
 * never searched for and never spelling-corrected.
 */
import { soundKey } from './spelling';

export const FILLER_WORDS = [
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'me',
  'mein',
  'hai',
  'wala',
  'wali',
  'wale',
  'waala',
  'waali',
  'waale',
  'vala',
  'vali',
  'vale',
  'dukan',
  'dukaan',
  'dukkan',
  'shop',
  'shops',
  'store',
  'stores',
  'service',
  'services',
  'in',
  'at',
  'for',
  'the',
  'a',
  'an',
  'and',
  'of',
  'near',
] as const;

const fillerKeys = new Set(FILLER_WORDS.map(soundKey));

export const isFiller = (word: string) => fillerKeys.has(soundKey(word));

/** The 'wala' people write joined to its word ('tentwala', 'doodhwali'). */
const JOINED_FILLER = /^(\p{L}{3,}?)(w|v)(aa?l[aiey]|aale|aali)$/u;

/** A word with a joined 'wala' as two words ('tentwala' → 'tent', 'wala'); any other word as it is. */
export function splitJoinedFiller(word: string): string[] {
  const match = JOINED_FILLER.exec(word);
  return match ? [match[1]!, word.slice(match[1]!.length)] : [word];
}

/** Whether a half-typed last word is on its way to a filler ('duk' → 'dukan', 'wa' → 'wala'). */
export const startsFiller = (prefix: string) => prefix.length > 0 && FILLER_WORDS.some((filler) => filler.startsWith(prefix));
