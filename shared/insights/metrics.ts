/**
 * Owner insights (issue #27 §3): what a listing earned each India day. Every
 * metric is a counter on the business's day item, kept by the stream reactor
 * functions/streams/reactors/business-insights.ts; `ratingSum` is kept beside
 * `reviews` so that any period's average rating is their quotient. Both count
 * down too: a deleted or blocked review leaves the day it was written, and an
 * unfollow is counted (as `unfollows`) on its own day beside `follows`. No zod
 * here: the results page and the dashboard import these (the API's input
 * schemas are in shared/schemas/insights.ts).
 */
import { msg } from '../i18n/catalog';

export const insightMetrics = ['views', 'appearances', 'calls', 'directions', 'website', 'shares', 'follows', 'unfollows', 'chats', 'quotes', 'leads', 'reviews'] as const;
export type InsightMetric = (typeof insightMetrics)[number];

/** What each metric is called on the page, in its table and in the CSV: English messages, shown with `t(label)`. */
export const insightMetricLabels: Record<InsightMetric, string> = {
  views: msg('Profile views'),
  appearances: msg('Appearances in search results'),
  calls: msg('Phone reveals and call taps'),
  directions: msg('Direction taps'),
  website: msg('Website taps'),
  shares: msg('Shares'),
  follows: msg('Follows'),
  unfollows: msg('Unfollows'),
  chats: msg('Ask chats started'),
  quotes: msg('Quote requests'),
  leads: msg('Leads'),
  reviews: msg('Reviews'),
};

/** The metrics a listing is better off with less of: the dashboard shows their rise as bad news. */
export const fewerIsBetter: ReadonlySet<InsightMetric> = new Set<InsightMetric>(['unfollows']);

/**
 * The taps a visitor's browser reports through POST /businesses/track, and the
 * counter each moves. A phone reveal and a call tap are one metric, so a
 * visitor who reveals the number and then calls counts once that day.
 */
export const trackEventMetrics = {
  phoneReveal: 'calls',
  call: 'calls',
  directions: 'directions',
  website: 'website',
  share: 'shares',
} as const satisfies Record<string, InsightMetric>;
export type TrackEvent = keyof typeof trackEventMetrics;
export const trackEvents = Object.keys(trackEventMetrics) as TrackEvent[];

export { MAX_APPEARANCES_PER_BEACON } from './beacon';

export const insightPeriods = [7, 28, 90] as const;
export type InsightPeriod = (typeof insightPeriods)[number];
/** One India day's counts; `averageRating` is that day's new reviews' mean, null without any. */
export type InsightDay = { day: string; averageRating: number | null } & Record<InsightMetric, number>;

export interface InsightTotal {
  current: number;
  previous: number;
  /** Per cent change from the previous period, rounded; null when the previous period had none. */
  change: number | null;
}

export interface InsightsResponse {
  business: { _id: string; name: string; slug: string; cityName: string };
  days: InsightPeriod;
  /** The period, inclusive India days (YYYY-MM-DD), ending today. */
  from: string;
  to: string;
  /** The same number of days just before it. */
  previousFrom: string;
  previousTo: string;
  series: InsightDay[];
  previous: InsightDay[];
  totals: Record<InsightMetric, InsightTotal>;
  /** The period's new reviews' mean rating (to one decimal), and the previous period's; null without reviews. */
  averageRating: { current: number | null; previous: number | null };
}

/** The per cent change from `previous` to `current`; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** A mean rating to one decimal, or null when nothing was rated. */
export function meanRating(ratingSum: number, reviews: number): number | null {
  return reviews > 0 ? Math.round((ratingSum / reviews) * 10) / 10 : null;
}
