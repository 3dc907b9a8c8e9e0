/**
 * `npm run bench:search-quality [-- --group hinglish --city pune --json results.json --url http://127.0.0.1:3000 --set queries.json]`
 *
 * Search quality on the judged query set (test/fixtures/search-quality/,
 * bench/search-quality-set.ts) against the demo seed: starts the local stack
 * in memory with the demo data (about 80 s; --url uses a running, seeded
 * stack instead), waits for /api/health, then asks the real HTTP API what a
 * visitor sees for each query and prints hit@3 and MRR per group and
 * overall, the correctly spelled queries that came back "corrected"
 * (mangled), and every miss with what came back instead. It always exits 0:
 * it measures, the targets are printed beside the figures.
 *
 * How a hit is judged. Each query is answered on the surfaces a visitor
 * sees, each a ranked list of at most 10 items:
 * - business: the type-ahead's category options (GET /search?query&location
 *   &type=business), an option counting when its title is an expected
 *   category; the results page (GET /businesses/all?cityName&find&page=1
 *   &limit=10), a listing counting when its name is an expected listing or
 *   any of its category titles (main, sub or sub-sub) is an expected
 *   category; and, for expected listings, the type-ahead's businesses by name.
 * - products: the type-ahead's products (GET /search?type=products) and the
 *   results page (GET /products/search?cityName&find&limit=10); a product
 *   counts when its title is expected or its category, or one of that
 *   category's parents, is.
 * - events: the type-ahead's events (GET /search?type=events; events have
 *   no text search of their own); an event counts when its title, its
 *   category or that category's main category is expected.
 * A query's rank is the best rank on any of its surfaces (the first place a
 * visitor sees a right answer): hit@3 means rank ≤ 3, and MRR is the mean of
 * 1/rank, 0 when no surface has a right answer in its first 10 (found@3
 * is the share with a right answer in the first three places whatever the
 * group's condition below). Two groups must do more to count as a hit:
 * - correct: neither answer may carry a `correctedQuery` (a correctly spelt
 *   word "corrected" into another is mangled: counted, and a miss);
 * - intent: every expected intent must be in the `understood` of both the
 *   type-ahead and the results page (a place by its name or slug, any case,
 *   or a locality whose name starts with the words expected: 'Andheri' is
 *   met by 'Andheri West').
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { forEachConcurrently } from '../functions/lib/concurrency';
import { freePort } from '../scripts/local/ports';
import { startLocalStack, type LocalStack } from '../scripts/local/stack';
import { productTaxonomyRows } from '../scripts/seed/data/taxonomy-rows';
import type { BusinessCard, ListingsResponse, SearchResponse } from '../shared/schemas/search';
import type { ProductCard } from '../shared/search/product-entries';
import { DEPTH, judgeSurface, score, verdict, type Judged, type Score, type Surface, type Understood } from './search-quality-judge';
import { QUERY_SET_FILE, loadQuerySet, queryGroups, type JudgedQuery, type QueryGroup } from './search-quality-set';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const TARGET_OVERALL = 0.9;
const TARGET_PER_GROUP = 0.85;
/** Items of each surface the misses show. */
const SHOWN_IN_MISSES = 3;
const CONCURRENCY = 4;
const HEALTH_TIMEOUT_MS = 10 * 60_000;

const { values } = parseArgs({
  options: {
    group: { type: 'string' },
    city: { type: 'string' },
    json: { type: 'string' },
    url: { type: 'string' },
    set: { type: 'string', default: QUERY_SET_FILE },
  },
});
if (values.group && !(queryGroups as readonly string[]).includes(values.group)) throw new Error(`--group must be one of ${queryGroups.join(', ')}`);

type Answer<T> = T & { correctedQuery?: string; understood?: Understood };

class HttpError extends Error {}

async function getJson<T>(base: string, path: string, params: Record<string, string>): Promise<T> {
  const url = `${base}/api${path}?${new URLSearchParams(params).toString()}`;
  const response = await fetch(url);
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new HttpError(`HTTP ${response.status}: ${body.message ?? response.statusText}`);
  return body;
}

/** A call whose failure becomes an empty surface with the error, so one bad query does not stop the bench. */
async function attempt<T>(call: () => Promise<T>): Promise<{ value?: T; error?: string }> {
  try {
    return { value: await call() };
  } catch (error) {
    if (error instanceof HttpError) return { error: error.message };
    throw error;
  }
}

/** Every title of a product category and its parents, by the title of the category and by its id. */
function productAncestry() {
  const rows = productTaxonomyRows();
  const titleOf = new Map(rows.map((row) => [row.categoryId, row.title]));
  const byId = new Map<string, string[]>();
  const byTitle = new Map<string, Set<string>>();
  for (const row of rows) {
    const titles = [row.title, ...[...row.mainIds, ...row.subIds, ...row.subsubIds].map((id) => titleOf.get(id) ?? '')].filter(Boolean);
    byId.set(row.categoryId, titles);
    const known = byTitle.get(row.title) ?? new Set<string>();
    for (const entry of titles) known.add(entry);
    byTitle.set(row.title, known);
  }
  return { byId, byTitle };
}
const products = productAncestry();

