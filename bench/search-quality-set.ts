/**
 * The judged query set of `npm run bench:search-quality`
 * (test/fixtures/search-quality/queries.json): what a visitor types into the
 * search box in a city, and what a good answer shows. Written by hand, as
 * people in India type, not derived from the taxonomy or the lexicon; the
 * unit test test/unit/bench/search-quality-set.test.ts keeps it valid.
 * Product queries expect the categories of the demo products in their city:
 * the product seed draws each listing's products from a stream keyed by the
 * listing (scripts/seed/products.ts), so they are the same on every seed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod';
import { businessTaxonomyRows, productTaxonomyRows } from '../scripts/seed/data/taxonomy-rows';

export const QUERY_SET_FILE = resolve(import.meta.dirname, '../test/fixtures/search-quality/queries.json');
/** 50 further queries written at the end of the work on issue #24 and run once, as a check on a set no one had tuned to (`--set` it). */
export const HOLDOUT_SET_FILE = resolve(import.meta.dirname, '../test/fixtures/search-quality/holdout.json');

export const queryGroups = ['typo', 'correct', 'hinglish', 'devanagari', 'intent'] as const;
export type QueryGroup = (typeof queryGroups)[number];
export const queryCities = ['mumbai', 'pune', 'lucknow'] as const;
export const queryTypes = ['business', 'products', 'events'] as const;
export type QueryType = (typeof queryTypes)[number];

const title = z.string().trim().min(1).max(120);

export const JudgedQuerySchema = z
  .object({
    q: z.string().min(1).max(100),
    /** A city slug (the committed set keeps to queryCities; another set may ask elsewhere). */
    city: z.string().regex(/^[a-z][a-z-]{1,40}$/, 'city must be a city slug such as pune'),
    group: z.enum(queryGroups),
    type: z.enum(queryTypes),
    expect: z
      .object({
        /** Exact titles of the seeded taxonomy of the query's type; any of them counts. */
        categories: z.array(title).min(1).max(12).optional(),
        /** Names of seeded listings (business), product titles or event titles; any of them counts. */
        listingNames: z.array(title).min(1).max(12).optional(),
        /** What the search must say it understood (`understood` of GET /search and GET /businesses/all). */
        intent: z
          .object({
            nearMe: z.literal(true).optional(),
            openNow: z.literal(true).optional(),
            sort: z.literal('rating').optional(),
            price: z.literal('budget').optional(),
            /** A locality or city name, as the listings' addresses and the city catalogue spell it. */
            place: title.optional(),
          })
          .strict()
          .refine((intent) => Object.keys(intent).length > 0, 'an intent needs at least one field')
          .optional(),
      })
      .strict()
      .refine((expect) => expect.categories || expect.listingNames, 'expect needs categories or listingNames'),
  })
  .strict();
export type JudgedQuery = z.infer<typeof JudgedQuerySchema>;

export const QuerySetSchema = z.array(JudgedQuerySchema).min(1).max(5000);

export function loadQuerySet(file = QUERY_SET_FILE): JudgedQuery[] {
  return QuerySetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The category titles each type's expectations may name: the seeded business,
 * product and event taxonomies. The event seed module reaches the table's
 * entities, which read TABLE_NAME when loaded: set it before calling.
 */
export async function taxonomyTitles(): Promise<Record<QueryType, Set<string>>> {
  const { eventTaxonomy } = await import('../scripts/seed/events');
  return {
    business: new Set(businessTaxonomyRows().map((row) => row.title)),
    products: new Set(productTaxonomyRows().map((row) => row.title)),
    events: new Set(eventTaxonomy.flatMap(([main, subs]) => [main, ...subs])),
  };
}
