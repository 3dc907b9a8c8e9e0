import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';

/**
 * A seller's inbox (/dashboard/leads): quote requests for their products,
 * leads from the category pages they sell in and requests for quotes from
 * /require-form for their category and city, one item per recipient,
 * newest first. Only the recipient reads or marks their items.
 */
export const SellerInboxEntity = new Entity(
  {
    model: { entity: 'sellerInbox', version: '1', service: 'sbiz' },
    attributes: {
      recipientId: { type: 'string', required: true, readOnly: true },
      itemId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      kind: { type: ['quote', 'lead', 'rfq'] as const, required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      read: { type: 'boolean', required: true, default: false },
      name: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', readOnly: true },
      phone: { type: 'string', readOnly: true },
      cityName: { type: 'string', readOnly: true },
      buyerId: { type: 'string', readOnly: true },
      wanted: { type: 'number', readOnly: true },
      unit: { type: 'string', readOnly: true },
      message: { type: 'string', readOnly: true },
      /** What a request for quotes asks for. */
      need: { type: 'string', readOnly: true },
      productId: { type: 'string', readOnly: true },
      productTitle: { type: 'string', readOnly: true },
      productSlug: { type: 'string', readOnly: true },
      productCity: { type: 'string', readOnly: true },
      businessId: { type: 'string', readOnly: true },
      categoryId: { type: 'string', readOnly: true },
      categoryTitle: { type: 'string', readOnly: true },
      /** The category's Hindi title, where it has one (issue #28). */
      categoryTitleHi: { type: 'string', readOnly: true },
    },
    indexes: {
      byRecipient: { pk: { field: 'pk', composite: ['recipientId'] }, sk: { field: 'sk', composite: ['createdAt', 'itemId'] } },
      byItem: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['itemId'] }, sk: { field: 'gsi1sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type SellerInboxItem = EntityItem<typeof SellerInboxEntity>;
export type NewInboxItem = Omit<Parameters<typeof SellerInboxEntity.create>[0], 'itemId' | 'createdAt' | 'read'>;

/** Delivers one item to each recipient (idempotent per item id). */
export async function deliverToInboxes(items: readonly NewInboxItem[]): Promise<void> {
  if (!items.length) return;
  const createdAt = new Date().toISOString();
  await batchWriteAll(SellerInboxEntity.put(items.map((item) => ({ ...item, createdAt, itemId: randomUUID(), read: false }))).params<Parameters<typeof batchWriteAll>[0]>());
}

/** A page of one recipient's inbox, newest first. */
export async function listInbox(recipientId: string, options: { limit: number; cursor: string | null }) {
  const { data, cursor } = await SellerInboxEntity.query.byRecipient({ recipientId }).go({ order: 'desc', limit: options.limit, cursor: options.cursor });
  return { items: data, cursor };
}

/** Which inbox item has this id? */
export async function getInboxItem(itemId: string): Promise<SellerInboxItem | undefined> {
  const { data } = await SellerInboxEntity.query.byItem({ itemId }).go({ limit: 1 });
  return data[0];
}

/** Marks an item read; false when it is gone. */
export async function markInboxItemRead(item: Pick<SellerInboxItem, 'recipientId' | 'createdAt' | 'itemId'>): Promise<boolean> {
  try {
    await SellerInboxEntity.patch({ recipientId: item.recipientId, createdAt: item.createdAt, itemId: item.itemId }).set({ read: true }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
