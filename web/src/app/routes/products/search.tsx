import { useParams, useSearchParams } from 'react-router';
import { Head } from '../../../components/ui/head';
import { cityNameOf } from '../../../features/location/components/city-button';
import { ProductSearch } from '../../../features/products/components/product-search';

const titleOf = (text: string) => text.replace(/[-_]+/g, ' ').trim().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

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
