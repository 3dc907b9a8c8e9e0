import { Entity, type EntityItem } from 'electrodb';
import type { MarkKind } from '../../../shared/schemas/event';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { markCounterOperation } from './event';

/**
 * One user marking one event Interested or Going (spec 3 §4). The mark is
 * created in the same transaction as the event's counter moves, guarded by
 * the mark not existing (idempotent) and the event not having ended.
 */
export const EventMarkEntity = new Entity(
  {
    model: { entity: 'eventMark', version: '1', service: 'sbiz' },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true },
      kind: { type: ['interested', 'going'] as const, required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: ['kind', 'userId'] } },
      byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId', 'kind'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'eventId'] } },
    },
  },
  entityConfig(),
);

export type EventMarkItem = EntityItem<typeof EventMarkEntity>;

const counterOf: Record<MarkKind, 'interestedCount' | 'goingCount'> = { interested: 'interestedCount', going: 'goingCount' };

/**
 * Marks the event for the user. 'marked' the first time, 'already' when the
 * mark existed, 'ended' when the event is over (or gone): nothing is written
 * then.
 */
export async function markEvent(eventId: string, userId: string, kind: MarkKind, now: Date): Promise<'marked' | 'already' | 'ended'> {
  try {
    await retryTransactionConflicts(() =>
      transactWrite([{ Put: EventMarkEntity.create({ eventId, userId, kind }).params() }, { Update: markCounterOperation(eventId, counterOf[kind], now) }], (failed) =>
        refused(failed === 0 ? 'already' : 'ended'),
      ),
    );
    return 'marked';
  } catch (error) {
    if (isRefusal(error, 'already')) return 'already';
    if (isRefusal(error, 'ended')) return 'ended';
    throw error;
  }
}

/** Which of these events has the user marked, per kind? (One Query per kind over the event's partition would be more; this reads only the keys asked.) */
export async function marksOf(userId: string, eventIds: readonly string[]): Promise<{ interested: Set<string>; going: Set<string> }> {
  const keys = eventIds.flatMap((eventId) => (['interested', 'going'] as const).map((kind) => ({ eventId, kind, userId })));
  const result = { interested: new Set<string>(), going: new Set<string>() };
  if (!keys.length) return result;
  const { data } = await EventMarkEntity.get(keys).go();
  for (const mark of data) if (mark) result[mark.kind].add(mark.eventId);
  return result;
}

/** The events a user marked with this kind, newest marks first (at most `max`). */
export async function markedEventIds(userId: string, kind: MarkKind, max = 1000): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: EventMarkItem[]; cursor: string | null } = await EventMarkEntity.query.byUser({ userId, kind }).go({ cursor, limit: 250, order: 'desc' });
    ids.push(...page.data.map((mark) => mark.eventId));
    cursor = page.cursor;
  } while (cursor && ids.length < max);
  return ids.slice(0, max);
}
