import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A first `npm install && npm start` prints no noise (issue #25 §3.15): no
 * EBADENGINE warning on the README's minimum Node, no install script npm
 * asks about, no empty stylesheet for Vite to warn of.
 */
const root = join(import.meta.dirname, '../../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

// npm's own range rules; semver comes with the tool chain (it has no types of its own here).
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean; coerce(version: string): { version: string } | null };

interface LockedPackage {
  engines?: Record<string, string> | string[];
  hasInstallScript?: boolean;
}
const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
const manifest = readJson<{ engines: { node: string }; allowScripts?: Record<string, boolean> }>('package.json');
/** A lock key's package name: what follows its last node_modules/. */
const packageName = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The minimum Node the README's prerequisites name ("Node.js ≥ 20.19"). */
function readmeMinimumNode(): string {
  const named = /Node\.js\s*(?:≥|>=)\s*(\d+(?:\.\d+){0,2})/.exec(readFileSync(join(root, 'README.md'), 'utf8'));
  if (!named) throw new Error('README.md names no minimum Node.js');
  return semver.coerce(named[1] ?? '')!.version;
}

function cssFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('a first run prints no noise', () => {
  const minimum = readmeMinimumNode();

  it('installs every locked package on the README’s minimum Node without an EBADENGINE warning', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([key]) => key !== '')
      .flatMap(([key, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return range && !semver.satisfies(minimum, range) ? [`${packageName(key)} wants Node ${range}`] : [];
      });
    expect(refusing, `README names Node ${minimum}`).toEqual([]);
    expect(semver.satisfies(minimum, manifest.engines.node), `package.json engines.node ${manifest.engines.node}`).toBe(true);
  });

  it('names every dependency with an install script in allowScripts', () => {
    const allowed = new Set(Object.keys(manifest.allowScripts ?? {}).map((entry) => entry.replace(/(?<=.)@.*$/, '')));
    const unlisted = Object.entries(lock.packages)
      .filter(([key, locked]) => key !== '' && locked.hasInstallScript)
      .map(([key]) => packageName(key))
      .filter((name) => !allowed.has(name));
    expect(unlisted).toEqual([]);
  });

  it('has no empty stylesheet under web/src', () => {
    const empty = cssFiles(join(root, 'web/src'))
      .filter(
        (file) =>
          !readFileSync(file, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .trim(),
      )
      .map((file) => relative(root, file));
    expect(empty).toEqual([]);
  });
});
