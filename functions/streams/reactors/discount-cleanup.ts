import { dropDiscountFromProducts } from '../../data/entities/product';
import type { StreamReactor } from '../stream-records';

interface DeletedDiscount {
  discountId: string;
  businessId: string;
}

/**
 * A deleted discount leaves the products that offered it: their copy of the
 * code and amount (kept on the product for its one-read page) is removed.
 * Removing it twice changes nothing, so a redelivered record is harmless.
 */
export const discountCleanupReactor: StreamReactor = {
  name: 'discount-cleanup',
  entity: 'discount',
  async react(change) {
    if (change.kind !== 'REMOVE') return;
    const discount = change.oldItem as unknown as DeletedDiscount | undefined;
    if (discount?.discountId && discount.businessId) await dropDiscountFromProducts(discount.businessId, discount.discountId);
  },
};
