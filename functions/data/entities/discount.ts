import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { discountTypes } from '../../../shared/products/discount';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';
import { UniqueClaimEntity } from './unique-claim';

/**
 * A discount an owner offers at one of their businesses (spec 3 §3): a code,
 * flat (₹) or percent, and an amount. Codes are unique within a business
 * (UniqueClaim 'discountCode', value `${businessId}#${code}`).
 */
export const DiscountEntity = new Entity(
  {
    model: { entity: 'discount', version: '1', service: 'sbiz' },
    attributes: {
      discountId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      businessId: { type: 'string', required: true, readOnly: true },
      ownerId: { type: 'string', required: true },
      code: { type: 'string', required: true, readOnly: true },
      type: { type: discountTypes, required: true },
      amount: { type: 'number', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['discountId'] }, sk: { field: 'sk', composite: [] } },
      byOwner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['ownerId'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'discountId'] } },
    },
  },
  entityConfig(),
);

export type DiscountItem = EntityItem<typeof DiscountEntity>;

/** Which discount has this id? */
export async function getDiscount(discountId: string): Promise<DiscountItem | undefined> {
  const { data } = await DiscountEntity.get({ discountId }).go();
  return data ?? undefined;
}

/** One owner's discounts, newest first (an owner has a handful). */
export async function listDiscountsByOwner(ownerId: string): Promise<DiscountItem[]> {
  const { data } = await DiscountEntity.query.byOwner({ ownerId }).go({ order: 'desc', pages: 'all' });
  return data;
}

/** Creates a discount with the claim on its code within the business; a taken code is a 409. */
export async function createDiscount(input: Pick<DiscountItem, 'businessId' | 'ownerId' | 'code' | 'type' | 'amount'>): Promise<DiscountItem> {
  const discountId = randomUUID();
  const record = { ...input, discountId };
  await transactWrite(
    [{ Put: DiscountEntity.create(record).params() }, { Put: UniqueClaimEntity.create({ scope: 'discountCode', value: `${input.businessId}#${input.code}`, ownerId: discountId }).params() }],
    (failed) => (failed === 1 ? 'This business already has a discount with that code' : 'Failed to create the discount'),
  );
  return (await getDiscount(discountId))!;
}

/** Deletes a discount and frees its code within the business, both or neither. Products that named it show no discount from then on. */
export async function deleteDiscount(discount: Pick<DiscountItem, 'discountId' | 'businessId' | 'code'>): Promise<void> {
  await transactWrite(
    [
      {
        Delete: DiscountEntity.delete({ discountId: discount.discountId })
          .where(({ discountId }, { exists }) => exists(discountId))
          .params(),
      },
      { Delete: UniqueClaimEntity.delete({ scope: 'discountCode', value: `${discount.businessId}#${discount.code}` }).params() },
    ],
    () => 'This discount was already deleted',
  );
}
