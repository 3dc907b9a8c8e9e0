import { listCategoriesAtLevel, type CategoryItem } from '../../data/entities/category';
import { listEventCategories } from '../../data/entities/event-category';
import { readSearchPartition } from '../../data/entities/search-index';
import { readListingWindow } from '../../data/entities/listing-index';
import { areaOf, searchPartition } from '../../../shared/search/index-entries';
import { correctWith, SpellingIndex, vocabularyOf, type Correction } from '../../../shared/search/spelling';
import { recentTaxonomy, type BusinessTaxonomy } from './business-taxonomy';

/** How long a container trusts its vocabulary before reading the taxonomy again (new categories appear within this). */
const VOCABULARY_TTL_MS = 10 * 60_000;
/** Main categories are what people search for most: their words win ties. */
const MAIN_WEIGHT = 3;

/** Which documents a search looks for, and so which vocabulary corrects it ('rice' is a product word, not a typo of 'ice'). */
export type VocabularyKind = 'business' | 'product' | 'event';

/** A value this container keeps for VOCABULARY_TTL_MS, read again after; a failed read is not kept. */
function expiring<T>(build: () => Promise<T>): (now?: number) => Promise<T> {
  let cached: { value: Promise<T>; at: number } | undefined;
  return (now = Date.now()) => {
    if (!cached || now - cached.at > VOCABULARY_TTL_MS) {
      const value = build();
      cached = { value, at: now };
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  };
}

/** The product tree's categories (all four levels) and the event categories: a few hundred, kept like the business taxonomy. */
export const productCategories = expiring(async (): Promise<CategoryItem[]> =>
  (await Promise.all((['main', 'sub', 'subsub', 'leaf'] as const).map((level) => listCategoriesAtLevel('product', level)))).flat(),
);
export const eventCategories = expiring(listEventCategories);

/** Category titles of the product tree and of the event tree. */
const productTitles = async (now?: number) => (await productCategories(now)).map((category) => category.title);
const eventTitles = async (now?: number) => (await eventCategories(now)).map((category) => category.name);

/** The business taxonomy's spelling index, built once per copy of the taxonomy the container holds. */
const businessSpelling = new WeakMap<BusinessTaxonomy, SpellingIndex>();
async function businessSpellingIndex(now?: number): Promise<SpellingIndex> {
  const taxonomy = await recentTaxonomy(now);
  let index = businessSpelling.get(taxonomy);
  if (!index) {
    index = new SpellingIndex([
      ...vocabularyOf(
        taxonomy.mains.map((category) => category.title),
        MAIN_WEIGHT,
      ),
      ...vocabularyOf(taxonomy.rest.map((category) => category.title)),
    ]);
    businessSpelling.set(taxonomy, index);
  }
  return index;
}

const taxonomyIndexes: Record<VocabularyKind, (now?: number) => Promise<SpellingIndex>> = {
  business: businessSpellingIndex,
  product: expiring(async () => new SpellingIndex(vocabularyOf(await productTitles()))),
  event: expiring(async () => new SpellingIndex(vocabularyOf(await eventTitles()))),
};

/**
 * The taxonomy's spelling index of this Lambda container, built on first use
 * and kept in memory (held across invocations, rebuilt after VOCABULARY_TTL_MS).
 */
export function spellingIndex(now = Date.now(), kind: VocabularyKind = 'business'): Promise<SpellingIndex> {
  return taxonomyIndexes[kind](now);
}

/** How many of a city's best ranked documents per first letter lend their name words to the vocabulary. */
const NAME_WORDS_READ = 300;
/** How many of a city's best ranked listings lend their localities to the vocabulary. */
const LOCALITIES_READ = 500;
/** Vocabularies a container keeps (each a few hundred words). */
const MAX_CITY_VOCABULARIES = 500;
const cityCache = new Map<string, { value: Promise<unknown>; at: number }>();

/** A city's value from this container's cache, built by `build` when missing or older than VOCABULARY_TTL_MS. */
export function cachedForCity<T>(key: string, now: number, build: () => Promise<T>): Promise<T> {
  const cached = cityCache.get(key);
  if (cached && now - cached.at <= VOCABULARY_TTL_MS) return cached.value as Promise<T>;
  if (cityCache.size >= MAX_CITY_VOCABULARIES) cityCache.delete(cityCache.keys().next().value!);
  const value = build();
  cityCache.set(key, { value, at: now });
  value.catch(() => cityCache.delete(key));
  return value;
}

/**
 * The name words starting with `letter` of a city's listings (or products,
 * or events): one Query of the letter's prefix partition (best ranked
 * first). People rarely miss a word's first letter, so it picks the partition.
 */
function cityNameIndex(citySlug: string, kind: VocabularyKind, letter: string, now: number): Promise<SpellingIndex> {
  return cachedForCity(`${citySlug}#${kind}#names#${letter}`, now, async () => {
    const partition = { slot: 1 as const, partition: searchPartition(citySlug, kind, letter) };
    const { items } = await readSearchPartition(partition, { wanted: NAME_WORDS_READ, pageSize: NAME_WORDS_READ, maxRead: NAME_WORDS_READ });
    return new SpellingIndex(vocabularyOf(items.map((item) => item.words)).filter((entry) => entry.word.startsWith(letter)));
  });
}

/** The localities of a city's best ranked listings ('Andheri West', 'Gangapur'): one read of its listing list. */
export function cityLocalities(citySlug: string, now = Date.now()): Promise<string[]> {
  return cachedForCity(`${citySlug}#localities`, now, async () => {
    const { cards } = await readListingWindow(citySlug, { level: 'all' }, { window: LOCALITIES_READ });
    return [...new Set(cards.flatMap((card) => areaOf(card.address) ?? []))];
  });
}

function cityLocalityIndex(citySlug: string, now: number): Promise<SpellingIndex> {
  return cachedForCity(`${citySlug}#localities#spelling`, now, async () => new SpellingIndex(vocabularyOf(await cityLocalities(citySlug, now))));
}

export interface CorrectionOptions {
  /** The type-ahead: the last word may be half typed. */
  lastIsPrefix?: boolean;
  /** Which vocabulary corrects: the business one (default), the products' or the events'. */
  kind?: VocabularyKind;
  /** Words some other vocabulary knows (the lexicon, intents, fillers, places): never changed. */
  known?: (word: string) => boolean;
}

/**
 * A query corrected against the taxonomy's words, then the city's names
 * (listings, products or events) and localities ('sagr' → 'sagar',
 * 'gangapr' → 'gangapur'); category words win a tie, as people search for
 * kinds of business most. A word any vocabulary knows is never changed.
 */
export async function correctQuery(citySlug: string, words: readonly string[], options: CorrectionOptions = {}, now = Date.now()): Promise<Correction> {
  const { kind = 'business', known = () => false } = options;
  const taxonomy = await spellingIndex(now, kind);
  const unknown = (word: string) => !known(word) && !taxonomy.has(word);
  const letters = [
    ...new Set(
      words
        .filter(unknown)
        .map((word) => word.charAt(0))
        .filter((letter) => /^[a-z]$/.test(letter)),
    ),
  ];
  if (letters.length === 0) return { words: [...words], changed: false };
  const cityIndexes = await Promise.all([...letters.map((letter) => cityNameIndex(citySlug, kind, letter, now)), cityLocalityIndex(citySlug, now)]);
  const corrected = correctWith([taxonomy, ...cityIndexes], words, options);
  const kept = corrected.words.map((word, index) => (known(words[index]!) ? words[index]! : word));
  return { words: kept, changed: kept.some((word, index) => word !== words[index]) };
}
