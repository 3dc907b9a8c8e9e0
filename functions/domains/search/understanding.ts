import { listCitiesByName } from '../../data/entities/city';
import { lexiconKeys } from '../../../shared/search/lexicon/keys.generated';
import { matcherFromKeys } from '../../../shared/search/lexicon-keys';
import { lazy } from '../../../shared/lazy';
import type { LexiconTree } from '../../../shared/search/lexicon/types';
import { normalizedWords } from '../../../shared/search/normalize';
import type { PhraseMatcher } from '../../../shared/search/phrases';
import { correctWith, displayQuery, singularOf, type Correction } from '../../../shared/search/spelling';
import { searchWords } from '../../../shared/search/text';
import { placeMatcher, understandQuery, type MatchedPlace, type Understanding } from '../../../shared/search/understand';
import { categoryOptionOf } from '../../data/entities/category';
import type { CategoryOption, SearchUnderstood, UnderstoodPart } from '../../../shared/schemas/search';
import { cachedForCity, cityLocalities, correctQuery, spellingIndex, type VocabularyKind } from './spelling-vocabulary';
import { recentTaxonomy } from './business-taxonomy';

/** The lexicon's phrases, matched by sound key: built on a container's first search from keys computed at build time (tens of ms, not the 0.2-2 s of reading every name). */
const lexicon = lazy(() => matcherFromKeys(lexiconKeys));

/** Every catalogue city by name and other names ('bombay'), built once per container. */
let cityPlaces: Promise<PhraseMatcher<MatchedPlace>> | undefined;
function cityMatcher(): Promise<PhraseMatcher<MatchedPlace>> {
  cityPlaces ??= listCitiesByName().then((cities) =>
    placeMatcher(cities.map((city) => ({ kind: 'city' as const, name: city.name, slug: city.slug, aliases: city.aliases, major: city.popularRank > 0 }))),
  );
  cityPlaces.catch(() => {
    cityPlaces = undefined;
  });
  return cityPlaces;
}

/** The localities of a city's listings as a matcher ('andheri west'). */
const localityMatcher = (citySlug: string, now: number) =>
  cachedForCity(`${citySlug}#localities#places`, now, async () => placeMatcher((await cityLocalities(citySlug, now)).map((name) => ({ kind: 'locality' as const, name }))));

/** Business categories by lower-case title, as options (a title may be used at several levels); rebuilt only when the taxonomy is read again. */
let titleIndex: { source: object; byTitle: Map<string, CategoryOption[]> } | undefined;
const categoriesByTitle = async (): Promise<Map<string, CategoryOption[]>> => {
  const taxonomy = await recentTaxonomy();
  if (titleIndex?.source === taxonomy) return titleIndex.byTitle;
  const { mains, rest } = taxonomy;
  const byTitle = new Map<string, CategoryOption[]>();
  for (const category of [...mains, ...rest]) {
    if (category.status !== 'active' || category.level === 'leaf') continue;
    const option: CategoryOption = { ...categoryOptionOf(category), level: category.level };
    byTitle.set(category.title.toLowerCase(), [...(byTitle.get(category.title.toLowerCase()) ?? []), option]);
  }
  titleIndex = { source: taxonomy, byTitle };
  return byTitle;
};

/** A search as the pipeline understood it, ready for a handler. */
export interface UnderstoodSearch {
  /** The city searched: the one a query names ('plumber in pune'), else the one the request is for. */
  citySlug: string;
  understanding: Understanding;
  /** The business categories the lexicon named, as options. */
  categories: CategoryOption[];
  /** The words to search (for products and events, the lexicon's words too: their titles may hold them, 'kala ghoda'). */
  words: string[];
  /** Products and events: when the words find nothing, a named category's title words stand for its lexicon phrase ('kavita' → poetry). */
  fallbackWords?: string[];
  /** What the response reports, when anything was understood. */
  understood?: SearchUnderstood;
}

export interface UnderstandSearchOptions {
  lastIsPrefix?: boolean;
  /** Parts the visitor switched off: their words are still not searched. */
  ignore?: readonly UnderstoodPart[];
  now?: number;
}

/** The searched tree of each header search type (articles have no taxonomy of their own). */
export const treeOfKind: Record<VocabularyKind, LexiconTree> = { business: 'business', product: 'product', event: 'event' };

/**
 * The query pipeline for one request: understands the text against the
 * lexicon, the catalogue's cities and the city's localities, applies what the
 * visitor switched off, and resolves named business categories to the
 * taxonomy's ids.
 */
