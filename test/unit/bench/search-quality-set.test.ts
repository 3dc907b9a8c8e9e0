import { describe, expect, it, vi } from 'vitest';
import { HOLDOUT_SET_FILE, loadQuerySet, queryCities, queryGroups, taxonomyTitles } from '../../../bench/search-quality-set';
import { directoryListings, handWrittenNames } from '../../../scripts/seed/directory';

/** The judged query set of `npm run bench:search-quality` is data: these checks keep it a fair measure. */
describe('the search-quality query set', () => {
  const queries = loadQuerySet();

  it('has at least 400 queries, at least 60 in each of the five groups, over the three cities', () => {
    expect(queries.length).toBeGreaterThanOrEqual(400);
    for (const group of queryGroups) expect(queries.filter((query) => query.group === group).length, group).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((query) => query.city))).toEqual(new Set(queryCities));
  });

  it('names only categories that exist in the seeded taxonomy of the query type', async () => {
    // The event seed loads the table's entities, which read their table name (nothing is read or written here).
    vi.stubEnv('TABLE_NAME', 'sbiz-unit');
    const titles = await taxonomyTitles();
    const unknown = queries.flatMap((query) => (query.expect.categories ?? []).filter((title) => !titles[query.type].has(title)).map((title) => `${query.q} (${query.type}): ${title}`));
    expect(unknown).toEqual([]);
  });

  it('names only listings the demo seed puts in the query city', () => {
    const seeded = new Set([...directoryListings().map((listing) => `${listing.cityName}|${listing.name}`)]);
    const missing = queries
      .filter((query) => query.type === 'business')
      .flatMap((query) =>
        (query.expect.listingNames ?? [])
          .filter((name) => !seeded.has(`${query.city}|${name}`) && !(handWrittenNames as readonly string[]).includes(name))
          .map((name) => `${query.q} (${query.city}): ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('asks each query once per city and type', () => {
    const seen = new Map<string, number>();
    for (const query of queries) {
      const key = `${query.q.trim().toLowerCase()}|${query.city}|${query.type}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });

  it('keeps the held-out queries valid and apart from the set', async () => {
    vi.stubEnv('TABLE_NAME', 'sbiz-unit');
    const titles = await taxonomyTitles();
    const holdout = loadQuerySet(HOLDOUT_SET_FILE);
    expect(holdout.flatMap((query) => (query.expect.categories ?? []).filter((title) => !titles[query.type].has(title)))).toEqual([]);
    expect(holdout.filter((held) => queries.some((query) => query.q === held.q && query.city === held.city)).map((query) => query.q)).toEqual([]);
  });

  it('gives every intent query something to understand or find, and the other groups no intents', () => {
    const intents = queries.filter((query) => query.group === 'intent');
    expect(intents.filter((query) => query.expect.intent).length / intents.length).toBeGreaterThan(0.9);
    expect(queries.filter((query) => query.group !== 'intent' && query.expect.intent).map((query) => query.q)).toEqual([]);
  });
});
