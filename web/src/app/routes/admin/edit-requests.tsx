import { Head } from '../../../components/ui/head';
import { EditRequestsTable } from '../../../features/edit-requests/components/edit-requests-table';

/** /admin-portal/edit-requests (admins only). */
export function EditRequestsRoute() {
  return (
    <div className="container page">
      <Head title="Business Edit Requests (admin)" />
      <EditRequestsTable />
    </div>
  );
}
