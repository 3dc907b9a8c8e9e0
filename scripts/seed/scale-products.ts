/**
 * Generated products for `npm run seed:scale -- --products N` and the search
 * benchmark: realistic titles across the product taxonomy's leaves, sold by
 * the scale seeder's listings of the same city and seed (listing `n % sellers`).
 *
 * As with listings, each product's search and list records are written
 * first and the product items (with their slug claims) after them, in
 * batches; the stream's product reactor then finds its records in place
 * (it rewrites the same records, which changes nothing).
 *
 * The generator is pure; the data layer is imported only when seeding.
 */
import type { SeedCategory } from '../../functions/data/entities/category';
import type { ProductItem } from '../../functions/data/entities/product';
import { productListRecords, productSearchRecords, type ProductCategories } from '../../shared/search/product-entries';
import { slugify } from '../../shared/slug';
import { brandWords } from './data/directory';
import { categoryImagePath, categoryRef, productTaxonomyRows } from './data/taxonomy-rows';
import { listingRandom, scaleBusinesses, scaleCity, scaleKinds, SCALE_OWNER, type ScaleBusiness, type ScaleContext } from './scale';
import type { Random } from './random';
import { sanitizeRichText } from '../../functions/lib/rich-text';

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const UNITS = ['per Kg', 'per Piece', 'per Box', 'per Pack', 'per Set', 'per Litre', 'per Meter', 'per Dozen'] as const;
const QUALITIES = ['Premium', 'Export Quality', 'Standard', 'Wholesale', 'Handmade', 'Certified', 'Heavy Duty', 'Organic', 'Industrial', 'Eco'] as const;
const GENERATED_AT = Date.parse('2024-06-01T00:00:00.000Z');
/** Product PRNG streams are kept apart from the listings' (same seed, other numbers). */
const PRODUCT_STREAM = 50_000_000;

/** What generating products needs: the leaves of the product taxonomy (titled at every level) and the sellers. */
export interface ScaleProductContext {
  seed: number;
  leaves: Array<{ id: string; title: string; mainSlug: string; categories: ProductCategories }>;
  sellers: readonly ScaleBusiness[];
}

/** The leaves of the product taxonomy with their parents titled, as a product stores them. */
export function productLeaves(rows: readonly SeedCategory[] = productTaxonomyRows()): ScaleProductContext['leaves'] {
  const byId = new Map(rows.map((row) => [row.categoryId, row]));
  const titled = (ids: readonly string[]) => ids.flatMap((id) => (byId.get(id) ? [{ ...categoryRef(byId.get(id)!), slug: byId.get(id)!.slug }] : []));
  return rows
    .filter((row) => row.level === 'leaf' && row.status === 'active')
    .map((leaf) => ({
      id: leaf.categoryId,
      title: leaf.title,
      mainSlug: byId.get(leaf.mainIds[0]!)?.slug ?? leaf.slug,
      categories: { parent: titled(leaf.mainIds), parentSub: titled(leaf.subIds), parentSubSub: titled(leaf.subsubIds), productCategory: titled([leaf.categoryId]) },
    }));
}

export const scaleProductId = (citySlug: string, seed: number, index: number) => `scale-product-${citySlug}-${seed}-${String(index + 1).padStart(7, '0')}`;

/** Product number `index`: the same product for the same seed, sellers and index; its slug carries its number, so it is unique. */
export function scaleProduct(index: number, context: ScaleProductContext): Omit<ProductItem, 'updatedAt'> & { updatedAt: string } {
  const random = listingRandom(context.seed, PRODUCT_STREAM + index);
  const leaf = pick(random, context.leaves);
  const seller = context.sellers[index % context.sellers.length]!;
  const quality = pick(random, QUALITIES);
  const title = random() < 0.5 ? `${quality} ${leaf.title}` : `${pick(random, brandWords)} ${quality} ${leaf.title}`;
  const productId = scaleProductId(seller.cityName, context.seed, index);
  const createdAt = new Date(GENERATED_AT + index * 60_000).toISOString();
  const rated = random() < 0.4;
  return {
    productId,
    title,
    slug: `${slugify(title) || 'product'}-${productId.slice(-7)}`,
    status: 'active',
    shortDescription: `${quality} ${leaf.title.toLowerCase()} from ${seller.name}.`,
    productDescription: sanitizeRichText(`<p>${seller.name} supplies ${leaf.title.toLowerCase()} of ${quality.toLowerCase()} grade, checked before dispatch.</p>`),
    businessId: seller.businessId,
    businessName: seller.name,
    businessSlug: seller.slug,
    cityName: seller.cityName,
    userId: SCALE_OWNER,
    createdBy: SCALE_OWNER,
    price: Math.round((20 + random() * 50_000) * 100) / 100,
    units: pick(random, UNITS),
    outOfStock: random() < 0.08,
    images: [categoryImagePath('product', leaf.mainSlug)],
    productCategory: [leaf.id],
    categories: leaf.categories,
    specifications: { countryOfOrigin: 'India' },
    extraSpecifications: [],
    views: 0,
    ratingAverage: rated ? Math.round((3 + random() * 2) * 10) / 10 : 0,
    ratingCount: rated ? 1 + Math.floor(random() * 120) : 0,
    createdAt,
    updatedAt: createdAt,
  };
}

export interface ScaleProductOptions {
  city: string;
  products: number;
  seed: number;
  /** How many of the seed's listings sell them (they must have been seeded: seedScale with at least this many). */
  sellers: number;
  chunkSize?: number;
  concurrency?: number;
  onProgress?: (progress: { products: number; total: number; items: number; seconds: number }) => void;
}

/** Seeds the products into the table the data layer points at; answers their titles (the benchmark's queries come from them). */
export async function seedScaleProducts(options: ScaleProductOptions): Promise<{ titles: string[]; items: number; seconds: number }> {
  const [{ batchWriteAll }, { ProductEntity }, { UniqueClaimEntity }, { searchRecordBatches }, { productListBatches }] = await Promise.all([
    import('../../functions/data/batch-write'),
    import('../../functions/data/entities/product'),
    import('../../functions/data/entities/unique-claim'),
    import('../../functions/data/entities/search-index'),
    import('../../functions/data/entities/product-list'),
  ]);
  const scale: ScaleContext = { city: scaleCity(options.city), kinds: scaleKinds(), seed: options.seed };
  const context: ScaleProductContext = { seed: options.seed, leaves: productLeaves(), sellers: scaleBusinesses(0, options.sellers, scale) };
  const chunkSize = options.chunkSize ?? 500;
  const concurrency = options.concurrency ?? 16;
  const started = performance.now();
  const titles: string[] = [];
  let items = 0;
  for (let from = 0; from < options.products; from += chunkSize) {
    const to = Math.min(options.products, from + chunkSize);
    const products = Array.from({ length: to - from }, (_, offset) => scaleProduct(from + offset, context));
    items += await batchWriteAll([...searchRecordBatches(products.flatMap(productSearchRecords)), ...productListBatches(products.flatMap(productListRecords))], concurrency);
    items += await batchWriteAll(
      [ProductEntity.put(products).params(), UniqueClaimEntity.put(products.map((product) => ({ scope: 'productSlug' as const, value: product.slug, ownerId: product.productId }))).params()],
      concurrency,
    );
    for (const product of products) titles.push(product.title);
    options.onProgress?.({ products: to, total: options.products, items, seconds: (performance.now() - started) / 1000 });
  }
  return { titles, items, seconds: (performance.now() - started) / 1000 };
}
