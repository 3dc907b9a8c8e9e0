import * as z from 'zod';
import { businessIdField } from './business';
import { MAX_APPEARANCES_PER_BEACON, trackEvents, type InsightPeriod, type TrackEvent } from '../insights/metrics';
import { msg } from '../i18n/catalog';

export * from '../insights/metrics';

/** The API's inputs for owner insights (issue #27 §3); the numbers themselves are in shared/insights/metrics.ts. */
export const TRACK_EVENT_MESSAGE = `event must be one of: ${trackEvents.join(', ')}`;

/** `POST /businesses/track`: one tap on a listing's profile. */
export const TrackBodySchema = z.object({
  businessId: businessIdField,
  event: z.enum(trackEvents as [TrackEvent, ...TrackEvent[]], { error: TRACK_EVENT_MESSAGE }),
});
export type TrackBody = z.infer<typeof TrackBodySchema>;

/** `POST /businesses/trackAppearances`: the listings one search results page showed. */
export const TrackAppearancesBodySchema = z.object({
  businessIds: z
    .array(businessIdField, { error: msg('businessIds must be a list of listing ids') })
    .min(1, msg('businessIds must name at least one listing'))
    .max(MAX_APPEARANCES_PER_BEACON, `businessIds can name at most ${MAX_APPEARANCES_PER_BEACON} listings`),
});
export type TrackAppearancesBody = z.infer<typeof TrackAppearancesBodySchema>;

export const INSIGHT_DAYS_MESSAGE = msg('days must be 7, 28 or 90');

/** `GET /businesses/insights/{businessId}?days=7|28|90` (28 when left out). */
export const InsightsQuerySchema = z.object({
  days: z
    .enum(['7', '28', '90'], { error: INSIGHT_DAYS_MESSAGE })
    .default('28')
    .transform((days) => Number(days) as InsightPeriod),
});
export const InsightsPathSchema = z.object({ businessId: businessIdField });
