/**
 * Finds known phrases in a query's words, longest first: lexicon names
 * ('dawai ki dukan'), intent phrases ('near me') and place names ('andheri
 * west'). Words compare by sound key, so the spellings of one Hinglish word
 * ('dawai', 'davai'; 'naai', 'nai') and a doubled letter ('jimm') meet.
 * Built once per container; a lookup is a few map reads per word.
 */
import { editDistance, soundKey } from './spelling';

/** A phrase found in a query: the value it names and the words [start, end) it covers. */
export interface PhraseHit<T> {
  value: T;
  start: number;
  end: number;
}

/** How a phrase is compared: its words' sound keys, space separated. */
export const phraseKey = (words: readonly string[]) => words.map(soundKey).join(' ');

/** A word of a phrase may be a typo of the phrase's word when its sound key is at least this long, one edit away. */
const FUZZY_MIN_KEY = 5;

export interface PhraseMatcherOptions {
  /**
   * A phrase of several words also matches with one of its longer words
   * misspelt by one edit ('veg resturant' for 'veg restaurant'), when no
   * phrase as long matches exactly: the lexicon's names, not places.
   */
  typoInLongerPhrases?: boolean;
}

export class PhraseMatcher<T> {
  private readonly byKey = new Map<string, T[]>();
  private longest = 0;
  /** The phrases of several words by their key with one long word masked ('vej *'), built on first need. */
  private masked: Map<string, Array<{ key: string; word: string }>> | undefined;

  /** `phrases`: each phrase as words (already normalised) with the value it names. */
  constructor(
    phrases: Iterable<{ words: readonly string[]; value: T }>,
    private readonly options: PhraseMatcherOptions = {},
  ) {
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
  static fromKeys<T>(keyed: Iterable<readonly [key: string, values: readonly T[]]>, words: Iterable<string>, options: PhraseMatcherOptions = {}): PhraseMatcher<T> {
    const matcher = new PhraseMatcher<T>([], options);
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
      const values = this.byKey.get(phraseKey(words.slice(start, end))) ?? (this.options.typoInLongerPhrases && end - start > 1 ? this.withOneTypo(words.slice(start, end)) : undefined);
      if (values) return { values, end };
    }
    return undefined;
  }

  /** The values of the phrases these words name with one long word one edit off. */
  private withOneTypo(words: readonly string[]): readonly T[] | undefined {
    const keys = words.map(soundKey);
    const found = new Set<string>();
    keys.forEach((typed, index) => {
      if (typed.length < FUZZY_MIN_KEY) return;
      const masked = keys.map((key, at) => (at === index ? '*' : key)).join(' ');
      for (const { key, word } of this.maskedPhrases().get(masked) ?? []) if (word !== typed && editDistance(typed, word, 1) <= 1) found.add(key);
    });
    // Several spellings of one phrase may be that near ('parlor', 'parlour'): what they name, each once.
    return found.size ? [...new Set([...found].flatMap((key) => this.byKey.get(key)!))] : undefined;
  }

  private maskedPhrases(): Map<string, Array<{ key: string; word: string }>> {
    if (this.masked) return this.masked;
    const masked = new Map<string, Array<{ key: string; word: string }>>();
    for (const key of this.byKey.keys()) {
      const keyWords = key.split(' ');
      if (keyWords.length < 2) continue;
      keyWords.forEach((word, index) => {
        if (word.length < FUZZY_MIN_KEY) return;
        const at = keyWords.map((other, position) => (position === index ? '*' : other)).join(' ');
        masked.set(at, [...(masked.get(at) ?? []), { key, word }]);
      });
    }
    return (this.masked = masked);
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
