import { Head } from '../../../components/ui/head';
import { ListingsTable } from '../../../features/admin-listings/components/listings-table';
import { AdminPortalNav } from './portal-nav';
import { useT } from '../../../i18n';

/** /admin-portal/listings (admins only): find, suspend and restore listings. */
export function AdminListingsRoute() {
  const t = useT();
  return (
    <div className="container page admin-page">
      <Head title={t('Listings (admin)')} />
      <AdminPortalNav />
      <ListingsTable />
    </div>
  );
}
