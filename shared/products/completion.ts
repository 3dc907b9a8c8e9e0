/**
 * The product wizard's nine tabs, their completion rules (spec 3 §4) and
 * which tab each form field lives on (the error summary links there). The
 * creation wizard and the edit screen use the same rules.
 */
import { plainText } from '../business/format';

export const productTabs = ['basic-info', 'business', 'pricing', 'images', 'category', 'specifications', 'more-specifications', 'product-catalog', 'seo'] as const;
export type ProductTab = (typeof productTabs)[number];

export const productTabLabels: Record<ProductTab, string> = {
  'basic-info': 'Basic Info',
  business: 'Business',
  pricing: 'Pricing',
  images: 'Images',
  category: 'Category',
  specifications: 'Specifications',
  'more-specifications': 'More Specifications',
  'product-catalog': 'Product Catalog',
  seo: 'SEO',
};

/** The wizard's values as the completion rules read them (loose: a form in progress). */
export interface ProductCompletionInput {
  title?: string;
  shortDescription?: string;
  productDescription?: string;
  businesses?: ReadonlyArray<{ businessId?: string }>;
  price?: number | string | null;
  units?: string;
  images?: readonly unknown[];
  productCategory?: readonly string[];
  specifications?: Record<string, string | undefined>;
  extraSpecifications?: ReadonlyArray<{ title?: string; value?: string }>;
  documents?: readonly unknown[];
  seoTitle?: string;
  seoDescription?: string;
}

const filled = (value: string | undefined | null) => Boolean(value && value.trim());

const rules: Record<ProductTab, (input: ProductCompletionInput) => boolean> = {
  'basic-info': (input) => filled(input.title) && filled(input.shortDescription) && plainText(input.productDescription).length > 0,
  business: (input) => filled(input.businesses?.[0]?.businessId),
  pricing: (input) => Number(input.price) > 0 && filled(input.units),
  images: (input) => (input.images?.length ?? 0) >= 1,
  category: (input) => (input.productCategory?.length ?? 0) >= 1,
  specifications: (input) => Object.values(input.specifications ?? {}).some((value) => filled(value)),
  'more-specifications': (input) => (input.extraSpecifications ?? []).some((row) => filled(row.title) && filled(row.value)),
  'product-catalog': (input) => (input.documents?.length ?? 0) >= 1,
  seo: (input) => filled(input.seoTitle) && filled(input.seoDescription),
};

/** Is this tab complete? */
export function isTabComplete(tab: ProductTab, input: ProductCompletionInput): boolean {
  return rules[tab](input);
}

/** Every tab's completion. */
export function tabCompletion(input: ProductCompletionInput): Record<ProductTab, boolean> {
  return Object.fromEntries(productTabs.map((tab) => [tab, rules[tab](input)])) as Record<ProductTab, boolean>;
}

const FIELD_TABS: Record<string, ProductTab> = {
  title: 'basic-info',
  shortDescription: 'basic-info',
  productDescription: 'basic-info',
  websiteUrl: 'basic-info',
  businesses: 'business',
  price: 'pricing',
  units: 'pricing',
  sku: 'pricing',
  outOfStock: 'pricing',
  discount: 'pricing',
  images: 'images',
  productCategory: 'category',
  specifications: 'specifications',
  extraSpecifications: 'more-specifications',
  documents: 'product-catalog',
  seoTitle: 'seo',
  seoDescription: 'seo',
};

/** The tab a field (by its path's first segment) lives on. */
export function tabOfField(path: string): ProductTab {
  return FIELD_TABS[path.split('.')[0] ?? ''] ?? 'basic-info';
}

/** The error summary shows at most this many errors (spec 3 §9). */
export const ERROR_SUMMARY_LIMIT = 8;
