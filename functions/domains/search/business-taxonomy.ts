import { categorySearchRecords, GLOBAL_SCOPE } from '../../../shared/search/index-entries';
import { listCategoriesAtLevel, type CategoryItem } from '../../data/entities/category';
import { readTaxonomyVersion } from '../../data/entities/taxonomy-version';
import { findMatches, inMemoryPartitions, type Hit, type PartitionReader } from '../../data/search-matching';

/** The business taxonomy as a search container holds it: a few hundred categories. */
export interface BusinessTaxonomy {
  /** Main categories: people search for them most, so their words win spelling ties. */
  mains: CategoryItem[];
  /** Sub and sub-sub categories. */
  rest: CategoryItem[];
  /** Their category records, as the search index's partitions. */
  partitions: PartitionReader;
}

/** How long the understanding pipeline trusts the copy without asking for the version (the suggestions ask on every search). */
export const TAXONOMY_TRUST_MS = 10 * 60_000;

/** This container's one copy, the version it was read at, and when that version was last confirmed. */
let held: { version: number; confirmedAt: number; taxonomy: Promise<BusinessTaxonomy> } | undefined;

/** The three levels: three Queries. */
async function readTaxonomy(): Promise<BusinessTaxonomy> {
  const [mains, subs, subsubs] = await Promise.all([listCategoriesAtLevel('business', 'main'), listCategoriesAtLevel('business', 'sub'), listCategoriesAtLevel('business', 'subsub')]);
  return { mains, rest: [...subs, ...subsubs], partitions: inMemoryPartitions([...mains, ...subs, ...subsubs].flatMap(categorySearchRecords)) };
}

/**
 * The current taxonomy: one GetItem of its version (bumped by the category
 * index reactor on every change), and the three levels read again only when
 * it moved. A failed read is not kept.
 */
export async function currentTaxonomy(now = Date.now()): Promise<BusinessTaxonomy> {
  const version = await readTaxonomyVersion();
  if (held?.version === version) {
    held.confirmedAt = now;
    return held.taxonomy;
  }
  // A change between the two reads only makes the next search read the taxonomy again.
  const taxonomy = readTaxonomy();
  const reading = { version, confirmedAt: now, taxonomy };
  held = reading;
  taxonomy.catch(() => {
    if (held === reading) held = undefined;
  });
  return taxonomy;
}

/** The copy held, when its version was confirmed within TAXONOMY_TRUST_MS; else the current one. */
export function recentTaxonomy(now = Date.now()): Promise<BusinessTaxonomy> {
  return held && now - held.confirmedAt <= TAXONOMY_TRUST_MS ? held.taxonomy : currentTaxonomy(now);
}

/**
 * Business categories matching a query's words, best match first: what the
 * category partitions of the search index answer, from the current
 * taxonomy. A keystroke costs one GetItem instead of one or two Queries with
 * pages, and a category an admin adds or deactivates is suggested, or not,
 * at once.
 */
export async function findCategoryMatches(tokens: readonly string[], options: { wanted: number; maxRead: number }): Promise<Hit[]> {
  if (!tokens.length) return [];
  return findMatches(GLOBAL_SCOPE, 'category', tokens, options, (await currentTaxonomy()).partitions);
}
