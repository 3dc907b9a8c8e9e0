import { useParams, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { cityNameOf } from '../../../features/location/components/city-button';
import { useQuery } from '@tanstack/react-query';
import { productCategoryBySlugQuery, productSearchParamsFromUrl, productSearchQuery } from '../../../features/products/api/product';
import { ProductSearch } from '../../../features/products/components/product-search';
import type { PagePrefetch } from '../../ssr/page-data';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import type { Locale } from '@shared/i18n/locales';

const titleOf = (text: string) =>
  text
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

const CATEGORY_PARAMS = ['category', 'subcat', 'subsubCat', 'productCategoryId'] as const;

/**
 * A category link's `find` is the category's slug. A Hindi page names the
 * category by its Hindi title, so it looks the slug up; an English page
 * titles the slug as before.
 */
const categorySlugOf = (params: URLSearchParams, locale: Locale) => {
  const find = params.get('find')?.trim() ?? '';
  return locale === 'hi' && find && CATEGORY_PARAMS.some((name) => params.get(name)) ? find : '';
};

/**
 * The server's data for product results (search and a city's products): the
 * first page the URL asks for, one call. Price, stock and page variants point
 * their canonical at the unfiltered results.
 */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, locale }) => {
  const slug = categorySlugOf(url.searchParams, locale);
  await Promise.all([
    queryClient.prefetchQuery(productSearchQuery(productSearchParamsFromUrl(params.city ?? '', url.searchParams))),
    slug ? queryClient.prefetchQuery(productCategoryBySlugQuery(slug)) : undefined,
  ]);
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
  const inCategory = CATEGORY_PARAMS.some((name) => params.get(name));
  const slug = categorySlugOf(params, locale);
  const category = useQuery({ ...productCategoryBySlugQuery(slug), enabled: Boolean(slug) });
  // The category the link filters by, in Hindi on a Hindi page; else the searched words.
  const named = slug && category.data && CATEGORY_PARAMS.some((name) => params.get(name) === category.data?._id) ? category.data : undefined;
  const what = named ? categoryTitle(named, locale) : titleOf(find);
  const cityName = cityNameOf(city, locale);
  const heading = find ? (inCategory ? t('{what} in {city}', { what, city: cityName }) : t('Results for “{find}” in {city}', { find, city: cityName })) : t('Products in {city}', { city: cityName });
  return (
    <>
      <Head
        title={heading}
        description={
          find
            ? t('Find {what} from sellers in {city}: prices, specifications and quotes.', { what: what.toLowerCase(), city: cityName })
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
