/**
 * A listing's position and a visitor's distance to it (issue #24 part 2).
 * Listings store `{ lat, lng, source }`: the owner's pin, else the centre of
 * its PIN code, its locality or its city. The visitor's own position stays
 * in the browser and reaches the API only as the lat/lng of a search.
 */
import { haversineKm } from '../places';
import { msg } from '../i18n/catalog';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Where a listing's coordinates come from, most precise first. */
export const locationSources = ['owner', 'pincode', 'locality', 'city'] as const;
export type LocationSource = (typeof locationSources)[number];

export interface BusinessLocation extends GeoPoint {
  source: LocationSource;
}

/** A box around India (mainland, Lakshadweep, Andaman and Nicobar): an Indian listing's pin must fall inside it. */
export const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;
export const OUTSIDE_INDIA = msg('The location must be inside India: drop the pin on the listing’s address');
/** The widest circle a nearby search may ask for. */
export const MAX_RADIUS_KM = 50;
export const POSITION_INCOMPLETE = msg('Send both lat and lng, or neither');

export function isInIndia(point: GeoPoint): boolean {
  return point.lat >= INDIA_BOUNDS.south && point.lat <= INDIA_BOUNDS.north && point.lng >= INDIA_BOUNDS.west && point.lng <= INDIA_BOUNDS.east;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  return haversineKm({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });
}

/** Distances as cards show them: "350 m" under a kilometre, "1.2 km" under ten, then whole kilometres ("14 km"). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(50, Math.round((km * 1000) / 50) * 50)} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/** Distance rounded to 10 m, as the API answers it. */
export const roundedKm = (km: number) => Math.round(km * 100) / 100;
