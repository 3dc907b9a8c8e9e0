import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { productViewUpdate } from './product';

/** Unapplied view records expire after a day (a product deleted meanwhile). */
const VIEW_TTL_SECONDS = 24 * 60 * 60;

/**
 * One view of a product, waiting to be counted. PATCH /products/addView
 * only inserts one of these (never contended, so never lost however many
 * views arrive at once); the view reactor then moves the product's counter
 * and deletes the record in one transaction, so a retried stream record
 * finds it gone and counts nothing twice.
 */
export const ProductViewEntity = new Entity(
  {
    model: { entity: 'productView', version: '1', service: 'sbiz' },
    attributes: {
      productId: { type: 'string', required: true, readOnly: true },
      viewId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      ttl: { type: 'number', required: true, readOnly: true, default: () => Math.floor(Date.now() / 1000) + VIEW_TTL_SECONDS },
    },
    indexes: {
      byProduct: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: ['viewId'] } },
    },
  },
  entityConfig(),
);

/** Records one view of a product. */
export async function recordProductView(productId: string): Promise<void> {
  await ProductViewEntity.create({ productId }).go();
}

/**
 * Counts a recorded view once: deletes the record and adds one to the
 * product, atomically. False when the record was already counted (a
 * retried stream record) or the product is gone.
 */
export async function applyProductView(productId: string, viewId: string): Promise<boolean> {
  const consume = ProductViewEntity.delete({ productId, viewId })
    .where(({ viewId: id }, { exists }) => exists(id))
    .params();
  try {
    await retryTransactionConflicts(() => transactWrite([{ Delete: consume }, { Update: productViewUpdate(productId, 1) }], (failed) => refused(failed === 0 ? 'counted' : 'gone')));
    return true;
  } catch (error) {
    if (!isRefusal(error, 'counted', 'gone')) throw error;
    // The product is gone: drop the view record.
    if (error.reason === 'gone') await ProductViewEntity.delete({ productId, viewId }).go();
    return false;
  }
}
