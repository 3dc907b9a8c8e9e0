import { Head } from '../../../components/ui/head';
import { NotificationPreferencesForm } from '../../../features/notification-settings/components/notification-preferences-form';
import { useT } from '../../../i18n';

/** /dashboard/settings/notifications: what the member is told about, in the app and by email, and how often. */
export function NotificationSettingsRoute() {
  const t = useT();
  return (
    <div className="container page">
      <Head title={t('Notification settings')} />
      <header className="page__header">
        <p className="page__eyebrow">{t('Dashboard')}</p>
        <h1 className="page__title">{t('Notification settings')}</h1>
        <p className="page__subtitle">{t('Choose what we tell you about, in the app and by email. Changes are saved as you make them.')}</p>
      </header>
      <NotificationPreferencesForm />
    </div>
  );
}
