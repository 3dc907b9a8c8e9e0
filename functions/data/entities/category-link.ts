import { Entity, type EntityItem } from 'electrodb';
import { categoryLevels, taxonomyTrees } from '../../../shared/schemas/taxonomy';
import { entityConfig } from '../client';

/**
 * A parent → child edge of a taxonomy. A category may sit under several
 * parents (spec 3 §3: a sub category's parentCategories, a sub-sub's parent
 * and parentSub), so children are found through these edges: one Query on the
 * parent's partition, by child level and display order.
 */
export const CategoryLinkEntity = new Entity(
  {
    model: { entity: 'categoryLink', version: '1', service: 'sbiz' },
    attributes: {
      tree: { type: taxonomyTrees, required: true, readOnly: true },
      parentId: { type: 'string', required: true, readOnly: true },
      childLevel: { type: categoryLevels, required: true, readOnly: true },
      /** The child's display order, copied when the edge is made. */
      order: { type: 'number', required: true, readOnly: true, padding: { length: 5, char: '0' } },
      childId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byParent: { pk: { field: 'pk', composite: ['tree', 'parentId'] }, sk: { field: 'sk', composite: ['childLevel', 'order', 'childId'] } },
    },
  },
  entityConfig(),
);

export type CategoryLinkItem = EntityItem<typeof CategoryLinkEntity>;

/** Which categories of `childLevel` sit under this parent, in display order? */
export async function listChildIds(tree: CategoryLinkItem['tree'], parentId: string, childLevel: CategoryLinkItem['childLevel']): Promise<string[]> {
  const { data } = await CategoryLinkEntity.query.byParent({ tree, parentId, childLevel }).go({ pages: 'all', attributes: ['childId'] });
  return data.map((link) => link.childId);
}
