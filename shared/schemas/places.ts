import * as z from 'zod';
import { msg } from '../i18n/catalog';

/** The spec's clients ask for limit=10000 to mean "all": larger values are clamped, not refused. */
export const MAX_PLACES_LIMIT = 10_000;
const limit = z.coerce
  .number({ error: msg('limit must be a number') })
  .int(msg('limit must be a whole number'))
  .min(1, msg('limit must be at least 1'))
  .default(MAX_PLACES_LIMIT)
  .transform((value) => Math.min(value, MAX_PLACES_LIMIT));

/** GET /city/all: every city A–Z, the popular twelve (popular=true), or a type-ahead on name. An empty name is no filter. */
export const CityQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .max(80, msg('name must be at most 80 characters'))
    .optional()
    .transform((name) => name || undefined),
  popular: z.enum(['true', 'false'], { error: msg('popular must be true or false') }).optional(),
  limit,
});

/** A coordinate in degrees: a JSON number or a numeric string, within its range. */
const coordinate = (name: string, bound: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${name} is required` })
      .min(-bound, `${name} must be between -${bound} and ${bound}`)
      .max(bound, `${name} must be between -${bound} and ${bound}`),
  );

/** POST /city/findLocation: the browser's position. */
export const FindLocationSchema = z.object({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) });
export type FindLocationInput = z.infer<typeof FindLocationSchema>;

/** GET /state/all. */
export const StateQuerySchema = z.object({ limit });

export interface CityResponse {
  _id: string;
  name: string;
  slug: string;
  stateId: string;
  stateName: string;
  popular: boolean;
  latitude: number;
  longitude: number;
}

/** GET /city/all: the list under data (spec 3 §7). */
export interface CityListResponse {
  data: CityResponse[];
}

/** POST /city/findLocation. */
export interface FindLocationResponse {
  nearestCity: CityResponse;
  distanceKm: number;
}

export interface StateResponse {
  _id: string;
  name: string;
}

/** GET /state/all: the list under results (spec 1 §7). */
export interface StateListResponse {
  results: StateResponse[];
}
