/** Places shared by the location picker and the API (spec 1 §9): popular cities, name matching, distances and the nearest-city grid. */

/** The 12 popular cities, in the order the location modal lists them: their URL slugs. */
export const popularCitySlugs = ['mumbai', 'new-delhi', 'bangalore', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad', 'jaipur', 'surat', 'lucknow', 'chandigarh'] as const;

/** Where the browser starts before a city is chosen. */
export const DEFAULT_CITY_SLUG = 'new-delhi';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The form names are matched in: ASCII, lower-case, words separated by single spaces ("Mahē" → "mahe"). */
export function placeSearchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * What a city type-ahead matches on: the whole name, each later word of it
 * ("mumbai" finds Navi Mumbai) and the city's other names ("bombay",
 * "bengaluru"). Single letters are left out: they would match everything.
 */
export function cityTerms(name: string, aliases: readonly string[] = []): string[] {
  const whole = placeSearchKey(name);
  const laterWords = whole
    .split(' ')
    .slice(1)
    .filter((word) => word.length > 1);
  return [...new Set([whole, ...laterWords, ...aliases.map(placeSearchKey)])].filter(Boolean);
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest of `places` to a point, with its distance; undefined for an empty list. */
export function nearestPlace<T extends Coordinates>(places: readonly T[], point: Coordinates) {
  let best: { place: T; distanceKm: number } | undefined;
  for (const place of places) {
    const distanceKm = haversineKm(point, place);
    if (!best || distanceKm < best.distanceKm) best = { place, distanceKm };
  }
  return best;
}

/**
 * The nearest-city index: cities are grouped into cells of one degree of
 * latitude by one of longitude (about 110 × 100 km in India), one table item
 * per non-empty cell.
 */
export const GRID_CELL_DEGREES = 1;

export interface GridCell {
  row: number;
  col: number;
}

export const gridCellOf = (point: Coordinates): GridCell => ({
  row: Math.floor(point.latitude / GRID_CELL_DEGREES),
  col: Math.floor(point.longitude / GRID_CELL_DEGREES),
});

export const gridCellKey = (cell: GridCell) => `${cell.row}:${cell.col}`;

/** The cells exactly `ring` cells away from `centre` (the centre itself for ring 0), as keys. */
export function gridRing(centre: GridCell, ring: number): string[] {
  if (ring === 0) return [gridCellKey(centre)];
  const keys: string[] = [];
  for (let row = centre.row - ring; row <= centre.row + ring; row += 1) {
    for (let col = centre.col - ring; col <= centre.col + ring; col += 1) {
      if (Math.max(Math.abs(row - centre.row), Math.abs(col - centre.col)) === ring) keys.push(gridCellKey({ row, col }));
    }
  }
  return keys;
}

/**
 * How far, at least, any place outside the square of cells within `rings` of
 * the point's own cell lies from the point: once the best distance found is
 * within it, no unsearched cell can hold anything nearer. Longitude degrees
 * shrink towards the poles, so the square's widest-latitude edge is used; a
 * 1% margin covers the great circle bowing away from the parallel.
 */
export function searchedRadiusKm(point: Coordinates, rings: number): number {
  const { row, col } = gridCellOf(point);
  const south = (row - rings) * GRID_CELL_DEGREES;
  const north = (row + rings + 1) * GRID_CELL_DEGREES;
  const west = (col - rings) * GRID_CELL_DEGREES;
  const east = (col + rings + 1) * GRID_CELL_DEGREES;
  const latitudeGap = Math.min(point.latitude - south, north - point.latitude);
  const longitudeGap = Math.min(point.longitude - west, east - point.longitude);
  const widestLatitude = Math.min(89, Math.max(Math.abs(south), Math.abs(north)));
  return 0.99 * Math.min(latitudeGap * KM_PER_DEGREE, longitudeGap * KM_PER_DEGREE * Math.cos(radians(widestLatitude)));
}

/** How far the nearest-city search looks: five rings, about 550 km. Farther than that is not near. */
export const NEAREST_MAX_RINGS = 5;

/**
 * The place nearest to a point, reading grid cells ring by ring through
 * `loadCells` (the centre and its eight neighbours first, which settles
 * almost every point in India in one read) until nothing unsearched can be
 * nearer. Undefined when no place lies within `maxRings` rings; a place found
 * there is always confirmed as the nearest, which may take a few more rings.
 */
export async function nearestInGrid<T extends Coordinates>(
  point: Coordinates,
  loadCells: (keys: string[]) => Promise<readonly T[]>,
  maxRings = NEAREST_MAX_RINGS,
): Promise<{ place: T; distanceKm: number } | undefined> {
  const centre = gridCellOf(point);
  let best: { place: T; distanceKm: number } | undefined;
  for (let searched = -1; best || searched < maxRings;) {
    const rings = searched < 0 ? [0, 1] : [searched + 1];
    const found = nearestPlace(await loadCells(rings.flatMap((ring) => gridRing(centre, ring))), point);
    if (found && (!best || found.distanceKm < best.distanceKm)) best = found;
    searched = rings[rings.length - 1]!;
    if (best && best.distanceKm <= searchedRadiusKm(point, searched)) return best;
  }
  return undefined;
}
