import * as z from 'zod';
import { indianPhoneDigits, plainText } from '../business/format';
import { discountTypes, percentDiscountFits, PERCENT_DISCOUNT_TOO_HIGH, type DiscountType } from '../products/discount';
import { allSpecKeys } from '../products/specifications';
import { DEFAULT_UNIT, productUnits } from '../products/units';
import { boundedText, optionalHttpUrl, uploadKey } from './common';
import { msg } from '../i18n/catalog';
import type { ProductCard } from '../search/product-entries';
import type { SafeHtml } from '../rich-text/safe-html';

/**
 * The product form, the product lists, discounts, quotes and leads (spec 3
 * §3, §5, §7; spec 2 §3, §5, §7). The wizard validates its values with the
 * same schema the API parses, so the messages are the spec's on both sides.
 */
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRODUCT_DOCUMENTS = 20;
export const SHORT_DESCRIPTION_MAX = 200;
export const MAX_PRODUCT_CATEGORIES = 10;
export const MAX_EXTRA_SPECIFICATIONS = 30;
export const PRODUCT_PAGE_SIZE = 10;
export const SEO_TITLE_ADVISED = { min: 50, max: 60 } as const;
export const SEO_DESCRIPTION_ADVISED = { min: 150, max: 160 } as const;

export const productMessages = {
  titleRequired: msg('Product name is required'),
  shortDescriptionRequired: msg('Short description is required'),
  descriptionRequired: msg('Description is required'),
  websiteUrl: msg('Must be a valid URL'),
  business: msg('Please select a business'),
  priceRequired: msg('Price is required'),
  pricePositive: msg('Price must be positive'),
  unitsRequired: msg('Units are required'),
  imagesRequired: msg('At least one image is required'),
  imagesMax: msg('Maximum 10 images allowed'),
  categoriesRequired: msg('At least one product category is required'),
  documentsMax: msg('Maximum number of documents (20) reached'),
} as const;

const id = z.string().trim().min(1).max(200);
const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

/** A document of the Product Catalog tab: an uploaded file's key with its name, type and size. */
export const ProductDocumentSchema = z.object({
  name: requiredText(msg('Document name is required'), 200),
  type: boundedText(150).default(''),
  size: z
    .number()
    .int()
    .min(0)
    .max(100 * 1024 * 1024),
  key: uploadKey,
});
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

export const ExtraSpecificationSchema = z.object({
  title: boundedText(100),
  value: boundedText(500),
  _id: z.string().max(64).optional(),
});
export type ExtraSpecification = z.infer<typeof ExtraSpecificationSchema>;

const specKeys = new Set(allSpecKeys);
/** The specifications map: known keys only; empty values are dropped (spec 3 §5). */
const SpecificationsSchema = z
  .record(z.string().max(40), boundedText(500))
  .refine((map) => Object.keys(map).length <= allSpecKeys.length && Object.keys(map).every((key) => specKeys.has(key)), msg('Unknown specification'))
  .transform((map) => Object.fromEntries(Object.entries(map).filter(([, value]) => value !== '')));

const businessRef = z.object({ businessId: z.string({ error: productMessages.business }).trim().min(1, productMessages.business).max(64), cityName: boundedText(80).optional() });

const price = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? productMessages.priceRequired : msg('Price must be a number')) })
  .positive(productMessages.pricePositive)
  .max(1_000_000_000, msg('Price is too large'))
  .transform((value) => Math.round(value * 100) / 100);

const units = z.enum(productUnits, { error: (issue) => (issue.input === undefined || issue.input === '' ? productMessages.unitsRequired : msg('Please pick a unit from the list')) });

