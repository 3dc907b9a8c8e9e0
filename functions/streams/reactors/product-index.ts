import { ProductEntity } from '../../data/entities/product';
import { applyProductView, ProductViewEntity } from '../../data/entities/product-view';
import { writeProductListRecords } from '../../data/entities/product-list';
import { writeSearchRecords } from '../../data/entities/search-index';
import { diffRecords, searchRecordKey } from '../../../shared/search/index-entries';
import { productListRecordKey, productListRecords, productSearchRecords } from '../../../shared/search/product-entries';
import { defineReactor } from '../stream-records';

/**
 * Keeps a product's search records and list records equal to what its
 * current state says: stale ones (a renamed word, a changed category, a
 * suspended or deleted product) are deleted, new or changed ones put.
 * Idempotent, so a retried record does no harm; a view changes no record
 * and writes nothing.
 */
export const productIndexReactor = defineReactor({
  name: 'product-search-index',
  entity: ProductEntity,
  async react(change) {
    const { oldItem: before, newItem: after } = change;
    const search = diffRecords(before ? productSearchRecords(before) : [], after ? productSearchRecords(after) : [], searchRecordKey);
    const lists = diffRecords(before ? productListRecords(before) : [], after ? productListRecords(after) : [], productListRecordKey);
    if (search.put.length || search.remove.length) await writeSearchRecords(search.put, search.remove);
    if (lists.put.length || lists.remove.length) await writeProductListRecords(lists.put, lists.remove);
  },
});

/** Counts each recorded product view exactly once (see ProductViewEntity). */
export const productViewReactor = defineReactor({
  name: 'product-views',
  entity: ProductViewEntity,
  async react(change) {
    const view = change.newItem;
    if (change.kind !== 'INSERT' || !view) return;
    await applyProductView(view.productId, view.viewId);
  },
});
