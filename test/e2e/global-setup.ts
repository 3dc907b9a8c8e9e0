import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/local/ports';
import { startLocalStack } from '../../scripts/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the stack's local outbox keeps account emails (password-reset links). */
    outboxDir: string;
  }
}

/**
 * The whole local stack, as `npm start` runs it, on a free port with a
 * throw-away data folder and the demo data seeded. The SPA must be built
 * first (`npm run test:e2e` does it).
 */
export default async function setup(project: TestProject) {
  // The stack's handlers run in this process: their request lines would drown the test report.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // E2E_BASE_URL runs the tests against a stack already running (e.g. `PORT=3103 npm start`), seeded once.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return async () => undefined;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sbiz-e2e-'));
  const stack = await startLocalStack({
    port: await freePort(),
    dataDir,
    inMemory: true,
    seed: true,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    // The browsers sign in and post forms from one loopback address far more often than a person would.
    extraEnvironment: { RATE_LIMIT_IP_SCALE: '1000' },
  });
  project.provide('baseUrl', stack.url);
  project.provide('outboxDir', join(dataDir, 'outbox'));
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
