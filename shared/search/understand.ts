/**
 * Query understanding (issue #24 §1), one pipeline for the type-ahead and
 * the results pages of businesses, products and events: a typed query
 * becomes the words to search, the categories its lexicon names ('dawai ki
 * dukan' → Chemists), what it asks of the results (near me, open now, cheap,
 * best), the place it names ('in andheri west') and its filler words. Pure:
 * the lexicon and place matchers are built once per container by the caller.
 */
import { isFiller, startsFiller } from './fillers';
import { intentMatcher, type Intent } from './intents';
import type { LexiconEntry, LexiconTree } from './lexicon/types';
import { normalizedWords } from './normalize';
import { PhraseMatcher } from './phrases';

/** A category a lexicon phrase names: its tree and its exact taxonomy title. */
export interface LexiconCategory {
  tree: LexiconTree;
  category: string;
}

/** A city or locality named in a query ('in pune', 'andheri west'). */
export interface QueryPlace {
  kind: 'city' | 'locality';
  name: string;
  /** The city's URL slug (cities only). */
  slug?: string;
}

export interface Understanding {
  /** The words left to search for, in Latin letters. */
  words: string[];
  /** Categories of the searched tree that the query names, first named first. */
  categories: LexiconCategory[];
  intents: Record<Intent, boolean>;
  place?: QueryPlace;
  fillers: string[];
  /** Every word the pipeline recognised (intents, fillers, places, lexicon): spelling correction leaves these alone. */
  recognised: Set<string>;
}

/** Words after which a place name is a place even when it could be a word ('in fort', 'near camp'). */
const PLACE_MARKERS = new Set(['in', 'near', 'at', 'mein', 'me']);

/** The lexicon as a phrase matcher: every Hindi, Hinglish and English name of every entry, also without its filler words. */
export function lexiconMatcher(entries: readonly LexiconEntry[]): PhraseMatcher<LexiconCategory> {
  return new PhraseMatcher(
    entries.flatMap((entry) => {
      const value: LexiconCategory = { tree: entry.tree, category: entry.category };
      return [...entry.hindi, ...entry.hinglish, ...entry.english].flatMap((phrase) => {
        const words = normalizedWords(phrase);
        const content = words.filter((word) => !isFiller(word));
        return content.length && content.length < words.length ? [{ words, value }, { words: content, value }] : [{ words, value }];
      });
    }),
  );
}

/** Cities and localities as a phrase matcher ('andheri west', 'navi mumbai'). */
export function placeMatcher(places: Iterable<QueryPlace & { aliases?: readonly string[] }>): PhraseMatcher<QueryPlace> {
  return new PhraseMatcher(
    [...places].flatMap(({ aliases = [], ...place }) => [place.name, ...aliases].map((name) => ({ words: normalizedWords(name), value: place }))),
  );
}

export interface UnderstandOptions {
  lexicon: PhraseMatcher<LexiconCategory>;
  /** The tree whose categories the search lists; phrases of other trees are recognised but not applied. */
  tree: LexiconTree;
  /** Cities and the localities of the city searched (two matchers: the cities are built once, localities per city). */
  places?: ReadonlyArray<PhraseMatcher<QueryPlace>>;
  /** The type-ahead: the last word may be half typed ('dawai ki du'). */
  lastIsPrefix?: boolean;
}

const noIntents = (): Record<Intent, boolean> => ({ nearMe: false, openNow: false, cheap: false, best: false });

/**
 * What a query means. Intent phrases are read first over all the words
 * ('near me' is two filler words); then fillers are set aside; then, on the
 * words left, places and lexicon phrases, longest first. What remains is
 * searched as typed. A query of nothing but fillers is searched as typed.
 */
export function understandQuery(text: string, options: UnderstandOptions): Understanding {
  const all = normalizedWords(text);
  const intents = noIntents();
  const recognised = new Set<string>();
  const rest: string[] = [];
  for (let index = 0; index < all.length; ) {
    const intent = intentMatcher.matchAt(all, index);
    if (!intent) {
      rest.push(all[index]!);
      index += 1;
      continue;
    }
    for (const value of intent.values) intents[value] = true;
    all.slice(index, intent.end).forEach((word) => recognised.add(word));
    index = intent.end;
  }

  const fillers = rest.filter(isFiller);
  fillers.forEach((word) => recognised.add(word));
  let content = rest.filter((word) => !isFiller(word));
  if (!content.length && !Object.values(intents).some(Boolean)) content = rest;
  // 'dawai ki du…': a half-typed filler after other words is not a word to search yet.
  if (options.lastIsPrefix && content.length > 1 && startsFiller(content.at(-1)!)) content = content.slice(0, -1);

  const words: string[] = [];
  const categories: LexiconCategory[] = [];
  let place: QueryPlace | undefined;
  for (let index = 0; index < content.length; ) {
    const placeHit = !place ? longestPlaceAt(options.places ?? [], content, index) : undefined;
    if (placeHit && placeAllowed(rest, content, index, placeHit.end, placeHit.values[0]!)) {
      place = placeHit.values[0];
      content.slice(index, placeHit.end).forEach((word) => recognised.add(word));
      index = placeHit.end;
      continue;
    }
    const lexiconHit = options.lexicon.matchAt(content, index);
    if (lexiconHit) {
      content.slice(index, lexiconHit.end).forEach((word) => recognised.add(word));
      const named = lexiconHit.values.filter((value) => value.tree === options.tree);
      // A phrase of another tree ('rice' in a business search) is known, so never corrected, and still searched.
      if (!named.length) words.push(...content.slice(index, lexiconHit.end));
      for (const value of named) if (!categories.some((held) => held.category === value.category)) categories.push(value);
      index = lexiconHit.end;
      continue;
    }
    words.push(content[index]!);
    index += 1;
  }
  return { words, categories, intents, ...(place ? { place } : {}), fillers, recognised };
}

function longestPlaceAt(matchers: ReadonlyArray<PhraseMatcher<QueryPlace>>, words: readonly string[], start: number) {
  let longest: { values: readonly QueryPlace[]; end: number } | undefined;
  for (const matcher of matchers) {
    const hit = matcher.matchAt(words, start);
    if (hit && (!longest || hit.end > longest.end)) longest = hit;
  }
  return longest;
}

/**
 * A place name is a place after 'in'/'near', when it ends a query that also
 * says what to find ('dentist andheri west'), or when a city is all the
 * query says ('pune'); a locality word alone may be a business name.
 */
function placeAllowed(typed: readonly string[], content: readonly string[], start: number, end: number, place: QueryPlace): boolean {
  if (place.kind === 'city' && end - start === content.length) return true;
  const before = typed.indexOf(content[start]!) - 1;
  if (before >= 0 && PLACE_MARKERS.has(typed[before]!)) return true;
  return end === content.length && start > 0;
}
