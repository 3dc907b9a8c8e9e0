import { writeSearchRecords } from '../../data/entities/search-index';
import { diffRecords, eventSearchRecords, searchRecordKey, type IndexableEvent } from '../../../shared/search/index-entries';
import type { StreamReactor } from '../stream-records';

/**
 * Keeps an event's search records (header suggestions, /in/{city}/search/events)
 * equal to its current state: renamed, moved, made private or deleted
 * events leave the partitions they no longer belong to. Puts and deletes are
 * idempotent, so a retried record does no harm; a view or a mark changes no
 * record and writes nothing.
 */
export const eventIndexReactor: StreamReactor = {
  name: 'event-search-index',
  entity: 'event',
  async react(change) {
    const records = (item: Record<string, unknown> | undefined) => (item ? eventSearchRecords(item as unknown as IndexableEvent) : []);
    const search = diffRecords(records(change.oldItem), records(change.newItem), searchRecordKey);
    if (search.put.length || search.remove.length) await writeSearchRecords(search.put, search.remove);
  },
};
