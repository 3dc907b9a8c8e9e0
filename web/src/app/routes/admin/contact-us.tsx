import { Head } from '../../../components/ui/head';
import { ContactMessagesTable } from '../../../features/contact-us/components/contact-messages-table';
import { AdminPortalNav } from './portal-nav';
import { useT } from '../../../i18n';

/** /admin-portal/contact-us (admins only). */
export function ContactMessagesRoute() {
  const t = useT();
  return (
    <div className="container page admin-page">
      <Head title={t('Contact Us Messages (admin)')} />
      <AdminPortalNav />
      <ContactMessagesTable />
    </div>
  );
}
