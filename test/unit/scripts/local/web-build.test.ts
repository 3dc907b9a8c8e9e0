import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWebAlongside } from '../../../../scripts/local/web-build';

const repository = resolve(import.meta.dirname, '../../../..');
const scratch: string[] = [];
afterEach(() => {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the web build alongside a start', () => {
  it('rejects with the build’s own error when the app does not build, so the start fails instead of serving nothing', async () => {
    // A root with the real vite but a config that throws.
    const root = mkdtempSync(join(tmpdir(), 'sbiz-web-build-'));
    scratch.push(root);
    mkdirSync(join(root, 'web'));
    symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'));
    writeFileSync(join(root, 'web', 'vite.config.ts'), "throw new Error('the config is broken on purpose');\n");
    await expect(buildWebAlongside(root)).rejects.toThrow(/the web app did not build: .*the config is broken on purpose/s);
  });
});
