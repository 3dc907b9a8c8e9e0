import { categorySearchRecords, GLOBAL_SCOPE } from '../../../shared/search/index-entries';
import { findMatches, inMemoryPartitions, type Hit, type PartitionReader } from '../../data/search-matching';
import { businessCategories } from './spelling-vocabulary';

/** The taxonomy's category records as partitions in memory, rebuilt only when the taxonomy is read again. */
let held: { source: object; read: PartitionReader } | undefined;
async function categoryPartitions(now?: number): Promise<PartitionReader> {
  const taxonomy = await businessCategories(now);
  if (held?.source !== taxonomy) held = { source: taxonomy, read: inMemoryPartitions([...taxonomy.mains, ...taxonomy.rest].flatMap(categorySearchRecords)) };
  return held.read;
}

/**
 * Business categories matching a query's words, best match first: what the
 * category partitions of the search index answer, read from the taxonomy
 * this container already keeps for understanding queries (a few hundred
 * categories), so a keystroke costs no category Query. A new category is
 * suggested once the container reads the taxonomy again (as the spelling
 * vocabulary learns it).
 */
export async function findCategoryMatches(tokens: readonly string[], options: { wanted: number; maxRead: number }, now?: number): Promise<Hit[]> {
  if (!tokens.length) return [];
  return findMatches(GLOBAL_SCOPE, 'category', tokens, options, await categoryPartitions(now));
}
