/**
 * `npm run backfill:listed-cities [-- --table T]`
 *
 * Marks in the listed-city index (the sitemap index's cities) every catalogue
 * city that lists something, for a table whose listings existed before that
 * index (issue #25). Queries only, never a Scan; safe to run again. Without
 * --table it talks to the running local stack; with --table it uses the
 * deployed table through the default AWS credentials and region.
 */
import { parseArgs } from 'node:util';
import { connectToTableOrLocalStack } from './local/connect';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const { values } = parseArgs({ options: { table: { type: 'string' } } });

async function main() {
  connectToTableOrLocalStack(values.table || undefined);
  // Imported only now: the data layer reads its table and endpoint from the environment at load.
  const { backfillListedCities } = await import('../functions/data/entities/listed-city');
  const started = Date.now();
  const { checked, listing, marked } = await backfillListedCities();
  console.log(`Checked ${checked} cities in ${((Date.now() - started) / 1000).toFixed(1)} s: ${listing} list something, ${marked} newly marked.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
