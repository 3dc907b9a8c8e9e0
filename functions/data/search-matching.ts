import { readSearchPartition, type PartitionRead, type SearchIndexItem, type SearchPartitionRef } from './entities/search-index';
import { leadingPairPartition, NO_PARTITION, recordOrder, searchPartition, type SearchKind, type SearchRecord } from '../../shared/search/index-entries';
import { nameMatchClass, type MatchClassValue } from '../../shared/search/rank';
import { meaningfulTokens, PREFIX_SLOTS, tokenPartitions } from '../../shared/search/text';

/** A matching index item (one per document) and how well it matched. */
export interface Hit {
  item: SearchIndexItem;
  matchClass: MatchClassValue;
}

/** Items per Query page when a partition is filtered in memory. */
const FILTERED_PAGE_SIZE = 100;

/** How a query's words match an item's title (and, for multi-word queries, its category words). */
function classify(tokens: readonly string[], item: SearchIndexItem): MatchClassValue | undefined {
  const words = item.words.split(' ');
  const terms = item.terms ? item.terms.split(' ') : [];
  const full = nameMatchClass(tokens, words, terms);
  if (full !== undefined) return full;
  const meaningful = meaningfulTokens(tokens);
  return meaningful.length < tokens.length ? nameMatchClass(meaningful, words, terms) : undefined;
}

/** Items a leading-pair read looks at: few titles start with the same two words. */
const LEADING_PAIR_READ = 100;

/** 'jai sta': the titles starting with the first word, read where their second word starts with the second (two words only). */
function leadingPairRef(scope: string, kind: SearchKind, tokens: readonly string[]): SearchPartitionRef | undefined {
  const meaningful = meaningfulTokens(tokens);
  if (meaningful.length !== 2) return undefined;
  return { slot: 'exact', partition: leadingPairPartition(scope, kind, meaningful[0]!), sortPrefix: meaningful[1] };
}

/**
 * The partitions a query reads. One word whose length is a prefix slot
 * (1, 3 or 5 letters): that prefix partition alone, already in order.
 * Another single word: its exact-word partition, and the prefix partition
 * of its longest slot filtered to the words that start with the whole word.
 * Several words: the exact partition of the longest finished word and the
 * prefix partition of the last (unfinished) one, each filtered to items
 * matching every word.
 */
export function partitionsFor(scope: string, kind: SearchKind, tokens: readonly string[]): Array<{ ref: SearchPartitionRef; filtered: boolean }> {
  const partition = (word: string) => searchPartition(scope, kind, word);
  const meaningful = meaningfulTokens(tokens);
  const last = meaningful.at(-1)!;
  const lastSlot = tokenPartitions(last);
  const prefixRef = { ref: { slot: lastSlot.slot, partition: partition(lastSlot.prefix) }, filtered: tokens.length > 1 || lastSlot.needsFilter };
  if (meaningful.length === 1) {
    return lastSlot.needsFilter ? [{ ref: { slot: 'exact', partition: partition(lastSlot.exact) }, filtered: tokens.length > 1 }, prefixRef] : [prefixRef];
  }
  const finished = meaningful.slice(0, -1).reduce((longest, token) => (token.length > longest.length ? token : longest));
  return [{ ref: { slot: 'exact', partition: partition(tokenPartitions(finished).exact) }, filtered: true }, prefixRef];
}

/** Reads one partition of the index, best first (see `readSearchPartition`). */
export type PartitionReader = typeof readSearchPartition;

/**
 * The partitions of a small index a container holds in memory (the business
 * taxonomy's records): the same
 * partitions, in the same order, as the table's, so `findMatches` answers
 * as it would from the table, without a Query. Nothing caps what is looked
 * at but `maxRead`.
 */
export function inMemoryPartitions(records: readonly SearchRecord[]): PartitionReader {
  const partitions = new Map<string, Array<{ item: SearchIndexItem; sort: string }>>();
  const add = (slot: SearchPartitionRef['slot'], partition: string, sort: string, item: SearchIndexItem) => {
    if (partition === NO_PARTITION) return;
    const key = `${slot}|${partition}`;
    const entries = partitions.get(key);
    if (entries) entries.push({ item, sort });
    else partitions.set(key, [{ item, sort }]);
  };
  for (const record of records) {
    add('exact', record.exact, record.exactSort, record);
    for (const slot of PREFIX_SLOTS) add(slot, record[`prefix${slot}`], record[`prefix${slot}Sort`], record);
  }
  for (const entries of partitions.values()) entries.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0));
  return async (ref, { maxRead, keep }): Promise<PartitionRead> => {
    const all = partitions.get(`${ref.slot}|${ref.partition}`) ?? [];
    const sortPrefix = ref.sortPrefix;
    const entries = sortPrefix === undefined ? all : all.filter((entry) => entry.sort.startsWith(sortPrefix));
    const looked = entries.slice(0, maxRead).map(({ item }) => item);
    return { items: keep ? looked.filter(keep) : looked, complete: entries.length <= maxRead, read: looked.length };
  };
}

/**
 * The documents of one kind in one scope (a city, or the global taxonomy)
 * matching a query's words, best match first, then by rank: at most a few
 * Queries, never a Scan. `wanted` is how many the caller shows; a filtered
 * partition is read until twice that many match or `maxRead` items were
 * looked at, so results are exact whenever a partition is smaller than that.
 * Two words also read the titles that start with them ('jai sta' → 'Jai
 * Star …'): when those alone are `wanted`, the words' own partitions, which
 * may hold thousands of titles with either word, stop after one page.
 */
export async function findMatches(
  scope: string,
  kind: SearchKind,
  tokens: readonly string[],
  options: { wanted: number; maxRead: number },
  read: PartitionReader = readSearchPartition,
): Promise<Hit[]> {
  const matching = (item: SearchIndexItem) => classify(tokens, item) !== undefined;
  const pairRef = leadingPairRef(scope, kind, tokens);
  const pairRead = pairRef && read(pairRef, { wanted: options.wanted, pageSize: LEADING_PAIR_READ, maxRead: LEADING_PAIR_READ, keep: matching });
  // A failed pair read fails the search through Promise.all below; here it only lets the other reads go on.
  const pairsSuffice = pairRead?.then(
    (found) => found.items.length >= options.wanted,
    () => false,
  );
  const reads = await Promise.all([
    ...partitionsFor(scope, kind, tokens).map(({ ref, filtered }) =>
      read(ref, {
        wanted: filtered ? options.wanted * 2 : options.wanted,
        pageSize: filtered ? FILTERED_PAGE_SIZE : options.wanted,
        maxRead: filtered ? options.maxRead : options.wanted,
        keep: filtered ? matching : undefined,
        ...(pairsSuffice ? { more: async () => !(await pairsSuffice) } : {}),
      }),
    ),
    ...(pairRead ? [pairRead] : []),
  ]);
  const best = new Map<string, Hit>();
  for (const item of reads.flatMap((read) => read.items)) {
    const matchClass = classify(tokens, item);
    if (matchClass === undefined) continue;
    const held = best.get(item.docId);
    if (!held || matchClass < held.matchClass) best.set(item.docId, { item, matchClass });
  }
  return [...best.values()].sort((a, b) => a.matchClass - b.matchClass || (recordOrder(a.item) < recordOrder(b.item) ? -1 : recordOrder(a.item) > recordOrder(b.item) ? 1 : 0));
}
