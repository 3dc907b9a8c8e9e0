/** Places shared by the location picker and the API (spec 1 §9). */

/** The 12 popular cities, in the order the location modal lists them: their URL slugs. */
export const popularCitySlugs = ['mumbai', 'new-delhi', 'bangalore', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad', 'jaipur', 'surat', 'lucknow', 'chandigarh'] as const;

/** Where the browser starts before a city is chosen. */
export const DEFAULT_CITY_SLUG = 'new-delhi';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres. */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest of `places` to a point, with its distance; undefined for an empty list. */
export function nearestPlace<T extends { latitude: number; longitude: number }>(places: readonly T[], point: { latitude: number; longitude: number }) {
  let best: { place: T; distanceKm: number } | undefined;
  for (const place of places) {
    const distanceKm = haversineKm(point, place);
    if (!best || distanceKm < best.distanceKm) best = { place, distanceKm };
  }
  return best;
}
