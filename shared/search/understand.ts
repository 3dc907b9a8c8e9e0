/**
 * Query understanding (issue #24 §1), one pipeline for the type-ahead and
 * the results pages of businesses, products and events: a typed query
 * becomes the words to search, the categories its lexicon names ('dawai ki
 * dukan' → Chemists), what it asks of the results (near me, open now, cheap,
 * best), the place it names ('in andheri west') and its filler words. Pure:
 * the lexicon and place matchers are built once per container by the caller.
 */
import { isFiller, splitJoinedFiller, startsFiller } from './fillers';
import { intentMatcher, type Intent } from './intents';
import { lexiconPhrases } from './lexicon-keys';
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
  /** The words the lexicon read as the categories (products and events are also searched by them as typed). */
  namedWords: string[];
  /**
   * The type-ahead's last words when a lexicon name ends the query: names
   * holding them are suggested too. The lexicon's word itself ('nai' may be
   * the start of Naidu Stores), or, when a half-typed word after the name was
   * set aside as a possible filler, the name's words with it ('jalebi h' may
   * be Jalebi House). Words separated by a space.
   */
  typing?: string;
  /** Every word the pipeline recognised (intents, fillers, places, lexicon): spelling correction leaves these alone. */
  recognised: Set<string>;
}

export { inLocality } from './locality';

/** Words before a place name ('in fort', 'near camp') and after it (Hindi 'lucknow mein') that make it a place even when it could be a word. */
const PLACE_MARKERS_BEFORE = new Set(['in', 'near', 'at']);
const PLACE_MARKERS_AFTER = new Set(['mein', 'me', 'main']);

/**
 * The lexicon as a phrase matcher: every Hindi, Hinglish and English name of
 * every entry, also without its filler words. The search Lambda builds the
 * same matcher from keys computed at build time (lexicon-keys.ts).
 */
export function lexiconMatcher(entries: readonly LexiconEntry[]): PhraseMatcher<LexiconCategory> {
  const values = new Map(entries.map((entry) => [entry, { tree: entry.tree, category: entry.category }]));
  return new PhraseMatcher(
    lexiconPhrases(entries).map(({ words, entry }) => ({ words, value: values.get(entry)! })),
    { typoInLongerPhrases: true },
  );
}

/** A place as the matcher holds it: `major` cities (the popular ones) are places even without 'in'; a `partial` name is the start of a locality's ('dadar' of 'Dadar West'). */
export type MatchedPlace = QueryPlace & { major?: boolean; partial?: boolean; sided?: boolean };

const COMPASS = /^(east|west|north|south)$/i;

/**
 * Cities and localities as a phrase matcher ('andheri west', 'navi mumbai');
 * a locality of several words is also found by its first words ('dadar' for
 * 'Dadar West', 'deccan' for 'Deccan Gymkhana').
 */
export function placeMatcher(places: Iterable<MatchedPlace & { aliases?: readonly string[] }>): PhraseMatcher<MatchedPlace> {
  return new PhraseMatcher(
    [...places].flatMap(({ aliases = [], ...place }) => {
      const names = [place.name, ...aliases].map((name) => ({ words: normalizedWords(name), value: place }));
      if (place.kind !== 'locality') return names;
      const words = place.name.split(/\s+/);
      const starts = words.slice(1).map((_, index) => words.slice(0, index + 1).join(' '));
      // 'bandra' alone is Bandra West and East: the rest of the name is only a side of it.
      const sided = words.length === 2 && COMPASS.test(words[1]!);
      return [...names, ...starts.map((start) => ({ words: normalizedWords(start), value: { kind: 'locality' as const, name: start, partial: true, sided } }))];
    }),
  );
}

