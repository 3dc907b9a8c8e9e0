/**
 * The derived index of a product, as pure data (the counterpart of
 * index-entries.ts for listings): its search records (one per distinct
 * title word, scope = the seller's city, kind 'product') and its product
 * list records, one per list it belongs to: the city's list and each of its
 * categories' lists at every level (main, sub, sub-sub, leaf) in that city,
 * plus the same lists across all cities (related products). The stream
 * reactor writes the difference between a product's old and new records.
 */
import { discountLabel, type DiscountType } from '../products/discount';
import { specLabel } from '../products/specifications';
import { rankKey } from './rank';
import { ALL_CATEGORIES, searchRecords, type SearchRecord } from './index-entries';
import { searchWords } from './text';

/** The scope of the lists that span every city. */
export const ANY_CITY = '_any';

interface Titled {
  _id: string;
  title: string;
  /** The category's Hindi title, where the taxonomy has one (issue #28). */
  titleHi?: string;
  slug?: string;
}

/** A product's categories at every level, titled (stored on the product). */
export interface ProductCategories {
  parent: Titled[];
  parentSub: Titled[];
  parentSubSub: Titled[];
  productCategory: Titled[];
}

/** A product as stored (the product entity's attributes) or as the scale seeder builds it. */
export interface IndexableProduct {
  productId: string;
  title: string;
  slug: string;
  status: string;
  cityName: string;
  businessId: string;
  businessName: string;
  businessSlug: string;
  userId: string;
  price?: number;
  units?: string;
  outOfStock?: boolean;
  images?: string[];
  categories?: ProductCategories;
  discount?: { type: DiscountType; amount: number; code: string } | null;
  ratingAverage?: number;
  ratingCount?: number;
  specifications?: Record<string, string>;
  createdAt: string;
}

/** The rows a product card's table shows: the first four specifications (spec 1 §3, the profile's products tab). */
export const CARD_SPEC_ROWS = 4;

/** What product cards, lists and search results show. */
export interface ProductCard {
  _id: string;
  title: string;
  slug: string;
  image: string | null;
  price: number | null;
  units: string;
  outOfStock: boolean;
  cityName: string;
  business: { _id: string; name: string; slug: string; cityName: string };
  userId: string;
  category: Titled | null;
  categoryIds: string[];
  rating: { average: number; count: number };
  discount: { type: DiscountType; amount: number; code: string; label: string } | null;
  /** The first CARD_SPEC_ROWS specifications, labelled; absent on cards written before they were kept. */
  specs?: Array<{ label: string; value: string }>;
  createdAt: string;
}

/** Only active products are found or listed; a suspended one drops out of every list. */
export const isProductListed = (product: Pick<IndexableProduct, 'status'>) => product.status === 'active';

export function productCard(product: IndexableProduct): ProductCard {
  const leaf = product.categories?.productCategory[0];
  return {
    _id: product.productId,
    title: product.title,
    slug: product.slug,
    image: product.images?.[0] ?? null,
    price: typeof product.price === 'number' ? product.price : null,
    units: product.units ?? 'per unit',
    outOfStock: Boolean(product.outOfStock),
    cityName: product.cityName,
    business: { _id: product.businessId, name: product.businessName, slug: product.businessSlug, cityName: product.cityName },
    userId: product.userId,
    category: leaf ? { _id: leaf._id, title: leaf.title, ...(leaf.titleHi ? { titleHi: leaf.titleHi } : {}), ...(leaf.slug ? { slug: leaf.slug } : {}) } : null,
    categoryIds: productCategoryIds(product),
    rating: { average: product.ratingAverage ?? 0, count: product.ratingCount ?? 0 },
    discount: product.discount ? { ...product.discount, label: discountLabel(product.discount) } : null,
    specs: Object.entries(product.specifications ?? {})
      .slice(0, CARD_SPEC_ROWS)
      .map(([key, value]) => ({ label: specLabel(key), value })),
    createdAt: product.createdAt,
  };
}

/** Every category id of a product, at every level, once. */
export function productCategoryIds(product: Pick<IndexableProduct, 'categories'>): string[] {
  const categories = product.categories;
  if (!categories) return [];
  return [...new Set([...categories.parent, ...categories.parentSub, ...categories.parentSubSub, ...categories.productCategory].map((entry) => entry._id))];
}

/** The rank a product sorts by in every list: best rated, then most reviewed, the id breaking ties. */
export const productRank = (product: Pick<IndexableProduct, 'ratingAverage' | 'ratingCount' | 'productId'>) => rankKey(product.ratingAverage, product.ratingCount, product.productId);

/** The product list partition of a scope (a city or ANY_CITY) and a category (or ALL_CATEGORIES). */
export const productListPartition = (scope: string, categoryId: string) => `${scope}#${categoryId}`;

export interface ProductListRecord {
  partition: string;
  position: string;
  productId: string;
  card: ProductCard;
}

/** At most this many lists per product (ten leaf categories and their parents, in two scopes). */
const MAX_LIST_RECORDS = 120;

/** The product's list records; none unless it is active. */
export function productListRecords(product: IndexableProduct): ProductListRecord[] {
  if (!isProductListed(product)) return [];
  const card = productCard(product);
  const position = productRank(product);
  const lists = [ALL_CATEGORIES, ...card.categoryIds];
  return [product.cityName, ANY_CITY]
    .flatMap((scope) => lists.map((categoryId) => productListPartition(scope, categoryId)))
    .slice(0, MAX_LIST_RECORDS)
    .map((partition) => ({ partition, position, productId: product.productId, card }));
}

/** The product's search records (name words in its city); none unless it is active. */
export function productSearchRecords(product: IndexableProduct): SearchRecord[] {
  if (!isProductListed(product)) return [];
  const rank = productRank(product);
  const leaf = product.categories?.productCategory[0]?.title;
  const leafHi = product.categories?.productCategory[0]?.titleHi;
  const categoryTitles = product.categories ? [...product.categories.productCategory, ...product.categories.parentSubSub].map((entry) => entry.title) : [];
  return searchRecords({
    kind: 'product',
    scope: product.cityName,
    id: product.productId,
    words: searchWords(product.title),
    order: rank,
    fields: {
      title: product.title,
      slug: product.slug,
      terms: [...new Set(categoryTitles.flatMap((title) => searchWords(title)))].join(' '),
      cityName: product.cityName,
      ...(product.images?.[0] ? { logo: product.images[0] } : {}),
      ratingAverage: product.ratingAverage ?? 0,
      ratingCount: product.ratingCount ?? 0,
      ...(leaf ? { category: leaf } : {}),
      ...(leaf && leafHi ? { categoryHi: leafHi } : {}),
      area: product.businessName.slice(0, 60),
      rank,
    },
  });
}

export const productListRecordKey = (record: Pick<ProductListRecord, 'partition' | 'position'>) => `${record.partition}|${record.position}`;
