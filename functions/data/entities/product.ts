import { randomBytes, randomUUID } from 'node:crypto';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import type { SafeHtml } from '../../../shared/rich-text/safe-html';
import { slugify } from '../../../shared/slug';
import type { ProductCategories } from '../../../shared/search/product-entries';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { UniqueClaimEntity } from './unique-claim';
import { msg } from '../../../shared/i18n/catalog';

/** The attributes an owner edits; `updatedAt` moves only when one of them does (a view is not an update). */
const CONTENT_ATTRIBUTES = [
  'title',
  'shortDescription',
  'productDescription',
  'websiteUrl',
  'price',
  'units',
  'sku',
  'outOfStock',
  'images',
  'documents',
  'productCategory',
  'categories',
  'specifications',
  'extraSpecifications',
  'seoTitle',
  'seoDescription',
  'discountId',
  'discount',
  'status',
] as const;

/**
 * A product (spec 3 §3, spec 2 §3), sold by one business. Stream consumers
 * (the product search and list index, analytics) may rely on these
 * attributes, kept stable: `productId`, `title`, `slug` (unique across the
 * site: /in/{city}/product/{slug}), `status` 'active' | 'suspended',
 * `businessId`, `businessName`, `businessSlug`, `cityName` (the seller's
 * city), `userId` (the business owner: the seller), `createdBy`, `price`,
 * `units`, `outOfStock`, `images` (upload keys or site paths), `categories`
 * (titled, every level), `discount` ({type, amount, code} copied from the
 * chosen discount), `ratingAverage`, `ratingCount`, `views` (a counter,
 * moved only by the view reactor), `createdAt`.
 */
export const ProductEntity = new Entity(
  {
    model: { entity: 'product', version: '1', service: 'sbiz' },
    attributes: {
      productId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      title: { type: 'string', required: true },
      slug: { type: 'string', required: true, readOnly: true },
      status: { type: ['active', 'suspended'] as const, required: true, default: 'active' },
      shortDescription: { type: 'string' },
      productDescription: { type: CustomAttributeType<SafeHtml>('string') },
      websiteUrl: { type: 'string' },
      businessId: { type: 'string', required: true },
      businessName: { type: 'string', required: true },
      businessSlug: { type: 'string', required: true },
      cityName: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      createdBy: { type: 'string', required: true, readOnly: true },
      price: { type: 'number' },
      units: { type: 'string', required: true, default: 'per unit' },
      sku: { type: 'string' },
      outOfStock: { type: 'boolean', required: true, default: false },
      images: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      documents: { type: 'any' },
      productCategory: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      categories: { type: 'any' },
      specifications: { type: 'any' },
      extraSpecifications: { type: 'any' },
      seoTitle: { type: 'string' },
      seoDescription: { type: 'string' },
      discountId: { type: 'string' },
      discount: { type: 'any' },
      views: { type: 'number', required: true, default: 0 },
      ratingAverage: { type: 'number', required: true, default: 0 },
      ratingCount: { type: 'number', required: true, default: 0 },
      /** The rating summary's version last copied here (an older copy never replaces a newer one). */
      ratingVersion: { type: 'number' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString(), watch: [...CONTENT_ATTRIBUTES] },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: [] } },
      bySlug: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['slug'] }, sk: { field: 'gsi1sk', composite: [] } },
      bySeller: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'productId'] } },
      byBusiness: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['businessId'] }, sk: { field: 'gsi3sk', composite: ['createdAt', 'productId'] } },
    },
  },
  entityConfig(),
);

export type ProductItem = EntityItem<typeof ProductEntity>;
type NewProductRecord = Parameters<typeof ProductEntity.create>[0];
type ProductChanges = Parameters<ReturnType<typeof ProductEntity.patch>['set']>[0];

export type NewProduct = Omit<NewProductRecord, 'slug' | 'categories'> & { categories: ProductCategories };

/** Which product has this id? */
export async function getProductById(productId: string): Promise<ProductItem | undefined> {
  const { data } = await ProductEntity.get({ productId }).go();
  return data ?? undefined;
}

/** Which product lives at /in/{city}/product/{slug}? (suspended ones included) */
export async function findProductBySlug(slug: string): Promise<ProductItem | undefined> {
  const { data } = await ProductEntity.query.bySlug({ slug }).go({ limit: 1 });
  return data[0];
}

