import * as z from 'zod';
import { isInIndia, MAX_RADIUS_KM, OUTSIDE_INDIA, POSITION_INCOMPLETE } from '../geo/location';
import { msg } from '../i18n/catalog';

/**
 * Coordinates at the API's boundary (issue #24 part 2): an owner's pin, a
 * visitor's position on a search and a nearby search's radius. Kept apart
 * from shared/geo/location.ts so cards format distances without loading zod.
 */

/** A coordinate in degrees from JSON or a query string, within its range. */
const degrees = (name: string, bound: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${name} must be a number between -${bound} and ${bound}` })
      .min(-bound, `${name} must be a number between -${bound} and ${bound}`)
      .max(bound, `${name} must be a number between -${bound} and ${bound}`),
  );
export const latitudeSchema = degrees('lat', 90);
export const longitudeSchema = degrees('lng', 180);

/** The pin an owner drops (setup form, Location tab); null clears it so the PIN code or city places the listing again. */
export const OwnerPinSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema }).refine(isInIndia, OUTSIDE_INDIA).nullable();

/** A nearby search's radius: above 0, at most MAX_RADIUS_KM. */
export const radiusKmSchema = z.coerce
  .number({ error: `radiusKm must be a number of kilometres up to ${MAX_RADIUS_KM}` })
  .gt(0, msg('radiusKm must be more than 0'))
  .max(MAX_RADIUS_KM, `radiusKm must be at most ${MAX_RADIUS_KM} (km)`);

/** The visitor's position on a search: both or neither. */
export function refineVisitorPosition(query: { lat?: number; lng?: number }, ctx: z.RefinementCtx) {
  if ((query.lat === undefined) !== (query.lng === undefined)) ctx.addIssue({ code: 'custom', message: POSITION_INCOMPLETE, path: [query.lat === undefined ? 'lat' : 'lng'] });
}
