import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearReferenceCache } from '../../functions/data/reference-cache';
import { resetEnvironmentCache } from '../../functions/lib/config';
import { markReady, markStarting } from '../../functions/lib/readiness';
import { resetSigningKeyCache } from '../../functions/lib/tokens';
import { runtimeFileOf, type LocalRuntime } from './connect';
import { ensureTable, localDynamoDbClient, startDynamoDbLocal } from './dynamodb';
import { startGateway } from './gateway';
import { freePort } from './ports';
import { startLocalS3 } from './s3';
import { CHECKPOINT_FILE, isFreshDataDir, restoreCommittedSnapshot, restoreSeedSnapshot, saveSeedSnapshot, seedSnapshotDir, seedSnapshotKey } from './seed-snapshot';
import { loadLocalSecrets } from './secrets';
import { startStreamPoller, type StreamPoller } from './stream-poller';

export const LOCAL_TABLE = 'sbiz';
export const LOCAL_BUCKET = 'sbiz-uploads';
const REGION = 'ap-south-1';

export interface LocalStackOptions {
  port: number;
  dataDir: string;
  /** Keep DynamoDB in memory (tests): nothing survives a restart. */
  inMemory?: boolean;
  webDist?: string;
  /** Seed demo data on first start. */
  seed?: boolean;
  /** Start a fresh folder from a seed snapshot when there is one for this code (default true; `npm run seed:snapshot` seeds for real). */
  restoreSnapshot?: boolean;
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
  step('starting DynamoDB Local');
  const secrets = loadLocalSecrets(options.dataDir);
  const persistent = !options.inMemory;
  const fresh = persistent && isFreshDataDir(options.dataDir);
  const restored = Boolean(options.seed) && fresh && options.restoreSnapshot !== false && restoreSnapshot(options.dataDir, log);
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch((error: unknown) => console.error(error));
  };
  try {
    const dynamo = await startDynamoDbLocal({ port: await freePort(), dbPath: options.inMemory ? undefined : join(options.dataDir, 'dynamodb') });
    stoppers.push(() => dynamo.stop());
    const dynamoClient = localDynamoDbClient(dynamo.endpoint);
    await ensureTable(dynamoClient, LOCAL_TABLE);

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
      DYNAMODB_ENDPOINT: dynamo.endpoint,
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

    step('starting the gateway and the stream poller');
    const gateway = await startGateway({ port: options.port, webDist: options.webDist, uploads: { endpoint: s3.endpoint, bucket: LOCAL_BUCKET } });
    stoppers.push(() => gateway.close());
    // Emailed links (password resets) point at this stack's own address, never at one a request names.
    process.env.SITE_ORIGIN ||= gateway.url;
    resetEnvironmentCache();

    const { handler: streamHandler } = await import('../../functions/streams/index');
    const poller = await startStreamPoller({
      dynamoDb: dynamoClient,
      endpoint: dynamo.endpoint,
      tableName: LOCAL_TABLE,
      handler: streamHandler,
      checkpointFile: options.inMemory ? undefined : join(options.dataDir, CHECKPOINT_FILE),
      failureFile: join(options.dataDir, 'stream-failures.jsonl'),
    });
    stoppers.push(() => poller.stop());

    // What EventBridge schedules on AWS: the 'message waiting' sweep every 2 minutes (infra/sbiz-stack.ts).
    const { sweepWaitingMessages } = await import('../../functions/scheduled/waiting-messages');
    const sweeper = setInterval(() => void sweepWaitingMessages().catch((error: unknown) => console.warn('waiting-messages sweep failed', error)), 2 * 60_000);
    sweeper.unref();
    stoppers.push(async () => clearInterval(sweeper));

    // Lets `npm run admin` and `npm run seed:scale` find this running stack (scripts/local/connect.ts).
    const runtimeFile = runtimeFileOf(options.dataDir);
    const runtime: LocalRuntime = { url: gateway.url, tableName: LOCAL_TABLE, dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint };
    writeFileSync(runtimeFile, JSON.stringify(runtime));
    stoppers.push(async () => rmSync(runtimeFile, { force: true }));

    let seeded = false;
    if (options.seed) {
      step(restored ? 'checking the restored demo data' : 'seeding demo data (India’s cities, categories, ~300 listings)');
      const { seedOnce } = await import('../seed/index');
      seeded = await seedOnce({ log });
      if (restored) {
        step('moving the demo events to dates from today');
        const { redateDemoEvents } = await import('../seed/events');
        await redateDemoEvents();
        await poller.drain(60_000).catch(() => log('  … the events index is still catching up in the background'));
      }
      if (seeded) {
        step('indexing the demo data');
        const indexed = await poller.drain(600_000).then(
          () => true,
          () => false,
        );
        // Kept for the next first start on an empty folder (see seed-snapshot.ts), only when complete.
        if (indexed && fresh) saveSeedSnapshot(options.dataDir);
        if (!indexed) log('  … the search index is still catching up in the background');
      }
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

/** A fresh folder starts from this machine's own snapshot, else the repository's; false when neither fits this code. */
function restoreSnapshot(dataDir: string, log: (line: string) => void): boolean {
  const key = seedSnapshotKey();
  if (restoreSeedSnapshot(dataDir, seedSnapshotDir(key))) {
    log('  … restored the seeded demo data from .data/seed-snapshots');
    return true;
  }
  const committed = restoreCommittedSnapshot(dataDir, key);
  if (committed) {
    log(`  … restored the demo data seeded on ${committed.seededAt.slice(0, 10)} (scripts/seed/snapshot)`);
    return true;
  }
  log('  … no seed snapshot for this code yet: seeding for real takes about a minute (`npm run seed:snapshot` makes one for the repository)');
  return false;
}
