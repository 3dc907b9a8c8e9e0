import { describe, expect, it } from 'vitest';
import { assignCitySlugs, cityGridCells, cityNameIndexRows, indianPlaces } from '../../../../../scripts/seed/data/india-places';
import { gridCellKey, gridCellOf, NEAREST_MAX_RINGS, nearestInGrid, nearestPlace, popularCitySlugs, searchedRadiusKm } from '../../../../../shared/places';

const places = indianPlaces();

describe('assignCitySlugs', () => {
  it('lower-cases and hyphenates names, and adds the state to names several towns share', () => {
    const slugs = assignCitySlugs([
      { name: 'New Delhi', stateName: 'Delhi' },
      { name: 'Aurangabad', stateName: 'Maharashtra' },
      { name: 'Aurangabad', stateName: 'Bihar' },
      { name: 'Sawai Madhopur', stateName: 'Rajasthan' },
    ]).map((city) => city.slug);
    expect(slugs).toEqual(['new-delhi', 'aurangabad-maharashtra', 'aurangabad-bihar', 'sawai-madhopur']);
  });

  it('refuses two cities with one slug rather than hiding one', () => {
    expect(() =>
      assignCitySlugs([
        { name: 'Amod', stateName: 'Gujarat' },
        { name: 'Amod', stateName: 'Gujarat' },
      ]),
    ).toThrow('Two cities would share the slug amod-gujarat');
  });
});

describe('indianPlaces', () => {
  it('takes every state and over four thousand cities from the package, with unique slugs', () => {
    expect(places.states).toHaveLength(36);
    expect(places.cities.length).toBeGreaterThan(4000);
    expect(new Set(places.cities.map((city) => city.slug)).size).toBe(places.cities.length);
    expect(places.cities.every((city) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(city.slug))).toBe(true);
  });

  it('ranks the twelve popular cities in the spec’s order under the spec’s slugs', () => {
    const popular = places.cities.filter((city) => city.popularRank > 0).sort((a, b) => a.popularRank - b.popularRank);
    expect(popular.map((city) => city.slug)).toEqual([...popularCitySlugs]);
    expect(popular.find((city) => city.slug === 'bangalore')).toMatchObject({ name: 'Bangalore', aliases: ['Bengaluru'], stateId: 'KA' });
  });

  it('drops whole districts and repeated towns, and strips accents and stray commas from names', () => {
    expect(places.cities.some((city) => /district$/i.test(city.name))).toBe(false);
    expect(places.cities.filter((city) => city.name === 'Nadiad')).toHaveLength(1);
    expect(places.cities.some((city) => /[^\x20-\x7e]|,$/.test(city.name))).toBe(false);
  });

  it('is deterministic, so the seed writes the same keys every time', () => {
    expect(indianPlaces()).toEqual(places);
  });
});

describe('the seed’s derived rows', () => {
  it('indexes each city under all its terms', () => {
    const rows = cityNameIndexRows(places.cities);
    expect(rows.filter((row) => row.slug === 'mumbai').map((row) => row.term)).toEqual(['mumbai', 'bombay']);
    expect(rows.filter((row) => row.slug === 'navi-mumbai').map((row) => row.term)).toEqual(['navi mumbai', 'mumbai']);
  });

  it('puts every city in exactly one grid cell, and the grid search agrees with a brute-force search', async () => {
    const cells = cityGridCells(places.cities);
    expect(cells.reduce((sum, cell) => sum + cell.cities.length, 0)).toBe(places.cities.length);
    const byKey = new Map(cells.map((cell) => [cell.cell, cell.cities]));
    const load = async (keys: string[]) => keys.flatMap((key) => byKey.get(key) ?? []);
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let index = 0; index < 1000; index += 1) {
      const point = { latitude: 6 + random() * 32, longitude: 67 + random() * 31 };
      const expected = nearestPlace(places.cities, point)!;
      const found = await nearestInGrid(point, load);
      // Within the searched rings the answer is certain; beyond them a city is either confirmed as the nearest or none is given.
      if (found || expected.distanceKm <= searchedRadiusKm(point, NEAREST_MAX_RINGS)) expect(found?.place.slug, `${point.latitude},${point.longitude}`).toBe(expected.place.slug);
    }
    expect(gridCellKey(gridCellOf(places.cities.find((city) => city.slug === 'jaipur')!))).toBe('26:75');
  });
});
