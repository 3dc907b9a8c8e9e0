/**
 * `npm run bench:lambda [-- --runs 10 --only businesses,search]`
 *
 * Bundles every Lambda the way infra/constructs/domain-function.ts does
 * (esbuild, ESM, node22, minified, AWS SDK bundled, the createRequire banner)
 * and prints each bundle's minified size and the median time of N module
 * imports, each in a fresh Node process (a cold start's init, without the
 * runtime's own bootstrap). Targets (issue #8): ≤ 250 KB, ≤ 150 ms.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { lambdaAliases, lambdaDefines, lambdaLoaders, renderAliases } from '../functions/lib/bundling/aliases';
import { domains } from '../functions/manifest';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, only: { type: 'string' } } });
const runs = Math.max(1, Number(values.runs) || 10);
const only = values.only?.split(',');

/** Every Lambda entry: one per domain, the socket and the stream handler, and the page renderer once built. */
const entries: Array<{ name: string; entry: string }> = [
  ...domains.map((domain) => ({ name: domain, entry: `functions/domains/${domain}/index.ts` })),
  { name: 'socket', entry: 'functions/socket/index.ts' },
  { name: 'streams', entry: 'functions/streams/index.ts' },
  { name: 'render', entry: 'functions/render/index.ts' },
].filter(({ name, entry }) => (!only || only.includes(name)) && exists(join(root, entry)));

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'sbiz-bench-lambda-'));
// The same options as DomainFunction's bundling (aws-cdk-lib's NodejsFunction passes these to esbuild).
async function bundle(entry: string, outfile: string, aliases: Readonly<Record<string, string>>) {
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    mainFields: ['module', 'main'],
    tsconfig: join(root, 'tsconfig.json'),
    banner: { js: "import { createRequire as __sbizCreateRequire } from 'node:module'; const require = __sbizCreateRequire(import.meta.url);" },
    logLevel: 'warning',
    loader: lambdaLoaders,
    define: lambdaDefines,
    alias: Object.fromEntries(Object.entries(aliases).map(([module, path]) => [module, join(root, path)])),
  });
}

/** Imports the bundle in a fresh process and prints how long the import took, in ms. */
const probe = join(outDir, 'probe.mjs');
writeFileSync(
  probe,
  `const started = performance.now();
await import(process.argv[2]);
process.stdout.write(String(performance.now() - started));
`,
);

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const env = { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'ap-south-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', NODE_OPTIONS: '' };
const rows: Array<{ lambda: string; 'size KB': number; 'init ms (median)': number; 'init ms (min)': number }> = [];
for (const { name, entry } of entries) {
  const outfile = join(outDir, `${name}.mjs`);
  await bundle(entry, outfile, name === 'render' ? renderAliases : lambdaAliases);
  // The renderer reads the web build's index.html beside its bundle, as infra copies it.
  if (name === 'render') {
    const built = join(root, 'web/dist/index.html');
    if (existsSync(built)) copyFileSync(built, join(outDir, 'index.html'));
    else writeFileSync(join(outDir, 'index.html'), '<!doctype html><html><head><!--ssr-head--><!--/ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-state--></body></html>');
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      times.push(Number(execFileSync(process.execPath, [probe, outfile], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })));
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? error);
      throw new Error(
        `${name} failed to import: ${stderr
          .split('\n')
          .filter((line) => line.length < 400)
          .join('\n')}`,
      );
    }
  }
  rows.push({
    lambda: name,
    'size KB': Math.round(statSync(outfile).size / 102.4) / 10,
    'init ms (median)': Math.round(median(times)),
    'init ms (min)': Math.round(Math.min(...times)),
  });
  console.log(`${name}: ${rows.at(-1)!['size KB']} KB, ${rows.at(-1)!['init ms (median)']} ms`);
}
console.table(rows);
console.log(`Largest bundle ${Math.max(...rows.map((row) => row['size KB']))} KB (target ≤ 250); slowest init ${Math.max(...rows.map((row) => row['init ms (median)']))} ms (target ≤ 150).`);
