import { DeleteTableCommand, UpdateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb, tableName } from '../../functions/data/client';
import { createTableInput } from '../../functions/data/table-definition';
import { forEachConcurrently } from '../../functions/lib/concurrency';
import { reactors as streamReactors } from '../../functions/streams/reactors';
import type { StreamReactor } from '../../functions/streams/stream-records';
import { seedOnce, SEED_MARKER } from './index';
import { copy, type Item } from './memory-expressions';
import { MemoryTable, type TableChange } from './memory-table';

/** ElectroDB marks every item with its entity name in this attribute. */
const ENTITY_ATTRIBUTE = '__edb_e__';
/** "This stream record was applied" guards: the seed's records never reach a real stream, so they guard nothing there. */
const STREAM_MARKER_ENTITY = 'streamMarker';
const BATCH_SIZE = 25;
const FLUSH_CONCURRENCY = 8;

/**
 * Runs each change of the in-memory table, in order, through the reactors
 * for its entity, as the stream handler would receive them on one shard:
 * what a reactor writes is a change of its own, appended and run in its
 * turn (a new rating re-indexes its listing). Answers how many changes ran.
 * Sequence numbers are `seed-<n>`, unlike any real stream's, so the
 * exactly-once receipts the reactors keep never match a later record.
 */
export async function runReactors(table: MemoryTable, reactors: readonly StreamReactor[] = streamReactors): Promise<number> {
  const byEntity = new Map<string, StreamReactor[]>();
  for (const reactor of reactors) byEntity.set(reactor.entity, [...(byEntity.get(reactor.entity) ?? []), reactor]);
  let index = 0;
  for (; index < table.changes.length; index++) {
    const change = table.changes[index]!;
    const entity = (change.newItem ?? change.oldItem)?.[ENTITY_ATTRIBUTE];
    if (typeof entity !== 'string') continue;
    for (const reactor of byEntity.get(entity) ?? []) {
      // A copy for each, as each stream record is decoded afresh.
      await reactor.react({ kind: change.kind, entity, oldItem: copy(change.oldItem), newItem: copy(change.newItem), sequenceNumber: `seed-${index + 1}` });
    }
    // Images already run are not needed again.
    table.changes[index] = { kind: change.kind };
  }
  return index;
}

/**
 * Seeds the demo data into a table held in memory and derives what the
 * stream reactors would from it, all in this process: the seed's own code
 * and the reactors' own code, against the in-memory table instead of
 * DynamoDB (the shared document client's send is pointed at it meanwhile).
 * Answers the table, or undefined when it was seeded already.
 */
export async function seedInMemory({
  log = () => undefined,
  seedWrites,
}: {
  log?: (line: string) => void;
  /** Receives the seed's own writes, in order, before the reactors run (the fast seed's test replays them through a real stream). */
  seedWrites?: (changes: readonly TableChange[]) => void;
} = {}): Promise<MemoryTable | undefined> {
  const client = dynamoDb();
  const table = new MemoryTable(tableName());
  const send = client.send.bind(client);
  client.send = ((command: { constructor: { name: string }; input: unknown }) => table.send(command)) as typeof client.send;
  try {
    if (!(await seedOnce({ log }))) return undefined;
    seedWrites?.([...table.changes]);
    const startedAt = performance.now();
    const ran = await runReactors(table);
    log(`    ${ran} changes through the stream reactors, ${table.itemCount} items (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
    return table;
  } finally {
    client.send = send;
  }
}

/** The items to copy into the real table: all but the stream markers, the seed's marker last. */
export function itemsToWrite(table: MemoryTable): { items: Item[]; marker: Item | undefined } {
  const items: Item[] = [];
  let marker: Item | undefined;
  for (const item of table.items()) {
    if (item.pk === SEED_MARKER.pk && item.sk === SEED_MARKER.sk) marker = item;
    else if (item[ENTITY_ATTRIBUTE] !== STREAM_MARKER_ENTITY) items.push(item);
  }
  return { items, marker };
}

/** Writes the items with parallel BatchWriteItem calls, sending again what DynamoDB leaves unprocessed. */
export async function batchWriteItems(client: DynamoDBDocumentClient, table: string, items: readonly Item[], concurrency = FLUSH_CONCURRENCY) {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) batches.push(items.slice(start, start + BATCH_SIZE));
  await forEachConcurrently(batches, concurrency, async (batch) => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; requests.length; attempt++) {
      const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
      if (requests.length && attempt >= 10) throw new Error(`DynamoDB left ${requests.length} seed items unprocessed`);
      if (requests.length) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  });
}

/** Turns the table's stream off (what is written meanwhile is on no stream) or on again (a new stream, from now on). */
export async function setTableStream(client: DynamoDBClient, table: string, enabled: boolean) {
  await client.send(
    new UpdateTableCommand({ TableName: table, StreamSpecification: enabled ? createTableInput(table).StreamSpecification : { StreamEnabled: false } }),
  );
}

/**
 * Copies a table seeded in memory (seedInMemory) into a new, empty table
 * with batch writes while its stream is off, then turns a new stream on, so
 * the stream poller (started afterwards) never applies the seeded records
 * again. The seed's marker goes last; a copy cut short deletes the table, so
 * the next start seeds a new one.
 */
export async function writeSeededTable(client: DynamoDBClient, seeded: MemoryTable, { log = () => undefined }: { log?: (line: string) => void } = {}) {
  const startedAt = performance.now();
  const table = seeded.tableName;
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const { items, marker } = itemsToWrite(seeded);
  await setTableStream(client, table, false);
  try {
    await batchWriteItems(documents, table, items);
    if (marker) await documents.send(new PutCommand({ TableName: table, Item: marker }));
  } catch (error) {
    await client.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
    throw error;
  }
  await setTableStream(client, table, true);
  log(`    ${items.length} items written (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
}
