import type { ProductCard } from '@shared/search/product-entries';

// The products feature's answers are declared once, beside their routes' schemas (shared/schemas/product.ts).
export type { Discount, InboxItem, ProductDetail, ProductListCard, ProductPage, ProductSearchResponse, Seller, Titled } from '@shared/schemas/product';
export type { ProductCard };
