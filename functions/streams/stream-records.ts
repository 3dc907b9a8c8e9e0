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
  /** The stream record's sequence number: unique per change, the same when a record is retried, so a reactor can apply each record once. */
  sequenceNumber?: string;
}

function decode(image: Record<string, AttributeValue> | undefined) {
  return image ? (unmarshall(image as Parameters<typeof unmarshall>[0]) as Record<string, unknown>) : undefined;
}

export function toEntityChange(record: DynamoDBRecord): EntityChange | undefined {
  const oldItem = decode(record.dynamodb?.OldImage);
  const newItem = decode(record.dynamodb?.NewImage);
  const entity = (newItem ?? oldItem)?.[ENTITY_ATTRIBUTE];
  if (typeof entity !== 'string' || !record.eventName) return undefined;
  return { kind: record.eventName, entity, oldItem, newItem, sequenceNumber: record.dynamodb?.SequenceNumber ?? record.eventID };
}

/** Reacts to changes of one entity, keeping derived data (counters, aggregates, search index) current. */
export interface StreamReactor {
  name: string;
  entity: string;
  react(change: EntityChange): Promise<void>;
}
