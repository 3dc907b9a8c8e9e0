/**
 * `npm run bench:lexicon-start [-- --runs 15]`
 *
 * What the search Lambda's start pays for the query pipeline's lexicon, as
 * bundled for a Lambda (esbuild, ESM, node22, minified): two bundles, each
 * imported in fresh Node processes taken in turn, A B A B …
 * - names: the matcher built at start from the lexicon's 10,000 names (every
 *   Devanagari name transliterated, every phrase keyed), as before;
 * - keys: the matcher built from shared/search/lexicon/keys.generated.ts,
 *   the keys computed at build time (`npm run gen:lexicon-keys`), as now.
 * Each process prints its import (module evaluation, matcher built) and its
 * first three queries ('दवाई की दुकान', 'salon near me', 'dhaba'); the
 * bench prints the medians and the bundle sizes. It measures; no target.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
const runs = Math.max(1, Number(values.runs) || 15);
const outDir = mkdtempSync(join(tmpdir(), 'sbiz-bench-lexicon-'));

const QUERIES = ['दवाई की दुकान', 'salon near me', 'dhaba'];
const matchers = {
  names: `import { lexiconEntries } from '${root}/shared/search/lexicon';\nimport { lexiconMatcher } from '${root}/shared/search/understand';\nexport const lexicon = lexiconMatcher(lexiconEntries);`,
  keys: `import { lexiconKeys } from '${root}/shared/search/lexicon/keys.generated';\nimport { matcherFromKeys } from '${root}/shared/search/lexicon-keys';\nexport const lexicon = matcherFromKeys(lexiconKeys);`,
};

for (const [name, source] of Object.entries(matchers)) {
  writeFileSync(join(outDir, `${name}-matcher.ts`), source);
  writeFileSync(
    join(outDir, `${name}-entry.ts`),
    `import { understandQuery } from '${root}/shared/search/understand';\nimport { lexicon } from './${name}-matcher';\nexport const first = (queries: string[]) => queries.map((query) => understandQuery(query, { lexicon, tree: 'business' }).categories.length);`,
  );
  await build({
    entryPoints: [join(outDir, `${name}-entry.ts`)],
    outfile: join(outDir, `${name}.mjs`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    mainFields: ['module', 'main'],
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

const probe = join(outDir, 'probe.mjs');
writeFileSync(
  probe,
  `const started = performance.now();
const { first } = await import(process.argv[2]);
const imported = performance.now();
first(${JSON.stringify(QUERIES)});
process.stdout.write(JSON.stringify({ init: imported - started, firstQueries: performance.now() - imported }));
`,
);

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const times: Record<string, Array<{ init: number; firstQueries: number }>> = { names: [], keys: [] };
for (let run = 0; run < runs; run++) {
  for (const name of Object.keys(matchers)) {
    times[name]!.push(JSON.parse(execFileSync(process.execPath, [probe, join(outDir, `${name}.mjs`)], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })));
  }
}
const rows = Object.entries(times).map(([name, list]) => ({
  matcher: name,
  'bundle KB': Math.round(statSync(join(outDir, `${name}.mjs`)).size / 102.4) / 10,
  'init ms (median)': Math.round(median(list.map((time) => time.init))),
  'init ms (min)': Math.round(Math.min(...list.map((time) => time.init))),
  'first 3 queries ms (median)': Math.round(median(list.map((time) => time.firstQueries)) * 10) / 10,
}));
console.table(rows);
console.log(`${runs} fresh processes each, taken in turn. Bundles in ${outDir}`);
