import { listCategoriesAtLevel } from '../../data/entities/category';
import { readSearchPartition } from '../../data/entities/search-index';
import { readListingWindow } from '../../data/entities/listing-index';
import { areaOf, searchPartition } from '../../../shared/search/index-entries';
import { correctWith, SpellingIndex, vocabularyOf, type Correction } from '../../../shared/search/spelling';

/** How long a container trusts its vocabulary before reading the taxonomy again (new categories appear within this). */
const VOCABULARY_TTL_MS = 10 * 60_000;
/** Main categories are what people search for most: their words win ties. */
const MAIN_WEIGHT = 3;

let cached: { index: Promise<SpellingIndex>; at: number } | undefined;

/** Builds the index from the business taxonomy: three Queries (one per level), a few hundred titles. */
async function buildIndex(): Promise<SpellingIndex> {
  const [mains, subs, subsubs] = await Promise.all([listCategoriesAtLevel('business', 'main'), listCategoriesAtLevel('business', 'sub'), listCategoriesAtLevel('business', 'subsub')]);
  return new SpellingIndex([
    ...vocabularyOf(mains.map((category) => category.title), MAIN_WEIGHT),
    ...vocabularyOf([...subs, ...subsubs].map((category) => category.title)),
  ]);
}

/**
 * The spelling index of this Lambda container, built on first use and kept
 * in memory (held across invocations, rebuilt after VOCABULARY_TTL_MS).
 */
export function spellingIndex(now = Date.now()): Promise<SpellingIndex> {
  if (!cached || now - cached.at > VOCABULARY_TTL_MS) {
    const index = buildIndex();
    cached = { index, at: now };
    // A failed read is not kept: the next request tries again.
    index.catch(() => {
      cached = undefined;
    });
  }
  return cached.index;
}

/** How many of a city's best ranked listings per first letter lend their name words to the vocabulary. */
const NAME_WORDS_READ = 300;
/** How many of a city's best ranked listings lend their localities to the vocabulary. */
const LOCALITIES_READ = 500;
/** Vocabularies a container keeps (each a few hundred words). */
const MAX_CITY_VOCABULARIES = 500;
const cityCache = new Map<string, { index: Promise<SpellingIndex>; at: number }>();

/** A city vocabulary from this container's cache, built by `build` when missing or older than VOCABULARY_TTL_MS. */
function cachedCityIndex(key: string, now: number, build: () => Promise<SpellingIndex>): Promise<SpellingIndex> {
  const cached = cityCache.get(key);
  if (cached && now - cached.at <= VOCABULARY_TTL_MS) return cached.index;
  if (cityCache.size >= MAX_CITY_VOCABULARIES) cityCache.delete(cityCache.keys().next().value!);
  const index = build();
  cityCache.set(key, { index, at: now });
  index.catch(() => cityCache.delete(key));
  return index;
}

/**
 * The name words starting with `letter` of a city's listings: one Query of
 * the letter's prefix partition (best ranked first). People rarely miss a
 * word's first letter, so it picks the partition.
 */
function cityNameIndex(citySlug: string, letter: string, now: number): Promise<SpellingIndex> {
  return cachedCityIndex(`${citySlug}#names#${letter}`, now, async () => {
    const partition = { slot: 1 as const, partition: searchPartition(citySlug, 'business', letter) };
    const { items } = await readSearchPartition(partition, { wanted: NAME_WORDS_READ, pageSize: NAME_WORDS_READ, maxRead: NAME_WORDS_READ });
    return new SpellingIndex(vocabularyOf(items.map((item) => item.words)).filter((entry) => entry.word.startsWith(letter)));
  });
}

/** The localities of a city's best ranked listings ('Andheri West', 'Gangapur'): one read of its listing list. */
function cityLocalityIndex(citySlug: string, now: number): Promise<SpellingIndex> {
  return cachedCityIndex(`${citySlug}#localities`, now, async () => {
    const { cards } = await readListingWindow(citySlug, { level: 'all' }, { window: LOCALITIES_READ });
    return new SpellingIndex(vocabularyOf(cards.flatMap((card) => areaOf(card.address) ?? [])));
  });
}

/**
 * A query corrected against the taxonomy's words, then the city's listing
 * names and localities ('sagr' → 'sagar', 'gangapr' → 'gangapur'); category
 * words win a tie, as people search for kinds of business most.
 */
export async function correctQuery(citySlug: string, words: readonly string[], options: { lastIsPrefix?: boolean } = {}, now = Date.now()): Promise<Correction> {
  const taxonomy = await spellingIndex(now);
  const letters = [...new Set(words.filter((word) => !taxonomy.has(word)).map((word) => word.charAt(0)).filter((letter) => /^[a-z]$/.test(letter)))];
  if (letters.length === 0) return correctWith([taxonomy], words, options);
  const cityIndexes = await Promise.all([...letters.map((letter) => cityNameIndex(citySlug, letter, now)), cityLocalityIndex(citySlug, now)]);
  return correctWith([taxonomy, ...cityIndexes], words, options);
}
