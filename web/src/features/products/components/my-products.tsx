import { Link } from '../../../lib/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadUrl } from '@shared/uploads';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PackageIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { deleteProduct, useProductList } from '../api/product';
import { CursorPager, useCursorPages } from './cursor-pager';
import { priceText } from '../unit-names';
import { useLocale, useT } from '../../../i18n';

/** /dashboard/my-products: the owner's products with edit, view and delete, 10 per page. */
export function MyProducts() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const pages = useCursorPages();
  const list = useProductList({ userId: user?._id }, pages.cursor);
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      toast.show({ message: t('Product deleted successfully') });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
    onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
  });
  return (
    <div className="container dashboard-page">
      <div className="dashboard-page__head">
        <h1>{t('My Products')}</h1>
        <div className="dashboard-row__actions">
          <ButtonLink variant="outline" to={paths.dashboard.discounts.getHref()}>
            {t('Discounts')}
          </ButtonLink>
          <ButtonLink to={paths.dashboard.addProduct.getHref()}>{t('Add Product')}</ButtonLink>
        </div>
      </div>
      {list.isPending ? <Spinner label={t('Loading products')} /> : null}
      {list.data && !list.data.data.length ? <p className="empty-state">{t('You have not added any products yet.')}</p> : null}
      <ul className="dashboard-rows">
        {list.data?.data.map((product) => (
          <li key={product._id} className="dashboard-row dashboard-row--media">
            {product.image ? <img src={uploadUrl(product.image)} alt="" className="my-products__image" /> : <PackageIcon size={40} />}
            <div>
              <Link to={paths.products.detail.getHref({ city: product.cityName, slug: product.slug })}>{product.title}</Link>
              <p className="muted">
                {priceText(product.price, product.units, t, locale)} · {product.business.name} · {t('{count, plural, one {# view} other {# views}}', { count: product.views ?? 0 })}
                {product.status === 'suspended' ? ` · ${t('Suspended by an admin')}` : ''}
              </p>
            </div>
            <div className="dashboard-row__actions">
              <ButtonLink size="sm" variant="outline" to={paths.dashboard.editProduct.getHref({ id: product._id })}>
                {t('Edit')}
              </ButtonLink>
              <ButtonLink size="sm" variant="ghost" to={paths.products.detail.getHref({ city: product.cityName, slug: product.slug })}>
                {t('View')}
              </ButtonLink>
              <Button
                size="sm"
                variant="danger"
                isLoading={remove.isPending && remove.variables === product._id}
                onClick={() => {
                  if (window.confirm(t('Delete “{title}”?', { title: product.title }))) remove.mutate(product._id);
                }}
              >
                {t('Delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} label={t('Pages')} />
    </div>
  );
}
