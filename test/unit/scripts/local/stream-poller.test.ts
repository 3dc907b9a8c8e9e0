import { unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { restoreEmptyMaps } from '../../../../scripts/local/stream-poller';

describe('restoreEmptyMaps', () => {
  it('turns the SDK’s empty objects back into empty maps, at any depth, and leaves the rest alone', () => {
    const when = new Date('2026-11-22T10:00:00Z');
    const binary = new Uint8Array([1, 2]);
    const record = {
      ApproximateCreationDateTime: when,
      Keys: { pk: { S: 'a' } },
      NewImage: {
        pk: { S: 'a' },
        contact: {},
        nested: { M: { inner: {}, name: { S: 'x' } } },
        list: { L: [{}, { N: '1' }] },
        blob: { B: binary },
      },
    };
    const restored = restoreEmptyMaps(record) as typeof record;
    expect(restored.ApproximateCreationDateTime).toBe(when);
    expect(restored.NewImage.contact).toEqual({ M: {} });
    expect(unmarshall(restored.NewImage as never)).toEqual({ pk: 'a', contact: {}, nested: { inner: {}, name: 'x' }, list: [{}, 1], blob: binary });
  });
});
