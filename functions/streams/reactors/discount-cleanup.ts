import { dropDiscountFromProducts } from '../../data/entities/product';
import { DiscountEntity } from '../../data/entities/discount';
import { defineReactor } from '../stream-records';

/**
 * A deleted discount leaves the products that offered it: their copy of the
 * code and amount (kept on the product for its one-read page) is removed.
 * Removing it twice changes nothing, so a redelivered record is harmless.
 */
export const discountCleanupReactor = defineReactor({
  name: 'discount-cleanup',
  entity: DiscountEntity,
  async react(change) {
    if (change.kind !== 'REMOVE') return;
    const discount = change.oldItem;
    if (discount?.discountId && discount.businessId) await dropDiscountFromProducts(discount.businessId, discount.discountId);
  },
});
