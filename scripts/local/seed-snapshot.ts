import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * The seeded demo database, kept once under `.data/seed-snapshots/` so that
 * a first start on an empty data folder copies it into DynamoDB Local's
 * folder instead of writing ~10,000 items through the API layer again (tens
 * of seconds to minutes on a busy two-core machine). A snapshot is keyed by
 * the code that shapes the data: the seed, the entities, the stream reactors
 * and the shared rules they use. Change any of them and the next first start
 * seeds for real and takes a new snapshot.
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
