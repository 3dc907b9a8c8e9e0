import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/local/ports';
import { routes } from '../../web/src/app/router';
import type { RouteDefinition } from '../../web/src/lib/router';
import { matchPath, rankPath } from '../../web/src/lib/router/path';

/**
 * Every route pattern of the route table, opened directly (as a typed URL or
 * a reload) against `npm start`'s own server: the gateway under plain Node,
 * where a page whose code imports what Node cannot load (a stylesheet) was a
 * 502 that vitest's own stack, running through Vite, never showed.
 */

const root = resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let origin = '';
let dataDir = '';

beforeAll(async () => {
  // A stack already started with `npm start` (E2E_BASE_URL, as for the other e2e files) is that same server.
  if (process.env.E2E_BASE_URL) {
    origin = process.env.E2E_BASE_URL;
    return;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'sbiz-direct-load-'));
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/npm-start-stack.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolveReady, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(/READY (\S+)/);
      if (ready) resolveReady(ready[1]!);
    });
    server.once('exit', (code) => reject(new Error(`npm start's stack exited (${code}) before it was ready:\n${output}`)));
  });
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every path pattern of the route table, parents first. */
function patternsOf(table: RouteDefinition[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...patternsOf(route.children ?? [])]);
}

/** Pages whose links name a seeded example of nearly every pattern with params. */
const LINK_SOURCES = ['/in/pune', '/in/pune/all-categories', '/in/pune/restaurant', '/in/pune/events', '/in/pune/sb-products', '/blog', '/sb-public-collections', '/categories/restaurant'];

/** Patterns no public page links to (private screens and admin forms): any value shows their gate. */
const FALLBACK_PARAMS: Record<string, string> = { id: 'demo', slug: 'restaurant', categorySlug: 'restaurant', city: 'pune', category: 'restaurant', collectionId: 'demo' };

async function seededLinks(): Promise<string[]> {
  const pages = await Promise.all(LINK_SOURCES.map((path) => fetch(new URL(path, origin)).then((response) => response.text())));
  const hrefs = pages.flatMap((html) => [...html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]!));
  return [...new Set(hrefs)];
}

/** The pattern the router picks for a path: the best-ranked of those that match. */
function bestPattern(pathname: string): string | undefined {
  const matching = patternsOf(routes).filter((pattern) => pattern !== '*' && matchPath(pattern, pathname));
  return matching.sort((a, b) => rankPath(b) - rankPath(a))[0];
}

/** A real URL for the pattern: a seeded link the site itself shows, else the pattern with placeholder params. */
function exampleOf(pattern: string, links: string[]): string {
  if (pattern === '*') return '/no-such-page';
  const linked = links.find((href) => bestPattern(href) === pattern);
  if (linked) return linked;
  return pattern.replace(/\/:(\w+)\??/g, (_whole, name: string) => `/${FALLBACK_PARAMS[name] ?? 'demo'}`);
}

describe("every route, loaded directly from npm start's server", () => {
  it('answers each route pattern with a page, never a 5xx', async () => {
    const links = await seededLinks();
    const patterns = [...new Set(patternsOf(routes))];
    expect(patterns.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const pattern of patterns) {
      const url = exampleOf(pattern, links);
      // Twice: a direct load on a cold renderer, then a reload.
      for (const attempt of ['load', 'reload']) {
        const response = await fetch(new URL(url, origin), { headers: { accept: 'text/html' } });
        const body = await response.text();
        if (response.status >= 500 || !response.headers.get('content-type')?.includes('text/html')) {
          failures.push(`${pattern} (${url}) ${attempt}: ${response.status} ${body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
