/**
 * The local stack as `npm start` runs it: plain Node through tsx (Node's own
 * module loader, not vitest's Vite transform), the built SPA, demo data
 * seeded. test/e2e/direct-load.test.ts runs this file as a child process; it
 * prints `READY <url>` once the stack answers and stops on SIGTERM.
 */
import { resolve } from 'node:path';
import { startLocalStack } from '../../scripts/local/stack';

process.env.NODE_ENV ??= 'production';
const stack = await startLocalStack({
  port: Number(process.env.PORT),
  dataDir: process.env.DATA_DIR!,
  inMemory: true,
  seed: true,
  webDist: resolve(import.meta.dirname, '../../web/dist'),
});
console.log(`READY ${stack.url}`);
process.on('SIGTERM', () => {
  void stack.stop().then(() => process.exit(0));
});
