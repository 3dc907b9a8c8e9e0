import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';

/** The web build alongside a start runs at the lowest CPU priority. */
const BUILD_NICENESS = 19;

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

/**
 * Builds the SPA in a child process, so that the build runs on whichever core
 * the start leaves free (DynamoDB Local's JVM starting, then writing on one
 * core) rather than on this process's event loop, which the seed computes on.
 * Rejects with the build's own error output. `outDir` builds elsewhere than web/dist (the first-start bench).
 */
export function buildWebAlongside(root: string, { outDir }: { outDir?: string } = {}): Promise<void> {
  const where = outDir ? ['--outDir', outDir, '--emptyOutDir'] : [];
  const child = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(root, 'web', 'vite.config.ts'), '--logLevel', 'warn', ...where], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Lowest priority: it takes the core the JVM's single writer leaves idle, never time from the seed or the writer.
  if (child.pid) setPriority(child.pid, BUILD_NICENESS);
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  // A start that fails or is stopped takes the build with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      if (code === 0) resolve();
      else reject(new Error(`the web app did not build: ${errors.trim() || `vite exited with ${code}`}`));
    });
  });
}
