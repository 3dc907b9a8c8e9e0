import { Entity } from 'electrodb';
import { ANY_CITY, productListPartition, type ProductCard, type ProductListRecord } from '../../../shared/search/product-entries';
import { ALL_CATEGORIES } from '../../../shared/search/index-entries';
import { batchWriteAll } from '../batch-write';
import { countQuery } from '../count';
import { entityConfig } from '../client';
import { keyTemplate as key } from './key-template';

const text = { type: 'string', required: true, readOnly: true } as const;

/**
 * The product lists (see shared/search/product-entries.ts): a product's card
 * filed in rank order in its city's list and in each of its categories'
 * lists, at every level, in its city and across cities. Product search,
 * category pages and related products read a window of one list. Written
 * only by the product index reactor and the scale seeder.
 */
export const ProductListEntity = new Entity(
  {
    model: { entity: 'productList', version: '1', service: 'sbiz' },
    attributes: {
      partition: text,
      position: text,
      productId: { type: 'string', required: true },
      card: { type: 'any', required: true },
    },
    indexes: {
      byList: { pk: { field: 'pk', ...key('partition', 'plist#') }, sk: { field: 'sk', ...key('position') } },
    },
  },
  entityConfig(),
);

type BatchRequests = Parameters<typeof batchWriteAll>[0];

/** Which list: a city (or every city) and a category at any level (or all). */
export interface ProductListScope {
  cityName?: string;
  categoryId?: string;
}

const partitionOf = (scope: ProductListScope) => productListPartition(scope.cityName ?? ANY_CITY, scope.categoryId ?? ALL_CATEGORIES);

/** One page of a list, best ranked first. */
export async function readProductListPage(scope: ProductListScope, options: { limit: number; cursor: string | null }) {
  const { data, cursor } = await ProductListEntity.query.byList({ partition: partitionOf(scope) }).go({ limit: options.limit, cursor: options.cursor });
  return { cards: data.map((item) => item.card as ProductCard), cursor };
}

/** How many products does a list hold? (Counted by DynamoDB, for the sitemap's file count.) */
export function countProductList(scope: ProductListScope): Promise<number> {
  return countQuery(ProductListEntity.query.byList({ partition: partitionOf(scope) }));
}

/** The cards of a list's first `window` products that pass `keep` (filters run in memory over the window). */
export async function readProductListWindow(scope: ProductListScope, options: { window: number; keep?: (card: ProductCard) => boolean }) {
  const cards: ProductCard[] = [];
  let cursor: string | null = null;
  let read = 0;
  do {
    const page = await readProductListPage(scope, { limit: Math.min(500, options.window - read), cursor });
    read += page.cards.length;
    cards.push(...(options.keep ? page.cards.filter(options.keep) : page.cards));
    cursor = page.cursor;
  } while (cursor && read < options.window);
  return { cards, complete: cursor === null };
}

/** Product list records as batch write requests (the reactor and the scale seeder). */
export function productListBatches(records: readonly ProductListRecord[]): BatchRequests {
  return records.length ? ProductListEntity.put(records.map((record) => ({ ...record }))).params<BatchRequests>() : [];
}

/** Applies a diff of list records (idempotent). */
export async function writeProductListRecords(put: readonly ProductListRecord[], remove: readonly ProductListRecord[]): Promise<number> {
  const deletes = remove.length ? ProductListEntity.delete(remove.map(({ partition, position }) => ({ partition, position }))).params<BatchRequests>() : [];
  return batchWriteAll([...productListBatches(put), ...deletes]);
}

/** The cards of a city's products by rank (what a product search index item carries), in the order asked; missing ones are left out. */
export async function getProductCards(cityName: string, ranks: readonly string[]): Promise<ProductCard[]> {
  if (!ranks.length) return [];
  const partition = productListPartition(cityName, ALL_CATEGORIES);
  const cards: ProductCard[] = [];
  for (let start = 0; start < ranks.length; start += 100) {
    const keys = ranks.slice(start, start + 100).map((position) => ({ partition, position }));
    const { data, unprocessed } = await ProductListEntity.get(keys).go({ preserveBatchOrder: true });
    if (unprocessed.length) throw new Error(`${unprocessed.length} product cards were left unread`);
    for (const item of data) if (item) cards.push(item.card as ProductCard);
  }
  return cards;
}
