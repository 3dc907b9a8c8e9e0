import { Head } from '../../../components/ui/head';
import { ClaimsTable } from '../../../features/claims/components/claims-table';
import { EditRequestsTable } from '../../../features/edit-requests/components/edit-requests-table';
import { useT } from '../../../i18n';

/** /admin-portal/edit-requests (admins only): suggested edits, and claims of unclaimed listings. */
export function EditRequestsRoute() {
  const t = useT();
  return (
    <div className="container page admin-moderation">
      <Head title={t('Business Edit Requests (admin)')} />
      <EditRequestsTable />
      <ClaimsTable />
    </div>
  );
}
