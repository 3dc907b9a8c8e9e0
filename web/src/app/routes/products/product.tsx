import { useParams } from '../../../lib/router';
import { productJsonLd } from '@shared/seo/json-ld';
import { uploadUrl } from '@shared/uploads';
import { paths } from '../../../config/paths';
import { productBySlugQuery } from '../../../features/products/api/product';
import { ProductPage } from '../../../features/products/components/product-page';
import { ReviewSection } from '../../../features/reviews/components/review-slot';
import { cityNameOf } from '../../../features/location/components/city-button';
import { useBrowsingCity } from '../../../lib/preferences';
import type { PagePrefetch } from '../../ssr/page-data';

/** The server's data for a product page: its one read, the Product JSON-LD with an INR offer, 404 or 410. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, t }) => {
  const answer = await queryClient.ensureQueryData(productBySlugQuery(params.slug ?? ''));
  if (!answer) return { status: 404 };
  const { data: product, seller } = answer;
  if (product.status === 'suspended' && !('images' in product)) return { status: 410, title: t('Product Removed / No Longer Available') };
  const business = product.businesses[0];
  const canonicalPath = paths.products.detail.getHref({ city: business?.cityName ?? params.city ?? '', slug: product.slug });
  const absolute = (key: string) => new URL(uploadUrl(key) ?? key, url.origin).href;
  const images = product.images.map(absolute);
  const description =
    product.seoDescription || product.shortDescription || t('{product} from {seller} on Sbiz: price, specifications and quotes.', { product: product.title, seller: business?.name ?? t('a seller') });
  return {
    title: product.seoTitle || `${product.title} | ${business?.name ?? 'Sbiz'}`,
    description,
    canonicalPath,
    image: images[0],
    jsonLd: [
      productJsonLd({
        name: product.title,
        url: new URL(canonicalPath, url.origin).href,
        description,
        images,
        sku: product.sku || undefined,
        category: product.productCategory[0]?.title,
        seller: seller?.name ?? business?.name,
        price: product.price,
        inStock: !product.outOfStock,
        rating: product.rating,
      }),
    ],
  };
};

/** /in/{city}/product/{slug}: the product page, with the reviews feature's section composed in (no title on product reviews). */
export function ProductRoute() {
  const { slug = '' } = useParams();
  // The quote form starts with the city the visitor browses (this page's city unless they chose another).
  const { city } = useBrowsingCity();
  return <ProductPage slug={slug} buyerCity={cityNameOf(city)} reviews={(product) => <ReviewSection kind="product" targetId={product._id} targetName={product.title} ownerId={product.userId} />} />;
}
