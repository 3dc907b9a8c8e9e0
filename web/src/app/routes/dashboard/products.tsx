import { useParams } from '../../../lib/router';
import { OwnersOnly } from '../../../components/owners-only';
import { Head } from '../../../components/ui/head';
import { DiscountManager } from '../../../features/products/components/discounts';
import { LeadsInbox } from '../../../features/products/components/leads-inbox';
import { MyProducts } from '../../../features/products/components/my-products';
import { ProductWizard } from '../../../features/products/components/product-wizard';
import { useT } from '../../../i18n';

/** /dashboard/add-product: the nine-tab product wizard. */
export function AddProductRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('Add Product')} />
      <OwnersOnly title={t('Add Product')} why={t('Products are sold by a business on Sbiz. Add your business first, then list its products here.')}>
        <ProductWizard />
      </OwnersOnly>
    </>
  );
}

/** /dashboard/edit-product/{id}: the product edit screen. */
export function EditProductRoute() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <>
      <Head title={t('Edit Product')} />
      <ProductWizard key={id} productId={id} />
    </>
  );
}

/** /dashboard/my-products. */
export function MyProductsRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('My Products')} />
      <OwnersOnly title={t('My Products')} why={t('Products are sold by a business on Sbiz. Add your business first, then list its products here.')}>
        <MyProducts />
      </OwnersOnly>
    </>
  );
}

/** /dashboard/leads: the seller's inquiries. */
export function LeadsRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('Leads')} />
      <LeadsInbox />
    </>
  );
}

/** /dashboard/discounts: the owner's discount codes. */
export function DiscountsRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('Discounts')} />
      <DiscountManager />
    </>
  );
}
