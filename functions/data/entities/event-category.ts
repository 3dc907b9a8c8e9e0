import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';

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

/** Writes the seeded taxonomy (idempotent: existing entries are replaced, their counts kept by the caller). */
export async function putEventCategories(items: Array<Omit<EventCategoryItem, 'events'> & { events?: number }>) {
  if (items.length) await EventCategoryEntity.put(items).go();
}

/** Moves a main category's event count (the counters reactor). */
export async function adjustEventCategoryCount(category: Pick<EventCategoryItem, 'categoryId' | 'parentId' | 'order'>, delta: 1 | -1) {
  try {
    await EventCategoryEntity.patch(category).add({ events: delta }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
