import { Link, useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { productSearchParamsFromUrl, useProductSearch } from '../api/product';
import { ProductGrid } from './product-card';
import { msg, useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/** The sidebar's price bands, in rupees. */
const PRICE_BANDS = [
  { label: msg('Under ₹500'), max: 500 },
  { label: msg('₹500 – ₹5,000'), min: 500, max: 5000 },
  { label: msg('₹5,000 – ₹50,000'), min: 5000, max: 50000 },
  { label: msg('Over ₹50,000'), min: 50000 },
] as const;

/** Product results of a city with the filter sidebar and pagination: /in/{city}/search/products and /in/{city}/sb-products. */
export function ProductSearch({ city, heading }: { city: string; heading: string }) {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = productSearchParamsFromUrl(city, params);
  const results = useProductSearch(query);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  const band = PRICE_BANDS.findIndex((entry) => ('min' in entry ? entry.min : undefined) === query.minPrice && ('max' in entry ? entry.max : undefined) === query.maxPrice);
  const pagination = results.data?.pagination;
  return (
    <div className="product-search container">
      <h1 className="product-search__heading">{heading}</h1>
      <div className="product-search__layout">
        <aside className="filter-sidebar" aria-label={t('Filters')}>
          <section>
            <h2>{t('Price')}</h2>
            <ul>
              {PRICE_BANDS.map((entry, index) => (
                <li key={entry.label}>
                  <label className="choice">
                    <input
                      type="radio"
                      name="price"
                      checked={band === index}
                      onChange={() => update({ minPrice: 'min' in entry ? String(entry.min) : undefined, maxPrice: 'max' in entry ? String(entry.max) : undefined })}
                    />{' '}
                    {t(entry.label)}
                  </label>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{t('Availability')}</h2>
            <label className="choice">
              <input type="checkbox" checked={query.inStock === 'true'} onChange={(event) => update({ inStock: event.target.checked ? 'true' : undefined })} /> {t('In stock only')}
            </label>
          </section>
          {results.data?.facets.categories.length ? (
            <section>
              <h2>{t('Categories')}</h2>
              <ul>
                {results.data.facets.categories.map((facet) => (
                  <li key={facet._id}>
                    <Link to={paths.search.products.getHref({ city, productCategoryId: facet._id })}>
                      {categoryTitle(facet, locale)} <span className="muted">({facet.count})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => update({ minPrice: undefined, maxPrice: undefined, inStock: undefined })}>
            {t('Clear filters')}
          </Button>
        </aside>
        <div className="product-search__results" aria-busy={results.isFetching}>
          {results.isPending ? <Spinner label={t('Loading products')} /> : null}
          {results.isError ? <p className="empty-state">{t('No data available')}</p> : null}
          {results.data ? (
            <>
              <p className="muted">{t('{count, plural, one {# product} other {# products}}', { count: results.data.pagination.total })}</p>
              <ProductGrid products={results.data.data} empty={t('No products found in this category')} />
            </>
          ) : null}
          {pagination && pagination.totalPages > 1 ? (
            <nav className="pagination" aria-label={t('Pages')}>
              <Button variant="outline" size="sm" disabled={pagination.page <= 1} onClick={() => update({ page: String(pagination.page - 1) })}>
                {t('Previous')}
              </Button>
              <span>{t('Page {page} of {total}', { page: String(pagination.page), total: String(pagination.totalPages) })}</span>
              <Button variant="outline" size="sm" disabled={pagination.page >= pagination.totalPages} onClick={() => update({ page: String(pagination.page + 1) })}>
                {t('Next')}
              </Button>
            </nav>
          ) : null}
        </div>
      </div>
    </div>
  );
}
