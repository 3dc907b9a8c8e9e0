import { listCategoriesAtLevel } from '../../data/entities/category';
import { SpellingIndex, vocabularyOf } from '../../../shared/search/spelling';

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
