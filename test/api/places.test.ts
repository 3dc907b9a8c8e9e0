import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCityBySlug, listCitiesByName, listPopularCities, putCities } from '../../functions/data/entities/city';
import { findCitiesByTermPrefix } from '../../functions/data/entities/city-name-index';
import { cityNameIndexRows, indianPlaces } from '../../scripts/seed/data/india-places';
import { seedPlaces } from '../../scripts/seed/places';
import { NEAREST_MAX_RINGS, nearestPlace, placeSearchKey, searchedRadiusKm } from '../../shared/places';
import type { CityResponse } from '../../shared/schemas/places';
import { startHarness, type Harness } from './harness';

let api: Harness;
let seeded: Awaited<ReturnType<typeof seedPlaces>>;
beforeAll(async () => {
  api = await startHarness();
  seeded = await seedPlaces();
}, 120_000);
afterAll(() => api.stop());

const slugsOf = (response: { body: { data: CityResponse[] } }) => response.body.data.map((city) => city.slug);

describe('the places seed', () => {
  it('writes every Indian city from the data package, its type-ahead terms, the grid and the states', () => {
    expect(seeded.cities).toBeGreaterThan(4000);
    // The type-ahead's rows (more than one per city) go in a bucket per first two letters.
    expect(seeded.nameIndex).toBeGreaterThan(100);
    expect(seeded.nameIndex).toBeLessThan(seeded.cities / 10);
    expect(seeded.gridCells).toBeGreaterThan(200);
    expect(seeded.states).toBe(36);
  });

  it('finds every city term by any of its prefixes, in term order, as a filter of all the rows would', async () => {
    const rows = cityNameIndexRows(indianPlaces().cities);
    const brute = (prefix: string) =>
      rows
        .filter((row) => row.term.startsWith(prefix))
        // A shorter term first ('abu' before 'abu road'), then by slug.
        .sort((a, b) => (a.term === b.term ? (a.slug < b.slug ? -1 : 1) : a.term < b.term ? -1 : 1))
        .map((row) => `${row.term}|${row.slug}`);
    const found = async (prefix: string, count: number) => (await findCitiesByTermPrefix(prefix, count)).map((row) => `${row.term}|${row.slug}`);
    // Each first letter in full: its partition's buckets read page by page.
    for (const initial of new Set(rows.map((row) => row.term.charAt(0)))) expect(await found(initial, 10_000), initial).toEqual(brute(initial));
    // Longer prefixes of real terms, cut short by the count.
    let seed = 7;
    for (let index = 0; index < 60; index += 1) {
      seed = (seed * 16807) % 2147483647;
      const term = rows[seed % rows.length]!.term;
      const prefix = term.slice(0, 1 + (seed % term.length));
      expect(await found(prefix, 6), prefix).toEqual(brute(prefix).slice(0, 6));
    }
    expect(await found('zzzq', 5)).toEqual([]);
  });
});

