import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb, tableName } from './client';

type RawItem = Record<string, unknown>;
const keyOf = (key: RawItem) => `${String(key.pk)}\u0000${String(key.sk)}`;
/** BatchGetItem's most keys per call. */
const BATCH_GET_LIMIT = 100;

/**
 * Reads items of different entities in ONE BatchGetItem (up to 100 keys),
 * instead of one GetItem each. `gets` are ElectroDB `Entity.get(key)`
 * chains; the answer holds each raw item (or undefined) in the order asked,
 * for the caller to read with its entity's `parse({ Item })`. A key asked
 * twice is read once (DynamoDB refuses a batch with duplicates), more than
 * 100 keys take more batches, and keys left unprocessed are asked again.
 */
export async function getMany(gets: ReadonlyArray<{ params(): RawItem }>): Promise<Array<RawItem | undefined>> {
  if (gets.length === 0) return [];
  const keys = gets.map((get) => get.params().Key as RawItem);
  const unique = [...new Map(keys.map((key) => [keyOf(key), key])).values()];
  const found = new Map<string, RawItem>();
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    let pending = unique.slice(start, start + BATCH_GET_LIMIT);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= 5) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed`);
      const answer = await dynamoDb().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
      for (const item of answer.Responses?.[tableName()] ?? []) found.set(keyOf(item), item);
      pending = (answer.UnprocessedKeys?.[tableName()]?.Keys as RawItem[] | undefined) ?? [];
    }
  }
  return keys.map((key) => found.get(keyOf(key)));
}
