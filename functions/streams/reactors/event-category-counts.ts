import { adjustEventCategoryCounts } from '../../data/entities/event-category';
import { EventEntity, type EventItem } from '../../data/entities/event';
import { defineReactor } from '../stream-records';

/** The categories one stored event counts in: a public event counts in its category and its sub category. */
function countedIn(event: EventItem | undefined): string[] {
  if (!event || event.listingType !== 'public') return [];
  return [event.eventTypeId, event.eventSubCatId].filter((id): id is string => Boolean(id));
}

/**
 * Keeps each event category's `events` count equal to its public events: a
 * new one adds 1, a re-filed, hidden or deleted one moves or takes its 1
 * back. Each stream record is applied once (see adjustEventCategoryCounts).
 */
export const eventCategoryCountsReactor = defineReactor({
  name: 'event-category-counts',
  entity: EventEntity,
  async react(change) {
    const before = countedIn(change.oldItem);
    const after = countedIn(change.newItem);
    const deltas = [
      ...before.filter((id) => !after.includes(id)).map((categoryId) => ({ categoryId, delta: -1 as const })),
      ...after.filter((id) => !before.includes(id)).map((categoryId) => ({ categoryId, delta: 1 as const })),
    ];
    if (!deltas.length) return;
    if (!change.sequenceNumber) throw new Error('An event stream record without a sequence number cannot be counted exactly once');
    await adjustEventCategoryCounts(deltas, { reactor: 'event-category-counts', recordId: change.sequenceNumber });
  },
});
