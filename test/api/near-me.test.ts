import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCommands, scansAmong } from './command-recorder';
import { distanceKm, OUTSIDE_INDIA, type BusinessLocation } from '../../shared/geo/location';
import { RADIUS_NEEDS_POSITION, SORT_DISTANCE_NEEDS_POSITION, type BusinessCard, type BusinessSuggestion } from '../../shared/schemas/search';
import { indianPlaces } from '../../scripts/seed/data/india-places';
import { startHarness, type Harness } from './harness';

type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let owner: Session;
const token = () => owner.tokens.access.token;

// A city no other API test lists businesses in, as the catalogue has it (the suite's global setup writes the catalogue):
// a city of the test's own would be one more city in the places test's count of all cities.
const mysuru = indianPlaces().cities.find((city) => city.slug === 'mysuru')!;
const CITY = mysuru.name;
const CITY_CENTRE = { lat: mysuru.latitude, lng: mysuru.longitude };
/** The visitor stands at the palace gate. */
const palace = { lat: 12.3052, lng: 76.6552 };
const salons = { _id: 'beauty-spa', title: 'Beauty & Spa' };
const sweets = { _id: 'restaurant', title: 'Restaurant' };

/** The test listings, by name: owner pins at known distances from the palace. */
const pins = {
  'Palace Gate Chandrika Salon': { lat: 12.306, lng: 76.656 },
  'Chamundi Hill Chandrika Salon': { lat: 12.275, lng: 76.67 },
  'Ring Road Chandrika Salon': { lat: 12.35, lng: 76.6 },
  'Srirangapatna Salon': { lat: 12.4216, lng: 76.6937 },
  'Devaraja Sweets': { lat: 12.31, lng: 76.653 },
};
const ids = new Map<string, string>();

async function addListing(name: string, fields: Record<string, unknown>) {
  const response = await api.call('POST', '/businesses/add', {
    token: token(),
    body: { name, cityName: CITY, contact: { email: 'hello@example.in', phone: '9845012345' }, address: { street: 'Sayyaji Rao Road' }, ...fields },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  ids.set(name, response.body._id);
  return response.body as { _id: string; location?: BusinessLocation };
}

const list = (params: string) => api.call<{ data: BusinessCard[]; pagination: { total: number; capped: boolean } }>('GET', `/businesses/all?cityName=${CITY}${params}`);
const near = (point = palace) => `&lat=${point.lat}&lng=${point.lng}`;

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Meera', lastName: 'Owner' });
  for (const [name, location] of Object.entries(pins)) await addListing(name, { location, categories: [name.endsWith('Salon') ? salons : sweets] });
  await api.poller.drain();
}, 60_000);

afterAll(async () => {
  await api?.stop();
});

