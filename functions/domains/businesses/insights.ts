import { getBusinessById, type BusinessItem } from '../../data/entities/business';
import { daysBetween, readInsightDays, recordAppearances, recordVisit, type BusinessInsightDayItem } from '../../data/entities/business-insight';
import { canManage } from '../../data/responses/business-response';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { defineRoute, reply, type Caller, type DomainRoutes } from '../../lib/http';
import { isKnownBot, userAgentOf, visitorKey, visitorOf } from '../../lib/visitor-key';
import {
  InsightsPathSchema,
  InsightsQuerySchema,
  insightMetrics,
  meanRating,
  percentChange,
  TrackAppearancesBodySchema,
  TrackBodySchema,
  trackEventMetrics,
  type InsightDay,
  type InsightMetric,
  type InsightPeriod,
  type InsightsResponse,
} from '../../../shared/schemas/insights';
import { addIndiaDays, indiaDay } from '../../../shared/time/india';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { msg } from '../../../shared/i18n/catalog';

const BUSINESS_NOT_FOUND = msg('Business not found');

async function loadListing(businessId: string): Promise<BusinessItem> {
  const business = await getBusinessById(businessId);
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return business;
}

/**
 * Counts a visitor once today for one metric of a listing: the profile view
 * (PATCH /businesses/businessViews) and the taps (POST /businesses/track).
 * Known bots are not counted. The stream reactor turns the new visit into the
 * day's counter.
 */
export async function countListingVisit(businessId: string, metric: InsightMetric, event: APIGatewayProxyEvent, caller: Caller | undefined, now = new Date()): Promise<boolean> {
  if (isKnownBot(userAgentOf(event))) return false;
  const day = indiaDay(now);
  return recordVisit({ businessId, day, metric, visitor: await visitorKey(day, visitorOf(event, caller?.sub)) });
}

function toInsightDay(day: string, item: BusinessInsightDayItem | undefined): InsightDay {
  const counts = Object.fromEntries(insightMetrics.map((metric) => [metric, item?.[metric] ?? 0])) as Record<InsightMetric, number>;
  return { day, ...counts, averageRating: meanRating(item?.ratingSum ?? 0, counts.reviews) };
}

const sumOf = (items: readonly BusinessInsightDayItem[], field: InsightMetric | 'ratingSum') => items.reduce((total, item) => total + (item[field] ?? 0), 0);

/** The period ending today and the one before it, day by day, with totals and their change. */
export function toInsightsResponse(business: BusinessItem, days: InsightPeriod, items: readonly BusinessInsightDayItem[], today: string): InsightsResponse {
  const from = addIndiaDays(today, -(days - 1));
  const previousTo = addIndiaDays(from, -1);
  const previousFrom = addIndiaDays(from, -days);
  const byDay = new Map(items.map((item) => [item.day, item]));
  const current = items.filter((item) => item.day >= from && item.day <= today);
  const before = items.filter((item) => item.day >= previousFrom && item.day <= previousTo);
  const totals = Object.fromEntries(
    insightMetrics.map((metric) => {
      const now = sumOf(current, metric);
      const then = sumOf(before, metric);
      return [metric, { current: now, previous: then, change: percentChange(now, then) }];
    }),
  ) as InsightsResponse['totals'];
  return {
    business: { _id: business.businessId, name: business.name, slug: business.slug, cityName: business.cityName },
    days,
    from,
    to: today,
    previousFrom,
    previousTo,
    series: daysBetween(from, today).map((day) => toInsightDay(day, byDay.get(day))),
    previous: daysBetween(previousFrom, previousTo).map((day) => toInsightDay(day, byDay.get(day))),
    totals,
    averageRating: { current: meanRating(sumOf(current, 'ratingSum'), totals.reviews.current), previous: meanRating(sumOf(before, 'ratingSum'), totals.reviews.previous) },
  };
}

/** Owner insights (issue #27 §3): the public taps and appearances, and the owner's (or an admin's) daily numbers. */
export const insightRoutes = {
  // One tap on a listing's profile (call, directions, website, share), once per visitor per listing per day; public and rate-limited.
  'POST /businesses/track': defineRoute({
    body: TrackBodySchema,
    handler: async ({ body, caller, event }) => {
      await loadListing(body.businessId);
      const counted = await countListingVisit(body.businessId, trackEventMetrics[body.event], event, caller);
      return reply(202, { counted });
    },
  }),

  // The listings a search results page showed, in one beacon per page: one Put here, the per-listing counts in the stream reactor.
  // Counted from the browser rather than in GET /businesses/all: the server-rendered results page fetches from Node (a bot's user
  // agent, and it hydrates without asking again), crawlers fetch those pages too, and a beacon is sent once per page a person saw.
  'POST /businesses/trackAppearances': defineRoute({
    body: TrackAppearancesBodySchema,
    handler: async ({ body, event }) => {
      if (isKnownBot(userAgentOf(event))) return reply(202, { counted: 0 });
      await recordAppearances(indiaDay(new Date()), body.businessIds);
      return reply(202, { counted: new Set(body.businessIds).size });
    },
  }),

  // A listing's numbers per day for the last 7, 28 or 90 days and the period before: only its owner or an admin.
  'GET /businesses/insights/{businessId}': defineRoute({
    path: InsightsPathSchema,
    query: InsightsQuerySchema,
    handler: async ({ path, query, caller }) => {
      const business = await loadListing(path.businessId);
      if (!canManage(business, caller)) throw new ForbiddenError(msg('Only the owner of this business or an admin can see its insights'));
      const today = indiaDay(new Date());
      const items = await readInsightDays(business.businessId, addIndiaDays(today, -(2 * query.days - 1)), today);
      return toInsightsResponse(business, query.days, items, today);
    },
  }),
} satisfies Partial<DomainRoutes<'businesses'>>;
