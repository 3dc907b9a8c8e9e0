import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestModification(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when web/dist is missing or older than anything the SPA is built from. */
export function webBuildIsStale(root: string): boolean {
  const index = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return ['web/src', 'shared', 'web/index.html', 'web/vite.config.ts']
    .map((path) => join(root, path))
    .filter(existsSync)
    .some((path) => (statSync(path).isDirectory() ? newestModification(path) : statSync(path).mtimeMs) > builtAt);
}

/** Builds the SPA with Vite's API (same config as `npm run build:web`). */
export async function buildWeb(root: string) {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web', 'vite.config.ts'), logLevel: 'warn' });
}
