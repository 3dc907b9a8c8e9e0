import { existsSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

/**
 * The SDK's Streams client decodes an empty map ({"M":{}}) as an empty
 * object, which is not an AttributeValue; Lambda receives the JSON as sent.
 * Restores the map so the handler sees what it would see on AWS.
 */
export function restoreEmptyMaps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restoreEmptyMaps);
  if (!value || typeof value !== 'object' || value instanceof Date || ArrayBuffer.isView(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return { M: {} };
  return Object.fromEntries(entries.map(([key, child]) => [key, key === 'M' || key === 'NewImage' || key === 'OldImage' || key === 'Keys' ? mapValues(child) : restoreEmptyMaps(child)]));
}

/** A map of attribute name to AttributeValue: each value is restored. */
function mapValues(map: unknown): unknown {
  if (!map || typeof map !== 'object') return map;
  return Object.fromEntries(Object.entries(map as Record<string, unknown>).map(([name, attribute]) => [name, restoreEmptyMaps(attribute)]));
}

export interface StreamPollerOptions {
  dynamoDb: DynamoDBClient;
  endpoint: string;
  tableName: string;
  handler: StreamHandler;
  /** Where the last processed sequence number per shard is kept, so a restart does not replay. */
  checkpointFile?: string;
  /** Records that still fail after the retries, as the on-failure destination would receive them. */
  failureFile?: string;
  intervalMs?: number;
  maxAttempts?: number;
  /** Where to begin on a shard with no checkpoint: the oldest record (default) or only new ones (tests). */
  startAt?: 'oldest' | 'latest';
}

export interface StreamPoller {
  /** Resolves once every record written so far has been handed to the handler. */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

interface ShardState {
  iterator?: string;
  closed: boolean;
  parentId?: string;
  /** The last read found nothing. */
  idle?: boolean;
  /**
   * Records up to this sequence number were read before, but the shard refused
   * it as a starting point: it is read from its start and they are passed over.
   * Its iterator chain is then kept rather than taken afresh from the checkpoint.
   */
  skipThrough?: bigint;
}

/**
 * Feeds DynamoDB Local's stream to the same stream handler Lambda runs on
 * AWS, with its semantics: batches in order per shard, partial batch failures
 * retried from the first failed record, and a record that keeps failing set
 * aside after `maxAttempts` like an on-failure destination.
 */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const table = await options.dynamoDb.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);
  const intervalMs = options.intervalMs ?? 200;
  const DRAINED_AFTER_IDLE_PASSES = 3;
  const maxAttempts = options.maxAttempts ?? 3;

  const checkpoints: Record<string, string> = options.checkpointFile && existsSync(options.checkpointFile) ? JSON.parse(readFileSync(options.checkpointFile, 'utf8')) : {};
  const shards = new Map<string, ShardState>();
  let stopped = false;
  let idlePasses = 0;
  let waiters: Array<() => void> = [];

  const saveCheckpoint = (shardId: string, sequenceNumber: string) => {
    checkpoints[shardId] = sequenceNumber;
    if (options.checkpointFile) writeFileSync(options.checkpointFile, JSON.stringify(checkpoints));
  };

  /**
   * An iterator after `afterSequence` (or at `at`). A shard may refuse the
   * number: a checkpoint older than the stream keeps (a folder left for days),
   * or a table file copied in (npm start's first start), whose shard starts
   * above its own records' numbers. It is then read from its start, and the
   * records already read are passed over: delivering them again made the
   * stack re-run every reactor over the whole stream, again and again.
   */
  async function iteratorFor(shardId: string, afterSequence?: string, at?: string): Promise<Pick<ShardState, 'iterator' | 'skipThrough'>> {
    try {
      return { iterator: await shardIterator(shardId, afterSequence, at) };
    } catch (error) {
      if (!afterSequence && !at) throw error;
      return { iterator: await shardIterator(shardId), skipThrough: afterSequence ? BigInt(afterSequence) : BigInt(at!) - 1n };
    }
  }

  async function shardIterator(shardId: string, afterSequence?: string, at?: string) {
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(at
          ? { ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: at }
          : afterSequence
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: afterSequence }
            : { ShardIteratorType: options.startAt === 'latest' ? 'LATEST' : 'TRIM_HORIZON' }),
      }),
    );
    return ShardIterator;
  }

  async function discoverShards() {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || shards.has(shard.ShardId)) continue;
      shards.set(shard.ShardId, { ...(await iteratorFor(shard.ShardId, checkpoints[shard.ShardId])), closed: false, parentId: shard.ParentShardId });
    }
  }

  /** Hands records to the handler; returns how many were consumed (all, or up to the first failure). */
  async function deliver(shardId: string, records: _Record[]): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const result = await options
        .handler({ Records: records.map((record) => ({ ...record, dynamodb: restoreEmptyMaps(record.dynamodb) })) as unknown as DynamoDBRecord[] })
        .catch((error: unknown) => {
          console.error('Stream handler threw', error);
          return { batchItemFailures: [{ itemIdentifier: records[0]?.dynamodb?.SequenceNumber ?? '' }] };
        });
      const failures = result?.batchItemFailures ?? [];
      if (!failures.length) return records.length;
      const firstFailed = records.findIndex((record) => failures.some((failure) => failure.itemIdentifier === record.dynamodb?.SequenceNumber));
      if (firstFailed > 0) return firstFailed;
      if (attempt >= maxAttempts) {
        const failed = records[0]!;
        console.error(`Stream record ${failed.dynamodb?.SequenceNumber} failed ${maxAttempts} times; set aside`);
        if (options.failureFile) appendFileSync(options.failureFile, `${JSON.stringify({ shardId, record: failed, at: new Date().toISOString() })}\n`);
        return 1;
      }
    }
  }

  async function pollShard(shardId: string, state: ShardState): Promise<number> {
    if (!state.iterator) {
      state.closed = true;
      return 0;
    }
    let response;
    try {
      response = await streams.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 100 }));
    } catch (error) {
      if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) {
        Object.assign(state, await iteratorFor(shardId, checkpoints[shardId]));
        return 0;
      }
      throw error;
    }
    const page = response.Records ?? [];
    state.idle = !page.length;
    const floor = state.skipThrough;
    const records = floor === undefined ? page : page.filter((record) => BigInt(record.dynamodb?.SequenceNumber ?? '0') > floor);
    if (!records.length) {
      state.iterator = response.NextShardIterator;
      return 0;
    }
    const consumed = await deliver(shardId, records);
    const last = records[consumed - 1]?.dynamodb?.SequenceNumber;
    if (last) saveCheckpoint(shardId, last);
    // A partial batch resumes at the first unconsumed record, as Lambda does.
    const resumeAt = records[consumed]?.dynamodb?.SequenceNumber;
    if (resumeAt) Object.assign(state, await iteratorFor(shardId, undefined, resumeAt));
    else state.iterator = response.NextShardIterator;
    return consumed;
  }

  // Shards are found before returning, so a 'latest' poller sees every write made after it started.
  await discoverShards();
  let lastDiscovery = Date.now();
  /**
   * On a table whose file was copied in (npm start's first start, seeded elsewhere), DynamoDB Local hands out
   * next-iterators that stay empty after the shard's first empty read, though new records arrive: an idle
   * shard's iterator is taken afresh from its checkpoint before each read, as a new iterator does see them
   * (one local call per shard per pass; a drain then means the records were read).
   */
  async function refreshIdleIterators() {
    for (const [shardId, state] of shards) {
      const checkpoint = checkpoints[shardId];
      if (state.closed || !state.idle || state.skipThrough !== undefined || (!checkpoint && options.startAt === 'latest')) continue;
      Object.assign(state, await iteratorFor(shardId, checkpoint));
    }
  }

  async function pass() {
    if (Date.now() - lastDiscovery > 2000) {
      await discoverShards();
      lastDiscovery = Date.now();
    }
    await refreshIdleIterators();
    let delivered = 0;
    for (const [shardId, state] of shards) {
      // A child shard waits until its parent is read to the end, so one item's changes arrive in order (as on AWS).
      const parent = state.parentId ? shards.get(state.parentId) : undefined;
      if (!state.closed && (!parent || parent.closed)) delivered += await pollShard(shardId, state);
    }
    idlePasses = delivered ? 0 : idlePasses + 1;
    // DynamoDB Local shows a fresh write on its stream after a short delay: only a quiet spell counts as drained.
    if (idlePasses >= DRAINED_AFTER_IDLE_PASSES) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        await pass();
      } catch (error) {
        if (!stopped) console.error('Stream poller error', error);
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, idlePasses ? intervalMs : 0));
    }
  })();

  return {
    async drain(timeoutMs = 15_000) {
      // Force a fresh look at the shards so writes made just now are seen.
      idlePasses = 0;
      lastDiscovery = 0;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('The stream did not drain in time')), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
