import { adjustEventCategoryCounts } from '../../data/entities/event-category';
import type { StreamReactor } from '../stream-records';

interface StoredEvent {
  listingType: string;
  eventTypeId?: string;
  eventSubCatId?: string;
}

/** The categories one stored event counts in: a public event counts in its category and its sub category. */
function countedIn(event: StoredEvent | undefined): string[] {
  if (!event || event.listingType !== 'public') return [];
  return [event.eventTypeId, event.eventSubCatId].filter((id): id is string => Boolean(id));
}

/**
 * Keeps each event category's `events` count equal to its public events: a
 * new one adds 1, a re-filed, hidden or deleted one moves or takes its 1
 * back. Each stream record is applied once (see adjustEventCategoryCounts).
 */
export const eventCategoryCountsReactor: StreamReactor = {
  name: 'event-category-counts',
  entity: 'event',
  async react(change) {
    const before = countedIn(change.oldItem as unknown as StoredEvent | undefined);
    const after = countedIn(change.newItem as unknown as StoredEvent | undefined);
    const deltas = [
      ...before.filter((id) => !after.includes(id)).map((categoryId) => ({ categoryId, delta: -1 as const })),
      ...after.filter((id) => !before.includes(id)).map((categoryId) => ({ categoryId, delta: 1 as const })),
    ];
    if (!deltas.length) return;
    if (!change.sequenceNumber) throw new Error('An event stream record without a sequence number cannot be counted exactly once');
    await adjustEventCategoryCounts(deltas, { reactor: 'event-category-counts', recordId: change.sequenceNumber });
  },
};
