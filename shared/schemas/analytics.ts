import * as z from 'zod';
import { msg } from '../i18n/catalog';

/**
 * The counters kept per UTC day (spec 3 §9). A total moves with every
 * occurrence; a "unique" one with the first occurrence of its member that day.
 */
export const dailyMetrics = [
  'searches',
  'searchers',
  'products',
  'productContributors',
  'events',
  'eventContributors',
  'articles',
  'articleContributors',
  'businessViews',
  'businessVisitors',
  'businesses',
  'businessesAdded',
  'employees',
  'employeeBusinesses',
  'logins',
  'loginUsers',
  'newUsers',
  'returningUsers',
] as const;
export type DailyMetric = (typeof dailyMetrics)[number];
export type DailyCounts = Record<DailyMetric, number>;

/** The most days GET /analytics/daily answers at once. */
export const MAX_ANALYTICS_DAYS = 90;
/** Trending searches shown for a day (spec 1 §9: trending shows 10). */
export const TRENDING_SEARCHES_SHOWN = 10;

const isoDay = (name: string) =>
  z
    .string({ error: `${name} must be a date like 2026-11-23` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-23`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), `${name} must be a real date`);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** GET /analytics/daily?from=&to=: at most 90 days, from on or before to. */
export const DailyAnalyticsQuerySchema = z
  .object({ from: isoDay('from'), to: isoDay('to') })
  .refine((query) => query.from <= query.to, { message: msg('from must be on or before to'), path: ['from'] })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < MAX_ANALYTICS_DAYS, { message: `Choose at most ${MAX_ANALYTICS_DAYS} days`, path: ['to'] });
export type DailyAnalyticsQuery = z.infer<typeof DailyAnalyticsQuerySchema>;

/** The spec's daily analytics object (spec 3 §3), with the day's added businesses for the 16th tile. */
export interface DailyAnalytics {
  date: string;
  trendingSearchStats: Array<{ date: string; query: string; totalSearchCount: number; uniqueUsers: number }>;
  searchStats: { date: string; totalSearches: number; uniqueUsers: number };
  productContributorStats: { date: string; totalProducts: number; uniqueContributors: number };
  eventContributorStats: { date: string; totalEvents: number; uniqueContributors: number };
  articleContributorStats: { date: string; totalArticles: number; uniqueContributors: number };
  businessViewsStats: { date: string; totalViews: number; uniqueVisitors: number };
  businessAdditionStats: { date: string; totalBusinesses: number };
  employeeAdditionStats: { date: string; totalEmployees: number; uniqueBusinessesAddedEmployees: number };
  loginStats: { totalLogins: number; uniqueUsers: number; newUsers: number; returningUsers: number };
}

export interface DailyAnalyticsSeries {
  from: string;
  to: string;
  /** One entry per day, oldest first, every metric present (0 when nothing happened). */
  days: Array<{ date: string } & DailyCounts>;
}

/** GET /businesses/getTodayBusinessStats: the businesses added today (UTC); its length is the tile's number. */
export interface TodayBusinessStats {
  date: string;
  data: Array<{ _id: string; name: string; cityName: string; slug: string; createdAt: string }>;
}
