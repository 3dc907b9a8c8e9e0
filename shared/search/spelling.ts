/**
 * Typo tolerance without a search cluster: a SymSpell-style deletion index
 * over the words people search with (category titles, locality names,
 * frequent name words). A query word that is not in the vocabulary is
 * corrected to the vocabulary word within a small edit distance (Damerau:
 * a swap of neighbours counts once), the most frequent one first; so
 * 'resturant' becomes 'restaurant', 'briyani' 'biryani' and 'kemist' 'chemist'.
 */
import { searchWords } from './text';

/** Words this short are never corrected: too many words are one letter away. */
const MIN_CORRECTED_LENGTH = 3;

/** How many edits a word of this length may be away from its correction. */
export function maxEditsFor(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length <= 4 ? 1 : 2;
}

/** Every string made by deleting up to `edits` characters of `word` (the word itself included). */
function deletions(word: string, edits: number): Set<string> {
  const found = new Set([word]);
  let frontier = [word];
  for (let round = 0; round < edits; round++) {
    const next: string[] = [];
    for (const text of frontier) {
      for (let index = 0; index < text.length; index++) {
        const shorter = text.slice(0, index) + text.slice(index + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return found;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    let rowBest = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * A sound-alike key for Indian spellings of the same word: 'ch' and 'k'
 * sound alike in 'chemist'/'kemist', doubled letters and long vowels
 * ('kiraana', 'biriyani') collapse, 'y' after a consonant is an 'i', 'chh'
 * is written 'ch' as often ('chhole', 'chole'). An 'h' is dropped ('shop',
 * 'mehndi'), except where it makes an aspirated consonant: Hindi tells 'dh'
 * from 'd' and 'th' from 't', and so do people typing it, so 'dhaba' never
 * meets 'dabba' nor 'thali' 'tally'. Used to match lexicon phrases, and to
 * prefer, among equally near words, the one that sounds like the query.
 */
export function soundKey(word: string): string {
  return word
    .replace(/chh/g, 'ch')
    .replace(/ch/g, 'k')
    .replace(/[cq]/g, 'k')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/y/g, 'i')
    .replace(/(^|[^bdgjkt])h+/g, '$1')
    .replace(/(.)\1+/g, '$1');
}

/** A word of the vocabulary and how often it is searched or used (higher wins a tie). */
export interface VocabularyWord {
  word: string;
  weight: number;
}

/** A corrected query: its words, and whether any word changed. */
export interface Correction {
  words: string[];
  changed: boolean;
}

/** The deletion index of a vocabulary; build once per container and reuse. */
export class SpellingIndex {
  private readonly weights = new Map<string, number>();
  private readonly byDeletion = new Map<string, string[]>();

  constructor(vocabulary: Iterable<VocabularyWord>) {
    for (const { word, weight } of vocabulary) {
      if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word)) continue;
      this.weights.set(word, Math.max(weight, this.weights.get(word) ?? 0));
    }
    for (const word of this.weights.keys()) {
      for (const deleted of deletions(word, maxEditsFor(word.length))) {
        const bucket = this.byDeletion.get(deleted);
        if (bucket) bucket.push(word);
        else this.byDeletion.set(deleted, [word]);
      }
    }
  }

  /** How many distinct words the index holds. */
  get size(): number {
    return this.weights.size;
  }

  has(word: string): boolean {
    return this.weights.has(word);
  }

  /**
   * The best vocabulary words for a query word, nearest first, then the one
   * that sounds like it, then the most frequent; the word itself when known.
   */
  candidates(word: string, limit = 3): string[] {
    return this.nearest(word, limit).map((candidate) => candidate.word);
  }

  /** Like `candidates`, with each word's edit distance and weight (to weigh one index's answer against another's). */
  nearest(word: string, limit = 3): Array<{ word: string; distance: number; weight: number }> {
    const known = this.weights.get(word);
    if (known !== undefined) return [{ word, distance: 0, weight: known }];
    const edits = maxEditsFor(word.length);
    if (edits === 0) return [];
    const scored = new Map<string, number>();
    for (const deleted of deletions(word, edits)) {
      for (const candidate of this.byDeletion.get(deleted) ?? []) {
        if (scored.has(candidate)) continue;
        const distance = editDistance(word, candidate, Math.max(edits, maxEditsFor(candidate.length)));
        if (distance <= Math.min(edits, maxEditsFor(candidate.length)) || (distance <= 2 && soundKey(word) === soundKey(candidate))) scored.set(candidate, distance);
      }
    }
    const key = soundKey(word);
    return [...scored.entries()]
      .sort(([a, da], [b, db]) => da - db || Number(soundKey(b) === key) - Number(soundKey(a) === key) || this.weights.get(b)! - this.weights.get(a)! || (a < b ? -1 : 1))
      .slice(0, limit)
      .map(([candidate, distance]) => ({ word: candidate, distance, weight: this.weights.get(candidate)! }));
  }

  /**
   * A query with each unknown word replaced by its best correction. The last
   * word may still be being typed, so it is left alone while some known word
   * starts with it.
   */
  correct(words: readonly string[], { lastIsPrefix = false } = {}): Correction {
    return correctWith([this], words, { lastIsPrefix });
  }

  startsAWord(prefix: string): boolean {
    for (const word of this.weights.keys()) if (word.startsWith(prefix)) return true;
    return false;
  }
}

/**
 * A query corrected against several vocabularies (the taxonomy's, a city's
 * names and localities): a word any of them knows stays; another becomes the
 * nearest word of any, the earlier vocabulary winning a tie.
 */
export function correctWith(indexes: readonly SpellingIndex[], words: readonly string[], { lastIsPrefix = false } = {}): Correction {
  const corrected = words.map((word, index) => {
    if (indexes.some((spelling) => spelling.has(word))) return word;
    if (lastIsPrefix && index === words.length - 1 && indexes.some((spelling) => spelling.startsAWord(word))) return word;
    let best: { word: string; distance: number } | undefined;
    for (const spelling of indexes) {
      const nearest = spelling.nearest(word, 1)[0];
      if (nearest && (!best || nearest.distance < best.distance)) best = nearest;
    }
    return best?.word ?? word;
  });
  return { words: corrected, changed: corrected.some((word, index) => word !== words[index]) };
}

/** 'chemists' → 'chemist', 'festivals' → 'festival' (not 'glass'); other words as they are. */
export const singularOf = (word: string) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** People type the singular of a plural title ('chemist' for 'Chemists'); a prefix search then still finds it. */
const withSingular = (word: string) => (singularOf(word) === word ? [word] : [word, singularOf(word)]);

/** The vocabulary of a set of titles: each word weighted by how many titles use it. */
export function vocabularyOf(titles: Iterable<string>, weight = 1): VocabularyWord[] {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const word of new Set(searchWords(title).flatMap(withSingular))) counts.set(word, (counts.get(word) ?? 0) + weight);
  }
  return [...counts.entries()].map(([word, count]) => ({ word, weight: count }));
}

/** 'restaurant' → 'Restaurant': how a corrected query is shown ('Showing results for …'). */
export const displayQuery = (words: readonly string[]) => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
