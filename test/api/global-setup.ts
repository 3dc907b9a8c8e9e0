import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTable, localDynamoDbClient } from '../../scripts/local/dynamodb';
import { startDynamoDbLocal } from '../../scripts/local/dynamodb-process';
import { freePort } from '../../scripts/local/ports';
import { startLocalS3 } from '../../scripts/local/s3';

export const TEST_TABLE = 'sbiz-test';
export const TEST_BUCKET = 'sbiz-test-uploads';
const credentials = { accessKeyId: 'TESTACCESSKEY', secretAccessKey: 'test-secret-access-key-for-local-s3' };

declare module 'vitest' {
  export interface ProvidedContext {
    apiEnvironment: Record<string, string>;
  }
}

/** One DynamoDB Local (in memory) and one S3 emulator for the whole API suite. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sbiz-api-'));
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  try {
    await ensureTable(localDynamoDbClient(dynamo.endpoint), TEST_TABLE);
    s3 = await startLocalS3({ port: await freePort(), dataDir: join(dataDir, 's3'), bucket: TEST_BUCKET, region: 'ap-south-1', credentials });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  const environment = {
    TABLE_NAME: TEST_TABLE,
    UPLOADS_BUCKET: TEST_BUCKET,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    S3_ENDPOINT: s3.endpoint,
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    JWT_SECRET: 'test-only-signing-secret-that-is-long-enough-0123456789',
    // Every request of the suite comes from 127.0.0.1; test/api/rate-limit.test.ts runs with the real limits.
    RATE_LIMIT_IP_SCALE: '1000',
  };
  project.provide('apiEnvironment', environment);
  // A listing's city must be in the catalogue (spec 1 §5), so every test file finds India's cities there.
  Object.assign(process.env, environment);
  const [{ putCities }, { indianPlaces }] = await Promise.all([import('../../functions/data/entities/city'), import('../../scripts/seed/data/india-places')]);
  await putCities(indianPlaces().cities);
  return async () => {
    await s3.stop();
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
