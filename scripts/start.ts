/**
 * `npm start`: the whole app on loopback with no cloud account.
 * PORT (default 3000) and DATA_DIR (default .data) override the defaults.
 */
import { resolve } from 'node:path';
import { JAVA_MISSING_MESSAGE } from './local/java';
import { startLocalStack } from './local/stack';
import { buildWebAlongside, webBuildIsStale } from './local/web-build';
import { demoUsers } from './seed/demo-accounts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Pages render with React's production build, as in the render Lambda (whose bundle defines NODE_ENV).
process.env.NODE_ENV ??= 'production';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');

async function main() {
  // A stale build is redone while the stack starts; the stack is ready once both are.
  const webBuild = webBuildIsStale(root) ? buildWebAlongside(root) : undefined;
  // Awaited by the stack at its end; a build that fails sooner must not crash the start as an unhandled rejection.
  webBuild?.catch(() => undefined);
  console.log(webBuild ? 'Starting Sbiz and building the web app…' : 'Starting Sbiz…');
  const stack = await startLocalStack({ port, dataDir, webDist: resolve(root, 'web/dist'), webBuild, seed: true, log: (line) => console.log(line) });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Sbiz…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Since this process started (what performance.now() counts from), module loading included.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(`\nSbiz is running at ${stack.url} (ready in ${seconds} s)`);
  console.log(`Data: ${dataDir}${stack.seeded ? ' (demo data seeded)' : ''}`);
  console.log('Demo logins:');
  for (const user of demoUsers) console.log(`  ${user.role === 'admin' ? 'admin' : user.businessOwner ? 'owner' : 'user '}  ${user.email}  ${user.password}`);
  console.log('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message === JAVA_MISSING_MESSAGE ? message : `Sbiz could not start: ${message}`);
  if (message !== JAVA_MISSING_MESSAGE && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
