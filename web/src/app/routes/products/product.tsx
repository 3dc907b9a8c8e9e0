import { useParams } from 'react-router';
import { ProductPage } from '../../../features/products/components/product-page';
import { ReviewSection } from '../../../features/reviews/components/review-section';

/** /in/{city}/product/{slug}: the product page, with the reviews feature's section composed in (no title on product reviews). */
export function ProductRoute() {
  const { slug = '' } = useParams();
  return <ProductPage slug={slug} reviews={(product) => <ReviewSection kind="product" targetId={product._id} targetName={product.title} ownerId={product.userId} />} />;
}
