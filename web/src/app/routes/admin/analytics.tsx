import { Head } from '../../../components/ui/head';
import { AnalyticsDashboard } from '../../../features/analytics/components/analytics-dashboard';
import { AdminPortalNav } from './portal-nav';

/** /admin-portal/analytics (admins only); the charting library loads with this route alone. */
export function AnalyticsRoute() {
  return (
    <div className="container page admin-page">
      <Head title="Today's Analytics (admin)" />
      <AdminPortalNav />
      <h1 className="page__title">Today's Analytics</h1>
      <AnalyticsDashboard />
    </div>
  );
}
