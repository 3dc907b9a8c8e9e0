import { insightPeriods, type InsightPeriod } from '@shared/insights/metrics';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { useT } from '../../../i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { InsightsDashboard } from '../../../features/insights/components/insights-dashboard';

const DEFAULT_DAYS: InsightPeriod = 28;

/** /dashboard/insights?businessId=&days=: how the owner's listing is doing, day by day (an admin may open any listing by its id). */
export function InsightsRoute() {
  const { user } = useSession();
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? undefined;
  const days = insightPeriods.find((period) => String(period) === params.get('days')) ?? DEFAULT_DAYS;
  return (
    <div className="container page">
      <Head title={t('Insights')} />
      <header className="page__header">
        <p className="page__eyebrow">{t('Dashboard')}</p>
        <h1 className="page__title">{t('Insights')}</h1>
        <p className="page__subtitle">{t('How many people found, viewed, called and reviewed your business, day by day.')}</p>
      </header>
      {user && (
        <InsightsDashboard
          userId={user._id}
          businessId={businessId}
          days={days}
          onChange={(choice) => void navigate(paths.dashboard.insights.getHref({ businessId: choice.businessId, days: choice.days === DEFAULT_DAYS ? undefined : choice.days }), { replace: true })}
        />
      )}
    </div>
  );
}
