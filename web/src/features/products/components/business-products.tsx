import { Spinner } from '../../../components/ui/spinner';
import { useProductList } from '../api/product';
import { CursorPager, useCursorPages } from './cursor-pager';
import { ProductGrid } from './product-card';
import { useT } from '../../../i18n';

/** The profile's Services / Products tab: the business's products, 10 at a time, each with its first 4 specifications (spec 1 §3). */
export function BusinessProducts({ businessId }: { businessId: string }) {
  const t = useT();
  const pages = useCursorPages();
  const list = useProductList({ businessId }, pages.cursor);
  if (list.isPending) return <Spinner label={t('Loading products')} />;
  return (
    <div>
      <ProductGrid products={list.data?.data ?? []} empty={t('No products found in this category')} withSpecs />
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} label={t('Product pages')} />
    </div>
  );
}
