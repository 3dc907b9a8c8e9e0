import { DeleteTableCommand, UpdateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb, tableName } from '../../functions/data/client';
import { createTableInput } from '../../functions/data/table-definition';
import { forEachConcurrently } from '../../functions/lib/concurrency';
import { loadReactors } from '../../functions/streams/reactors';
import { articleIndexReactor } from '../../functions/streams/reactors/article-index';
import { eventIndexReactor } from '../../functions/streams/reactors/event-search-index';
import { productIndexReactor } from '../../functions/streams/reactors/product-index';
import { businessIndexReactor } from '../../functions/streams/reactors/search-index';
import type { StreamReactor } from '../../functions/streams/stream-records';
import { seedOnce, SEED_MARKER } from './index';
import type { Item } from './memory-expressions';
import { MemoryTable, type TableChange } from './memory-table';

/** ElectroDB marks every item with its entity name in this attribute. */
const ENTITY_ATTRIBUTE = '__edb_e__';
/**
 * Reactors whose writes follow from their item's state alone, and that
 * nothing reads back while the seed runs (the index records of listings,
 * products, events and articles): the seed runs them once per item, over
 * its first and last image, after the others, instead of once per change
 * (each of a listing's reviews changes its rating, and each rating moved
 * all of its index records). The stream runs them on every change, to the
 * same end state.
 */
const SETTLED_REACTORS: ReadonlySet<StreamReactor> = new Set([businessIndexReactor, productIndexReactor, eventIndexReactor, articleIndexReactor]);
/** "This stream record was applied" guards: the seed's records never reach a real stream, so they guard nothing there. */
const STREAM_MARKER_ENTITY = 'streamMarker';
/** A member of a day's set (functions/data/entities/daily-analytics.ts); the `receipt:` sets hold stream records' sequence numbers. */
const DAILY_MEMBER_ENTITY = 'dailyMember';
const BATCH_SIZE = 25;
const FLUSH_CONCURRENCY = 8;
/** How long the copy waits for more of the seed before its next round. */
const COPY_INTERVAL_MS = 250;

/**
 * Runs each change of the in-memory table, in order, through the reactors
 * for its entity, as the stream handler would receive them on one shard:
 * what a reactor writes is a change of its own, appended and run in its
 * turn (a new rating re-indexes its listing); the `settled` reactors run
 * once per item when the others are done. Answers how many changes ran.
 * Sequence numbers are `seed-<n>`, unlike any real stream's, so the
 * exactly-once receipts the reactors keep never match a later record.
 */
export async function runReactors(table: MemoryTable, reactors?: readonly StreamReactor[], settled: ReadonlySet<StreamReactor> = SETTLED_REACTORS): Promise<number> {
  // The reactors themselves (the stream handler's own load at the first change of their entity): the settled ones are known by identity.
  reactors ??= await loadReactors();
  const byEntity = new Map<string, StreamReactor[]>();
  for (const reactor of reactors) byEntity.set(reactor.entity, [...(byEntity.get(reactor.entity) ?? []), reactor]);
  // Per item a settled reactor follows: its image before the first change and after the last.
  const net = new Map<string, { entity: string; oldItem?: Item; newItem?: Item }>();
  let index = 0;
  let settledRuns = 0;
  for (;;) {
    for (; index < table.changes.length; index++) {
      const change = table.changes[index]!;
      const item = change.newItem ?? change.oldItem;
      const entity = item?.[ENTITY_ATTRIBUTE];
      if (typeof entity !== 'string') continue;
      for (const reactor of byEntity.get(entity) ?? []) {
        if (settled.has(reactor)) {
          const key = `${String(item!.pk)}|${String(item!.sk)}`;
          const held = net.get(key);
          if (held) held.newItem = change.newItem;
          else net.set(key, { entity, oldItem: change.oldItem, newItem: change.newItem });
          continue;
        }
        // The stored items themselves, no copy each: they are frozen, and the reactors only read their images.
        await reactor.react({ kind: change.kind, entity, oldItem: change.oldItem, newItem: change.newItem, sequenceNumber: `seed-${index + 1}` });
      }
      // Images already run are not needed again.
      table.changes[index] = { kind: change.kind };
    }
    if (!net.size) return index;
    const pending = [...net.values()];
    net.clear();
    for (const { entity, oldItem, newItem } of pending) {
      if (!oldItem && !newItem) continue;
      const kind = !oldItem ? 'INSERT' : !newItem ? 'REMOVE' : 'MODIFY';
      for (const reactor of byEntity.get(entity) ?? []) {
        if (settled.has(reactor)) await reactor.react({ kind, entity, oldItem, newItem, sequenceNumber: `seed-settled-${++settledRuns}` });
      }
    }
  }
}