/** The main event category of each event category title, as the stack serves them (the event seed reads the table config when loaded). */
async function eventMains(base: string): Promise<Map<string, string>> {
  const { data } = await getJson<{ data: Array<{ name: string; subCategories: Array<{ name: string }> }> }>(base, '/events/getEventCats', {});
  return new Map(data.flatMap((main) => [[main.name, main.name] as const, ...main.subCategories.map((sub) => [sub.name, main.name] as const)]));
}

const cardTitles = (card: BusinessCard) => [...card.categories, ...card.subCategoryId, ...card.subsubCategoryId].map((entry) => entry.title ?? '').filter(Boolean);

/** The surfaces of one query and the responses' corrections and understandings. */
async function answer(base: string, query: JudgedQuery, eventMainOf: Map<string, string>): Promise<Pick<Judged, 'surfaces' | 'corrected' | 'understood'>> {
  const typeAhead = attempt(() => getJson<Answer<SearchResponse>>(base, '/search', { query: query.q, location: query.city, type: query.type, limit: String(DEPTH) }));
  if (query.type === 'business') {
    const [suggested, listed] = await Promise.all([
      typeAhead,
      attempt(() => getJson<Answer<ListingsResponse>>(base, '/businesses/all', { cityName: query.city, find: query.q, page: '1', limit: String(DEPTH) })),
    ]);
    const surfaces = [
      judgeSurface(
        'options',
        (suggested.value?.options ?? []).map((option) => ({ label: option.title, names: [], categories: [option.title] })),
        query.expect,
        suggested.error,
      ),
      judgeSurface(
        'results',
        (listed.value?.data ?? []).map((card) => ({ label: `${card.name} (${card.subCategoryId[0]?.title ?? card.categories[0]?.title ?? '?'})`, names: [card.name], categories: cardTitles(card) })),
        query.expect,
        listed.error,
      ),
    ];
    if (query.expect.listingNames) {
      surfaces.push(
        judgeSurface(
          'businesses',
          (suggested.value?.businesses ?? []).map((business) => ({ label: business.name, names: [business.name], categories: [] })),
          query.expect,
          suggested.error,
        ),
      );
    }
    return collect(surfaces, [suggested.value, listed.value]);
  }
  if (query.type === 'products') {
    const [suggested, listed] = await Promise.all([
      typeAhead,
      attempt(() => getJson<{ data: ProductCard[] } & { correctedQuery?: string }>(base, '/products/search', { cityName: query.city, find: query.q, page: '1', limit: String(DEPTH) })),
    ]);
    const surfaces = [
      judgeSurface(
        'products',
        (suggested.value?.products ?? []).map((product) => ({ label: product.title, names: [product.title], categories: [...(products.byTitle.get(product.category ?? '') ?? [])] })),
        query.expect,
        suggested.error,
      ),
      judgeSurface(
        'results',
        (listed.value?.data ?? []).map((card) => ({ label: card.title, names: [card.title], categories: card.categoryIds.flatMap((id) => products.byId.get(id) ?? []) })),
        query.expect,
        listed.error,
      ),
    ];
    return collect(surfaces, [suggested.value, listed.value]);
  }
  const suggested = await typeAhead;
  const events = (suggested.value?.events ?? []).map((event) => ({
    label: `${event.title} (${event.category ?? '?'})`,
    names: [event.title],
    categories: [event.category ?? '', eventMainOf.get(event.category ?? '') ?? ''].filter(Boolean),
  }));
  return collect([judgeSurface('events', events, query.expect, suggested.error)], [suggested.value]);
}

function collect(surfaces: Surface[], responses: Array<{ correctedQuery?: string; understood?: Understood } | undefined>) {
  return {
    surfaces,
    corrected: responses.flatMap((response) => (response?.correctedQuery ? [response.correctedQuery] : [])),
    understood: responses.map((response) => response?.understood ?? {}),
  };
}

async function judge(base: string, query: JudgedQuery, eventMainOf: Map<string, string>): Promise<Judged> {
  return verdict(query, await answer(base, query, eventMainOf));
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const pad = (text: string, width: number) => text.padEnd(width);
const surfaceNames = ['options', 'results', 'businesses', 'products', 'events'];

function printTable(scores: Array<[string, Score]>) {
  const present = surfaceNames.filter((name) => scores.some(([, entry]) => entry.bySurface[name] !== undefined));
  const header = ['group', 'n', 'hit@3', 'MRR', 'found@3', ...present.map((name) => `${name}@3`), 'corrected', 'mangled', 'intent missed', 'failed'];
  const rows = scores.map(([name, entry]) => [
    name,
    String(entry.n),
    percent(entry.hitAt3),
    entry.mrr.toFixed(3),
    percent(entry.foundAt3),
    ...present.map((surface) => (entry.bySurface[surface] === undefined ? '-' : percent(entry.bySurface[surface]))),
    String(entry.corrected),
    String(entry.mangled),
    String(entry.intentMissed),
    String(entry.failed),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)) + 2);
  console.log(header.map((title, column) => pad(title, widths[column]!)).join(''));
  for (const row of rows) console.log(row.map((cell, column) => pad(cell, widths[column]!)).join(''));
}