const fields = {
  title: requiredText(productMessages.titleRequired, 150),
  shortDescription: z
    .string({ error: productMessages.shortDescriptionRequired })
    .trim()
    .min(1, productMessages.shortDescriptionRequired)
    .max(SHORT_DESCRIPTION_MAX, `Short description must be at most ${SHORT_DESCRIPTION_MAX} characters`),
  productDescription: z
    .string({ error: productMessages.descriptionRequired })
    .max(20_000, msg('Description is too long'))
    .refine((html) => plainText(html).length > 0, productMessages.descriptionRequired),
  websiteUrl: optionalHttpUrl(productMessages.websiteUrl),
  businesses: z.array(businessRef, { error: productMessages.business }).min(1, productMessages.business).max(1, msg('A product belongs to one business')),
  price,
  units: units.default(DEFAULT_UNIT),
  sku: boundedText(100).optional(),
  outOfStock: z.boolean().default(false),
  images: z.array(uploadKey, { error: productMessages.imagesRequired }).min(1, productMessages.imagesRequired).max(MAX_PRODUCT_IMAGES, productMessages.imagesMax),
  documents: z.array(ProductDocumentSchema).max(MAX_PRODUCT_DOCUMENTS, productMessages.documentsMax).default([]),
  productCategory: z
    .array(id, { error: productMessages.categoriesRequired })
    .min(1, productMessages.categoriesRequired)
    .max(MAX_PRODUCT_CATEGORIES, `At most ${MAX_PRODUCT_CATEGORIES} product categories`)
    .transform((ids) => [...new Set(ids)]),
  // The parents are derived from the chosen categories on the server; sent lists are accepted and ignored.
  parent: z.array(id).max(50).optional(),
  parentSub: z.array(id).max(50).optional(),
  parentSubSub: z.array(id).max(50).optional(),
  specifications: SpecificationsSchema.default({}),
  extraSpecifications: z
    .array(ExtraSpecificationSchema)
    .max(MAX_EXTRA_SPECIFICATIONS, `At most ${MAX_EXTRA_SPECIFICATIONS} extra specifications`)
    .default([])
    // Only rows with both a title and a value are kept (spec 3 §5).
    .transform((rows) => rows.filter((row) => row.title !== '' && row.value !== '')),
  seoTitle: boundedText(200).optional(),
  seoDescription: boundedText(500).optional(),
  discount: z.union([z.literal(''), id]).optional(),
  userId: z.string().max(64).optional(),
};

export const AddProductSchema = z.object(fields);
export type AddProductInput = z.infer<typeof AddProductSchema>;
export type AddProductForm = z.input<typeof AddProductSchema>;

/** The edit screen sends what it shows; everything is optional, and what is sent is checked as on creation. */
export const UpdateProductSchema = z
  .object({
    ...Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])),
  } as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> })
  .extend({
    /** Only an admin suspends or restores a product. */
    status: z.enum(['active', 'suspended']).optional(),
  });
export type UpdateProductInput = z.infer<typeof UpdateProductSchema>;

export const ProductIdPathSchema = z.object({ id });
export const ProductBySlugQuerySchema = z.object({
  slug: z
    .string({ error: msg('slug is required') })
    .trim()
    .min(1, msg('slug is required'))
    .max(200),
});
export const DeleteImageByIndexSchema = z.object({
  index: z.coerce
    .number({ error: msg('index must be a number') })
    .int(msg('index must be a whole number'))
    .min(0, msg('index must be at least 0'))
    .max(MAX_PRODUCT_IMAGES - 1, msg('No image at that index')),
});

