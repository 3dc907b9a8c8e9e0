import { Head } from '../../../components/ui/head';
import { AnalyticsDashboard } from '../../../features/analytics/components/analytics-dashboard';
import { AdminPortalNav } from './portal-nav';
import { useT } from '../../../i18n';

/** /admin-portal/analytics (admins only); the charting library loads with this route alone. */
export function AnalyticsRoute() {
  const t = useT();
  return (
    <div className="container page admin-page">
      <Head title={t("Today's Analytics (admin)")} />
      <AdminPortalNav />
      <h1 className="page__title">{t("Today's Analytics")}</h1>
      <AnalyticsDashboard />
    </div>
  );
}
