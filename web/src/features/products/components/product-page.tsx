import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { useQuery } from '@tanstack/react-query';
import { formatIndianPhone } from '@shared/business/format';
import { discountPercent, discountedPrice } from '@shared/products/discount';
import { minimumOrderOf } from '@shared/products/minimum-order';
import { uploadUrl } from '@shared/uploads';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { StatusPage } from '../../../components/status-page';
import { EyeIcon, MessageIcon, PackageIcon, StoreIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { msg, Trans, useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import { discountText } from '../i18n';
import { countProductView, productBySlugQuery, useProductList } from '../api/product';
import type { ProductCard as ProductCardData, ProductDetail, Seller } from '../types';
import { InquiryForm } from './inquiry-form';
import { ProductGallery } from './product-gallery';
import { priceText } from '../unit-names';
import { deferredLazy } from '../../../lib/deferred';
import { ReportSellerDialog } from './report-seller-dialog';
import { SpecificationsTable } from './specifications-table';
import { RichHtml } from '../../../components/ui/rich-html';

/** Shown instead of the page when an admin has suspended the product (spec 2 §2.3). */
function ProductRemoved() {
  const t = useT();
  return <StatusPage icon={<PackageIcon size={48} />} title={t('Product Removed / No Longer Available')} text={t('This product has been removed and is no longer available on Sbiz.')} />;
}

function DiscountCard({ product }: { product: ProductDetail }) {
  const t = useT();
  const locale = useLocale();
  const discount = product.discount;
  if (!discount) return null;
  const percent = discountPercent(discount, product.price ?? undefined);
  return (
    <aside className="discount-card" aria-label={t('Discount')}>
      <p className="discount-card__label">{discountText(t, discount)}</p>
      {percent !== undefined ? <p>{t('Save {percent}%', { percent: String(percent) })}</p> : null}
      {product.price !== null ? (
        <p>{t('Pay {price} instead of {original}', { price: formatRupees(discountedPrice(discount, product.price), locale), original: formatRupees(product.price, locale) })}</p>
      ) : null}
      <p>
        <Trans id="Use code <0>{code}</0>" values={{ code: discount.code }} components={{ 0: <strong className="discount-card__code" /> }} />
      </p>
    </aside>
  );
}

function SellerCard({ seller }: { seller: Seller }) {
  const t = useT();
  return (
    <section className="product-section seller-card" aria-labelledby="seller-title">
      <h2 id="seller-title">{t('Seller')}</h2>
      <div className="seller-card__head">
        {seller.logo ? <img src={uploadUrl(seller.logo)} alt="" className="seller-card__logo" /> : <StoreIcon size={32} />}
        <div>
          <Link to={paths.business.profile.getHref({ city: seller.cityName, slug: seller.slug })} className="seller-card__name">
            {seller.name}
          </Link>
          <p className="muted">{[seller.address.street, seller.address.city].filter(Boolean).join(', ')}</p>
        </div>
      </div>
      {seller.phone ? <p>{formatIndianPhone(seller.phone)}</p> : null}
      {seller.rating.count ? (
        <p>
          {seller.rating.average.toFixed(1)} ★ ({t('{count, plural, one {# review} other {# reviews}}', { count: seller.rating.count })})
        </p>
      ) : null}
      {seller.establishmentYear ? <p>{t('In business since {year}', { year: String(seller.establishmentYear) })}</p> : null}
    </section>
  );
}

// The lists of other products sit at the foot of the page: their cards' code loads as they near the viewport.
const { Component: ProductGrid, useSlot: useProductGridSlot } = deferredLazy(async () => (await import('./product-card')).ProductGrid);

/** `title` is an English message, shown translated. */
function RelatedList({ title, scope }: { title: string; scope: Parameters<typeof useProductList>[0] }) {
  const list = useProductList(scope);
  if (!list.data?.data.length) return null;
  return <RelatedSection title={title} products={list.data.data} />;
}

function RelatedSection({ title, products }: { title: string; products: ProductCardData[] }) {
  const t = useT();
  const slot = useProductGridSlot<HTMLElement>();
  return (
    <section ref={slot} className="product-section" aria-label={t(title)}>
      <h2>{t(title)}</h2>
      <Suspense fallback={null}>
        <ProductGrid products={products} />
      </Suspense>
    </section>
  );
}

/** The product page: /in/{city}/product/{slug} (spec 2 §2.3). `reviews` renders the review section, composed by the route, for the loaded product. */
export function ProductPage({ slug, reviews, buyerCity }: { slug: string; reviews?: (product: { _id: string; title: string; userId: string }) => ReactNode; buyerCity?: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(productBySlugQuery(slug));
  const toast = useToast();
  const requireSignIn = useRequireSignIn();
  const [reporting, setReporting] = useState(false);
  const product = query.data?.data;
  const productId = product?._id;

  useEffect(() => {
    if (productId) void countProductView(productId);
  }, [productId]);

  if (query.isPending) return <PageSpinner />;
  if (query.error || query.data === null) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    const heading = query.data === null ? t('Product not found') : forbidden ? t("You don't have access") : t('Something went wrong');
    return (
      <div className="status-page">
        <Head title={heading} />
        <h1>{heading}</h1>
        {query.data === null ? <p>{t('The product you are looking for does not exist.')}</p> : forbidden ? null : <Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}
      </div>
    );
  }
  if (!product || (product.status === 'suspended' && !('images' in product))) return <ProductRemoved />;
  const seller = query.data.seller;
  const business = product.businesses[0]!;
  const leaf = product.productCategory[0];
  const url = typeof window === 'undefined' ? '' : window.location.href;

  async function share() {
    try {
      if (navigator.share) await navigator.share({ title: product!.title, url });
      else {
        await navigator.clipboard.writeText(url);
        toast.show({ message: t('Link copied!') });
      }
    } catch {
      // The visitor closed the share sheet.
    }
  }

  return (
    <div className="product-page container">
      <Head title={product.seoTitle || `${product.title} | ${business.name}`} description={product.seoDescription || product.shortDescription} />
      <nav aria-label={t('Breadcrumb')} className="breadcrumb">
        <Link to={paths.products.list.getHref({ city: business.cityName })}>{t('Products')}</Link>
        {leaf ? (
          <>
            {' / '}
            <Link to={paths.search.products.getHref({ city: business.cityName, productCategoryId: leaf._id })}>{categoryTitle(leaf, locale)}</Link>
          </>
        ) : null}
      </nav>
      <div className="product-page__top">
        <ProductGallery images={product.images} title={product.title} />
        <div className="product-page__summary">
          <h1 className="product-page__title">{product.title}</h1>
          {product.shortDescription ? <p className="product-page__short">{product.shortDescription}</p> : null}
          <p className="product-page__price">{priceText(product.price, product.units, t, locale)}</p>
          {product.outOfStock ? <p className="product-page__stock">{t('Out of stock')}</p> : <p className="product-page__stock product-page__stock--in">{t('In stock')}</p>}
          {product.sku ? <p className="muted">{t('SKU: {sku}', { sku: product.sku })}</p> : null}
          <p className="muted product-page__views">
            <EyeIcon size={16} /> {t('{count, plural, one {# view} other {# views}}', { count: product.views })}
          </p>
          <DiscountCard product={product} />
          <ul className="product-notices">
            <li>{t('Free 30-day returns')}</li>
            <li>
              <Trans id="Free delivery <0>(not delivered by the product provider)</0>" components={{ 0: <span className="muted" /> }} />
            </li>
          </ul>
          <div className="product-page__actions">
            <ButtonLink to={paths.dashboard.messages.getHref({ businessId: business.businessId, cityName: business.cityName, productId: product._id })} icon={<MessageIcon />}>
              {t('Ask')}
            </ButtonLink>
            <Button variant="outline" onClick={() => void share()}>
              {t('Share')}
            </Button>
            <Button variant="ghost" onClick={() => requireSignIn({ title: t('Log in to report this seller'), action: () => setReporting(true) })}>
              {t('Report seller')}
            </Button>
            {product.websiteUrl ? (
              <a className="button button--ghost button--md" href={product.websiteUrl} target="_blank" rel="nofollow noopener noreferrer">
                {t('Website')}
              </a>
            ) : null}
          </div>
        </div>
      </div>
      <div className="product-page__body">
        <div className="product-page__main">
          <SpecificationsTable product={product} />
          <section className="product-section" aria-labelledby="product-description">
            <h2 id="product-description">{t('Description')}</h2>
            <RichHtml className="rich-text" html={product.productDescription} />
          </section>
          {product.documents.length ? (
            <section className="product-section" aria-labelledby="product-documents">
              <h2 id="product-documents">{t('Product Catalog')}</h2>
              <ul className="document-list">
                {product.documents.map((document) => (
                  <li key={document.key}>
                    <a href={uploadUrl(document.key)} target="_blank" rel="noopener noreferrer">
                      {document.name}
                    </a>{' '}
                    <span className="muted">({Math.max(1, Math.round(document.size / 1024))} KB)</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {reviews?.(product)}
        </div>
        <div className="product-page__side">
          <InquiryForm productId={product._id} units={product.units} minimumOrder={minimumOrderOf(product.specifications)} cityName={buyerCity} />
          {seller ? <SellerCard seller={seller} /> : null}
        </div>
      </div>
      <RelatedList title={msg('More Products From This Seller')} scope={{ userId: product.userId, exclude: product._id }} />
      {leaf ? <RelatedList title={msg('Related Products')} scope={{ productCategoryId: leaf._id, exclude: product._id }} /> : null}
      <ReportSellerDialog open={reporting} onClose={() => setReporting(false)} productId={product._id} />
    </div>
  );
}
