import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/** ElectroDB marks every item with its entity name in this attribute. */
const ENTITY_ATTRIBUTE = '__edb_e__';

export type ChangeKind = 'INSERT' | 'MODIFY' | 'REMOVE';

/** One table change, decoded: which entity, and its item before and after. */
export interface EntityChange<T = Record<string, unknown>> {
  kind: ChangeKind;
  entity: string;
  oldItem?: T;
  newItem?: T;
  /**
   * The record's identity (its shard's sequence number, else its event id):
   * a reactor whose writes are not idempotent records it so that a retried
   * record is applied once.
   */
  recordId?: string;
}

function decode(image: Record<string, AttributeValue> | undefined) {
  return image ? (unmarshall(image as Parameters<typeof unmarshall>[0]) as Record<string, unknown>) : undefined;
}

export function toEntityChange(record: DynamoDBRecord): EntityChange | undefined {
  const oldItem = decode(record.dynamodb?.OldImage);
  const newItem = decode(record.dynamodb?.NewImage);
  const entity = (newItem ?? oldItem)?.[ENTITY_ATTRIBUTE];
  if (typeof entity !== 'string' || !record.eventName) return undefined;
  const recordId = record.dynamodb?.SequenceNumber ?? record.eventID;
  return { kind: record.eventName, entity, oldItem, newItem, ...(recordId ? { recordId } : {}) };
}

/** Reacts to changes of one entity, keeping derived data (counters, aggregates, search index) current. */
export interface StreamReactor {
  name: string;
  entity: string;
  react(change: EntityChange): Promise<void>;
}
