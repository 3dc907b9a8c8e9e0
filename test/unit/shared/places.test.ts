import { describe, expect, it } from 'vitest';
import { cityTerms, gridCellKey, gridCellOf, gridRing, haversineKm, nearestInGrid, nearestPlace, placeSearchKey, searchedRadiusKm } from '../../../shared/places';

const pune = { name: 'Pune', latitude: 18.5196, longitude: 73.8553 };
const mumbai = { name: 'Mumbai', latitude: 19.076, longitude: 72.8777 };
const delhi = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 };

describe('haversineKm', () => {
  it('measures Mumbai to Pune at about 120 km and a point to itself at 0', () => {
    expect(haversineKm(mumbai, pune)).toBeGreaterThan(115);
    expect(haversineKm(mumbai, pune)).toBeLessThan(125);
    expect(haversineKm(delhi, delhi)).toBe(0);
  });
});

describe('nearestPlace', () => {
  it('finds the closest city to a position', () => {
    expect(nearestPlace([pune, mumbai, delhi], { latitude: 18.6, longitude: 73.9 })?.place.name).toBe('Pune');
    expect(nearestPlace([pune, mumbai, delhi], { latitude: 28.4, longitude: 77.0 })?.place.name).toBe('New Delhi');
    expect(nearestPlace([], { latitude: 0, longitude: 0 })).toBeUndefined();
  });
});

describe('placeSearchKey and cityTerms', () => {
  it('folds case, accents and punctuation into single spaces', () => {
    expect(placeSearchKey('  Mahē ')).toBe('mahe');
    expect(placeSearchKey('Raj-Nandgaon')).toBe('raj nandgaon');
    expect(placeSearchKey('Amod,')).toBe('amod');
    expect(placeSearchKey('!!')).toBe('');
  });

  it('matches the whole name, later words and other names, without one-letter words or repeats', () => {
    expect(cityTerms('Navi Mumbai')).toEqual(['navi mumbai', 'mumbai']);
    expect(cityTerms('Mumbai', ['Bombay'])).toEqual(['mumbai', 'bombay']);
    expect(cityTerms('Port Blair', ['Port Blair'])).toEqual(['port blair', 'blair']);
    expect(cityTerms('Sector 19 A')).toEqual(['sector 19 a', '19']);
  });
});

describe('the nearest-city grid', () => {
  it('puts a point in its one-degree cell, also below zero', () => {
    expect(gridCellKey(gridCellOf(pune))).toBe('18:73');
    expect(gridCellKey(gridCellOf({ latitude: -0.5, longitude: -73.2 }))).toBe('-1:-74');
  });

  it('lists the ring of cells around a centre', () => {
    expect(gridRing({ row: 18, col: 73 }, 0)).toEqual(['18:73']);
    expect(gridRing({ row: 18, col: 73 }, 1)).toHaveLength(8);
    expect(gridRing({ row: 18, col: 73 }, 2)).toHaveLength(16);
    expect(gridRing({ row: 18, col: 73 }, 1)).not.toContain('18:73');
  });

  it('knows how far a search of n rings has certainly looked', () => {
    // Pune sits 0.52° into its cell from the south and 0.14° from the east edge: ring 0 covers only 0.14° of longitude.
    expect(searchedRadiusKm(pune, 0)).toBeCloseTo(0.99 * 0.1447 * 111.195 * Math.cos((19 * Math.PI) / 180), 0);
    expect(searchedRadiusKm(pune, 1)).toBeGreaterThan(searchedRadiusKm(pune, 0) + 90);
  });

  it('reads the nine cells around a point first and stops as soon as nothing farther can be nearer', async () => {
    const reads: string[][] = [];
    const cities = [pune, mumbai, delhi];
    const load = async (keys: string[]) => {
      reads.push(keys);
      return cities.filter((city) => keys.includes(gridCellKey(gridCellOf(city))));
    };
    expect(await nearestInGrid({ latitude: 18.6, longitude: 73.9 }, load)).toMatchObject({ place: pune });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toHaveLength(9);
  });

  it('widens ring by ring when the nine cells are empty, and gives up past the last ring', async () => {
    const reads: string[][] = [];
    const load = async (keys: string[]) => {
      reads.push(keys);
      return [delhi].filter((city) => keys.includes(gridCellKey(gridCellOf(city))));
    };
    expect(await nearestInGrid({ latitude: 25.5, longitude: 77.5 }, load)).toMatchObject({ place: delhi });
    expect(reads.map((keys) => keys.length)).toEqual([9, 16, 24, 32]);
    expect(await nearestInGrid({ latitude: 51.5, longitude: -0.12 }, load, 3)).toBeUndefined();
  });
});
