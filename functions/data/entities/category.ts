import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * The business taxonomy: main categories, their sub categories and their
 * sub-sub categories, each row under its parent ('root' for main ones),
 * ordered for display; looked up by slug through gsi1.
 */
export const CategoryEntity = new Entity(
  {
    model: { entity: 'category', version: '1', service: 'sbiz' },
    attributes: {
      categoryId: { type: 'string', required: true, readOnly: true },
      parentId: { type: 'string', required: true, readOnly: true },
      level: { type: ['main', 'sub', 'subsub'] as const, required: true, readOnly: true },
      title: { type: 'string', required: true },
      slug: { type: 'string', required: true, readOnly: true },
      description: { type: 'string' },
      image: { type: 'string' },
      status: { type: ['active', 'inactive'] as const, required: true, default: 'active' },
      /** 1-11 for the spec's home grid categories, 0 otherwise. */
      popularRank: { type: 'number', required: true, default: 0 },
      order: { type: 'number', required: true, default: 0 },
      hasChild: { type: 'boolean', required: true, default: false },
    },
    indexes: {
      byParent: { pk: { field: 'pk', composite: ['parentId'] }, sk: { field: 'sk', composite: ['order', 'categoryId'] } },
      bySlug: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['slug'] }, sk: { field: 'gsi1sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type CategoryItem = EntityItem<typeof CategoryEntity>;

/** The children of a category ('root' for the main ones), in display order. */
export async function listCategoryChildren(parentId: string): Promise<CategoryItem[]> {
  const { data } = await CategoryEntity.query.byParent({ parentId }).go({ pages: 'all' });
  return data;
}

/** Which category has this slug? */
export async function findCategoryBySlug(slug: string): Promise<CategoryItem | undefined> {
  const { data } = await CategoryEntity.query.bySlug({ slug }).go({ limit: 1 });
  return data[0];
}

/** Writes taxonomy rows (seed data and the admin screens). */
export async function putCategories(items: CategoryItem[]) {
  await CategoryEntity.put(items).go({ concurrency: 4 });
}
