import { writeSearchRecords } from '../../data/entities/search-index';
import { EventEntity, type EventItem } from '../../data/entities/event';
import { diffRecords, eventSearchRecords, searchRecordKey } from '../../../shared/search/index-entries';
import { defineReactor } from '../stream-records';

/**
 * Keeps an event's search records (header suggestions, /in/{city}/search/events)
 * equal to its current state: renamed, moved, made private or deleted
 * events leave the partitions they no longer belong to. Puts and deletes are
 * idempotent, so a retried record does no harm; a view or a mark changes no
 * record and writes nothing.
 */
export const eventIndexReactor = defineReactor({
  name: 'event-search-index',
  entity: EventEntity,
  async react(change) {
    const records = (item: EventItem | undefined) => (item ? eventSearchRecords(item) : []);
    const search = diffRecords(records(change.oldItem), records(change.newItem), searchRecordKey);
    if (search.put.length || search.remove.length) await writeSearchRecords(search.put, search.remove);
  },
});
