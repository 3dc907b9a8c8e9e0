import type { DiscountType } from '@shared/products/discount';
import type { ExtraSpecification, ProductDocument } from '@shared/schemas/product';
import type { ProductCard } from '@shared/search/product-entries';

export type { ProductCard };

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
  productDescription: string;
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

export type { Discount } from '../../api/get-discounts';

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
