import { useParams, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { cityNameOf } from '../../../features/location/components/city-button';
import { productSearchParamsFromUrl, productSearchQuery } from '../../../features/products/api/product';
import { ProductSearch } from '../../../features/products/components/product-search';
import type { PagePrefetch } from '../../ssr/page-data';
import { useLocale, useT } from '../../../i18n';

const titleOf = (text: string) =>
  text
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/**
 * The server's data for product results (search and a city's products): the
 * first page the URL asks for, one call. Price, stock and page variants point
 * their canonical at the unfiltered results.
 */
export const prefetch: PagePrefetch = async ({ params, url, queryClient }) => {
  await queryClient.prefetchQuery(productSearchQuery(productSearchParamsFromUrl(params.city ?? '', url.searchParams)));
  const identity = new URLSearchParams();
  for (const name of ['find', 'category', 'subcat', 'subsubCat', 'productCategoryId']) {
    const value = url.searchParams.get(name);
    if (value) identity.set(name, value);
  }
  // Result pages stay out of search indexes.
  return { canonicalPath: identity.size ? `${url.pathname}?${identity.toString()}` : url.pathname, noindex: true };
};

/** /in/{city}/search/products?find=&category=&subcat=&subsubCat=&productCategoryId=: product search results. */
export function ProductSearchRoute() {
  const t = useT();
  const locale = useLocale();
  const { city = '' } = useParams();
  const [params] = useSearchParams();
  const find = params.get('find')?.trim() ?? '';
  const inCategory = ['category', 'subcat', 'subsubCat', 'productCategoryId'].some((name) => params.get(name));
  const cityName = cityNameOf(city, locale);
  const heading = find
    ? inCategory
      ? t('{what} in {city}', { what: titleOf(find), city: cityName })
      : t('Results for “{find}” in {city}', { find, city: cityName })
    : t('Products in {city}', { city: cityName });
  return (
    <>
      <Head
        title={heading}
        description={
          find
            ? t('Find {what} from sellers in {city}: prices, specifications and quotes.', { what: titleOf(find).toLowerCase(), city: cityName })
            : t('Find products from sellers in {city}: prices, specifications and quotes.', { city: cityName })
        }
      />
      <ProductSearch city={city} heading={heading} />
    </>
  );
}

/** /in/{city}/sb-products: every product of a city. */
export function CityProductsRoute() {
  const t = useT();
  const locale = useLocale();
  const { city = '' } = useParams();
  const cityName = cityNameOf(city, locale);
  const heading = t('Products in {city}', { city: cityName });
  return (
    <>
      <Head title={heading} description={t('Products from local sellers in {city}: prices, specifications and quotes on Sbiz.', { city: cityName })} />
      <ProductSearch city={city} heading={heading} />
    </>
  );
}
