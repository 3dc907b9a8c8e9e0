/**
 * Products' words in the page's language (issue #28): the wizard's tab
 * labels, marked for the catalog and translated where they are shown
 * (t(productTabLabels[tab])), and discount labels.
 */
import type { ProductTab } from '@shared/products/completion';
import type { DiscountLike } from '@shared/products/discount';
import { allSpecKeys, specLabel } from '@shared/products/specifications';
import type { Locale } from '@shared/i18n/locales';
import { msg, type Translate } from '../../i18n';
import { specLabelIn } from './spec-labels';

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

/** 'Flat ₹500' or '10% Off' (discountLabel's words) in `t`'s language. */
export function discountText(t: Translate, discount: DiscountLike): string {
  const amount = discount.amount.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return discount.type === 'flat' ? t('Flat {amount}', { amount: `₹${amount}` }) : t('{amount}% Off', { amount });
}

let keyOfLabel: Map<string, string> | undefined;
/** A specification label the API wrote in English (specLabel(key)), in the page's language; other labels (the seller's own rows) as they are. */
export function specLabelText(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  keyOfLabel ??= new Map(allSpecKeys.map((key) => [specLabel(key), key]));
  const key = keyOfLabel.get(label);
  return key ? specLabelIn(key, label, locale) : label;
}
