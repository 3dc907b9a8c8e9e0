import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';

/**
 * The seeded demo database, kept once under `.data/seed-snapshots/` so that
 * a first start on an empty data folder copies it into DynamoDB Local's
 * folder instead of writing ~10,000 items through the API layer again (tens
 * of seconds to minutes on a busy two-core machine). A snapshot is keyed by
 * the code that shapes the data: the seed, the entities, the stream reactors
 * and the shared rules they use. Change any of them and the next first start
 * seeds for real and takes a new snapshot.
 *
 * A fresh clone has no such folder, so the repository also carries one
 * compressed snapshot (`scripts/seed/snapshot/`, made by `npm run
 * seed:snapshot`) under the same key: a first start restores it in well under
 * a second instead of seeding for about a minute. When the code has moved on
 * since it was made, its key no longer matches and the start seeds for real.
 */
const root = resolve(import.meta.dirname, '../..');
const SOURCES = ['scripts/seed', 'functions/data', 'functions/streams', 'shared'];
/** DynamoDB Local's one file with -sharedDb. */
export const DYNAMODB_FILE = 'shared-local-instance.db';
export const CHECKPOINT_FILE = 'stream-checkpoints.json';

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : []))
    .sort();
}

/** A digest of every source file that decides what the seeded table holds. */
export function seedSnapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((folder) => sourceFiles(join(root, folder)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function seedSnapshotDir(key = seedSnapshotKey()): string {
  return join(root, '.data', 'seed-snapshots', key);
}

/** A data folder whose DynamoDB Local has never run. */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'dynamodb', DYNAMODB_FILE));
}

/** Copies the snapshot into a fresh data folder; false when there is none for this code. */
export function restoreSeedSnapshot(dataDir: string, snapshot = seedSnapshotDir()): boolean {
  if (!existsSync(join(snapshot, DYNAMODB_FILE))) return false;
  mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
  copyFileSync(join(snapshot, DYNAMODB_FILE), join(dataDir, 'dynamodb', DYNAMODB_FILE));
  if (existsSync(join(snapshot, CHECKPOINT_FILE))) copyFileSync(join(snapshot, CHECKPOINT_FILE), join(dataDir, CHECKPOINT_FILE));
  return true;
}

/**
 * Keeps a just-seeded data folder as the snapshot. Called once the seed is
 * written and the stream drained, while nothing else writes; the copy goes
 * to a temporary folder first, so a half-written snapshot is never used.
 */
export function saveSeedSnapshot(dataDir: string, snapshot = seedSnapshotDir()) {
  const database = join(dataDir, 'dynamodb', DYNAMODB_FILE);
  if (existsSync(join(snapshot, DYNAMODB_FILE)) || !existsSync(database) || !statSync(database).size) return;
  const partial = `${snapshot}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  copyFileSync(database, join(partial, DYNAMODB_FILE));
  if (existsSync(join(dataDir, CHECKPOINT_FILE))) copyFileSync(join(dataDir, CHECKPOINT_FILE), join(partial, CHECKPOINT_FILE));
  try {
    renameSync(partial, snapshot);
  } catch {
    // Another first start saved the same snapshot meanwhile.
    rmSync(partial, { recursive: true, force: true });
  }
}

/** The snapshot the repository carries, for a first start on a fresh clone. */
export const COMMITTED_SNAPSHOT_DIR = join(root, 'scripts', 'seed', 'snapshot');
const COMMITTED_DATABASE = 'demo.db.br';
const COMMITTED_MANIFEST = 'demo.json';

export interface CommittedSnapshotManifest {
  /** seedSnapshotKey() of the code that seeded it. */
  key: string;
  /** When it was seeded: dates relative to the seed day (events) move forward from here. */
  seededAt: string;
  checkpoints: Record<string, string>;
}

export function readCommittedManifest(folder = COMMITTED_SNAPSHOT_DIR): CommittedSnapshotManifest | undefined {
  const file = join(folder, COMMITTED_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CommittedSnapshotManifest) : undefined;
}

/**
 * Unpacks the repository's snapshot into a fresh data folder when it was made
 * by this code. Answers its manifest, or undefined when there is none or it is
 * for other code.
 */
export function restoreCommittedSnapshot(dataDir: string, key = seedSnapshotKey(), folder = COMMITTED_SNAPSHOT_DIR): CommittedSnapshotManifest | undefined {
  const manifest = readCommittedManifest(folder);
  if (!manifest || manifest.key !== key || !existsSync(join(folder, COMMITTED_DATABASE))) return undefined;
  mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
  writeFileSync(join(dataDir, 'dynamodb', DYNAMODB_FILE), brotliDecompressSync(readFileSync(join(folder, COMMITTED_DATABASE))));
  writeFileSync(join(dataDir, CHECKPOINT_FILE), JSON.stringify(manifest.checkpoints));
  return manifest;
}

/** Packs a seeded, drained and stopped data folder as the repository's snapshot (`npm run seed:snapshot`). */
export function writeCommittedSnapshot(dataDir: string, seededAt: string, key = seedSnapshotKey(), folder = COMMITTED_SNAPSHOT_DIR) {
  const database = readFileSync(join(dataDir, 'dynamodb', DYNAMODB_FILE));
  const checkpointFile = join(dataDir, CHECKPOINT_FILE);
  const checkpoints = existsSync(checkpointFile) ? (JSON.parse(readFileSync(checkpointFile, 'utf8')) as Record<string, string>) : {};
  // Quality 9 packs the 70-odd MB to about 6 MB in seconds; 11 saves 10% more for minutes.
  const packed = brotliCompressSync(database, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_LGWIN]: 24, [zlib.BROTLI_PARAM_SIZE_HINT]: database.length } });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, COMMITTED_DATABASE), packed);
  const manifest: CommittedSnapshotManifest = { key, seededAt, checkpoints };
  writeFileSync(join(folder, COMMITTED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { bytes: packed.length, manifest };
}
