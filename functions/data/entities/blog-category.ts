import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * The blog categories (a small seeded taxonomy, one partition in display
 * order). Articles copy their category's name and slug when saved, so lists
 * need no further reads.
 */
export const BlogCategoryEntity = new Entity(
  {
    model: { entity: 'blogCategory', version: '1', service: 'sbiz' },
    attributes: {
      categoryId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      /** The Hindi name (issue #28), when there is one: category names are data, shown on Hindi pages. */
      nameHi: { type: 'string' },
      slug: { type: 'string', required: true },
      order: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['order', 'categoryId'] } },
    },
  },
  entityConfig(),
);

export type BlogCategoryItem = EntityItem<typeof BlogCategoryEntity>;

/** Every blog category, in display order (one Query of a small partition). */
export async function listBlogCategories(): Promise<BlogCategoryItem[]> {
  const { data } = await BlogCategoryEntity.query.all({}).go({ pages: 'all' });
  return data;
}

/** Which blog category has this id? */
export async function getBlogCategory(categoryId: string): Promise<BlogCategoryItem | undefined> {
  return (await listBlogCategories()).find((item) => item.categoryId === categoryId);
}

/** Writes the seeded taxonomy (idempotent). */
export async function putBlogCategories(items: BlogCategoryItem[]) {
  if (items.length) await BlogCategoryEntity.put(items).go();
}
