import { lazy, Suspense, useMemo } from 'react';
import { fewerIsBetter, insightMetricLabels, insightMetrics, insightPeriods, type InsightMetric, type InsightPeriod, type InsightsResponse } from '@shared/insights/metrics';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/access-denied';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { formatCount, formatIndiaDate } from '../../../lib/format';
import { translate, useLocale, useT, type Translate } from '../../../i18n';
import type { Locale } from '@shared/i18n/locales';
import { useInsights } from '../api/get-insights';
import { useOwnerBusinesses } from '../api/owner-businesses';
import { insightsCsv, insightsCsvName } from './insights-csv';

// uPlot comes with the first chart, after the numbers are on screen.
const LineChart = lazy(() => import('../../../components/line-chart').then((module) => ({ default: module.LineChart })));

const CURRENT_COLOUR = '#2563eb';
const PREVIOUS_COLOUR = '#9ca3af';

const day = (iso: string, locale: Locale) => formatIndiaDate(`${iso}T00:00:00Z`, 'short', locale) ?? iso;

/** "+12%", "−5%", "No change", or what to say when the previous period had nothing. */
function changeText(change: number | null, current: number, t: Translate): string {
  if (change === null) return current > 0 ? t('New this period') : t('None yet');
  if (change === 0) return t('No change');
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}%`;
}

function downloadCsv(insights: InsightsResponse) {
  const url = URL.createObjectURL(new Blob([insightsCsv(insights, translate)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: insightsCsvName(insights) });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Summary({ insights }: { insights: InsightsResponse }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="insights__tiles" aria-label={t('Totals for the period')}>
      {insightMetrics.map((metric) => {
        const total = insights.totals[metric];
        // Green for good news: more views is up, more unfollows is down.
        const better = total.change === null || total.change === 0 ? undefined : total.change > 0 !== fewerIsBetter.has(metric);
        return (
          <li key={metric} className="insights__tile">
            <span className="insights__label">{t(insightMetricLabels[metric])}</span>
            <span className="insights__value">{formatCount(total.current, locale)}</span>
            <span className={better === undefined ? 'insights__change' : better ? 'insights__change insights__change--up' : 'insights__change insights__change--down'}>
              {changeText(total.change, total.current, t)}
              <span className="insights__previous"> · {t('{count} before', { count: formatCount(total.previous, locale) })}</span>
            </span>
          </li>
        );
      })}
      <li className="insights__tile">
        <span className="insights__label">{t('Average rating of new reviews')}</span>
        <span className="insights__value">{insights.averageRating.current ?? '–'}</span>
        <span className="insights__change">
          <span className="insights__previous">{insights.averageRating.previous === null ? t('No reviews before') : t('{count} before', { count: insights.averageRating.previous })}</span>
        </span>
      </li>
    </ul>
  );
}

function MetricChart({ insights, metric }: { insights: InsightsResponse; metric: InsightMetric | 'averageRating' }) {
  const t = useT();
  const locale = useLocale();
  const title = metric === 'averageRating' ? t('Average rating of new reviews') : t(insightMetricLabels[metric]);
  const days = useMemo(() => insights.series.map((entry) => entry.day), [insights]);
  const series = useMemo(
    () => [
      { label: t('This period'), color: CURRENT_COLOUR, values: insights.series.map((entry) => entry[metric]) },
      // The previous period drawn on the same days, so each day sits beside the day it follows by one period.
      { label: t('Previous {days} days', { days: insights.days }), color: PREVIOUS_COLOUR, values: insights.previous.map((entry) => entry[metric]) },
    ],
    [insights, metric, t],
  );
  const headingId = `insights-${metric}`;
  return (
    <section className="card insights__chart" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      <Suspense fallback={<Skeleton height="180px" />}>
        <LineChart
          days={days}
          series={series}
          label={t('{title} per day, {from} to {to}, beside the previous {days} days', { title, from: day(insights.from, locale), to: day(insights.to, locale), days: insights.days })}
        />
      </Suspense>
    </section>
  );
}

interface InsightsDashboardProps {
  userId: string;
  businessId: string | undefined;
  days: InsightPeriod;
  onChange: (choice: { businessId?: string; days: InsightPeriod }) => void;
}

/**
 * Owner insights (issue #27 §3): for one of the owner's listings (an admin:
 * any, by ?businessId=), each day's numbers of the last 7, 28 or 90 days
 * beside the period before, as totals, a chart per number with its table,
 * and a CSV of it all.
 */
export function InsightsDashboard({ userId, businessId, days, onChange }: InsightsDashboardProps) {
  const owned = useOwnerBusinesses(userId);
  const chosen = businessId ?? owned.data?.[0]?._id;
  const insights = useInsights(chosen, days);
  const t = useT();
  const locale = useLocale();

  if (owned.isPending && !businessId)
    return (
      <LoadingRegion label={t('Loading your businesses…')}>
        <Skeleton height="3rem" />
      </LoadingRegion>
    );
  if (!chosen) {
    return (
      <div className="empty-state">
        <p>{t('Insights are for business owners. List your business to see how many people view, call and visit it.')}</p>
        <Link className="btn btn--primary btn--md" to={paths.dashboard.business.getHref()}>
          {t('Add your business')}
        </Link>
      </div>
    );
  }

  const choices = [...(owned.data ?? []).map((business) => ({ _id: business._id, name: business.name, city: business.cityNameFormatted }))];
  // An admin's chosen listing (or an owner's beyond the picker's first 100) joins the choices.
  if (insights.data && !choices.some((choice) => choice._id === insights.data.business._id))
    choices.unshift({ _id: insights.data.business._id, name: insights.data.business.name, city: insights.data.business.cityName });

  return (
    <div className="insights">
      <div className="insights__controls">
        <div className="field insights__field">
          <label className="field__label" htmlFor="insights-business">
            {t('Business')}
          </label>
          <select id="insights-business" className="input" value={chosen} onChange={(event) => onChange({ businessId: event.target.value, days })}>
            {choices.map((choice) => (
              <option key={choice._id} value={choice._id}>
                {choice.name}
                {choice.city ? ` (${choice.city})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field insights__field">
          <label className="field__label" htmlFor="insights-days">
            {t('Period')}
          </label>
          <select id="insights-days" className="input" value={days} onChange={(event) => onChange({ businessId: chosen, days: Number(event.target.value) as InsightPeriod })}>
            {insightPeriods.map((period) => (
              <option key={period} value={period}>
                {t('Last {days} days', { days: period })}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" disabled={!insights.data} onClick={() => insights.data && downloadCsv(insights.data)}>
          {t('Download CSV')}
        </Button>
      </div>

      {insights.isPending ? (
        <LoadingRegion label={t('Loading the insights…')} className="insights__tiles">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="5rem" />
          ))}
        </LoadingRegion>
      ) : insights.isError && insights.error instanceof ApiError && insights.error.status === 404 ? (
        <p className="alert alert--error" role="alert">
          {t('This business was not found. It may have been removed; choose another above.')}
        </p>
      ) : insights.isError ? (
        <LoadError error={insights.error} what={t('these insights')} onRetry={() => void insights.refetch()} forbiddenReason={t('Only the owner of this business or an admin can see its insights.')} />
      ) : (
        <>
          <p className="insights__period">
            {t('{from} to {to} (India time), compared with {previousFrom} to {previousTo}. Each visitor counts once a day for views and taps.', {
              from: day(insights.data.from, locale),
              to: day(insights.data.to, locale),
              previousFrom: day(insights.data.previousFrom, locale),
              previousTo: day(insights.data.previousTo, locale),
            })}
          </p>
          <Summary insights={insights.data} />
          <div className="insights__charts">
            {[...insightMetrics, 'averageRating' as const].map((metric) => (
              <MetricChart key={metric} insights={insights.data} metric={metric} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
