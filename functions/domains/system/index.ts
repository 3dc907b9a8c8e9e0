import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { dynamoDb, tableName } from '../../data/client';
import { env } from '../../lib/config';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import { startingStep } from '../../lib/readiness';
import { s3Client } from '../../lib/storage';

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

export const systemRoutes: DomainRoutes<'system'> = {
  // Is the API up, and can it reach its table and bucket? 503 while the local stack is still starting or seeding.
  'GET /health': defineRoute({
    handler: async () => {
      const step = startingStep();
      if (step) return reply(503, { status: 'starting', message: `Sbiz is starting: ${step}` });
      const [dynamodb, s3] = await Promise.all([
        probe(() => dynamoDb().send(new DescribeTableCommand({ TableName: tableName() }))),
        probe(() => s3Client().send(new HeadBucketCommand({ Bucket: env().UPLOADS_BUCKET }))),
      ]);
      return { status: dynamodb === 'ok' && s3 === 'ok' ? 'ok' : 'degraded', dynamodb, s3 };
    },
  }),
};

export const handler = createDomainHandler('system', systemRoutes);
