import { useParams } from '../../../lib/router';
import { OwnersOnly } from '../../../components/owners-only';
import { Head } from '../../../components/ui/head';
import { DiscountManager } from '../../../features/products/components/discounts';
import { LeadsInbox } from '../../../features/products/components/leads-inbox';
import { MyProducts } from '../../../features/products/components/my-products';
import { ProductWizard } from '../../../features/products/components/product-wizard';

/** /dashboard/add-product: the nine-tab product wizard. */
export function AddProductRoute() {
  return (
    <>
      <Head title="Add Product" />
      <OwnersOnly title="Add Product" why="Products are sold by a business on Sbiz. Add your business first, then list its products here.">
        <ProductWizard />
      </OwnersOnly>
    </>
  );
}

/** /dashboard/edit-product/{id}: the product edit screen. */
export function EditProductRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <Head title="Edit Product" />
      <ProductWizard key={id} productId={id} />
    </>
  );
}

/** /dashboard/my-products. */
export function MyProductsRoute() {
  return (
    <>
      <Head title="My Products" />
      <OwnersOnly title="My Products" why="Products are sold by a business on Sbiz. Add your business first, then list its products here.">
        <MyProducts />
      </OwnersOnly>
    </>
  );
}

/** /dashboard/leads: the seller's inquiries. */
export function LeadsRoute() {
  return (
    <>
      <Head title="Leads" />
      <LeadsInbox />
    </>
  );
}

/** /dashboard/discounts: the owner's discount codes. */
export function DiscountsRoute() {
  return (
    <>
      <Head title="Discounts" />
      <DiscountManager />
    </>
  );
}
