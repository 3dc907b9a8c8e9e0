import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from './client';
import { forEachConcurrently } from '../lib/concurrency';

type RequestItems = NonNullable<BatchWriteCommandInput['RequestItems']>;

const MAX_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one BatchWriteItem (at most 25 requests), resending what DynamoDB leaves unprocessed with exponential backoff. */
async function writeBatch(requestItems: RequestItems) {
  let pending: RequestItems | undefined = requestItems;
  for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchWriteItem left ${Object.values(pending).flat().length} items unprocessed after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 0) await sleep(Math.min(2000, 25 * 2 ** attempt));
    const answer = await dynamoDb().send(new BatchWriteCommand({ RequestItems: pending }));
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- without it TypeScript infers `answer` from `pending` in a circle (TS7022)
    pending = answer.UnprocessedItems as RequestItems | undefined;
  }
}

/** ElectroDB's batch `.params()` output: a list of BatchWriteItem inputs (which ElectroDB types loosely). */
export type BatchWriteParams = Record<string, unknown> | ReadonlyArray<{ RequestItems?: RequestItems }>;

/**
 * Writes many items: ElectroDB batch `.params()` outputs (chunks of 25),
 * `concurrency` chunks at a time, each retried until nothing is left
 * unprocessed. For bulk loads (seed data), where conditions are not needed.
 * Answers how many items were written.
 */
export async function batchWriteAll(paramLists: readonly BatchWriteParams[], concurrency = 8): Promise<number> {
  const batches = paramLists.flatMap((params) => (Array.isArray(params) ? (params as Array<{ RequestItems?: RequestItems }>) : [params as { RequestItems?: RequestItems }]));
  let written = 0;
  await forEachConcurrently(batches, concurrency, async ({ RequestItems }) => {
    if (!RequestItems) return;
    await writeBatch(RequestItems);
    written += Object.values(RequestItems).flat().length;
  });
  return written;
}
