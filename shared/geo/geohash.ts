/**
 * The geohash side of "near me": a listing is filed under its full geohash
 * in its city's geo list (shared/search/index-entries.ts), so any geohash
 * cell, at any precision, is one key range of that list. A nearby search
 * reads the visitor's cell and its eight neighbours, at ever coarser
 * precisions, until it has enough listings or has covered the radius.
 */
import ngeohash from 'ngeohash';
import type { GeoPoint } from './location';

/** The geohash a listing is filed under (about 5 × 5 m). */
export const LISTING_GEOHASH_PRECISION = 9;
/** The finest and coarsest cells a nearby search reads: about 1.2 × 0.6 km up to 156 × 156 km. */
const FINEST = 6;
const COARSEST = 3;
const KM_PER_DEGREE = 111.195;

export function listingGeohash(point: GeoPoint): string {
  return ngeohash.encode(point.lat, point.lng, LISTING_GEOHASH_PRECISION);
}

/** A round of a nearby search: the cells to read, and how far from the point every listing in them is sure to have been seen. */
export interface CellRound {
  precision: number;
  cells: string[];
  coveredKm: number;
}

/**
 * The smallest distance from `point` to the edge of the 3 × 3 block of cells
 * around it: the point lies in the middle cell, so at least one cell's
 * height (or width, which narrows with latitude) separates it from the
 * outside.
 */
export function coveredRadiusKm(point: GeoPoint, precision: number): number {
  const bits = precision * 5;
  const heightDegrees = 180 / 2 ** Math.floor(bits / 2);
  const widthDegrees = 360 / 2 ** Math.ceil(bits / 2);
  // The block's edge furthest from the equator is where a degree of longitude is shortest.
  const widestLatitude = Math.min(89.9, Math.abs(point.lat) + 1.5 * heightDegrees);
  return Math.min(heightDegrees * KM_PER_DEGREE, widthDegrees * KM_PER_DEGREE * Math.cos((widestLatitude * Math.PI) / 180));
}

/** The rounds a nearby search may read, finest first; the last one covers `radiusKm` (or is the coarsest there is). */
export function cellRounds(point: GeoPoint, radiusKm: number): CellRound[] {
  const rounds: CellRound[] = [];
  for (let precision = FINEST; precision >= COARSEST; precision--) {
    const centre = ngeohash.encode(point.lat, point.lng, precision);
    const coveredKm = coveredRadiusKm(point, precision);
    rounds.push({ precision, cells: [centre, ...ngeohash.neighbors(centre)], coveredKm });
    if (coveredKm >= radiusKm) break;
  }
  return rounds;
}