export async function understandSearch(text: string | undefined, citySlug: string, kind: VocabularyKind, options: UnderstandSearchOptions = {}): Promise<UnderstoodSearch> {
  const now = options.now ?? Date.now();
  if (!text?.trim()) return { citySlug, understanding: understandQuery('', { lexicon: lexicon(), tree: treeOfKind[kind] }), categories: [], words: [] };
  const [cities, localities, byTitle] = await Promise.all([cityMatcher(), localityMatcher(citySlug, now), kind === 'business' ? categoriesByTitle() : undefined]);
  const understanding = understandQuery(text ?? '', { lexicon: lexicon(), tree: treeOfKind[kind], places: [cities, localities], lastIsPrefix: options.lastIsPrefix });
  const ignored = new Set(options.ignore ?? []);
  const { intents } = understanding;
  if (ignored.has('nearMe')) intents.nearMe = false;
  if (ignored.has('openNow')) intents.openNow = false;
  if (ignored.has('price')) intents.cheap = false;
  if (ignored.has('sort')) intents.best = false;
  if (ignored.has('place')) delete understanding.place;
  const { place } = understanding;

  const categories = byTitle ? understanding.categories.flatMap((hit) => byTitle.get(hit.category.toLowerCase()) ?? []) : [];
  // A phrase naming a category the taxonomy does not hold (inactive, or not seeded) names nothing: its words are searched as typed, not dropped (an empty search would list the whole city).
  if (kind === 'business' && understanding.categories.length && !categories.length) {
    understanding.words = [...understanding.namedWords, ...understanding.words];
    understanding.categories = [];
    understanding.namedWords = [];
    delete understanding.typing;
  }
  // Products and events are found by their titles' words: a named category's title stands in, singular so it starts its names' words too ('Festivals' → 'festival').
  const standIn = kind === 'business' ? [] : normalizedWords(understanding.categories[0]?.category ?? '').map(singularOf);
  const understood: SearchUnderstood = {
    ...(intents.nearMe ? { nearMe: true as const } : {}),
    ...(intents.openNow ? { openNow: true as const } : {}),
    ...(intents.cheap ? { price: 'budget' as const } : {}),
    ...(intents.best ? { sort: 'rating' as const } : {}),
    ...(place ? { place: { kind: place.kind, name: place.name, ...(place.slug ? { slug: place.slug } : {}) } } : {}),
    ...(categories.length ? { categories: categories.map(({ _id, title, slug }) => ({ _id, title, slug })) } : {}),
  };
  return {
    citySlug: place?.kind === 'city' && place.slug ? place.slug : citySlug,
    understanding,
    categories,
    words: kind === 'business' ? understanding.words : [...understanding.namedWords, ...understanding.words],
    ...(standIn.length ? { fallbackWords: [...standIn, ...understanding.words] } : {}),
    ...(Object.keys(understood).length ? { understood } : {}),
  };
}

/**
 * The search's words with their misspellings corrected against the kind's
 * vocabulary. A word any vocabulary knows is never changed: what the
 * pipeline recognised, the lexicon's words, and the other trees' category
 * words ('rice' is a product, not a misspelt 'ice').
 */
export async function correctSearch(search: UnderstoodSearch, kind: VocabularyKind, options: { lastIsPrefix?: boolean; now?: number } = {}): Promise<Correction> {
  const now = options.now ?? Date.now();
  const others = await Promise.all((['business', 'product', 'event'] as const).filter((other) => other !== kind).map((other) => spellingIndex(now, other)));
  const known = (word: string) => search.understanding.recognised.has(word) || lexicon().knowsWord(word) || others.some((index) => index.has(word));
  return correctQuery(search.citySlug, search.words, { lastIsPrefix: options.lastIsPrefix, kind, known }, now);
}

/** The typed query with its corrected words swapped in, as the page shows it ('Restaurant Near Me'). */
export function correctedText(text: string, correction: Correction, searched: readonly string[]): string {
  const swaps = new Map(searched.map((word, index) => [word, correction.words[index]!]));
  return displayQuery(normalizedWords(text).map((word) => swaps.get(word) ?? word));
}

/**
 * Whether a lexicon word is a misspelling of its category's own title word
 * ('resturant' for Restaurant, 'briyani' for Biryani Restaurants): typed in
 * Latin letters, not a word of the taxonomy, and the taxonomy's spelling
 * correction makes it a word of that title with the same first letter and
 * ending (so 'translation' is not Translators', 'par' not Car Rental's, and a
 * plural or singular is no misspelling).
 */
function misspeltTitleWord(word: string, corrected: string, titleWords: ReadonlySet<string>): boolean {
  return corrected !== word && titleWords.has(corrected) && word.length >= 5 && corrected[0] === word[0] && corrected.slice(-2) === word.slice(-2) && singularOf(corrected) !== singularOf(word);
}

/**
 * 'Showing results for Restaurant' when the lexicon found a category by a
 * misspelling of its title that it lists ('resturant', 'thaali'): the
 * results are already the category's, and the visitor is told the spelling
 * as search engines do (issue #24 §1.6). Nothing searched changes: the
 * lexicon knows the word. Undefined when every named word is spelt as typed.
 */
export async function titleSpelling(text: string, search: UnderstoodSearch, kind: VocabularyKind, now = Date.now()): Promise<string | undefined> {
  const { namedWords, categories } = search.understanding;
  if (!namedWords.length) return undefined;
  const taxonomy = await spellingIndex(now, kind);
  const typed = new Set(searchWords(text.normalize('NFKC')));
  const titleWords = new Set(categories.flatMap((category) => normalizedWords(category.category)).flatMap((word) => [word, singularOf(word)]));
  const words = namedWords.map((word) => {
    if (!typed.has(word) || taxonomy.has(word)) return word;
    const corrected = correctWith([taxonomy], [word]).words[0]!;
    return misspeltTitleWord(word, corrected, titleWords) ? corrected : word;
  });
  const correction: Correction = { words, changed: words.some((word, index) => word !== namedWords[index]) };
  return correction.changed ? correctedText(text, correction, namedWords) : undefined;
}
