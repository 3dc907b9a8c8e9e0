import { categorySearchRecords, GLOBAL_SCOPE } from '../../../shared/search/index-entries';
import { listCategoriesAtLevel } from '../../data/entities/category';
import { readTaxonomyVersion } from '../../data/entities/taxonomy-version';
import { findMatches, inMemoryPartitions, type Hit, type PartitionReader } from '../../data/search-matching';

/** The taxonomy's category records as partitions in memory, and the taxonomy version they were read at. */
let held: { version: number; read: PartitionReader } | undefined;

/** The partitions of the current taxonomy: one GetItem when the copy held is current, the three levels read again when not. */
async function categoryPartitions(): Promise<PartitionReader> {
  const version = await readTaxonomyVersion();
  if (held?.version === version) return held.read;
  const levels = await Promise.all((['main', 'sub', 'subsub'] as const).map((level) => listCategoriesAtLevel('business', level)));
  // A change between the two reads only makes the next search read the taxonomy again.
  held = { version, read: inMemoryPartitions(levels.flat().flatMap(categorySearchRecords)) };
  return held.read;
}

/**
 * Business categories matching a query's words, best match first: what the
 * category partitions of the search index answer, from a copy of the
 * taxonomy (a few hundred categories) this container keeps while the
 * taxonomy's version stays the same. A keystroke costs one GetItem instead
 * of one or two Queries with pages, and a category an admin adds or
 * deactivates is suggested, or not, at once.
 */
export async function findCategoryMatches(tokens: readonly string[], options: { wanted: number; maxRead: number }): Promise<Hit[]> {
  if (!tokens.length) return [];
  return findMatches(GLOBAL_SCOPE, 'category', tokens, options, await categoryPartitions());
}