describe('GET /businesses/all near the visitor', () => {
  it('lists the city’s listings nearest first, each with its distance in km', async () => {
    const response = await list(`${near()}&sort=distance`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const names = response.body.data.map((card) => card.name);
    expect(names).toEqual(['Palace Gate Chandrika Salon', 'Devaraja Sweets', 'Chamundi Hill Chandrika Salon', 'Ring Road Chandrika Salon', 'Srirangapatna Salon']);
    for (const card of response.body.data) {
      expect(card.distanceKm).toBeCloseTo(distanceKm(palace, pins[card.name as keyof typeof pins]), 1);
      expect(card.location).toEqual(pins[card.name as keyof typeof pins]);
    }
    expect(response.body.data[0]!.distanceKm).toBeLessThan(0.2);
  });

  it('keeps to the radius', async () => {
    const response = await list(`${near()}&sort=distance&radiusKm=5`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((card) => card.name)).toEqual(['Palace Gate Chandrika Salon', 'Devaraja Sweets', 'Chamundi Hill Chandrika Salon']);
    expect(response.body.pagination).toMatchObject({ total: 3, capped: false });
    expect(response.body.data.every((card) => card.distanceKm! <= 5)).toBe(true);
  });

  it('composes with the search text, the category and paging', async () => {
    const salonsNear = await list(`${near()}&sort=distance&find=chandrika&radiusKm=10`);
    expect(salonsNear.body.data.map((card) => card.name)).toEqual(['Palace Gate Chandrika Salon', 'Chamundi Hill Chandrika Salon', 'Ring Road Chandrika Salon']);
    const byCategory = await list(`${near()}&sort=distance&category=beauty-spa&limit=2&page=2`);
    expect(byCategory.body.data.map((card) => card.name)).toEqual(['Ring Road Chandrika Salon', 'Srirangapatna Salon']);
  });

  it('gives distances in the other orders too, and a radius then narrows them', async () => {
    const relevance = await list(`${near()}&radiusKm=5`);
    expect(relevance.status).toBe(200);
    expect(relevance.body.data.map((card) => card.name).sort()).toEqual(['Chamundi Hill Chandrika Salon', 'Devaraja Sweets', 'Palace Gate Chandrika Salon']);
    expect(relevance.body.data.every((card) => typeof card.distanceKm === 'number')).toBe(true);
    const withoutPosition = await list('');
    expect(withoutPosition.body.data.some((card) => card.distanceKm !== undefined)).toBe(false);
  });

  it('answers from Queries, never a Scan', async () => {
    const commands = await recordCommands(async () => {
      expect((await list(`${near()}&sort=distance&radiusKm=50`)).status).toBe(200);
    });
    expect(commands).toContain('QueryCommand');
    expect(scansAmong(commands)).toEqual([]);
  });
});

describe('GET /search near the visitor', () => {
  it('tells each suggested listing’s distance', async () => {
    const response = await api.call<{ businesses: BusinessSuggestion[] }>('GET', `/search?query=chandrika&location=${CITY}${near()}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const palaceGate = response.body.businesses.find((business) => business.name === 'Palace Gate Chandrika Salon');
    expect(palaceGate?.distanceKm).toBeCloseTo(distanceKm(palace, pins['Palace Gate Chandrika Salon']), 1);
  });
});

describe('a listing’s location', () => {
  it('comes from the PIN code, else the locality, else the city centre, unless the owner drops a pin', async () => {
    const byPin = await addListing('Agrahara Tailors', { address: { street: 'Agrahara', zipCode: '570004' } });
    expect(byPin.location?.source).toBe('pincode');
    // In the town: the catalogue's centre for Mysuru is the data package's, some 25 km west of the palace.
    expect(distanceKm(byPin.location!, palace)).toBeLessThan(8);
    // A PIN code the data does not know, in a locality with located listings: their median position (the five pinned on Sayyaji Rao Road).
    const byLocality = await addListing('Sayyaji Rao Road Tailors', { address: { street: 'Shop 3, Sayyaji Rao Road', zipCode: '599999' } });
    expect(byLocality.location).toEqual({ lat: 12.31, lng: 76.656, source: 'locality' });
    const byCity = await addListing('Unplaced Tailors', { address: { street: 'Bannimantap' } });
    expect(byCity.location).toEqual({ ...CITY_CENTRE, source: 'city' });

    // The owner's pin wins, stays through later saves, and a new PIN code moves an unpinned listing.
    const pinned = await api.call('PATCH', `/businesses/update/${byPin._id}`, { token: token(), body: { location: { lat: 12.3, lng: 76.64 } } });
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(200);
    expect(pinned.body.data.location).toEqual({ lat: 12.3, lng: 76.64, source: 'owner' });
    const renamed = await api.call('PATCH', `/businesses/update/${byPin._id}`, { token: token(), body: { name: 'Agrahara Tailors and Alterations', address: { zipCode: '570001' } } });
    expect(renamed.body.data.location.source).toBe('owner');
    const unpinned = await api.call('PATCH', `/businesses/update/${byPin._id}`, { token: token(), body: { location: null } });
    expect(unpinned.body.data.location.source).toBe('pincode');

    // The geo index follows: the unplaced listing is found at the city centre.
    await api.poller.drain();
    const nearCentre = await list(`${near(CITY_CENTRE)}&sort=distance&radiusKm=1`);
    expect(nearCentre.body.data.map((card) => card.name)).toContain('Unplaced Tailors');
  });
});

describe('bad coordinates are a 400 with a clear message', () => {
  it.each([
    [`&lat=91&lng=76.6`, 'lat must be a number between -90 and 90'],
    [`&lat=-90.5&lng=76.6&sort=distance`, 'lat must be a number between -90 and 90'],
    [`${near()}&sort=distance&radiusKm=51`, 'radiusKm must be at most 50 (km)'],
    ['&sort=distance', SORT_DISTANCE_NEEDS_POSITION],
    ['&radiusKm=5', RADIUS_NEEDS_POSITION],
    [`&lat=${palace.lat}`, 'Send both lat and lng, or neither'],
  ])('GET /businesses/all%s', async (params, message) => {
    const response = await list(params);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('refuses a pin outside India for an Indian listing', async () => {
    const added = await api.call('POST', '/businesses/add', { token: token(), body: { name: 'London Salon', cityName: CITY, location: { lat: 51.5072, lng: -0.1276 } } });
    expect(added.status).toBe(400);
    expect(JSON.stringify(added.body)).toContain(OUTSIDE_INDIA);
    const moved = await api.call('PATCH', `/businesses/update/${ids.get('Ring Road Chandrika Salon')}`, { token: token(), body: { location: { lat: 95, lng: 76.6 } } });
    expect(moved.status).toBe(400);
    expect(JSON.stringify(moved.body)).toContain('lat must be a number between -90 and 90');
  });
});
