import { applyProductView } from '../../data/entities/product-view';
import { writeProductListRecords } from '../../data/entities/product-list';
import { writeSearchRecords } from '../../data/entities/search-index';
import { diffRecords, searchRecordKey } from '../../../shared/search/index-entries';
import { productListRecordKey, productListRecords, productSearchRecords, type IndexableProduct } from '../../../shared/search/product-entries';
import type { StreamReactor } from '../stream-records';

/**
 * Keeps a product's search records and list records equal to what its
 * current state says: stale ones (a renamed word, a changed category, a
 * suspended or deleted product) are deleted, new or changed ones put.
 * Idempotent, so a retried record does no harm; a view changes no record
 * and writes nothing.
 */
export const productIndexReactor: StreamReactor = {
  name: 'product-search-index',
  entity: 'product',
  async react(change) {
    const before = change.oldItem as IndexableProduct | undefined;
    const after = change.newItem as IndexableProduct | undefined;
    const search = diffRecords(before ? productSearchRecords(before) : [], after ? productSearchRecords(after) : [], searchRecordKey);
    const lists = diffRecords(before ? productListRecords(before) : [], after ? productListRecords(after) : [], productListRecordKey);
    if (search.put.length || search.remove.length) await writeSearchRecords(search.put, search.remove);
    if (lists.put.length || lists.remove.length) await writeProductListRecords(lists.put, lists.remove);
  },
};

/** Counts each recorded product view exactly once (see ProductViewEntity). */
export const productViewReactor: StreamReactor = {
  name: 'product-views',
  entity: 'productView',
  async react(change) {
    if (change.kind !== 'INSERT' || !change.newItem) return;
    const view = change.newItem as { productId: string; viewId: string };
    await applyProductView(view.productId, view.viewId);
  },
};
