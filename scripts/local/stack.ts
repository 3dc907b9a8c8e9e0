import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { clearReferenceCache } from '../../functions/data/reference-cache';
import { resetEnvironmentCache } from '../../functions/lib/config';
import { markReady, markStarting } from '../../functions/lib/readiness';
import { resetSigningKeyCache } from '../../functions/lib/tokens';
import { runtimeFileOf, type LocalRuntime } from './connect';
import { ensureTable, localDynamoDbClient, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb';
import { startGateway } from './gateway';
import { freePort } from './ports';
import { startLocalS3 } from './s3';
import { loadLocalSecrets } from './secrets';
import { startStreamPoller, type StreamPoller } from './stream-poller';

export const LOCAL_TABLE = 'sbiz';
export const LOCAL_BUCKET = 'sbiz-uploads';
/** DynamoDB Local's one file with -sharedDb. */
const DYNAMODB_FILE = 'shared-local-instance.db';
const REGION = 'ap-south-1';

export interface LocalStackOptions {
  port: number;
  dataDir: string;
  /** Keep DynamoDB in memory (tests): nothing survives a restart. */
  inMemory?: boolean;
  webDist?: string;
  /** The web app's build when it runs alongside the start (npm start after a change): the stack is ready once it is done. */
  webBuild?: Promise<void>;
  /** Seed demo data on first start. */
  seed?: boolean;
  /**
   * Seed a new table in memory, reactors included, and batch-write the result (default true; scripts/seed/fast-seed.ts);
   * false seeds through the stream, one record at a time, as any write. A table that exists always seeds through the stream.
   */
  fastSeed?: boolean;
  /** Environment for the handlers beyond the defaults (tests configure social login this way). */
  extraEnvironment?: Record<string, string>;
  /** Where start-up progress goes (npm start prints it; tests stay quiet). */
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  tableName: string;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  seeded: boolean;
  poller: StreamPoller;
  stop(): Promise<void>;
}

/**
 * Everything `npm start` runs, on loopback: DynamoDB Local, the S3 emulator
 * behind its policy check, the gateway running the Lambda handlers, and the
 * stream poller. The e2e tests start the same thing on free ports.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  // /api/health answers 503 until every step below is done.
  const step = (what: string) => {
    markStarting(what);
    log(`  … ${what}`);
  };
  const secrets = loadLocalSecrets(options.dataDir);
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch((error: unknown) => console.error(error));
  };
  const databaseFile = join(options.dataDir, 'dynamodb', DYNAMODB_FILE);
  const fastSeed = Boolean(options.seed && options.fastSeed !== false && (options.inMemory || !existsSync(databaseFile)));
  // Every write to DynamoDB Local's file syncs the disk: a new database is written where that is free, then moved in.
  const scratch = fastSeed && !options.inMemory ? mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'sbiz-seed-')) : undefined;
  // Its JVM starts first, so that its start-up overlaps this process loading the seed and the handlers.
  const scratchStart = scratch ? freePort().then((port) => startDynamoDbLocal({ port, dbPath: scratch, shortLived: true })) : undefined;
  scratchStart?.catch(() => undefined);
  if (scratch) {
    // Done already after a seed; here for a start that fails before it.
    stoppers.push(async () => {
      await (await scratchStart?.catch(() => undefined))?.stop();
      rmSync(scratch, { recursive: true, force: true });
    });
  }
  try {
    step('starting the S3 emulator');
    const s3 = await startLocalS3({
      port: await freePort(),
      dataDir: join(options.dataDir, 's3'),
      bucket: LOCAL_BUCKET,
      region: REGION,
      credentials: secrets.s3,
    });
    stoppers.push(() => s3.stop());

    const dynamoPort = await freePort();
    // The handlers run in this process and read their configuration from the environment, as on Lambda.
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE,
      UPLOADS_BUCKET: LOCAL_BUCKET,
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
      S3_ENDPOINT: s3.endpoint,
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: secrets.s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: secrets.s3.secretAccessKey,
      JWT_SECRET: secrets.jwtSecret,
      WEBSOCKET_ENDPOINT: `http://127.0.0.1:${options.port}`,
      // Account emails (password reset links) land here and on the console instead of SES.
      OUTBOX_DIR: join(options.dataDir, 'outbox'),
      ...options.extraEnvironment,
    });
    resetEnvironmentCache();
    resetSigningKeyCache();

    step('starting the gateway');
    const gateway = await startGateway({ port: options.port, webDist: options.webDist, uploads: { endpoint: s3.endpoint, bucket: LOCAL_BUCKET } });
    stoppers.push(() => gateway.close());
    // Emailed links (password resets) point at this stack's own address, never at one a request names.
    process.env.SITE_ORIGIN ||= gateway.url;
    resetEnvironmentCache();

    let seeded = false;
    let dynamo: DynamoDbLocal | undefined;
    const seedStep = 'seeding demo data (India’s cities, categories, ~300 listings)';
    if (fastSeed) {
      // A new database: seeded in memory and batch-written as it goes, before the poller starts.
      step(seedStep);
      const [{ seedInMemory, copySeededTable }, { MemoryTable }] = await Promise.all([import('../seed/fast-seed'), import('../seed/memory-table')]);
      const memory = new MemoryTable(LOCAL_TABLE);
      const seeding = seedInMemory({ log, table: memory });
      seeding.catch(() => undefined);
      let target: DynamoDbLocal | undefined;
      // DynamoDB Local opens its file at its first request, so the final instance starts once the seed has
      // computed (its core is free while the copy finishes) and gets the seeded file before anything asks it
      // (the gateway answers only the health check until the stack is ready).
      const finalStart = scratch ? seeding.then(() => startDynamoDbLocal({ port: dynamoPort, dbPath: dirname(databaseFile) })) : undefined;
      finalStart?.catch(() => undefined);
      try {
        target = await (scratchStart ?? startDynamoDbLocal({ port: dynamoPort }));
        if (!scratch) {
          dynamo = target;
          // Stopped last, after the gateway and the poller that use it.
          stoppers.unshift(() => target!.stop());
        }
        const targetClient = localDynamoDbClient(target.endpoint);
        // Its logger middleware would filter every batch's items for a log that is never written, on the core the seed computes on.
        targetClient.middlewareStack.remove('loggerMiddleware');
        await ensureTable(targetClient, LOCAL_TABLE);
        // Written while the seed runs: DynamoDB Local works on one core while the seed computes on the other.
        seeded = await copySeededTable(targetClient, memory, seeding, { log });
        if (scratch) {
          await target.stop();
          mkdirSync(dirname(databaseFile), { recursive: true });
          copyFileSync(join(scratch, DYNAMODB_FILE), databaseFile);
        }
      } catch (error) {
        // The seed through the stream below still gives a working stack, only slower.
        log(`  … the fast seed failed, seeding through the stream instead: ${error instanceof Error ? error.message : String(error)}`);
        seeded = false;
        if (scratch) rmSync(databaseFile, { force: true });
      } finally {
        if (scratch) {
          await target?.stop();
          rmSync(scratch, { recursive: true, force: true });
        }
      }
      // Started early (above) or failed to: either way the step below starts what is missing.
      const started = await finalStart?.catch(() => undefined);
      if (started) {
        dynamo = started;
        stoppers.unshift(() => started.stop());
      }
    }

    step('starting DynamoDB Local');
    if (!dynamo) {
      const started = await startDynamoDbLocal({ port: dynamoPort, dbPath: options.inMemory ? undefined : dirname(databaseFile) });
      stoppers.unshift(() => started.stop());
      dynamo = started;
    }
    const dynamoClient = localDynamoDbClient(dynamo.endpoint);
    await ensureTable(dynamoClient, LOCAL_TABLE);

    const { handler: streamHandler } = await import('../../functions/streams/index');
    const poller = await startStreamPoller({
      dynamoDb: dynamoClient,
      endpoint: dynamo.endpoint,
      tableName: LOCAL_TABLE,
      handler: streamHandler,
      checkpointFile: options.inMemory ? undefined : join(options.dataDir, 'stream-checkpoints.json'),
      failureFile: join(options.dataDir, 'stream-failures.jsonl'),
    });
    stoppers.push(() => poller.stop());

    // What EventBridge schedules on AWS every 2 minutes (infra/sbiz-stack.ts): the 'message waiting' sweep and the held notification mails.
    const { runTwoMinuteSweeps } = await import('../../functions/scheduled/waiting-messages');
    const sweeper = setInterval(() => void runTwoMinuteSweeps().catch((error: unknown) => console.warn('two-minute sweep failed', error)), 2 * 60_000);
    sweeper.unref();
    stoppers.push(async () => clearInterval(sweeper));
    // What EventBridge schedules on AWS at 9:00 IST: the daily digest mails (functions/scheduled/daily-digest.ts).
    const { startDigestTimer } = await import('../../functions/scheduled/daily-digest');
    const stopDigestTimer = startDigestTimer();
    stoppers.push(async () => stopDigestTimer());

    // Lets `npm run admin` and `npm run seed:scale` find this running stack (scripts/local/connect.ts).
    const runtimeFile = runtimeFileOf(options.dataDir);
    const runtime: LocalRuntime = { url: gateway.url, tableName: LOCAL_TABLE, dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint };
    writeFileSync(runtimeFile, JSON.stringify(runtime));
    stoppers.push(async () => rmSync(runtimeFile, { force: true }));

    if (options.seed && !seeded) {
      step(seedStep);
      const { seedOnce } = await import('../seed/index');
      if (await seedOnce({ log })) {
        seeded = true;
        step('indexing the demo data');
        const indexed = await poller.drain(600_000).then(
          () => true,
          () => false,
        );
        if (!indexed) log('  … the search index is still catching up in the background');
      }
    }
    if (options.webBuild) {
      step('building the web app');
      await options.webBuild;
    }
    // Anything read while the seed was writing may be partial (4 of the 12 popular cities): forget it.
    clearReferenceCache();
    markReady();
    return { ...runtime, seeded, poller, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
