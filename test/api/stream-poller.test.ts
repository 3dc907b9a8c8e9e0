import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { localDynamoDbClient } from '../../scripts/local/dynamodb';
import { startStreamPoller, type StreamPoller } from '../../scripts/local/stream-poller';
import { UserEntity } from '../../functions/data/entities/user';
import { processStreamRecords } from '../../functions/streams/process';
import { toEntityChange, type EntityChange } from '../../functions/streams/stream-records';

let poller: StreamPoller | undefined;
afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});

function start(handler: (records: DynamoDBRecord[]) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>) {
  return startStreamPoller({
    dynamoDb: localDynamoDbClient(process.env.DYNAMODB_ENDPOINT!),
    endpoint: process.env.DYNAMODB_ENDPOINT!,
    tableName: process.env.TABLE_NAME!,
    handler: (event) => handler(event.Records),
    startAt: 'latest',
    intervalMs: 20,
    maxAttempts: 2,
  });
}

const newUser = (suffix: string) => ({
  userId: `stream-${suffix}-${Date.now()}`,
  email: `stream-${suffix}-${Date.now()}@example.in`,
  firstName: 'Stream',
  lastName: suffix,
  slug: `stream-${suffix}-${Date.now()}`,
  provider: 'password' as const,
});

describe('the stream poller', () => {
  it('feeds new, changed and removed items to the handler as decoded entity changes', async () => {
    const changes: EntityChange[] = [];
    poller = await start(async (records) => {
      const reactor = { name: 'collect', entity: 'user', react: async (change: EntityChange) => void changes.push(change) };
      return processStreamRecords(records, [reactor]);
    });
    const user = newUser('a');
    await UserEntity.create(user).go();
    await UserEntity.patch({ userId: user.userId }).set({ firstName: 'Changed' }).go();
    await UserEntity.delete({ userId: user.userId }).go();
    await poller.drain();
    const mine = changes.filter((change) => (change.newItem ?? change.oldItem)?.userId === user.userId);
    expect(mine.map((change) => change.kind)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
    expect(mine[1]).toMatchObject({ entity: 'user', oldItem: { firstName: 'Stream' }, newItem: { firstName: 'Changed' } });
  });

  it('retries a failed record and then sets it aside, without blocking later ones', async () => {
    const attempts = new Map<string, number>();
    poller = await start(async (records) => {
      const failures = [];
      for (const record of records) {
        const change = toEntityChange(record);
        const lastName = String(change?.newItem?.lastName ?? '');
        attempts.set(lastName, (attempts.get(lastName) ?? 0) + 1);
        if (lastName === 'poison') {
          failures.push({ itemIdentifier: record.dynamodb!.SequenceNumber! });
          break;
        }
      }
      return { batchItemFailures: failures };
    });
    await UserEntity.create(newUser('poison')).go();
    await UserEntity.create(newUser('healthy')).go();
    await poller.drain();
    expect(attempts.get('poison')).toBe(2);
    expect(attempts.get('healthy')).toBe(1);
  });
});
