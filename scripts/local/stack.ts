import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetEnvironmentCache } from '../../functions/lib/config';
import { resetSigningKeyCache } from '../../functions/lib/tokens';
import { runtimeFileOf, type LocalRuntime } from './connect';
import { ensureTable, localDynamoDbClient, startDynamoDbLocal } from './dynamodb';
import { startGateway } from './gateway';
import { freePort } from './ports';
import { startLocalS3 } from './s3';
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
  /** Environment for the handlers beyond the defaults (tests configure social login this way). */
  extraEnvironment?: Record<string, string>;
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
  const secrets = loadLocalSecrets(options.dataDir);
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch((error: unknown) => console.error(error));
  };
  try {
    const dynamo = await startDynamoDbLocal({ port: await freePort(), dbPath: options.inMemory ? undefined : join(options.dataDir, 'dynamodb') });
    stoppers.push(() => dynamo.stop());
    const dynamoClient = localDynamoDbClient(dynamo.endpoint);
    await ensureTable(dynamoClient, LOCAL_TABLE);

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
      ...options.extraEnvironment,
    });
    resetEnvironmentCache();
    resetSigningKeyCache();

    const gateway = await startGateway({ port: options.port, webDist: options.webDist, uploads: { endpoint: s3.endpoint, bucket: LOCAL_BUCKET } });
    stoppers.push(() => gateway.close());

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

    // Lets `npm run admin` and `npm run seed:scale` find this running stack (scripts/local/connect.ts).
    const runtimeFile = runtimeFileOf(options.dataDir);
    const runtime: LocalRuntime = { url: gateway.url, tableName: LOCAL_TABLE, dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint };
    writeFileSync(runtimeFile, JSON.stringify(runtime));
    stoppers.push(async () => rmSync(runtimeFile, { force: true }));

    let seeded = false;
    if (options.seed) {
      const { seedOnce } = await import('../seed/index');
      seeded = await seedOnce();
    }
    return { ...runtime, seeded, poller, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
