import { useMemo } from 'react';
import type { DailyAnalytics, DailyCounts, DailyMetric, TodayBusinessStats } from '@shared/schemas/analytics';
import { Spinner } from '../../../components/ui/spinner';
import { intlLocale } from '@shared/i18n/locales';
import { formatIndiaDate } from '../../../lib/format';
import { msg, useLocale, useT } from '../../../i18n';
import { useDailyAnalytics, useTodayAnalytics, useTodayBusinessStats } from '../api/analytics';
import { LineChart } from '../../../components/line-chart';

/** The charts cover the last 30 days. */
const CHART_DAYS = 30;
const palette = ['#2563eb', '#16a34a', '#d97706'];

interface Tile {
  label: string;
  value: (today: DailyAnalytics, businesses: TodayBusinessStats | undefined) => number;
}

interface TileGroup {
  title: string;
  tiles: Tile[];
  /** The counters drawn under the group, with their legend labels. */
  chart: Array<{ metric: DailyMetric; label: string }>;
}

/** The 16 tiles (spec 3 §2.7), grouped, each group with its 30-day chart. */
const groups: TileGroup[] = [
  {
    title: msg('Searches'),
    tiles: [
      { label: msg('Total Searches Today'), value: (today) => today.searchStats.totalSearches },
      { label: msg('Unique Searchers Today'), value: (today) => today.searchStats.uniqueUsers },
    ],
    chart: [
      { metric: 'searches', label: msg('Searches') },
      { metric: 'searchers', label: msg('Searchers') },
    ],
  },
  {
    title: msg('Contributions'),
    tiles: [
      { label: msg('Products Added Today'), value: (today) => today.productContributorStats.totalProducts },
      { label: msg('Product Contributors'), value: (today) => today.productContributorStats.uniqueContributors },
      { label: msg('Events Added Today'), value: (today) => today.eventContributorStats.totalEvents },
      { label: msg('Event Contributors'), value: (today) => today.eventContributorStats.uniqueContributors },
      { label: msg('Articles Published Today'), value: (today) => today.articleContributorStats.totalArticles },
      { label: msg('Article Contributors'), value: (today) => today.articleContributorStats.uniqueContributors },
    ],
    chart: [
      { metric: 'products', label: msg('Products') },
      { metric: 'events', label: msg('Events') },
      { metric: 'articles', label: msg('Articles') },
    ],
  },
  {
    title: msg('Businesses'),
    tiles: [
      { label: msg('Business Views Today'), value: (today) => today.businessViewsStats.totalViews },
      { label: msg('Unique Visitors Today'), value: (today) => today.businessViewsStats.uniqueVisitors },
      { label: msg('Total Added Businesses Today'), value: (today, businesses) => businesses?.data.length ?? today.businessAdditionStats.totalBusinesses },
    ],
    chart: [
      { metric: 'businessViews', label: msg('Views') },
      { metric: 'businessVisitors', label: msg('Visitors') },
      { metric: 'businesses', label: msg('Added') },
    ],
  },
  {
    title: msg('Teams'),
    tiles: [
      { label: msg('Employees Added Today'), value: (today) => today.employeeAdditionStats.totalEmployees },
      { label: msg('Businesses Adding Employees'), value: (today) => today.employeeAdditionStats.uniqueBusinessesAddedEmployees },
    ],
    chart: [
      { metric: 'employees', label: msg('Employees') },
      { metric: 'employeeBusinesses', label: msg('Businesses') },
    ],
  },
  {
    title: msg('Sign-ins'),
    tiles: [
      { label: msg('Total Logins Today'), value: (today) => today.loginStats.totalLogins },
      { label: msg('New Users Today'), value: (today) => today.loginStats.newUsers },
      { label: msg('Returning Users Today'), value: (today) => today.loginStats.returningUsers },
    ],
    chart: [
      { metric: 'logins', label: msg('Logins') },
      { metric: 'newUsers', label: msg('New users') },
      { metric: 'returningUsers', label: msg('Returning') },
    ],
  },
];

function GroupChart({ group, days }: { group: TileGroup; days: Array<{ date: string } & DailyCounts> | undefined }) {
  const t = useT();
  const dates = useMemo(() => (days ?? []).map((day) => day.date), [days]);
  const series = useMemo(
    () => group.chart.map((line, index) => ({ label: t(line.label), color: palette[index % palette.length]!, values: (days ?? []).map((day) => day[line.metric]) })),
    [group, days, t],
  );
  if (!days) return <Spinner label={t('Loading the chart…')} />;
  return <LineChart days={dates} series={series} label={t('{group} per day, last {days} days', { group: t(group.title), days: CHART_DAYS })} />;
}

/** Today's Analytics (spec 3 §2.7): 16 tiles of today's counts, trending searches, and a 30-day chart per group. */
export function AnalyticsDashboard() {
  const t = useT();
  const locale = useLocale();
  const numberFormat = useMemo(() => new Intl.NumberFormat(intlLocale[locale]), [locale]);
  const today = useTodayAnalytics();
  const businesses = useTodayBusinessStats();
  const daily = useDailyAnalytics(CHART_DAYS);

  if (today.isPending) return <Spinner label={t("Loading today's analytics…")} />;
  if (today.isError) return <p className="alert alert--error">{t("Today's analytics could not be loaded. Please try again.")}</p>;
  const data = today.data;

  return (
    <div className="analytics">
      <p className="analytics__date">{t('Counts for {date} (India time), refreshed every minute.', { date: formatIndiaDate(`${data.date}T00:00:00Z`, 'short', locale) })}</p>
      {groups.map((group) => (
        <section key={group.title} className="card analytics__group" aria-labelledby={`group-${group.title}`}>
          <h2 id={`group-${group.title}`} className="card__title">
            {t(group.title)}
          </h2>
          <ul className="analytics__tiles">
            {group.tiles.map((tile) => (
              <li key={tile.label} className="analytics__tile">
                <span className="analytics__value">{numberFormat.format(tile.value(data, businesses.data))}</span>
                <span className="analytics__label">{t(tile.label)}</span>
              </li>
            ))}
          </ul>
          {group.title === 'Searches' && (
            <div className="analytics__trending">
              <h3 className="analytics__subheading">{t('Trending searches today')}</h3>
              {data.trendingSearchStats.length === 0 ? (
                <p className="field__hint">{t('No searches yet today.')}</p>
              ) : (
                <ol className="analytics__terms">
                  {data.trendingSearchStats.map((term) => (
                    <li key={term.query}>
                      <span className="wrap-anywhere">{term.query}</span>
                      <span className="analytics__term-count">
                        {t('{count, plural, one {# search} other {# searches}}', { count: term.totalSearchCount })} ·{' '}
                        {t('{count, plural, one {# person} other {# people}}', { count: term.uniqueUsers })}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          )}
          <GroupChart group={group} days={daily.data?.days} />
        </section>
      ))}
    </div>
  );
}
