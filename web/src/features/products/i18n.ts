/**
 * The product wizard's tab labels (issue #28), marked for the catalog and
 * translated where they are shown: t(productTabLabels[tab]).
 */
import type { ProductTab } from '@shared/products/completion';
import { msg } from '../../i18n';

export const productTabLabels: Record<ProductTab, string> = {
  'basic-info': msg('Basic Info'),
  business: msg('Business'),
  pricing: msg('Pricing'),
  images: msg('Images'),
  category: msg('Category'),
  specifications: msg('Specifications'),
  'more-specifications': msg('More Specifications'),
  'product-catalog': msg('Product Catalog'),
  seo: msg('SEO'),
};
