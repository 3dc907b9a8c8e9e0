import type { ProductItem } from '../../data/entities/product';
import type { DiscountItem } from '../../data/entities/discount';
import type { SellerInboxItem } from '../../data/entities/seller-inbox';
import type { Caller } from '../../lib/http';
import { NO_RICH_TEXT } from '../../lib/rich-text';
import type { ExtraSpecification, ProductDocument } from '../../../shared/schemas/product';
import { discountLabel } from '../../../shared/products/discount';
import type { ProductCategories } from '../../../shared/search/product-entries';

/** Whether the caller may change this product: the owner of its business (the seller) or an admin. */
export function canManageProduct(product: Pick<ProductItem, 'userId'>, caller: Caller | undefined): boolean {
  return Boolean(caller && (caller.role === 'admin' || caller.sub === product.userId));
}

const EMPTY_CATEGORIES: ProductCategories = { parent: [], parentSub: [], parentSubSub: [], productCategory: [] };

/** The product as the API returns it, in the spec's field names (spec 3 §7, spec 2 §3). */
export function toProductResponse(product: ProductItem) {
  const categories = (product.categories as ProductCategories | undefined) ?? EMPTY_CATEGORIES;
  const discount = product.discount as { type: DiscountItem['type']; amount: number; code: string } | undefined;
  return {
    _id: product.productId,
    title: product.title,
    slug: product.slug,
    status: product.status,
    shortDescription: product.shortDescription ?? '',
    productDescription: product.productDescription ?? NO_RICH_TEXT,
    websiteUrl: product.websiteUrl ?? '',
    businesses: [{ _id: product.businessId, businessId: product.businessId, name: product.businessName, slug: product.businessSlug, cityName: product.cityName }],
    userId: product.userId,
    price: product.price ?? null,
    units: product.units,
    sku: product.sku ?? '',
    outOfStock: product.outOfStock,
    images: product.images,
    documents: (product.documents as ProductDocument[] | undefined) ?? [],
    parent: categories.parent,
    parentSub: categories.parentSub,
    parentSubSub: categories.parentSubSub,
    productCategory: categories.productCategory,
    specifications: (product.specifications as Record<string, string> | undefined) ?? {},
    extraSpecifications: (product.extraSpecifications as ExtraSpecification[] | undefined) ?? [],
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    discount: discount && product.discountId ? { _id: product.discountId, ...discount, label: discountLabel(discount) } : null,
    views: product.views,
    rating: { average: product.ratingAverage, count: product.ratingCount },
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
export type ProductResponse = ReturnType<typeof toProductResponse>;

/** What the product page shows of a suspended product: only that it is gone. */
export const toRemovedProductResponse = (product: ProductItem) => ({ _id: product.productId, slug: product.slug, status: 'suspended' as const, title: product.title });

export const toDiscountResponse = (discount: DiscountItem) => ({
  _id: discount.discountId,
  businessId: discount.businessId,
  code: discount.code,
  type: discount.type,
  amount: discount.amount,
  label: discountLabel(discount),
  createdAt: discount.createdAt,
});

/** An inbox row of /dashboard/leads. */
export const toInboxResponse = (item: SellerInboxItem) => ({
  _id: item.itemId,
  kind: item.kind,
  createdAt: item.createdAt,
  read: item.read,
  name: item.name,
  email: item.email ?? '',
  phone: item.phone ?? '',
  cityName: item.cityName ?? '',
  buyerId: item.buyerId ?? null,
  wanted: item.wanted ?? null,
  unit: item.unit ?? '',
  message: item.message ?? '',
  need: item.need ?? '',
  product: item.productId ? { _id: item.productId, title: item.productTitle ?? '', slug: item.productSlug ?? '', cityName: item.productCity ?? '' } : null,
  businessId: item.businessId ?? null,
  category: item.categoryId ? { _id: item.categoryId, title: item.categoryTitle ?? '', ...(item.categoryTitleHi ? { titleHi: item.categoryTitleHi } : {}) } : null,
});