/** Stack frames kept on errors made while seeding in memory (V8's default is 10). */
const SEED_STACK_FRAMES = 3;

/**
 * Seeds the demo data into a table held in memory and derives what the
 * stream reactors would from it, all in this process: the seed's own code
 * and the reactors' own code, against the in-memory table instead of
 * DynamoDB (the shared document client's send is pointed at it meanwhile).
 * Answers the table, or undefined when it was seeded already.
 */
export async function seedInMemory({
  log = () => undefined,
  table = new MemoryTable(tableName()),
  seedWrites,
}: {
  log?: (line: string) => void;
  /** The table to seed (a caller copies it while the seed runs). */
  table?: MemoryTable;
  /** Receives the seed's own writes, in order, before the reactors run (the fast seed's test replays them through a real stream). */
  seedWrites?: (changes: readonly TableChange[]) => void;
} = {}): Promise<MemoryTable | undefined> {
  const client = dynamoDb();
  const send = client.send.bind(client);
  client.send = ((command: { constructor: { name: string }; input: unknown }) => table.send(command)) as typeof client.send;
  // ElectroDB makes an Error (for its stack) on every call: tens of thousands here. A short stack still says where a failure was.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = SEED_STACK_FRAMES;
  try {
    if (!(await seedOnce({ log }))) return undefined;
    seedWrites?.([...table.changes]);
    const startedAt = performance.now();
    const ran = await runReactors(table);
    log(`    ${ran} changes through the stream reactors, ${table.itemCount} items (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
    return table;
  } finally {
    client.send = send;
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/**
 * Whether an item only guards against a seed record being applied twice: a
 * stream marker, or a daily counter's receipt, both keyed by the record's
 * `seed-<n>` sequence number, which no real stream record will ever have.
 */
function guardsSeedRecord(item: Item | undefined): boolean {
  const entity = item?.[ENTITY_ATTRIBUTE];
  if (entity === STREAM_MARKER_ENTITY) return true;
  return entity === DAILY_MEMBER_ENTITY && String(item!.set).startsWith('receipt:') && String(item!.memberId).startsWith('seed-');
}

/** What goes into the real table for each written key: all but the seed records' guards and the seed's marker (written last). */
function writeRequests(written: Array<{ key: Item; item: Item | undefined }>) {
  return written
    .filter(({ key, item }) => !(key.pk === SEED_MARKER.pk && key.sk === SEED_MARKER.sk) && !guardsSeedRecord(item))
    .map(({ key, item }) => (item ? { PutRequest: { Item: item } } : { DeleteRequest: { Key: key } }));
}

type WriteRequest = ReturnType<typeof writeRequests>[number];

/** Writes with parallel BatchWriteItem calls (each key once), sending again what DynamoDB leaves unprocessed. */
export async function batchWrite(client: DynamoDBDocumentClient, table: string, requests: readonly WriteRequest[], { concurrency = FLUSH_CONCURRENCY, written = (_count: number) => {} } = {}) {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) batches.push(requests.slice(start, start + BATCH_SIZE));
  await forEachConcurrently(batches, concurrency, async (batch) => {
    let pending = batch;
    for (let attempt = 1; pending.length; attempt++) {
      const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (UnprocessedItems?.[table] ?? []) as WriteRequest[];
      if (pending.length && attempt >= 10) throw new Error(`DynamoDB left ${pending.length} seed items unprocessed`);
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
    written(batch.length);
  });
}

/** Turns the table's stream off (what is written meanwhile is on no stream) or on again (a new stream, from now on). */
export async function setTableStream(client: DynamoDBClient, table: string, enabled: boolean) {
  await client.send(new UpdateTableCommand({ TableName: table, StreamSpecification: enabled ? createTableInput(table).StreamSpecification : { StreamEnabled: false } }));
}

/**
 * Turns the new, empty table's stream off, starts the seed (`seed`: a
 * seedInMemory run filling `memory`) and copies the in-memory table into the
 * table while it goes on, and once more when it is done, so
 * DynamoDB Local writes on one core while the seed computes on the other:
 * each round batch-writes the keys that were written before the last round
 * and not since (an item the reactors change later is written again in a
 * later round; rounds never overlap, so the last version wins). The table's stream is off
 * meanwhile and a new one is turned on at the end, so the stream poller
 * (started afterwards) never applies the seeded records again. The seed's
 * marker goes last; a copy cut short deletes the table, so the next start
 * seeds a new one. Answers whether it seeded.
 */
export async function copySeededTable(
  client: DynamoDBClient,
  memory: MemoryTable,
  seed: () => Promise<MemoryTable | undefined>,
  { log = () => undefined }: { log?: (line: string) => void } = {},
): Promise<boolean> {
  const startedAt = performance.now();
  const table = memory.tableName;
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  let writes = 0;
  // How much of the copy overlapped the seed's computing (DynamoDB Local writes one item at a time, on one thread).
  let writesWhileSeeding = 0;
  // Before the seed starts: once it computes, a request waits for the turns of the event loop it leaves.
  await setTableStream(client, table, false);
  let done = false;
  const finished = seed().finally(() => {
    done = true;
    writesWhileSeeding = writes;
  });
  finished.catch(() => undefined);
  // A key is copied once it has stayed as it is for a whole round: a counter or a listing whose rating keeps moving waits for the last round.
  let pending = new Map<string, Item>();
  // Only these need deleting when the seed deletes them (a listing record re-keyed by a new rating); the rest never reached the table.
  const copied = new Set<string>();
  const round = async (last: boolean) => {
    const fresh = new Map(memory.takeWritten().map(({ key }) => [`${String(key.pk)}\u0000${String(key.sk)}`, key]));
    const settled = last ? new Map([...pending, ...fresh]) : new Map([...pending].filter(([id]) => !fresh.has(id)));
    pending = last ? new Map() : fresh;
    const changes = [...settled].map(([id, key]) => ({ id, key, item: memory.get(key) })).filter(({ id, item }) => item || copied.has(id));
    for (const { id, item } of changes) {
      if (item) copied.add(id);
      else copied.delete(id);
    }
    const requests = writeRequests(changes);
    await batchWrite(documents, table, requests, { written: (count) => (writes += count) });
  };
  try {
    while (!done) {
      await round(false);
      if (!done) await new Promise((resolve) => setTimeout(resolve, COPY_INTERVAL_MS));
    }
    if (!(await finished)) return false;
    await round(true);
    const marker = memory.get(SEED_MARKER);
    if (marker) await documents.send(new PutCommand({ TableName: table, Item: marker }));
  } catch (error) {
    await client.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
    throw error;
  }
  await setTableStream(client, table, true);
  log(
    `    ${memory.itemCount} items in the table, ${writes} writes, ${writesWhileSeeding} of them while the seed computed (${((performance.now() - startedAt) / 1000).toFixed(1)} s since DynamoDB Local was up)`,
  );
  return true;
}
