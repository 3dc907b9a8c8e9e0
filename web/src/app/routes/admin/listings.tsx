import { Head } from '../../../components/ui/head';
import { ListingsTable } from '../../../features/admin-listings/components/listings-table';
import { AdminPortalNav } from './portal-nav';

/** /admin-portal/listings (admins only): find, suspend and restore listings. */
export function AdminListingsRoute() {
  return (
    <div className="container page admin-page">
      <Head title="Listings (admin)" />
      <AdminPortalNav />
      <ListingsTable />
    </div>
  );
}
