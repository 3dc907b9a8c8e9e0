/**
 * `npm run backfill:listed-cities [-- --table T]`
 * `npm run backfill:locality-lists [-- --table T]`
 * `npm run backfill:leading-pairs [-- --table T]`
 *
 * Fills a derived index that a table's listings predate, once after
 * deploying over an older table. Queries only, never a Scan; safe to run
 * again. Without --table it talks to the running local stack; with --table
 * it uses the deployed table through the default AWS credentials and region.
 * - listed-cities: marks in the listed-city index (the sitemap index's
 *   cities) every catalogue city that lists something (issue #25).
 * - locality-lists: files every listing of each listed city in its
 *   localities' lists (issue #24; run listed-cities first).
 * - leading-pairs: files every listing of each listed city in the search
 *   index's leading pair partition of its first word (issue #24; run
 *   listed-cities first). Products, events and articles get theirs when
 *   next indexed; until then their two-word type-aheads read as before.
 */
import { parseArgs } from 'node:util';
import { connectToTableOrLocalStack } from './local/connect';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const { values, positionals } = parseArgs({ options: { table: { type: 'string' } }, allowPositionals: true });

type ListingIndex = typeof import('../functions/data/entities/listing-index');

/** Runs one of the listing index's backfills over every listed city, four at a time. */
async function eachListedCity(what: string, backfillOf: (index: ListingIndex) => ListingIndex['backfillLocalityLists']): Promise<string> {
  const [{ listListedCities }, listingIndex, { forEachConcurrently }] = await Promise.all([
    import('../functions/data/entities/listed-city'),
    import('../functions/data/entities/listing-index'),
    import('../functions/lib/concurrency'),
  ]);
  const fill = backfillOf(listingIndex);
  const cities = await listListedCities();
  let [listings, written] = [0, 0];
  await forEachConcurrently(cities, 4, async (city) => {
    const filed = await fill(city);
    listings += filed.listings;
    written += filed.written;
  });
  return `Filed ${listings} listings of ${cities.length} cities in their ${what}: ${written} items written.`;
}

// Imported only when run: the data layer reads its table and endpoint from the environment at load.
const jobs: Record<string, () => Promise<string>> = {
  'listed-cities': async () => {
    const { backfillListedCities } = await import('../functions/data/entities/listed-city');
    const { checked, listing, marked } = await backfillListedCities();
    return `Checked ${checked} cities: ${listing} list something, ${marked} newly marked.`;
  },
  'locality-lists': () => eachListedCity("localities' lists", (index) => index.backfillLocalityLists),
  'leading-pairs': () => eachListedCity("first words' leading pair partitions", (index) => index.backfillLeadingPairs),
};

async function main() {
  const job = jobs[positionals[0] ?? ''];
  if (!job) throw new Error(`Say which index to fill: ${Object.keys(jobs).join(' or ')}.`);
  connectToTableOrLocalStack(values.table || undefined);
  const started = Date.now();
  const done = await job();
  console.log(`${done} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