describe('GET /city/all', () => {
  it('lists the twelve popular cities in the spec’s order', async () => {
    const response = await api.call('GET', '/city/all?popular=true');
    expect(response.status).toBe(200);
    expect(slugsOf(response)).toEqual(['mumbai', 'new-delhi', 'bangalore', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad', 'jaipur', 'surat', 'lucknow', 'chandigarh']);
    expect(response.body.data[2]).toEqual({ _id: 'bangalore', name: 'Bangalore', slug: 'bangalore', stateId: 'KA', stateName: 'Karnataka', popular: true, latitude: 12.97194, longitude: 77.59369 });
  });

  it('lists every city A–Z, up to the limit, clamping a huge limit', async () => {
    const all = await api.call('GET', '/city/all?limit=100000000');
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBe(seeded.cities);
    const names = all.body.data.map((city: CityResponse) => placeSearchKey(city.name));
    expect(names).toEqual([...names].sort());
    expect(names.indexOf('tehri')).toBeLessThan(names.indexOf('tehri garhwal'));
    expect((await api.call('GET', '/city/all?limit=3')).body.data).toHaveLength(3);
  });

  it('answers a type-ahead with popular cities first, then by name', async () => {
    const pu = await api.call('GET', '/city/all?name=pu&limit=10');
    expect(pu.body.data[0]).toMatchObject({ name: 'Pune', slug: 'pune', stateName: 'Maharashtra', popular: true });
    expect(pu.body.data).toHaveLength(10);
    expect(
      pu.body.data.every((city: CityResponse) =>
        city.name
          .toLowerCase()
          .split(/[^a-z]+/)
          .some((word) => word.startsWith('pu')),
      ),
    ).toBe(true);
  });

  it('ranks the exact and popular name first: Mumbai before Mumbai Suburban or Navi Mumbai for "Mumb"', async () => {
    for (const typed of ['Mumb', 'mumbai', 'Mumbai ']) expect(slugsOf(await api.call('GET', `/city/all?name=${encodeURIComponent(typed)}`))[0]).toBe('mumbai');
  });

  it('matches later words, old names and names without their accents', async () => {
    expect(slugsOf(await api.call('GET', '/city/all?name=mumbai'))).toEqual(expect.arrayContaining(['mumbai', 'navi-mumbai']));
    expect(slugsOf(await api.call('GET', '/city/all?name=Bombay'))).toEqual(['mumbai']);
    expect(slugsOf(await api.call('GET', '/city/all?name=bengaluru&limit=1'))).toEqual(['bangalore']);
    expect(slugsOf(await api.call('GET', '/city/all?name=gurugram'))).toEqual(['gurgaon']);
    expect((await api.call('GET', '/city/all?name=mahe')).body.data).toContainEqual(expect.objectContaining({ name: 'Mahe', stateName: 'Puducherry' }));
  });

  it('tells towns that share a name apart by their state', async () => {
    const response = await api.call('GET', '/city/all?name=aurangabad');
    expect(slugsOf(response)).toEqual(expect.arrayContaining(['aurangabad-maharashtra', 'aurangabad-bihar']));
    expect(slugsOf(response)).not.toContain('aurangabad');
  });

  it('combines the type-ahead with popular=true', async () => {
    expect(slugsOf(await api.call('GET', '/city/all?name=ch&popular=true'))).toEqual(['chennai', 'chandigarh']);
  });

  it('treats an empty name as no filter, and a name with no letters as no match', async () => {
    expect((await api.call('GET', '/city/all?name=&limit=5')).body.data).toHaveLength(5);
    expect(await api.call('GET', '/city/all?name=%20%21%21')).toMatchObject({ status: 200, body: { data: [] } });
    expect(await api.call('GET', '/city/all?name=zzzzqx')).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('refuses a nonsense limit or flag with a clear message', async () => {
    expect(await api.call('GET', '/city/all?limit=abc')).toMatchObject({ status: 400, body: { message: 'limit must be a number' } });
    expect(await api.call('GET', '/city/all?limit=0')).toMatchObject({ status: 400, body: { message: 'limit must be at least 1' } });
    expect(await api.call('GET', '/city/all?limit=2.5')).toMatchObject({ status: 400, body: { message: 'limit must be a whole number' } });
    expect(await api.call('GET', '/city/all?popular=yes')).toMatchObject({ status: 400, body: { message: 'popular must be true or false' } });
    expect(await api.call('GET', `/city/all?name=${'a'.repeat(81)}`)).toMatchObject({ status: 400, body: { message: 'name must be at most 80 characters' } });
  });
});

describe('POST /city/findLocation', () => {
  it('finds the nearest city to a position', async () => {
    const response = await api.call('POST', '/city/findLocation', { body: { latitude: 18.52, longitude: 73.86 } });
    expect(response.status).toBe(200);
    expect(response.body.nearestCity).toMatchObject({ name: 'Pune', slug: 'pune', stateName: 'Maharashtra', popular: true });
    expect(response.body.distanceKm).toBeLessThan(2);
  });

  it('puts someone in central Jaipur in Jaipur (the package’s coordinates are corrected)', async () => {
    const response = await api.call('POST', '/city/findLocation', { body: { latitude: 26.9196, longitude: 75.7878 } });
    expect(response.body.nearestCity.slug).toBe('jaipur');
  });

  it('accepts numeric strings and agrees with a brute-force search everywhere in India', async () => {
    const everyCity = (await api.call('GET', '/city/all?limit=10000')).body.data as CityResponse[];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let index = 0; index < 40; index += 1) {
      const point = { latitude: 8 + random() * 26, longitude: 69 + random() * 25 };
      const expected = nearestPlace(everyCity, point)!;
      const response = await api.call('POST', '/city/findLocation', { body: { latitude: String(point.latitude), longitude: String(point.longitude) } });
      if (response.status === 404) expect(expected.distanceKm).toBeGreaterThan(searchedRadiusKm(point, NEAREST_MAX_RINGS));
      else expect(response.body.nearestCity.slug, `${point.latitude},${point.longitude}`).toBe(expected.place.slug);
    }
  });

  it('says so when no city is near (a position outside India)', async () => {
    expect(await api.call('POST', '/city/findLocation', { body: { latitude: 51.5072, longitude: -0.1276 } })).toMatchObject({
      status: 404,
      body: { message: 'We could not find a city near your location. Please choose one from the list.' },
    });
  });

  it('refuses a missing or impossible position', async () => {
    expect(await api.call('POST', '/city/findLocation', { body: {} })).toMatchObject({ status: 400, body: { message: 'latitude is required' } });
    expect(await api.call('POST', '/city/findLocation', { body: { latitude: 18.5 } })).toMatchObject({ status: 400, body: { message: 'longitude is required' } });
    expect(await api.call('POST', '/city/findLocation', { body: { latitude: 123, longitude: 0 } })).toMatchObject({ status: 400, body: { message: 'latitude must be between -90 and 90' } });
    expect(await api.call('POST', '/city/findLocation', { body: { latitude: 'north', longitude: 0 } })).toMatchObject({ status: 400, body: { message: 'latitude is required' } });
    expect((await api.call('POST', '/city/findLocation', { rawBody: '{"latitude":' })).status).toBe(400);
  });
});

describe('GET /state/all', () => {
  it('lists the states and union territories A–Z under results', async () => {
    const response = await api.call('GET', '/state/all?limit=10000');
    expect(response.body.results).toHaveLength(36);
    expect(response.body.results).toContainEqual({ _id: 'MH', name: 'Maharashtra' });
    expect(response.body.results[0]).toEqual({ _id: 'AN', name: 'Andaman and Nicobar Islands' });
    expect((await api.call('GET', '/state/all?limit=5')).body.results).toHaveLength(5);
    expect((await api.call('GET', '/state/all?limit=-3')).status).toBe(400);
  });
});

describe('the city catalogue’s writes', () => {
  const city = (slug: string, name: string, popularRank = 0) => ({
    slug,
    name,
    nameKey: placeSearchKey(name).replace(/ /g, '+'),
    aliases: [],
    stateId: 'MH',
    stateName: 'Maharashtra',
    latitude: 19,
    longitude: 73,
    popularRank,
  });

  it('keeps the other cities of a bucket, replaces a city by its slug, and keeps the popular list in rank order', async () => {
    // 'qx…' shares no bucket with a real city; both go in one bucket, in two writes.
    await putCities([city('qxa-nagar', 'Qxa Nagar', 13)]);
    await putCities([city('qxb-pur', 'Qxb Pur')]);
    expect(await getCityBySlug('qxa-nagar')).toMatchObject({ name: 'Qxa Nagar', popularRank: 13 });
    expect(await getCityBySlug('qxb-pur')).toMatchObject({ name: 'Qxb Pur' });
    expect((await listPopularCities()).map((entry) => entry.slug)).toEqual([...slugsOf(await api.call('GET', '/city/all?popular=true&limit=12')), 'qxa-nagar']);

    await putCities([city('qxa-nagar', 'Qxa Town')]);
    expect(await getCityBySlug('qxa-nagar')).toMatchObject({ name: 'Qxa Town', popularRank: 0 });
    expect(await getCityBySlug('qxb-pur')).toMatchObject({ name: 'Qxb Pur' });
    expect((await listPopularCities()).map((entry) => entry.slug)).not.toContain('qxa-nagar');
    expect((await listPopularCities()).map((entry) => entry.popularRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await getCityBySlug('qxc-unknown')).toBeUndefined();
    const names = (await listCitiesByName()).map((entry) => entry.nameKey);
    expect(names).toEqual(expect.arrayContaining(['qxa+town', 'qxb+pur']));
    expect(names).toEqual([...names].sort());
  });
});
