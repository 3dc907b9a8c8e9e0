import { Head } from '../../../components/ui/head';
import { NotificationList } from '../../../features/notifications/components/notification-list';

/** /dashboard/notifications: everything that happened on the member's listings and posts, newest first. */
export function NotificationsRoute() {
  return (
    <div className="container page">
      <Head title="Notifications" />
      <header className="page__header">
        <p className="page__eyebrow">Dashboard</p>
        <h1 className="page__title">Notifications</h1>
        <p className="page__subtitle">Leads, reviews, questions, new followers and replies, newest first.</p>
      </header>
      <NotificationList />
    </div>
  );
}
