import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite } from '../transact';
import { streamMarkerPut } from './stream-marker';

/**
 * The event taxonomy (spec 3 §3 Event category): main categories
 * (parentId '') and their sub categories, all in one small partition in
 * display order. `events` counts the events filed under a main category
 * (kept by the event counters reactor).
 */
export const EventCategoryEntity = new Entity(
  {
    model: { entity: 'eventCategory', version: '1', service: 'sbiz' },
    attributes: {
      categoryId: { type: 'string', required: true, readOnly: true },
      parentId: { type: 'string', required: true, readOnly: true, default: '' },
      name: { type: 'string', required: true },
      /** The Hindi name (issue #28), when there is one: category names are data, shown on Hindi pages. */
      nameHi: { type: 'string' },
      slug: { type: 'string', required: true },
      order: { type: 'string', required: true, readOnly: true },
      events: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['parentId', 'order', 'categoryId'] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['categoryId'] }, sk: { field: 'gsi1sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type EventCategoryItem = EntityItem<typeof EventCategoryEntity>;

/** Every event category and sub category, main ones first, in display order. */
export async function listEventCategories(): Promise<EventCategoryItem[]> {
  const { data } = await EventCategoryEntity.query.all({}).go({ pages: 'all' });
  return data;
}

/** The sub categories of one main category, in display order. */
export async function listEventSubCategories(parentId: string): Promise<EventCategoryItem[]> {
  const { data } = await EventCategoryEntity.query.all({}).begins({ parentId }).go({ pages: 'all' });
  return data.filter((item) => item.parentId === parentId);
}

/** Which category has this id? */
export async function getEventCategory(categoryId: string): Promise<EventCategoryItem | undefined> {
  const { data } = await EventCategoryEntity.query.byId({ categoryId }).go({ limit: 1 });
  return data[0];
}

/**
 * Writes the seeded taxonomy (idempotent): existing entries are replaced
 * with their event counts kept, so re-seeding does not zero what the
 * counters reactor has counted.
 */
export async function putEventCategories(items: Array<Omit<EventCategoryItem, 'events'>>) {
  if (!items.length) return;
  const counted = new Map((await listEventCategories()).map((item) => [item.categoryId, item.events]));
  await EventCategoryEntity.put(items.map((item) => ({ ...item, events: counted.get(item.categoryId) ?? 0 }))).go();
}

/**
 * Moves the event counts of categories by one stream record's deltas, once:
 * the record's marker and the ADDs are one transaction, so a retried record
 * finds its marker and changes nothing. Categories that no longer exist are
 * skipped. Says whether it applied the deltas.
 */
export async function adjustEventCategoryCounts(deltas: ReadonlyArray<{ categoryId: string; delta: 1 | -1 }>, marker: { reactor: string; recordId: string }): Promise<boolean> {
  const found = await Promise.all(deltas.map(async ({ categoryId, delta }) => ({ category: await getEventCategory(categoryId), delta })));
  const updates = found.flatMap(({ category, delta }) =>
    category ? [{ Update: EventCategoryEntity.patch({ categoryId: category.categoryId, parentId: category.parentId, order: category.order }).add({ events: delta }).params() }] : [],
  );
  if (!updates.length) return false;
  try {
    await transactWrite([streamMarkerPut(marker), ...updates], (failed) => refused(failed === 0 ? 'applied' : 'gone'));
    return true;
  } catch (error) {
    if (isRefusal(error, 'applied', 'gone')) return false;
    throw error;
  }
}
