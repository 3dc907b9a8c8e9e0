import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_FILE, DYNAMODB_FILE, readCommittedManifest, restoreCommittedSnapshot, seedSnapshotKey, writeCommittedSnapshot } from '../../../../scripts/local/seed-snapshot';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'sbiz-snapshot-test-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A data folder as a seeded, stopped stack leaves it. */
function seededDataDir(database: Buffer) {
  const dataDir = tempFolder();
  mkdirSync(join(dataDir, 'dynamodb'));
  writeFileSync(join(dataDir, 'dynamodb', DYNAMODB_FILE), database);
  writeFileSync(join(dataDir, CHECKPOINT_FILE), JSON.stringify({ 'shardId-1': '000042' }));
  return dataDir;
}

describe('the repository seed snapshot', () => {
  const database = Buffer.from('SQLite format 3\0'.repeat(4096));

  it('packs a seeded folder smaller and restores it byte for byte, with the stream checkpoints, for the same code', () => {
    const snapshot = tempFolder();
    const { bytes, manifest } = writeCommittedSnapshot(seededDataDir(database), '2026-11-26T10:00:00.000Z', 'key-a', snapshot);
    expect(bytes).toBeLessThan(database.length / 10);
    expect(readCommittedManifest(snapshot)).toEqual({ key: 'key-a', seededAt: '2026-11-26T10:00:00.000Z', checkpoints: { 'shardId-1': '000042' } });

    const fresh = tempFolder();
    expect(restoreCommittedSnapshot(fresh, 'key-a', snapshot)).toEqual(manifest);
    expect(readFileSync(join(fresh, 'dynamodb', DYNAMODB_FILE)).equals(database)).toBe(true);
    expect(JSON.parse(readFileSync(join(fresh, CHECKPOINT_FILE), 'utf8'))).toEqual({ 'shardId-1': '000042' });
  });

  it('is not used by other code: the folder stays empty and the start seeds for real', () => {
    const snapshot = tempFolder();
    writeCommittedSnapshot(seededDataDir(database), '2026-11-26T10:00:00.000Z', 'key-a', snapshot);
    const fresh = tempFolder();
    expect(restoreCommittedSnapshot(fresh, 'key-b', snapshot)).toBeUndefined();
    expect(existsSync(join(fresh, 'dynamodb', DYNAMODB_FILE))).toBe(false);
    expect(restoreCommittedSnapshot(fresh, 'key-a', tempFolder())).toBeUndefined();
  });

  it('keys the snapshot by the code that shapes the seeded data', () => {
    expect(seedSnapshotKey()).toMatch(/^[0-9a-f]{16}$/);
    expect(seedSnapshotKey()).toBe(seedSnapshotKey());
  });
});
