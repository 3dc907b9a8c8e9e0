import { useMemo } from 'react';
import type { DailyAnalytics, DailyCounts, DailyMetric, TodayBusinessStats } from '@shared/schemas/analytics';
import { Spinner } from '../../../components/ui/spinner';
import { countOf, formatIndiaDate } from '../../../lib/format';
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
    title: 'Searches',
    tiles: [
      { label: 'Total Searches Today', value: (today) => today.searchStats.totalSearches },
      { label: 'Unique Searchers Today', value: (today) => today.searchStats.uniqueUsers },
    ],
    chart: [
      { metric: 'searches', label: 'Searches' },
      { metric: 'searchers', label: 'Searchers' },
    ],
  },
  {
    title: 'Contributions',
    tiles: [
      { label: 'Products Added Today', value: (today) => today.productContributorStats.totalProducts },
      { label: 'Product Contributors', value: (today) => today.productContributorStats.uniqueContributors },
      { label: 'Events Added Today', value: (today) => today.eventContributorStats.totalEvents },
      { label: 'Event Contributors', value: (today) => today.eventContributorStats.uniqueContributors },
      { label: 'Articles Published Today', value: (today) => today.articleContributorStats.totalArticles },
      { label: 'Article Contributors', value: (today) => today.articleContributorStats.uniqueContributors },
    ],
    chart: [
      { metric: 'products', label: 'Products' },
      { metric: 'events', label: 'Events' },
      { metric: 'articles', label: 'Articles' },
    ],
  },
  {
    title: 'Businesses',
    tiles: [
      { label: 'Business Views Today', value: (today) => today.businessViewsStats.totalViews },
      { label: 'Unique Visitors Today', value: (today) => today.businessViewsStats.uniqueVisitors },
      { label: 'Total Added Businesses Today', value: (today, businesses) => businesses?.data.length ?? today.businessAdditionStats.totalBusinesses },
    ],
    chart: [
      { metric: 'businessViews', label: 'Views' },
      { metric: 'businessVisitors', label: 'Visitors' },
      { metric: 'businesses', label: 'Added' },
    ],
  },
  {
    title: 'Teams',
    tiles: [
      { label: 'Employees Added Today', value: (today) => today.employeeAdditionStats.totalEmployees },
      { label: 'Businesses Adding Employees', value: (today) => today.employeeAdditionStats.uniqueBusinessesAddedEmployees },
    ],
    chart: [
      { metric: 'employees', label: 'Employees' },
      { metric: 'employeeBusinesses', label: 'Businesses' },
    ],
  },
  {
    title: 'Sign-ins',
    tiles: [
      { label: 'Total Logins Today', value: (today) => today.loginStats.totalLogins },
      { label: 'New Users Today', value: (today) => today.loginStats.newUsers },
      { label: 'Returning Users Today', value: (today) => today.loginStats.returningUsers },
    ],
    chart: [
      { metric: 'logins', label: 'Logins' },
      { metric: 'newUsers', label: 'New users' },
      { metric: 'returningUsers', label: 'Returning' },
    ],
  },
];

const numberFormat = new Intl.NumberFormat('en-IN');

function GroupChart({ group, days }: { group: TileGroup; days: Array<{ date: string } & DailyCounts> | undefined }) {
  const dates = useMemo(() => (days ?? []).map((day) => day.date), [days]);
  const series = useMemo(() => group.chart.map((line, index) => ({ label: line.label, color: palette[index % palette.length]!, values: (days ?? []).map((day) => day[line.metric]) })), [group, days]);
  if (!days) return <Spinner label="Loading the chart…" />;
  return <LineChart days={dates} series={series} label={`${group.title} per day, last ${CHART_DAYS} days`} />;
}

/** Today's Analytics (spec 3 §2.7): 16 tiles of today's counts, trending searches, and a 30-day chart per group. */
export function AnalyticsDashboard() {
  const today = useTodayAnalytics();
  const businesses = useTodayBusinessStats();
  const daily = useDailyAnalytics(CHART_DAYS);

  if (today.isPending) return <Spinner label="Loading today's analytics…" />;
  if (today.isError) return <p className="alert alert--error">Today's analytics could not be loaded. Please try again.</p>;
  const data = today.data;

  return (
    <div className="analytics">
      <p className="analytics__date">Counts for {formatIndiaDate(`${data.date}T00:00:00Z`)} (India time), refreshed every minute.</p>
      {groups.map((group) => (
        <section key={group.title} className="card analytics__group" aria-labelledby={`group-${group.title}`}>
          <h2 id={`group-${group.title}`} className="card__title">
            {group.title}
          </h2>
          <ul className="analytics__tiles">
            {group.tiles.map((tile) => (
              <li key={tile.label} className="analytics__tile">
                <span className="analytics__value">{numberFormat.format(tile.value(data, businesses.data))}</span>
                <span className="analytics__label">{tile.label}</span>
              </li>
            ))}
          </ul>
          {group.title === 'Searches' && (
            <div className="analytics__trending">
              <h3 className="analytics__subheading">Trending searches today</h3>
              {data.trendingSearchStats.length === 0 ? (
                <p className="field__hint">No searches yet today.</p>
              ) : (
                <ol className="analytics__terms">
                  {data.trendingSearchStats.map((term) => (
                    <li key={term.query}>
                      <span className="wrap-anywhere">{term.query}</span>
                      <span className="analytics__term-count">
                        {countOf(term.totalSearchCount, 'search', 'searches')} · {countOf(term.uniqueUsers, 'person', 'people')}
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
