import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createTableInput } from '../../functions/data/table-definition';
import { localDynamoDbClient } from '../../scripts/local/dynamodb';
import { copySeededTable } from '../../scripts/seed/fast-seed';
import { SEED_MARKER } from '../../scripts/seed/index';
import { MemoryTable } from '../../scripts/seed/memory-table';

const TABLE = `sbiz-fast-seed-copy-${process.pid}`;
const endpoint = process.env.DYNAMODB_ENDPOINT!;
const client = localDynamoDbClient(endpoint);
const documents = DynamoDBDocumentClient.from(client);

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: TABLE })).catch(() => undefined);
});

async function partition(pk: string) {
  const { Items } = await documents.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
  return Items ?? [];
}

describe('copying the in-memory seed into DynamoDB', () => {
  it('ends with the table as the seed left it, the marker in, and nothing on the new stream', async () => {
    await client.send(new CreateTableCommand(createTableInput(TABLE)));
    const memory = new MemoryTable(TABLE);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 300));
    // A seed that keeps writing while the copy runs: items settle, change again, go away, and a stream marker and a seed record's receipt come and stay.
    const seed = async () => {
      for (let index = 0; index < 60; index++) await memory.send(new PutCommand({ TableName: TABLE, Item: { pk: 'p', sk: `item-${index}`, n: 0 } }));
      await memory.send(new PutCommand({ TableName: TABLE, Item: { pk: 'p', sk: 'gone', n: 0 } }));
      await tick();
      for (let round = 1; round <= 3; round++) {
        await memory.send(
          new UpdateCommand({ TableName: TABLE, Key: { pk: 'p', sk: 'item-0' }, UpdateExpression: 'ADD #n :one', ExpressionAttributeNames: { '#n': 'n' }, ExpressionAttributeValues: { ':one': 1 } }),
        );
        await tick();
      }
      await memory.send(new DeleteCommand({ TableName: TABLE, Key: { pk: 'p', sk: 'gone' } }));
      await memory.send(new PutCommand({ TableName: TABLE, Item: { pk: 'marker', sk: 'x', __edb_e__: 'streamMarker' } }));
      // A day's receipt of a seed record guards nothing later either; a real record's receipt and a counted member stay.
      for (const [sk, set, memberId] of [
        ['seed-receipt', 'receipt:reviews', 'seed-12'],
        ['real-receipt', 'receipt:reviews', '4900000000000000001'],
        ['member', 'businessesAdded', 'seed-13'],
      ]) {
        await memory.send(new PutCommand({ TableName: TABLE, Item: { pk: 'day', sk, set, memberId, __edb_e__: 'dailyMember' } }));
      }
      await memory.send(new PutCommand({ TableName: TABLE, Item: { ...SEED_MARKER, seededAt: 'now' } }));
      return memory;
    };

    expect(await copySeededTable(client, memory, seed)).toBe(true);

    const items = await partition('p');
    expect(items).toHaveLength(60);
    expect(items.find((item) => item.sk === 'item-0')?.n).toBe(3);
    expect(items.some((item) => item.sk === 'gone')).toBe(false);
    expect(await partition('marker')).toEqual([]);
    expect((await partition('day')).map((item) => item.sk).sort()).toEqual(['member', 'real-receipt']);
    expect(await partition(SEED_MARKER.pk)).toEqual([{ ...SEED_MARKER, seededAt: 'now' }]);

    // A stream again, new and empty: the poller will not apply the copied items.
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE }));
    expect(Table?.StreamSpecification?.StreamEnabled).toBe(true);
    const streams = new DynamoDBStreamsClient({ endpoint, region: 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: Table!.LatestStreamArn! }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: Table!.LatestStreamArn!, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }));
      const { Records } = await streams.send(new GetRecordsCommand({ ShardIterator: ShardIterator! }));
      expect(Records ?? []).toEqual([]);
    }
  });
});
