import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../functions/data/table-definition';
import { applyUpdate, compareStrings, copy, deepEqual, equalityValue, freeze, meetsCondition, project, type Item } from './memory-expressions';

/**
 * The single table held in this process's memory, answering the document
 * client's commands (Get, Put, Update, Delete, Query, Scan, the batch and
 * transaction calls) as DynamoDB does, and keeping what a NEW_AND_OLD_IMAGES
 * stream would carry: one change per write that changed an item, in order.
 * The fast seed (scripts/seed/fast-seed.ts) runs the seed and the stream
 * reactors on it, then copies the result into the real table.
 */

export interface TableChange {
  kind: 'INSERT' | 'MODIFY' | 'REMOVE';
  oldItem?: Item;
  newItem?: Item;
}

/**
 * How long the seed computes between two turns of the event loop, in ms: the
 * copy into DynamoDB Local (fast-seed.ts) handles an answer and sends the
 * next batch only in those turns: a turn every 200 calls (some 30 ms) left
 * DynamoDB Local idle between batches.
 */
const YIELD_AFTER_MS = 3;

type Names = Record<string, string> | undefined;
type Values = Record<string, unknown> | undefined;

interface IndexKeys {
  partitionKey: string;
  sortKey: string;
}

const TABLE_KEYS: IndexKeys = { partitionKey: tableDefinition.partitionKey, sortKey: tableDefinition.sortKey };
const INDEXES: Record<string, IndexKeys> = Object.fromEntries(tableDefinition.globalIndexes.map((index) => [index.indexName, { partitionKey: index.partitionKey, sortKey: index.sortKey }]));

function conditionFailed(item: Item | undefined, returnOld: boolean) {
  const error = new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
  if (returnOld && item) (error as unknown as { Item: Item }).Item = copy(item);
  return error;
}

function keyText(pk: unknown, sk: unknown) {
  return `${String(pk)}\u0000${String(sk)}`;
}

export class MemoryTable {
  /** Items by partition key, then by sort key. */
  private readonly partitions = new Map<string, Map<string, Item>>();
  /** A partition's sort keys in order, kept until the partition changes. */
  private readonly sortedKeys = new Map<string, string[]>();
  /** Each index's items by their index partition key, keyed by their table key. */
  private readonly indexes = new Map<string, Map<string, Map<string, Item>>>(Object.keys(INDEXES).map((name) => [name, new Map()]));
  /** An index partition's items in order, kept until one of them changes. */
  private readonly sortedIndexes = new Map<string, Array<{ sortKey: string; item: Item }>>();
  readonly changes: TableChange[] = [];
  /** Keys written since takeWritten() last answered, for a copy made while the seed runs. */
  private written = new Map<string, Item>();
  private lastYield = performance.now();
  itemCount = 0;

  constructor(readonly tableName: string) {}

  get(key: Item): Item | undefined {
    return this.partitions.get(String(key[TABLE_KEYS.partitionKey]))?.get(String(key[TABLE_KEYS.sortKey]));
  }

  /** The keys written since the last call, each with its item now (undefined when deleted). */
  takeWritten(): Array<{ key: Item; item: Item | undefined }> {
    const written = [...this.written.values()].map((key) => ({ key, item: this.get(key) }));
    this.written = new Map();
    return written;
  }

  /** Every item, in no particular order. */
  *items(): Generator<Item> {
    for (const partition of this.partitions.values()) yield* partition.values();
  }