/** GET /products/all: one seller's, one business's or one category's products, 10 at a time. */
export const ProductListQuerySchema = z
  .object({
    userId: id.optional(),
    productCategoryId: id.optional(),
    businessId: id.optional(),
    /** Leaves this product out (the product page's own lists). */
    exclude: id.optional(),
    limit: z.coerce.number().int().min(1).max(PRODUCT_PAGE_SIZE).catch(PRODUCT_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
    cursor: z.string().max(2000).optional(),
  })
  .refine((query) => [query.userId, query.productCategoryId, query.businessId].filter(Boolean).length === 1, msg('Give exactly one of userId, productCategoryId or businessId'));
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** The product search results page: /in/{city}/search/products. */
export const ProductSearchQuerySchema = z.object({
  cityName: z
    .string({ error: msg('cityName is required') })
    .trim()
    .min(1, msg('cityName is required'))
    .max(80),
  category: id.optional(),
  subcat: id.optional(),
  subsubCat: id.optional(),
  productCategoryId: id.optional(),
  find: boundedText(100).optional(),
  minPrice: z.coerce.number().min(0).max(1_000_000_000).optional().catch(undefined),
  maxPrice: z.coerce.number().min(0).max(1_000_000_000).optional().catch(undefined),
  inStock: z.enum(['true', 'false']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(12).default(12),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

/** Discounts an owner offers at a business. */
export const AddDiscountSchema = z
  .object({
    businessId: z.string({ error: productMessages.business }).trim().min(1, productMessages.business).max(64),
    code: z
      .string({ error: msg('Discount code is required') })
      .trim()
      .min(1, msg('Discount code is required'))
      .max(30, msg('Discount code must be at most 30 characters'))
      .regex(/^[A-Za-z0-9_-]+$/, msg('Use letters, digits, - and _ only'))
      .transform((code) => code.toUpperCase()),
    type: z.enum(discountTypes, { error: msg('Please choose flat or percent') }),
    amount: z
      .number({ error: msg('Amount is required') })
      .positive(msg('Amount must be positive'))
      .max(10_000_000, msg('Amount is too large')),
  })
  .refine(percentDiscountFits, { message: PERCENT_DISCOUNT_TOO_HIGH, path: ['amount'] });
export type AddDiscountInput = z.infer<typeof AddDiscountSchema>;
export const DiscountListQuerySchema = z.object({ businessId: id.optional() });

export const leadMessages = {
  name: msg('Name is required'),
  phoneRequired: msg('Mobile number is required'),
  phoneInvalid: msg('Please enter a valid 10-digit mobile number'),
  emailRequired: msg('Email is required'),
  emailInvalid: msg('Please enter a valid email address'),
} as const;

const personName = requiredText(leadMessages.name, 100);
const mobile = z
  .string({ error: leadMessages.phoneRequired })
  .trim()
  .min(1, leadMessages.phoneRequired)
  .max(20, leadMessages.phoneInvalid)
  .refine((phone) => indianPhoneDigits(phone) !== null, leadMessages.phoneInvalid)
  .transform((phone) => indianPhoneDigits(phone)!);
const email = z.string({ error: leadMessages.emailRequired }).trim().min(1, leadMessages.emailRequired).max(254, leadMessages.emailInvalid).pipe(z.email(leadMessages.emailInvalid));

/** POST /quotes/add. Name, email and phone come from the account when signed in, else they are required (the handler checks). */
export const AddQuoteSchema = z.object({
  wanted: z.coerce
    .number({ error: msg('Quantity is required') })
    .int(msg('Quantity must be a whole number'))
    .min(1, msg('Quantity must be at least 1'))
    .max(10_000_000, msg('Quantity is too large')),
  unit: z.enum(productUnits, { error: msg('Please pick a unit from the list') }),
  productId: id,
  name: personName.optional(),
  cityName: boundedText(80).optional(),
  email: email.optional(),
  phone: mobile.optional(),
  message: boundedText(1000).optional(),
  userId: z.string().max(64).optional(),
});
export type AddQuoteInput = z.infer<typeof AddQuoteSchema>;

/** POST /leads/add: the lead card on product category pages (name, email and phone required). */
export const AddLeadSchema = z.object({
  name: personName,
  email,
  phone: mobile,
  category: z
    .string({ error: msg('Category is required') })
    .trim()
    .min(1, msg('Category is required'))
    .max(200),
});
export type AddLeadInput = z.infer<typeof AddLeadSchema>;

/** The request-for-quotes form (/require-form): what is needed, how much, and who asks, sent to the businesses of one category in one city. */
export const requireFormMessages = {
  need: msg('Please tell us what you need'),
  category: msg('Please choose a category'),
  city: msg('Please choose a city'),
  noRecipients: msg('No business in this category and city takes requests yet. Please try another category or a nearby city.'),
  success: msg('Contact details submitted successfully'),
  failure: msg('Failed to submit contact details.'),
} as const;

export const RequireFormSchema = z.object({
  need: requiredText(requireFormMessages.need, 200),
  quantity: AddQuoteSchema.shape.wanted,
  unit: AddQuoteSchema.shape.unit,
  category: z.string({ error: requireFormMessages.category }).trim().min(1, requireFormMessages.category).max(200),
  cityName: z.string({ error: requireFormMessages.city }).trim().min(1, requireFormMessages.city).max(80, msg('Please keep this under 80 characters')),
  name: personName,
  email,
  phone: mobile,
  details: boundedText(1000).optional(),
});
export type RequireFormInput = z.infer<typeof RequireFormSchema>;

export const InboxQuerySchema = z.object({ cursor: z.string().max(2000).optional() });
export const InboxIdPathSchema = z.object({ id });

/** GET /products/getProductsByBusiness (the profile's Services / Products tab). */
export const BusinessProductsQuerySchema = z.object({ businessId: id, cursor: z.string().max(2000).optional() });

// The answers of the product routes, as the web reads them.

export interface Titled {
  _id: string;
  title: string;
  /** The Hindi title, where the API sends one (categoryTitle picks it on Hindi pages). */
  titleHi?: string | null;
  slug?: string;
}

/** GET /products/{id} and getProductBySlug's `data` (a suspended product shows only _id, slug, status, title). */
export interface ProductDetail {
  _id: string;
  title: string;
  slug: string;
  status: 'active' | 'suspended';
  shortDescription: string;
  productDescription: SafeHtml;
  websiteUrl: string;
  businesses: Array<{ _id: string; businessId: string; name: string; slug: string; cityName: string }>;
  userId: string;
  price: number | null;
  units: string;
  sku: string;
  outOfStock: boolean;
  images: string[];
  documents: ProductDocument[];
  parent: Titled[];
  parentSub: Titled[];
  parentSubSub: Titled[];
  productCategory: Titled[];
  specifications: Record<string, string>;
  extraSpecifications: ExtraSpecification[];
  seoTitle: string;
  seoDescription: string;
  discount: { _id: string; code: string; type: DiscountType; amount: number; label: string } | null;
  views: number;
  rating: { average: number; count: number };
  createdAt: string;
}

/** A suspended product as anyone but its seller and admins see it: only what the 'removed' page names. */
export interface RemovedProduct {
  _id: string;
  slug: string;
  status: 'suspended';
  title: string;
}

export interface Seller {
  _id: string;
  name: string;
  slug: string;
  cityName: string;
  logo: string | null;
  address: { street: string; city: string; state: string };
  phone: string;
  rating: { average: number; count: number };
  verified: boolean;
  establishmentYear: number | null;
}

export type ProductListCard = ProductCard & { status?: 'active' | 'suspended'; views?: number };

export interface ProductPage {
  data: ProductListCard[];
  nextCursor: string | null;
}

export interface ProductSearchResponse {
  data: ProductCard[];
  pagination: { page: number; limit: number; total: number; totalPages: number; capped: boolean };
  facets: { categories: Array<{ _id: string; title: string; titleHi?: string; count: number }> };
}

export interface InboxItem {
  _id: string;
  kind: 'quote' | 'lead' | 'rfq';
  createdAt: string;
  read: boolean;
  name: string;
  email: string;
  phone: string;
  cityName: string;
  buyerId: string | null;
  wanted: number | null;
  unit: string;
  message: string;
  /** What a request for quotes (/require-form) asks for. */
  need: string;
  product: { _id: string; title: string; slug: string; cityName: string } | null;
  businessId: string | null;
  /** The category asked about; titleHi is its Hindi title, where there is one (issue #28). */
  category: { _id: string; title: string; titleHi?: string } | null;
}

/** One of an owner's discounts (spec 3 'Discount'), offered by products and events alike. */
export interface Discount {
  _id: string;
  businessId: string;
  code: string;
  type: DiscountType;
  amount: number;
  label: string;
}
