import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { Entity, EntityItem } from 'electrodb';

/** ElectroDB marks every item with its entity name in this attribute. */
const ENTITY_ATTRIBUTE = '__edb_e__';

export type ChangeKind = 'INSERT' | 'MODIFY' | 'REMOVE';

type StoredItem = Record<string, unknown>;

/** One table change, decoded: which entity, and its item before and after. */
export interface EntityChange<T = StoredItem> {
  kind: ChangeKind;
  entity: string;
  oldItem?: T;
  newItem?: T;
  /** The stream record's sequence number: unique per change, the same when a record is retried, so a reactor can apply each record once. */
  sequenceNumber?: string;
}

function decode(image: Record<string, AttributeValue> | undefined) {
  return image ? (unmarshall(image as Parameters<typeof unmarshall>[0]) as StoredItem) : undefined;
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ElectroDB entity, bounded as ElectroDB's own EntityItem bounds it
export type AnyEntity = Entity<any, any, any, any>;

/** A change of one entity, its images typed as that entity's stored items. */
export type ChangeOf<E extends AnyEntity> = EntityChange<EntityItem<E>>;

/** The name ElectroDB marks the entity's items with. */
export const entityName = (entity: AnyEntity): string => entity.schema.model.entity;

/**
 * Whether an image is an item of the named entity, as its ElectroDB mark
 * says. A change built by hand (the seed's replay, a test) may carry no
 * mark: its change's entity, checked by the caller, stands for it.
 */
function isItemOf<E extends AnyEntity>(_entity: E, name: string, image: StoredItem | undefined): image is StoredItem & EntityItem<E> {
  return image !== undefined && (image[ENTITY_ATTRIBUTE] ?? name) === name;
}

/**
 * Narrows a decoded change to one entity's: the only place a stream image
 * becomes a typed item. A change of another entity is refused (the
 * dispatcher never routes one here), an image marked as another entity's
 * is left out.
 */
export function changeOf<E extends AnyEntity>(entity: E, change: EntityChange): ChangeOf<E> {
  const name = entityName(entity);
  if (change.entity !== name) throw new Error(`A ${change.entity} change is not a ${name} change`);
  const own = (image: StoredItem | undefined) => (isItemOf(entity, name, image) ? image : undefined);
  return { ...change, oldItem: own(change.oldItem), newItem: own(change.newItem) };
}

/** A reactor to one entity's changes: it names the ElectroDB entity and its handler receives that entity's typed old and new items. */
export function defineReactor<E extends AnyEntity>(reactor: { name: string; entity: E; react(change: ChangeOf<E>): Promise<void> }): StreamReactor {
  const { name, entity } = reactor;
  return { name, entity: entityName(entity), react: async (change) => reactor.react(changeOf(entity, change)) };
}
