/**
 * `npm run seed:scale -- --city mumbai --businesses 100000 [--products 100000] [--seed 1]`
 *
 * Fills one city of the running local stack (`npm start`) with that many
 * generated listings (./scale.ts) and, with --products, that many products
 * too (./scale-products.ts).
 */
import { parseArgs } from 'node:util';
import { connectToLocalStack } from '../local/connect';
import { count, progressLine, seedScale } from './scale';
import { seedScaleProducts } from './scale-products';

/** Products per seller when only --products is given: that many listings are (re)written to sell them. */
const PRODUCTS_PER_SELLER = 20;
const USAGE = 'Usage: npm run seed:scale -- --city mumbai [--businesses 100000] [--products 100000] [--seed 1]';

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { values } = parseArgs({
    options: {
      city: { type: 'string' },
      businesses: { type: 'string' },
      products: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 0) throw new Error('--products must be a whole number');
  // Products need sellers: without --businesses, one listing per PRODUCTS_PER_SELLER products (100,000 listings when there are no products).
  const businesses = Number(values.businesses ?? (products ? Math.ceil(products / PRODUCTS_PER_SELLER) : 100_000));
  const seed = Number(values.seed);
  if (!values.city) throw new Error(USAGE);
  if (!Number.isInteger(businesses) || businesses < 1) throw new Error('--businesses must be a whole number of at least 1');
  if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a whole number');
  const runtime = connectToLocalStack();
  console.log(`Seeding ${count(businesses)} businesses${products ? ` and ${count(products)} products` : ''} in ${values.city} (seed ${seed}) into ${runtime.tableName} at ${runtime.dynamoDbEndpoint}`);
  const result = await seedScale({ city: values.city, businesses, seed, onProgress: (progress) => console.log(progressLine(progress)) });
  console.log(`Done: ${progressLine(result)}. Search them at ${runtime.url}/in/${result.citySlug}`);
  if (!products) return;
  const seeded = await seedScaleProducts({
    city: values.city,
    products,
    seed,
    sellers: Math.min(businesses, Math.ceil(products / PRODUCTS_PER_SELLER)),
    onProgress: (progress) => console.log(`${count(progress.products)} / ${count(progress.total)} products · ${count(progress.items)} items · ${progress.seconds.toFixed(1)} s`),
  });
  console.log(`Done: ${count(products)} products (${count(seeded.items)} items, ${seeded.seconds.toFixed(1)} s). Find them at ${runtime.url}/in/${result.citySlug}/sb-products`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
