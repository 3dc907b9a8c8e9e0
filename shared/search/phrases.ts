/**
 * Finds known phrases in a query's words, longest first: lexicon names
 * ('dawai ki dukan'), intent phrases ('near me') and place names ('andheri
 * west'). Words compare by sound key, so the spellings of one Hinglish word
 * ('dawai', 'davai'; 'naai', 'nai') and a doubled letter ('jimm') meet.
 * Built once per container; a lookup is a few map reads per word.
 */
import { soundKey } from './spelling';

/** A phrase found in a query: the value it names and the words [start, end) it covers. */
export interface PhraseHit<T> {
  value: T;
  start: number;
  end: number;
}

/** How a phrase is compared: its words' sound keys, space separated. */
export const phraseKey = (words: readonly string[]) => words.map(soundKey).join(' ');

export class PhraseMatcher<T> {
  private readonly byKey = new Map<string, T[]>();
  private longest = 0;

  /** `phrases`: each phrase as words (already normalised) with the value it names. */
  constructor(phrases: Iterable<{ words: readonly string[]; value: T }>) {
    for (const { words, value } of phrases) {
      if (!words.length) continue;
      const key = phraseKey(words);
      const values = this.byKey.get(key) ?? [];
      if (!values.includes(value)) values.push(value);
      for (const word of words) this.words.add(word);
      this.byKey.set(key, values);
      this.longest = Math.max(this.longest, words.length);
    }
  }

  /**
   * A matcher from phrases already keyed (shared/search/lexicon-keys.ts: the
   * lexicon's keys are computed at build time, not at a Lambda's start).
   * `words`: the phrases' words as typed, for knowsWord.
   */
  static fromKeys<T>(keyed: Iterable<readonly [key: string, values: readonly T[]]>, words: Iterable<string>): PhraseMatcher<T> {
    const matcher = new PhraseMatcher<T>([]);
    for (const [key, values] of keyed) {
      matcher.byKey.set(key, [...values]);
      matcher.longest = Math.max(matcher.longest, key.split(' ').length);
    }
    for (const word of words) matcher.words.add(word);
    return matcher;
  }

  /** The values of the longest phrase that starts at `start`, and where it ends. */
  matchAt(words: readonly string[], start: number): { values: readonly T[]; end: number } | undefined {
    for (let end = Math.min(words.length, start + this.longest); end > start; end--) {
      const values = this.byKey.get(phraseKey(words.slice(start, end)));
      if (values) return { values, end };
    }
    return undefined;
  }

  /**
   * Whether some phrase has this very word (spelling correction leaves such
   * words alone). Exact, not by sound: 'starttup' sounds like 'startup' and
   * is still a typo to correct.
   */
  knowsWord(word: string): boolean {
    return this.words.has(word);
  }

  private readonly words = new Set<string>();
}
