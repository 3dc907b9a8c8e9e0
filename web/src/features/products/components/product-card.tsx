import { Link } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { ButtonLink } from '../../../components/ui/button';
import { PackageIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../i18n';
import { priceText } from '../unit-names';
import { discountText, specLabelText } from '../i18n';
import type { ProductCard as Card } from '../types';

/** A product card of search results, lists and the profile tab: image, title, price, seller and 'View Product'; `withSpecs` adds its first specifications as a table (the profile tab). */
export function ProductCard({ product, withSpecs = false }: { product: Card; withSpecs?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const href = paths.products.detail.getHref({ city: product.cityName, slug: product.slug });
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        {product.image ? <img src={uploadUrl(product.image)} alt="" loading="lazy" /> : <PackageIcon />}
      </Link>
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link to={href}>{product.title}</Link>
        </h3>
        <p className="product-card__price">
          {priceText(product.price, product.units, t, locale)}
          {product.discount ? <span className="product-card__discount">{discountText(t, product.discount)}</span> : null}
        </p>
        <p className="product-card__seller">{product.business.name}</p>
        {withSpecs && product.specs?.length ? (
          <table className="spec-table product-card__specs">
            <caption className="visually-hidden">{t('Specifications of {title}', { title: product.title })}</caption>
            <tbody>
              {product.specs.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{specLabelText(row.label, locale)}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {product.outOfStock ? <p className="product-card__stock">{t('Out of stock')}</p> : null}
        <ButtonLink to={href} size="sm" variant="outline">
          {t('View Product')}
        </ButtonLink>
      </div>
    </article>
  );
}

/** A grid of product cards, or the empty message (translated; 'No products found' by default). */
export function ProductGrid({ products, empty, withSpecs = false }: { products: Card[]; empty?: string; withSpecs?: boolean }) {
  const t = useT();
  if (!products.length) return <p className="empty-state">{empty ?? t('No products found')}</p>;
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} withSpecs={withSpecs} />
        </li>
      ))}
    </ul>
  );
}