function describeMiss(entry: Judged): string {
  const { query } = entry;
  const wanted = [...(query.expect.categories ?? []), ...(query.expect.listingNames ?? [])].join(' | ');
  const lines = [`  [${query.group}] ${query.city} ${query.type} "${query.q}" wants ${wanted}${entry.rank ? ` (rank ${entry.rank})` : ''}`];
  for (const surface of entry.surfaces) {
    const shown =
      surface.error ??
      (surface.items
        .slice(0, SHOWN_IN_MISSES)
        .map((item) => `${item.right ? '✓ ' : ''}${item.label}`)
        .join('; ') ||
        '(nothing)');
    lines.push(`      ${surface.name}: ${shown}`);
  }
  if (entry.corrected.length) lines.push(`      corrected to: ${[...new Set(entry.corrected)].map((text) => `"${text}"`).join(', ')}${entry.mangled ? '  ← MANGLED' : ''}`);
  if (entry.understoodOk === false) lines.push(`      understood: ${entry.understood.map((understood) => JSON.stringify(understood)).join(' / ')}, wanted ${JSON.stringify(query.expect.intent)}`);
  return lines.join('\n');
}

async function waitForHealth(base: string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${base}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 60_000} minutes`);
}

async function main() {
  const queries = loadQuerySet(values.set).filter((query) => (!values.group || query.group === values.group) && (!values.city || query.city === values.city));
  if (!queries.length) throw new Error(`No query of ${values.set} matches --group and --city`);

  let stack: LocalStack | undefined;
  let dataDir: string | undefined;
  let base = values.url?.replace(/\/+$/, '');
  if (!base) {
    dataDir = mkdtempSync(join(tmpdir(), 'sbiz-search-quality-'));
    console.error('Starting the local stack in memory and seeding the demo data…');
    const startedAt = performance.now();
    stack = await startLocalStack({ port: await freePort(), dataDir, inMemory: true, seed: true, log: (line) => console.error(line) });
    base = stack.url;
    console.error(`  ready in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  }
  try {
    await waitForHealth(base);
    const eventMainOf = await eventMains(base);
    const judged: Judged[] = [];
    await forEachConcurrently(queries, CONCURRENCY, async (query) => {
      judged.push(await judge(base, query, eventMainOf));
    });
    // Concurrency finishes queries out of order: report them in the set's order.
    const order = new Map(queries.map((query, index) => [query, index]));
    judged.sort((a, b) => order.get(a.query)! - order.get(b.query)!);

    const groups = queryGroups.filter((group) => judged.some((entry) => entry.query.group === group));
    const scores: Array<[string, Score]> = groups.map((group) => [group, score(judged.filter((entry) => entry.query.group === group))]);
    const overall = score(judged);
    console.log(`\nSearch quality: ${judged.length} judged queries (${[...new Set(judged.map((entry) => entry.query.city))].join(', ')}) against ${base}\n`);
    printTable([...scores, ['overall', overall]]);
    const cities = [...new Set(judged.map((entry) => entry.query.city))];
    console.log(`\nhit@3 by city: ${cities.map((city) => `${city} ${percent(score(judged.filter((entry) => entry.query.city === city)).hitAt3)}`).join(', ')}`);

    const misses = judged.filter((entry) => !entry.hit);
    console.log(`\nMisses (${misses.length}):`);
    for (const group of groups) for (const entry of misses.filter((miss) => miss.query.group === group)) console.log(describeMiss(entry));

    const correct = scores.find(([group]) => group === 'correct')?.[1];
    const weakest = scores.reduce<[string, Score] | undefined>((low, entry) => (!low || entry[1].hitAt3 < low[1].hitAt3 ? entry : low), undefined);
    const mark = (met: boolean) => (met ? 'met' : 'NOT met');
    console.log('\nTargets:');
    console.log(`  hit@3 overall ≥ ${percent(TARGET_OVERALL)}: ${percent(overall.hitAt3)}  ${mark(overall.hitAt3 >= TARGET_OVERALL)}`);
    if (weakest) console.log(`  hit@3 ≥ ${percent(TARGET_PER_GROUP)} in every group: lowest ${weakest[0]} ${percent(weakest[1].hitAt3)}  ${mark(weakest[1].hitAt3 >= TARGET_PER_GROUP)}`);
    if (correct) console.log(`  correct words mangled = 0: ${correct.mangled}  ${mark(correct.mangled === 0)}`);

    if (values.json) {
      const groupScores: Partial<Record<QueryGroup | 'overall', Score>> = Object.fromEntries([...scores, ['overall', overall]]);
      writeFileSync(values.json, `${JSON.stringify({ ranAt: new Date().toISOString(), base, scores: groupScores, results: judged }, null, 2)}\n`);
      console.log(`\nWrote ${values.json}`);
    }
  } finally {
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
