import { Head } from '../../../components/ui/head';
import { ContactMessagesTable } from '../../../features/contact-us/components/contact-messages-table';
import { AdminPortalNav } from './portal-nav';

/** /admin-portal/contact-us (admins only). */
export function ContactMessagesRoute() {
  return (
    <div className="container page admin-page">
      <Head title="Contact Us Messages (admin)" />
      <AdminPortalNav />
      <ContactMessagesTable />
    </div>
  );
}
