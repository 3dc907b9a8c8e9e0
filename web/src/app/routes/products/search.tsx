import { useParams, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { cityNameOf } from '../../../features/location/components/city-button';
import { productSearchParamsFromUrl, productSearchQuery } from '../../../features/products/api/product';
import { ProductSearch } from '../../../features/products/components/product-search';
import type { PagePrefetch } from '../../ssr/page-data';

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
  const { city = '' } = useParams();
  const [params] = useSearchParams();
  const find = params.get('find')?.trim() ?? '';
  const inCategory = ['category', 'subcat', 'subsubCat', 'productCategoryId'].some((name) => params.get(name));
  const heading = find ? `${inCategory ? titleOf(find) : `Results for “${find}”`} in ${cityNameOf(city)}` : `Products in ${cityNameOf(city)}`;
  return (
    <>
      <Head title={heading} description={`Find ${find ? titleOf(find).toLowerCase() : 'products'} from sellers in ${cityNameOf(city)}: prices, specifications and quotes.`} />
      <ProductSearch city={city} heading={heading} />
    </>
  );
}

/** /in/{city}/sb-products: every product of a city. */
export function CityProductsRoute() {
  const { city = '' } = useParams();
  const heading = `Products in ${cityNameOf(city)}`;
  return (
    <>
      <Head title={heading} description={`Products from local sellers in ${cityNameOf(city)}: prices, specifications and quotes on Sbiz.`} />
      <ProductSearch city={city} heading={heading} />
    </>
  );
}
