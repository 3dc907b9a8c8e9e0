import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { defineReactor, toEntityChange, type ChangeOf } from '../../../../functions/streams/stream-records';

// The entity module builds its table entity at import, which reads the table's name; no table is touched.
vi.stubEnv('TABLE_NAME', 'stream-records-test');
const { FollowEntity } = await import('../../../../functions/data/entities/follow');

const edge = { targetType: 'user', targetId: 'u-2', followerId: 'u-1', createdAt: '2026-01-01T00:00:00.000Z' } as const;

function record(eventName: DynamoDBRecord['eventName'], images: { old?: Record<string, unknown>; new?: Record<string, unknown> }): DynamoDBRecord {
  const image = (item: Record<string, unknown> | undefined) => (item ? (marshall(item) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage']) : undefined);
  return { eventName, eventID: 'e-1', dynamodb: { SequenceNumber: '42', OldImage: image(images.old), NewImage: image(images.new) } };
}

function collector() {
  const received: ChangeOf<typeof FollowEntity>[] = [];
  const reactor = defineReactor({ name: 'collect', entity: FollowEntity, react: async (change) => void received.push(change) });
  return { reactor, received };
}

describe('a reactor typed by its entity', () => {
  it('is routed by the entity name ElectroDB marks items with, and receives the decoded items', async () => {
    const { reactor, received } = collector();
    expect(reactor.entity).toBe('follow');
    await reactor.react(toEntityChange(record('INSERT', { new: { ...edge, __edb_e__: 'follow', __edb_v__: '1' } }))!);
    expect(received).toEqual([{ kind: 'INSERT', entity: 'follow', newItem: expect.objectContaining(edge), oldItem: undefined, sequenceNumber: '42' }]);
    expect(received[0]!.newItem!.followerId).toBe('u-1');
  });

  it('refuses another entity’s change', async () => {
    const { reactor, received } = collector();
    await expect(reactor.react(toEntityChange(record('INSERT', { new: { userId: 'u-1', __edb_e__: 'user' } }))!)).rejects.toThrow('A user change is not a follow change');
    expect(received).toEqual([]);
  });

  it('leaves out an image marked as another entity’s, and takes an unmarked one (a change built by hand) as its change’s entity', async () => {
    const { reactor, received } = collector();
    await reactor.react(toEntityChange(record('MODIFY', { old: { userId: 'u-1', __edb_e__: 'user' }, new: { ...edge, __edb_e__: 'follow' } }))!);
    await reactor.react({ kind: 'REMOVE', entity: 'follow', oldItem: { ...edge } });
    expect(received.map((change) => [change.oldItem, change.newItem])).toEqual([
      [undefined, expect.objectContaining(edge)],
      [edge, undefined],
    ]);
  });
});
