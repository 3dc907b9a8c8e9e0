import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { clearReferenceCache } from '../../functions/data/reference-cache';
import { markReady, markStarting } from '../../functions/lib/readiness';
import { runtimeFileOf, type LocalRuntime } from './connect';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-process';
import { freePort } from './ports';
import { loadLocalSecrets } from './secrets';
import type { StreamPoller } from './stream-poller';

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
  const dynamoPort = await freePort();
  const startOwnDatabase = () => startDynamoDbLocal({ port: dynamoPort, dbPath: options.inMemory ? undefined : dirname(databaseFile), lightLoad: true });
  // DynamoDB Local's JVM starts first, so that it boots while this process loads the stack's modules: the scratch
  // database the fast seed writes into (moved in afterwards), or else the stack's own.
  const firstDatabase = scratch ? freePort().then((port) => startDynamoDbLocal({ port, dbPath: scratch, lightLoad: true })) : startOwnDatabase();
  firstDatabase.catch(() => undefined);
  // Stopped last, after the gateway and the poller that use the stack's own; a scratch one is stopped already after a seed.
  stoppers.push(async () => {
    await (await firstDatabase.catch(() => undefined))?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  try {
    // Imported here, not at the top, so that DynamoDB Local's JVM (above) boots while they load (about half a second).
    const [{ resetEnvironmentCache }, { resetSigningKeyCache }, { ensureTable, localDynamoDbClient }, { startGateway }, { startLocalS3 }, { startStreamPoller }] = await Promise.all([
      import('../../functions/lib/config'),
      import('../../functions/lib/tokens'),
      import('./dynamodb'),
      import('./gateway'),
      import('./s3'),
      import('./stream-poller'),
    ]);
    step('starting the S3 emulator');
    const s3 = await startLocalS3({
      port: await freePort(),
      dataDir: join(options.dataDir, 's3'),
      bucket: LOCAL_BUCKET,
      region: REGION,
      credentials: secrets.s3,
    });
    stoppers.push(() => s3.stop());

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
      let target: DynamoDbLocal | undefined;
      let finalStart: Promise<DynamoDbLocal> | undefined;
      try {
        target = await firstDatabase;
        const targetClient = localDynamoDbClient(target.endpoint);
        // Its logger middleware would filter every batch's items for a log that is never written, on the core the seed computes on.
        targetClient.middlewareStack.remove('loggerMiddleware');
        await ensureTable(targetClient, LOCAL_TABLE);
        // Written while the seed runs: DynamoDB Local works on one core while the seed computes on the other. The seed
        // starts once the table is ready, so that DynamoDB Local (whose writing, one item at a time and slower than the
        // seed computes, is most of a first start) writes from the seed's first items on.
        seeded = await copySeededTable(
          targetClient,
          memory,
          () => {
            const seeding = seedInMemory({ log, table: memory });
            // DynamoDB Local opens its file at its first request, so the final instance starts once the seed has
            // computed (its core is free while the copy finishes) and gets the seeded file before anything asks it
            // (the gateway answers only the health check until the stack is ready).
            finalStart = scratch ? seeding.then(startOwnDatabase) : undefined;
            finalStart?.catch(() => undefined);
            return seeding;
          },
          { log },
        );
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
    if (!scratch) dynamo = await firstDatabase;
    else if (!dynamo) {
      // The final instance did not start with the seed (the fast seed failed).
      const started = await startOwnDatabase();
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
