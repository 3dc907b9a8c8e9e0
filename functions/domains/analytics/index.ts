import { listDailyMembers, readDailyCounters, topSearchTerms, analyticsDay } from '../../data/entities/daily-analytics';
import { addIndiaDays } from '../../../shared/time/india';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import {
  DailyAnalyticsQuerySchema,
  dailyMetrics,
  TRENDING_SEARCHES_SHOWN,
  type DailyAnalytics,
  type DailyAnalyticsSeries,
  type DailyCounts,
  type TodayBusinessStats,
} from '../../../shared/schemas/analytics';

/** The most of today's added businesses listed; the tile shows their count. */
const TODAY_BUSINESSES_SHOWN = 1000;

const zeroCounts = (): DailyCounts => Object.fromEntries(dailyMetrics.map((metric) => [metric, 0])) as DailyCounts;

/** The counters of each day from `from` to `to`, zero-filled. */
async function countsByDay(from: string, to: string): Promise<Map<string, DailyCounts>> {
  const days = new Map<string, DailyCounts>();
  for (let day = from; day <= to; day = addIndiaDays(day, 1)) days.set(day, zeroCounts());
  for (const counter of await readDailyCounters(from, to)) {
    const counts = days.get(counter.day);
    if (counts && counter.metric in counts) counts[counter.metric as keyof DailyCounts] = counter.count;
  }
  return days;
}

/** Today's counters as the spec's daily analytics object (spec 3 §3). */
async function todayAnalytics(now: Date): Promise<DailyAnalytics> {
  const date = analyticsDay(now);
  const [counts, terms] = await Promise.all([countsByDay(date, date).then((days) => days.get(date)!), topSearchTerms(date, TRENDING_SEARCHES_SHOWN)]);
  return {
    date,
    trendingSearchStats: terms.map((term) => ({ date, query: term.query, totalSearchCount: term.count, uniqueUsers: term.uniqueUsers })),
    searchStats: { date, totalSearches: counts.searches, uniqueUsers: counts.searchers },
    productContributorStats: { date, totalProducts: counts.products, uniqueContributors: counts.productContributors },
    eventContributorStats: { date, totalEvents: counts.events, uniqueContributors: counts.eventContributors },
    articleContributorStats: { date, totalArticles: counts.articles, uniqueContributors: counts.articleContributors },
    businessViewsStats: { date, totalViews: counts.businessViews, uniqueVisitors: counts.businessVisitors },
    businessAdditionStats: { date, totalBusinesses: counts.businesses },
    employeeAdditionStats: { date, totalEmployees: counts.employees, uniqueBusinessesAddedEmployees: counts.employeeBusinesses },
    loginStats: { totalLogins: counts.logins, uniqueUsers: counts.loginUsers, newUsers: counts.newUsers, returningUsers: counts.returningUsers },
  };
}

export const analyticsRoutes: DomainRoutes<'analytics'> = {
  // Today's Analytics (spec 3 §2.7): the counters of the current India (IST) day.
  'GET /analytics/today': defineRoute({ handler: () => todayAnalytics(new Date()) }),

  // The same counters per day, for the charts (up to 90 days).
  'GET /analytics/daily': defineRoute({
    query: DailyAnalyticsQuerySchema,
    handler: async ({ query }): Promise<DailyAnalyticsSeries> => {
      const days = await countsByDay(query.from, query.to);
      return { from: query.from, to: query.to, days: [...days].map(([date, counts]) => ({ date, ...counts })) };
    },
  }),

  // The businesses added today: 'Total Added Businesses Today' is its length.
  'GET /businesses/getTodayBusinessStats': defineRoute({
    handler: async (): Promise<TodayBusinessStats> => {
      const date = analyticsDay(new Date());
      const members = await listDailyMembers(date, 'businessesAdded', TODAY_BUSINESSES_SHOWN);
      return { date, data: members.map((member) => ({ _id: member.memberId, ...(member.detail as Omit<TodayBusinessStats['data'][number], '_id'>) })) };
    },
  }),
};

export const handler = createDomainHandler('analytics', analyticsRoutes);
