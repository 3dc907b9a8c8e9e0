/**
 * `npm run seed:snapshot`: seeds the demo data for real on an empty folder,
 * lets the stream handlers index it, stops, and packs the database as the
 * repository's seed snapshot (scripts/seed/snapshot), which a fresh clone's
 * first `npm start` restores instead of seeding. Run it after changing the
 * seed, the entities, the stream reactors or shared rules, and commit the
 * two files it writes.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { startLocalStack } from '../local/stack';
import { COMMITTED_SNAPSHOT_DIR, writeCommittedSnapshot } from '../local/seed-snapshot';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dataDir = join(tmpdir(), `sbiz-seed-snapshot-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const seededAt = new Date().toISOString();
const stack = await startLocalStack({ port: Number(process.env.PORT ?? 3190), dataDir, seed: true, restoreSnapshot: false, log: (line) => console.log(line) });
if (!stack.seeded) throw new Error('The stack did not seed');
// Stopped first, so DynamoDB Local has closed its database file before it is read.
await stack.stop();
const { bytes, manifest } = writeCommittedSnapshot(dataDir, seededAt);
rmSync(dataDir, { recursive: true, force: true });
console.log(`Wrote ${COMMITTED_SNAPSHOT_DIR} (key ${manifest.key}, ${(bytes / 1e6).toFixed(1)} MB)`);
process.exit(0);
