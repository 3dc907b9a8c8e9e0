import { Head } from '../../../components/ui/head';
import { useT } from '../../../i18n';
import { NotificationList } from '../../../features/notifications/components/notification-list';

/** /dashboard/notifications: everything that happened on the member's listings and posts, newest first. */
export function NotificationsRoute() {
  const t = useT();
  return (
    <div className="container page">
      <Head title={t('Notifications')} />
      <header className="page__header">
        <p className="page__eyebrow">{t('Dashboard')}</p>
        <h1 className="page__title">{t('Notifications')}</h1>
        <p className="page__subtitle">{t('Leads, reviews, questions, new followers and replies, newest first.')}</p>
      </header>
      <NotificationList />
    </div>
  );
}
