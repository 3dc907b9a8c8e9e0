/**
 * Search text: how names, category titles and typed queries become words,
 * and which prefix partitions a word is filed under. Shared by the stream
 * reactor that writes the index, the seeders and the search handler, so the
 * index and the queries always agree.
 */

/**
 * A word is filed under these prefix lengths, each a rank-ordered
 * partition (see shared/search/index-entries.ts). A query of length n reads
 * the partition of the longest slot ≤ n and keeps the words that start with
 * the whole query, plus the partition of the exact word.
 */
export const PREFIX_SLOTS = [1, 3, 5] as const;
export type PrefixSlot = (typeof PREFIX_SLOTS)[number];

/** Longest query accepted; longer text never narrows a directory search further. */
export const MAX_QUERY_LENGTH = 100;
/** Index words are cut to this length (a query's longer word still matches by prefix). */
export const MAX_WORD_LENGTH = 24;
/** Distinct name words indexed per listing: one index item each. */
export const MAX_INDEXED_WORDS = 6;

/**
 * Words nobody types to find a business; they stay part of the name (for
 * phrase ranking) but get no index item of their own.
 */
const UNINDEXED_WORDS = new Set(['and', 'the', 'of', 'n', 'a', 'an', 'in', 'at', 'for', 'by', 'pvt', 'ltd', 'private', 'limited', 'llp', 'co', 'inc']);

/**
 * The words of a text, lower-case: accents folded, apostrophes dropped
 * (Domino's → dominos), everything that is not a letter, mark or digit a
 * separator. Devanagari and other scripts keep their letters and marks.
 *
 * @example searchWords('Shree Sagar Veg. Restaurant & Café') // ['shree', 'sagar', 'veg', 'restaurant', 'cafe']
 */
export function searchWords(text: string | null | undefined): string[] {
  const folded = (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
  return (folded.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** The distinct words of a name that get an index item, in name order, at most MAX_INDEXED_WORDS. */
export function indexedWords(words: readonly string[]): string[] {
  const distinct = [...new Set(words)].filter((word) => !UNINDEXED_WORDS.has(word));
  return distinct.slice(0, MAX_INDEXED_WORDS);
}

/** The slot partition a word is filed under for a prefix length, or undefined when the word is shorter. */
export function slotPrefix(word: string, slot: PrefixSlot): string | undefined {
  return word.length >= slot ? word.slice(0, slot) : undefined;
}

/**
 * Where a query token is looked up: its exact-word partition, and the
 * longest prefix slot it fills (the token itself when its length is a slot,
 * so no filtering is needed).
 */
export function tokenPartitions(token: string): { exact: string; slot: PrefixSlot; prefix: string; needsFilter: boolean } {
  const slot = [...PREFIX_SLOTS].reverse().find((length) => token.length >= length) ?? 1;
  const prefix = token.slice(0, slot);
  return { exact: token.slice(0, MAX_WORD_LENGTH), slot, prefix, needsFilter: prefix !== token };
}

/** Whether every query token is the start of some word (in any order). */
export function everyTokenMatches(tokens: readonly string[], words: readonly string[]): boolean {
  return tokens.every((token) => words.some((word) => word.startsWith(token)));
}

/** The words of a query that say something: without the unindexed ones (and, the, pvt…), unless that leaves none. */
export function meaningfulTokens(tokens: readonly string[]): string[] {
  const meaningful = tokens.filter((token) => !UNINDEXED_WORDS.has(token));
  return meaningful.length ? meaningful : [...tokens];
}
