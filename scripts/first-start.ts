/**
 * Times a first start as a fresh clone's `npm start` makes it: the whole local
 * stack on an empty data folder, seeded, with the web app built alongside
 * (into a scratch folder, so web/dist is left alone), until /api/health
 * answers 200, counted from the process's start, then stops. `npm run bench:first-start` (PORT and DATA_DIR as
 * for npm start; the folder is emptied first; `-- --no-web-build` leaves the
 * build out). The demo data and what the stream reactors derive from it are
 * computed in memory and batch-written (scripts/seed/fast-seed.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalStack } from './local/stack';
import { buildWebAlongside } from './local/web-build';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { values } = parseArgs({ options: { 'no-web-build': { type: 'boolean', default: false } } });
const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.DATA_DIR ?? '/tmp/sbiz-first-start');
rmSync(dataDir, { recursive: true, force: true });
const webOut = values['no-web-build'] ? undefined : mkdtempSync(join(tmpdir(), 'sbiz-first-start-web-'));
const webBuild = webOut ? buildWebAlongside(root, { outDir: webOut }) : undefined;
webBuild?.catch(() => undefined);
const stack = await startLocalStack({ port: Number(process.env.PORT ?? 3100), dataDir, webBuild, seed: true, log: (line) => console.log(line) });
const health = await fetch(`${stack.url}/api/health`);
// From this process's start (performance.now() counts from it): loading the stack's modules is part of a start.
console.log(`first start${webOut ? ', web app built alongside' : ''}: ${(performance.now() / 1000).toFixed(1)} s, health ${health.status}`);
await stack.stop();
if (webOut) rmSync(webOut, { recursive: true, force: true });
process.exit(0);
