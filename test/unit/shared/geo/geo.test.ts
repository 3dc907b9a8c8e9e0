import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { cellRounds, coveredRadiusKm, listingGeohash } from '../../../../shared/geo/geohash';
import { distanceKm, formatDistance, isInIndia } from '../../../../shared/geo/location';
import { OwnerPinSchema, radiusKmSchema } from '../../../../shared/schemas/location';
import { ListingsQuerySchema, SearchQuerySchema } from '../../../../shared/schemas/search';
import { listingRecords, type IndexableBusiness } from '../../../../shared/search/index-entries';
import { sortListings } from '../../../../shared/search/filters';

const connaughtPlace = { lat: 28.6315, lng: 77.2167 };
const indiaGate = { lat: 28.6129, lng: 77.2295 };
const bandra = { lat: 19.0596, lng: 72.8295 };

describe('distances', () => {
  it('measures great-circle kilometres (haversine)', () => {
    expect(distanceKm(connaughtPlace, indiaGate)).toBeCloseTo(2.4, 1);
    // New Delhi to Mumbai is about 1,150 km as the crow flies.
    expect(distanceKm(connaughtPlace, bandra)).toBeGreaterThan(1130);
    expect(distanceKm(connaughtPlace, bandra)).toBeLessThan(1170);
    expect(distanceKm(bandra, bandra)).toBe(0);
  });

  it('formats distances as cards show them', () => {
    expect(formatDistance(1.234)).toBe('1.2 km');
    expect(formatDistance(0.34)).toBe('350 m');
    expect(formatDistance(0.01)).toBe('50 m');
    expect(formatDistance(9.96)).toBe('10.0 km');
    expect(formatDistance(14.4)).toBe('14 km');
  });

  it('knows India from elsewhere', () => {
    expect(isInIndia(bandra)).toBe(true);
    expect(isInIndia({ lat: 51.5, lng: -0.12 })).toBe(false);
    expect(isInIndia({ lat: 0, lng: 0 })).toBe(false);
  });
});

describe('geohash cells of a nearby search', () => {
  it('reads the point’s cell and its eight neighbours, finest first, until the radius is covered', () => {
    const rounds = cellRounds(connaughtPlace, 5);
    expect(rounds.map((round) => round.precision)).toEqual([6, 5, 4]);
    for (const round of rounds) {
      expect(round.cells).toHaveLength(9);
      expect(new Set(round.cells).size).toBe(9);
      expect(round.cells[0]).toBe(ngeohash.encode(connaughtPlace.lat, connaughtPlace.lng, round.precision));
    }
    expect(rounds.at(-1)!.coveredKm).toBeGreaterThanOrEqual(5);
    expect(rounds.at(-2)!.coveredKm).toBeLessThan(5);
    // The widest radius allowed, 50 km, is covered by precision 3.
    expect(cellRounds(bandra, 50).at(-1)).toMatchObject({ precision: 3 });
  });

  it('sees every point within the covered radius in the 3 × 3 block (brute force over a grid of points around Pune)', () => {
    const centre = { lat: 18.5204, lng: 73.8567 };
    for (const precision of [6, 5, 4, 3]) {
      const covered = coveredRadiusKm(centre, precision);
      const block = new Set([ngeohash.encode(centre.lat, centre.lng, precision), ...ngeohash.neighbors(ngeohash.encode(centre.lat, centre.lng, precision))]);
      const spanDegrees = (covered / 111) * 1.2;
      let inside = 0;
      for (let row = -20; row <= 20; row++) {
        for (let col = -20; col <= 20; col++) {
          const point = { lat: centre.lat + (row / 20) * spanDegrees, lng: centre.lng + (col / 20) * spanDegrees };
          if (distanceKm(centre, point) > covered) continue;
          inside++;
          expect(block.has(listingGeohash(point).slice(0, precision)), `${precision}: ${point.lat},${point.lng}`).toBe(true);
        }
      }
      expect(inside).toBeGreaterThan(900);
    }
  });

  it('files a located listing in its city’s geo list, sorted by geohash', () => {
    const business: IndexableBusiness = { businessId: 'b1', name: 'Cafe', slug: 'cafe', cityName: 'pune', status: 'active', location: { lat: 18.52, lng: 73.85, source: 'pincode' } };
    const records = listingRecords(business);
    const geo = records.find((record) => record.partition === 'pune#_geo');
    expect(geo?.position).toBe(`${ngeohash.encode(18.52, 73.85, 9)}#b1`);
    expect(geo?.card.location).toEqual({ lat: 18.52, lng: 73.85 });
    expect(listingRecords({ ...business, location: undefined }).some((record) => record.partition === 'pune#_geo')).toBe(false);
  });

  it('sorts by distance, listings without coordinates last', () => {
    const card = (id: string, distanceKm?: number) => ({ id, rating: { average: 0, count: 0 }, reviews: { count: 0 }, ...(distanceKm === undefined ? {} : { distanceKm }) });
    expect(sortListings([card('a'), card('b', 3), card('c', 0.5)], 'distance').map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('validation of coordinates', () => {
  const listings = (extra: Record<string, string>) => ListingsQuerySchema.safeParse({ cityName: 'pune', ...extra });
  const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

  it('accepts a position, a radius and the distance sort', () => {
    const parsed = listings({ lat: '18.52', lng: '73.85', radiusKm: '5', sort: 'distance' });
    expect(parsed.success && parsed.data).toMatchObject({ lat: 18.52, lng: 73.85, radiusKm: 5, sort: 'distance' });
  });

  it('refuses a latitude outside -90..90, a radius over 50 km and half a position, with clear messages', () => {
    expect(message(listings({ lat: '91', lng: '73' }))).toBe('lat must be a number between -90 and 90');
    expect(message(listings({ lat: 'north', lng: '73' }))).toBe('lat must be a number between -90 and 90');
    expect(message(listings({ lat: '18', lng: '73', radiusKm: '51' }))).toBe('radiusKm must be at most 50 (km)');
    expect(message(listings({ lat: '18', lng: '73', radiusKm: '0' }))).toBe('radiusKm must be more than 0');
    expect(message(listings({ lat: '18' }))).toBe('Send both lat and lng, or neither');
    expect(message(listings({ sort: 'distance' }))).toBe('sort=distance needs your position: send lat and lng');
    expect(message(SearchQuerySchema.safeParse({ query: 'salon', location: 'pune', lat: '-95', lng: '73' }))).toBe('lat must be a number between -90 and 90');
    expect(radiusKmSchema.safeParse('50').success).toBe(true);
  });

  it('takes an owner’s pin only inside India', () => {
    expect(OwnerPinSchema.safeParse({ lat: 19.06, lng: 72.83 }).success).toBe(true);
    expect(OwnerPinSchema.safeParse(null).success).toBe(true);
    expect(message(OwnerPinSchema.safeParse({ lat: 51.5, lng: -0.12 }))).toBe('The location must be inside India: drop the pin on the listing’s address');
  });
});
