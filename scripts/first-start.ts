/**
 * Times a first start: the whole local stack on an empty data folder, seeded,
 * until /api/health answers 200, then stops. `npm run bench:first-start`
 * (PORT and DATA_DIR as for npm start; the folder is emptied first), as a
 * fresh clone's first start: the demo data and what the stream reactors
 * derive from it computed in memory and batch-written (scripts/seed/fast-seed.ts).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startLocalStack } from './local/stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dataDir = resolve(process.env.DATA_DIR ?? '/tmp/sbiz-first-start');
rmSync(dataDir, { recursive: true, force: true });
const startedAt = performance.now();
const stack = await startLocalStack({ port: Number(process.env.PORT ?? 3100), dataDir, seed: true, log: (line) => console.log(line) });
const health = await fetch(`${stack.url}/api/health`);
console.log(`first start: ${((performance.now() - startedAt) / 1000).toFixed(1)} s, health ${health.status}`);
await stack.stop();
process.exit(0);