type Page = { items: ProductItem[]; cursor: string | null };

/** A page of one seller's products, newest first. */
export async function listProductsBySeller(userId: string, options: { limit: number; cursor: string | null }): Promise<Page> {
  const { data, cursor } = await ProductEntity.query.bySeller({ userId }).go({ order: 'desc', limit: options.limit, cursor: options.cursor });
  return { items: data, cursor };
}

/** A page of one business's products, newest first. */
export async function listProductsByBusiness(businessId: string, options: { limit: number; cursor: string | null }): Promise<Page> {
  const { data, cursor } = await ProductEntity.query.byBusiness({ businessId }).go({ order: 'desc', limit: options.limit, cursor: options.cursor });
  return { items: data, cursor };
}

/**
 * Creates a product in one transaction with the claim on its slug
 * (UniqueClaim 'productSlug'). A taken slug gets a short random tail and is
 * tried again. The seeders call this too.
 */
export async function createProduct(input: NewProduct): Promise<ProductItem> {
  const base = slugify(input.title) || 'product';
  const productId = input.productId ?? randomUUID();
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    try {
      await retryTransactionConflicts(() =>
        transactWrite(
          [{ Put: ProductEntity.create({ ...input, productId, slug }).params() }, { Put: UniqueClaimEntity.create({ scope: 'productSlug', value: slug, ownerId: productId }).params() }],
          (failed) => (failed === 1 ? refused('slug-taken') : msg('Failed to create product')),
        ),
      );
      const created = await getProductById(productId);
      if (!created) throw new Error(`Product ${productId} vanished after creation`);
      return created;
    } catch (error) {
      if (!isRefusal(error, 'slug-taken')) throw error;
    }
  }
  throw new ConflictError(msg('Could not find a free address for this product; please change its name slightly'));
}

export type ProductUpdate = Partial<Omit<ProductChanges, 'categories'>> & { categories?: ProductCategories; discount?: ProductItem['discount'] | null };

/**
 * Applies changes to a product, guarded on the version it was read at
 * (`updatedAt`), so that two edits racing (an image removed while another
 * save sends the old list) cannot silently undo each other: the loser gets a
 * 409. Undefined when there is no such product.
 */
export async function updateProduct(productId: string, changes: ProductUpdate, readAt: string): Promise<ProductItem | undefined> {
  const { discount, discountId, ...rest } = changes;
  let patch = ProductEntity.patch({ productId }).set({ ...rest, ...(discount ? { discount, discountId } : {}) });
  if (discount === null) patch = patch.remove(['discount', 'discountId']);
  try {
    const { data } = await patch.where(({ updatedAt }, { eq }) => eq(updatedAt, readAt)).go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (!(await getProductById(productId))) return undefined;
    throw new ConflictError(msg('This product was changed at the same time; please reload and try again'));
  }
}

/** Moves the view counter (the view reactor); a no-op for a product that is gone. */
export function productViewUpdate(productId: string, count: number) {
  return ProductEntity.patch({ productId }).add({ views: count }).params();
}

/** Deletes a product with the claim on its slug; the index reactor removes it from every list. */
export async function deleteProduct(product: Pick<ProductItem, 'productId' | 'slug'>): Promise<void> {
  await transactWrite([{ Delete: ProductEntity.delete({ productId: product.productId }).params() }, { Delete: UniqueClaimEntity.delete({ scope: 'productSlug', value: product.slug }).params() }], () =>
    msg('Failed to delete product'),
  );
}

/** Takes a deleted discount off every product of its business that still offers it; answers how many changed. */
export async function dropDiscountFromProducts(businessId: string, discountId: string): Promise<number> {
  let dropped = 0;
  let cursor: string | null = null;
  do {
    const page = await listProductsByBusiness(businessId, { limit: 100, cursor });
    for (const product of page.items.filter((item) => item.discountId === discountId)) {
      // Guarded: a product re-priced with another discount meanwhile keeps it.
      await ProductEntity.patch({ productId: product.productId })
        .remove(['discount', 'discountId'])
        .where((attributes, { eq }) => eq(attributes.discountId, discountId))
        .go()
        .then(() => dropped++)
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    }
    cursor = page.cursor;
  } while (cursor);
  return dropped;
}