  private keyOf(item: Item): Item {
    const pk = item[TABLE_KEYS.partitionKey];
    const sk = item[TABLE_KEYS.sortKey];
    if (typeof pk !== 'string' || typeof sk !== 'string' || !pk || !sk) throw validation('One or more parameter values were invalid: missing or empty key');
    return { [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk };
  }

  /** Stores (or with undefined, deletes) the item at its key, keeps the indexes, and records the change. */
  private store(key: Item, next: Item | undefined) {
    const pk = String(key[TABLE_KEYS.partitionKey]);
    const sk = String(key[TABLE_KEYS.sortKey]);
    const previous = this.get(key);
    if (!previous && !next) return;
    // A write that changes nothing puts no record on the stream.
    if (previous && next && deepEqual(previous, next)) return;
    let partition = this.partitions.get(pk);
    if (!partition) this.partitions.set(pk, (partition = new Map()));
    if (next) partition.set(sk, freeze(next));
    else partition.delete(sk);
    if (!previous || !next) this.sortedKeys.delete(pk);
    if (!partition.size) this.partitions.delete(pk);
    this.itemCount += (next ? 1 : 0) - (previous ? 1 : 0);
    const tableKey = keyText(pk, sk);
    this.written.set(tableKey, key);
    for (const [name, keys] of Object.entries(INDEXES)) {
      const index = this.indexes.get(name)!;
      if (previous && typeof previous[keys.partitionKey] === 'string' && typeof previous[keys.sortKey] === 'string') {
        index.get(previous[keys.partitionKey] as string)?.delete(tableKey);
        this.sortedIndexes.delete(`${name}\u0000${previous[keys.partitionKey] as string}`);
      }
      if (next && typeof next[keys.partitionKey] === 'string' && typeof next[keys.sortKey] === 'string') {
        const indexPk = next[keys.partitionKey] as string;
        this.sortedIndexes.delete(`${name}\u0000${indexPk}`);
        let members = index.get(indexPk);
        if (!members) index.set(indexPk, (members = new Map()));
        members.set(tableKey, next);
      }
    }
    this.changes.push({
      kind: !previous ? 'INSERT' : !next ? 'REMOVE' : 'MODIFY',
      // Stored items are never changed in place (every write stores a new, frozen object), so the images can share them.
      oldItem: previous,
      newItem: next,
    });
  }

  put(input: { Item: Item; ConditionExpression?: string; ExpressionAttributeNames?: Names; ExpressionAttributeValues?: Values; ReturnValues?: string; ReturnValuesOnConditionCheckFailure?: string }) {
    const item = copy(input.Item);
    const key = this.keyOf(item);
    const previous = this.get(key);
    if (!meetsCondition(input.ConditionExpression, previous, input.ExpressionAttributeNames, input.ExpressionAttributeValues)) {
      throw conditionFailed(previous, input.ReturnValuesOnConditionCheckFailure === 'ALL_OLD');
    }
    this.store(key, item);
    return { Attributes: input.ReturnValues === 'ALL_OLD' && previous ? copy(previous) : undefined };
  }

  update(input: {
    Key: Item;
    UpdateExpression?: string;
    ConditionExpression?: string;
    ExpressionAttributeNames?: Names;
    ExpressionAttributeValues?: Values;
    ReturnValues?: string;
    ReturnValuesOnConditionCheckFailure?: string;
  }) {
    const key = this.keyOf(input.Key);
    const previous = this.get(key);
    // Only read: applyUpdate copies what SET stores.
    const values = input.ExpressionAttributeValues;
    if (!meetsCondition(input.ConditionExpression, previous, input.ExpressionAttributeNames, values)) {
      throw conditionFailed(previous, input.ReturnValuesOnConditionCheckFailure === 'ALL_OLD');
    }
    const { item, touched } = applyUpdate(input.UpdateExpression, previous, key, input.ExpressionAttributeNames, values);
    if (item[TABLE_KEYS.partitionKey] !== key[TABLE_KEYS.partitionKey] || item[TABLE_KEYS.sortKey] !== key[TABLE_KEYS.sortKey]) {
      throw validation('Cannot update attribute pk or sk: this attribute is part of the key');
    }
    this.store(key, item);
    const pick = (from: Item | undefined) => from && Object.fromEntries(Object.entries(from).filter(([name]) => touched.has(name)));
    const returned =
      input.ReturnValues === 'ALL_NEW'
        ? item
        : input.ReturnValues === 'ALL_OLD'
          ? previous
          : input.ReturnValues === 'UPDATED_NEW'
            ? pick(item)
            : input.ReturnValues === 'UPDATED_OLD'
              ? pick(previous)
              : undefined;
    return { Attributes: returned && copy(returned) };
  }

  delete(input: {
    Key: Item;
    ConditionExpression?: string;
    ExpressionAttributeNames?: Names;
    ExpressionAttributeValues?: Values;
    ReturnValues?: string;
    ReturnValuesOnConditionCheckFailure?: string;
  }) {
    const key = this.keyOf(input.Key);
    const previous = this.get(key);
    if (!meetsCondition(input.ConditionExpression, previous, input.ExpressionAttributeNames, input.ExpressionAttributeValues)) {
      throw conditionFailed(previous, input.ReturnValuesOnConditionCheckFailure === 'ALL_OLD');
    }
    this.store(key, undefined);
    return { Attributes: input.ReturnValues === 'ALL_OLD' && previous ? copy(previous) : undefined };
  }

  /** The items of one partition of the table or an index, in sort-key order, each with its sort key. */
  private partitionItems(indexName: string | undefined, pk: string): Array<{ sortKey: string; item: Item }> {
    if (!indexName) {
      const partition = this.partitions.get(pk);
      if (!partition) return [];
      let keys = this.sortedKeys.get(pk);
      if (!keys) this.sortedKeys.set(pk, (keys = [...partition.keys()].sort(compareStrings)));
      return keys.map((sortKey) => ({ sortKey, item: partition.get(sortKey)! }));
    }
    const keys = INDEXES[indexName];
    if (!keys) throw validation(`The table does not have the specified index: ${indexName}`);
    const cached = this.sortedIndexes.get(`${indexName}\u0000${pk}`);
    if (cached) return cached;
    const members = this.indexes.get(indexName)!.get(pk);
    if (!members) return [];
    // Ties on the index's sort key fall back to the table key, so pages are stable.
    const sorted = [...members.entries()]
      .map(([tableKey, item]) => ({ sortKey: String(item[keys.sortKey]), tableKey, item }))
      .sort((a, b) => compareStrings(a.sortKey, b.sortKey) || compareStrings(a.tableKey, b.tableKey))
      .map(({ sortKey, item }) => ({ sortKey, item }));
    this.sortedIndexes.set(`${indexName}\u0000${pk}`, sorted);
    return sorted;
  }

  query(input: {
    IndexName?: string;
    KeyConditionExpression: string;
    FilterExpression?: string;
    ExpressionAttributeNames?: Names;
    ExpressionAttributeValues?: Values;
    ScanIndexForward?: boolean;
    Limit?: number;
    ExclusiveStartKey?: Item;
    ProjectionExpression?: string;
    Select?: string;
  }) {
    const keys = input.IndexName ? INDEXES[input.IndexName] : TABLE_KEYS;
    if (!keys) throw validation(`The table does not have the specified index: ${input.IndexName}`);
    const pk = equalityValue(input.KeyConditionExpression, keys.partitionKey, input.ExpressionAttributeNames, input.ExpressionAttributeValues);
    if (typeof pk !== 'string') throw validation('Query condition missed key schema element');
    let candidates = this.partitionItems(input.IndexName, pk).filter(({ item }) => meetsCondition(input.KeyConditionExpression, item, input.ExpressionAttributeNames, input.ExpressionAttributeValues));
    if (input.ScanIndexForward === false) candidates = candidates.reverse();
    return this.page(candidates, keys, input);
  }

  scan(input: {
    FilterExpression?: string;
    ExpressionAttributeNames?: Names;
    ExpressionAttributeValues?: Values;
    Limit?: number;
    ExclusiveStartKey?: Item;
    ProjectionExpression?: string;
    Select?: string;
    IndexName?: string;
  }) {
    if (input.IndexName) throw validation('The in-memory table scans the table only');
    const candidates = [...this.partitions.keys()].sort(compareStrings).flatMap((pk) => this.partitionItems(undefined, pk));
    return this.page(candidates, TABLE_KEYS, input);
  }

  /** One page from ExclusiveStartKey: Limit counts the items read, before the filter, as DynamoDB does. */
  private page(
    candidates: Array<{ sortKey: string; item: Item }>,
    keys: IndexKeys,
    input: {
      FilterExpression?: string;
      ExpressionAttributeNames?: Names;
      ExpressionAttributeValues?: Values;
      Limit?: number;
      ExclusiveStartKey?: Item;
      ProjectionExpression?: string;
      Select?: string;
    },
  ) {
    let start = 0;
    if (input.ExclusiveStartKey) {
      const after = keyText(input.ExclusiveStartKey[TABLE_KEYS.partitionKey], input.ExclusiveStartKey[TABLE_KEYS.sortKey]);
      const at = candidates.findIndex(({ item }) => keyText(item[TABLE_KEYS.partitionKey], item[TABLE_KEYS.sortKey]) === after);
      start = at + 1;
      if (at < 0) {
        // The start item is gone: begin after where its key would sort.
        const sortKey = String(input.ExclusiveStartKey[keys.sortKey]);
        start = candidates.findIndex((candidate) => compareStrings(candidate.sortKey, sortKey) > 0);
        if (start < 0) start = candidates.length;
      }
    }
    const end = input.Limit ? Math.min(candidates.length, start + input.Limit) : candidates.length;
    const read = candidates.slice(start, end);
    const matched = read.map(({ item }) => item).filter((item) => meetsCondition(input.FilterExpression, item, input.ExpressionAttributeNames, input.ExpressionAttributeValues));
    const last = end < candidates.length ? read.at(-1)?.item : undefined;
    const lastKey = last && {
      [TABLE_KEYS.partitionKey]: last[TABLE_KEYS.partitionKey],
      [TABLE_KEYS.sortKey]: last[TABLE_KEYS.sortKey],
      [keys.partitionKey]: last[keys.partitionKey],
      [keys.sortKey]: last[keys.sortKey],
    };
    if (input.Select === 'COUNT') return { Count: matched.length, ScannedCount: read.length, LastEvaluatedKey: lastKey };
    return {
      Items: matched.map((item) => project(copy(item), input.ProjectionExpression, input.ExpressionAttributeNames)),
      Count: matched.length,
      ScannedCount: read.length,
      LastEvaluatedKey: lastKey,
    };
  }

  transactWrite(input: { TransactItems: Array<Record<string, Record<string, unknown>>> }) {
    type Operation = { kind: string; params: Record<string, unknown> };
    const operations: Operation[] = input.TransactItems.map((entry) => {
      const [kind, params] = Object.entries(entry)[0]!;
      return { kind, params: params };
    });
    const reasons = operations.map(({ kind, params }) => {
      const key = kind === 'Put' ? this.keyOf(params.Item as Item) : this.keyOf(params.Key as Item);
      const current = this.get(key);
      const ok = meetsCondition(params.ConditionExpression as string | undefined, current, params.ExpressionAttributeNames as Names, params.ExpressionAttributeValues as Values);
      return ok
        ? { Code: 'None' }
        : {
            Code: 'ConditionalCheckFailed',
            Message: 'The conditional request failed',
            ...(params.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && current ? { Item: copy(current) } : {}),
          };
    });
    if (reasons.some((reason) => reason.Code !== 'None')) {
      throw new TransactionCanceledException({
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
        $metadata: {},
        CancellationReasons: reasons as never,
      });
    }
    for (const { kind, params } of operations) {
      const unconditional = { ...params, ConditionExpression: undefined };
      if (kind === 'Put') this.put(unconditional as never);
      else if (kind === 'Update') this.update(unconditional as never);
      else if (kind === 'Delete') this.delete(unconditional as never);
    }
    return {};
  }

  /** Answers one document-client command (the command object's class name says which). */
  async send(command: { constructor: { name: string }; input: unknown }): Promise<unknown> {
    // Every call resolves at once, so a seed would hold the event loop for its whole run: let timers and sockets in now and then.
    if (performance.now() - this.lastYield >= YIELD_AFTER_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      this.lastYield = performance.now();
    }
    const input = command.input as Record<string, unknown>;
    const name = command.constructor.name;
    if (name !== 'BatchWriteCommand' && name !== 'BatchGetCommand' && name !== 'TransactWriteCommand' && name !== 'TransactGetCommand' && input.TableName !== this.tableName) {
      throw validation(`The in-memory table is ${this.tableName}, not ${String(input.TableName)}`);
    }
    switch (name) {
      case 'GetCommand': {
        const item = this.get(this.keyOf(input.Key as Item));
        return { Item: item && project(copy(item), input.ProjectionExpression as string | undefined, input.ExpressionAttributeNames as Names) };
      }
      case 'PutCommand':
        return this.put(input as never);
      case 'UpdateCommand':
        return this.update(input as never);
      case 'DeleteCommand':
        return this.delete(input as never);
      case 'QueryCommand':
        return this.query(input as never);
      case 'ScanCommand':
        return this.scan(input);
      case 'BatchGetCommand': {
        const requests = input.RequestItems as Record<string, { Keys: Item[]; ProjectionExpression?: string; ExpressionAttributeNames?: Names }>;
        const responses: Record<string, Item[]> = {};
        for (const [table, request] of Object.entries(requests)) {
          this.assertTable(table);
          responses[table] = request.Keys.map((key) => this.get(this.keyOf(key)))
            .filter((item): item is Item => Boolean(item))
            .map((item) => project(copy(item), request.ProjectionExpression, request.ExpressionAttributeNames));
        }
        return { Responses: responses, UnprocessedKeys: {} };
      }
      case 'BatchWriteCommand': {
        const requests = input.RequestItems as Record<string, Array<{ PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }>>;
        for (const [table, writes] of Object.entries(requests)) {
          this.assertTable(table);
          for (const write of writes) {
            if (write.PutRequest) this.put({ Item: write.PutRequest.Item });
            else if (write.DeleteRequest) this.delete({ Key: write.DeleteRequest.Key });
          }
        }
        return { UnprocessedItems: {} };
      }
      case 'TransactWriteCommand':
        for (const entry of (input as { TransactItems: Array<Record<string, { TableName?: string }>> }).TransactItems) this.assertTable(Object.values(entry)[0]!.TableName);
        return this.transactWrite(input as never);
      case 'TransactGetCommand': {
        const gets = (input as { TransactItems: Array<{ Get: { TableName: string; Key: Item; ProjectionExpression?: string; ExpressionAttributeNames?: Names } }> }).TransactItems;
        return {
          Responses: gets.map(({ Get }) => {
            this.assertTable(Get.TableName);
            const item = this.get(this.keyOf(Get.Key));
            return { Item: item && project(copy(item), Get.ProjectionExpression, Get.ExpressionAttributeNames) };
          }),
        };
      }
      default:
        throw new Error(`The in-memory table does not answer ${name}`);
    }
  }

  private assertTable(table: string | undefined) {
    if (table !== this.tableName) throw validation(`The in-memory table is ${this.tableName}, not ${String(table)}`);
  }
}

function validation(message: string) {
  const error = new Error(message);
  error.name = 'ValidationException';
  return error;
}