export interface UnderstandOptions {
  lexicon: PhraseMatcher<LexiconCategory>;
  /** The tree whose categories the search lists; phrases of other trees are recognised but not applied. */
  tree: LexiconTree;
  /** Cities and the localities of the city searched (two matchers: the cities are built once, localities per city). */
  places?: ReadonlyArray<PhraseMatcher<MatchedPlace>>;
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
  // 'tentwala' is 'tent wala', unless the lexicon knows the joined word.
  const all = normalizedWords(text).flatMap((word) => (options.lexicon.knowsWord(word) ? [word] : splitJoinedFiller(word)));
  const intents = noIntents();
  const recognised = new Set<string>();
  const rest: string[] = [];
  for (let index = 0; index < all.length;) {
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
  const halfTyped = options.lastIsPrefix && content.length > 1 && startsFiller(content.at(-1)!) ? content.at(-1) : undefined;
  if (halfTyped) content = content.slice(0, -1);

  const words: string[] = [];
  const categories: LexiconCategory[] = [];
  const namedWords: string[] = [];
  let place: QueryPlace | undefined;
  let typing: string | undefined;
  for (let index = 0; index < content.length;) {
    const placeHit = place ? undefined : placesAt(options.places ?? [], content, index).find((hit) => placeAllowed(rest, content, index, hit.end, hit.value));
    if (placeHit) {
      const { kind, name, slug } = placeHit.value;
      place = { kind, name, ...(slug ? { slug } : {}) };
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
      // 'nai' may be the start of 'Naidu Stores' as much as the barber: the type-ahead also looks for names starting with it.
      else if (options.lastIsPrefix && lexiconHit.end === content.length && lexiconHit.end - index === 1 && all.at(-1) === content[index]) typing = content[index];
      // 'jalebi h': the 'h' may be 'hai' as much as the start of Jalebi House's second word.
      else if (halfTyped && lexiconHit.end === content.length) typing = [...content.slice(index, lexiconHit.end), halfTyped].join(' ');
      if (named.length) namedWords.push(...content.slice(index, lexiconHit.end));
      for (const value of named) if (!categories.some((held) => held.category === value.category)) categories.push(value);
      index = lexiconHit.end;
      continue;
    }
    words.push(content[index]!);
    index += 1;
  }
  return { words, categories, namedWords, intents, ...(place ? { place } : {}), fillers, recognised, ...(typing ? { typing } : {}) };
}

/** A place of the searched city before a town of the same name elsewhere ('Bandra' the locality, not the town in UP). */
const placePriority = (place: MatchedPlace) => (place.kind === 'city' ? (place.major ? 0 : 2) : 1);

/** The places whose name starts at `start`, longest first, then popular cities, the city's localities, other towns. */
function placesAt(matchers: ReadonlyArray<PhraseMatcher<MatchedPlace>>, words: readonly string[], start: number): Array<{ value: MatchedPlace; end: number }> {
  return matchers
    .flatMap((matcher) => {
      const hit = matcher.matchAt(words, start);
      return hit ? hit.values.map((value) => ({ value, end: hit.end })) : [];
    })
    .sort((a, b) => b.end - a.end || placePriority(a.value) - placePriority(b.value));
}

/**
 * A place name is a place after 'in'/'near' or before 'mein'; else a popular
 * city anywhere, and a locality that ends the query ('dentist andheri west')
 * or is all of it ('bandra': the listings there).
 */
function placeAllowed(typed: readonly string[], content: readonly string[], start: number, end: number, place: MatchedPlace): boolean {
  const before = typed[typed.indexOf(content[start]!) - 1];
  const after = typed[typed.indexOf(content[end - 1]!) + 1];
  if ((before && PLACE_MARKERS_BEFORE.has(before)) || (after && PLACE_MARKERS_AFTER.has(after))) return true;
  // Hundreds of towns are also words ('Salon', 'Sagar'): without 'in', only the popular cities are places.
  if (place.kind === 'city') return Boolean(place.major);
  const whole = start === 0 && end === content.length;
  return whole ? !place.partial || Boolean(place.sided) : end === content.length;
}
