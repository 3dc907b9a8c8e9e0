import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlaces } from '../../scripts/seed/places';
import { startHarness, type Harness } from './harness';

let api: Harness;
let seeded: number;
beforeAll(async () => {
  api = await startHarness();
  seeded = await seedPlaces();
}, 120_000);
afterAll(() => api.stop());

describe('places', () => {
  it('seeds every Indian city from the data package', () => {
    expect(seeded).toBeGreaterThan(4000);
  });

  it('lists the twelve popular cities in the spec’s order', async () => {
    const response = await api.call('GET', '/city/all?popular=true');
    expect(response.body.data.map((city: { slug: string }) => city.slug)).toEqual([
      'mumbai', 'new-delhi', 'bangalore', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad', 'jaipur', 'surat', 'lucknow', 'chandigarh',
    ]);
  });

  it('answers a type-ahead with popular cities first', async () => {
    const response = await api.call('GET', '/city/all?name=pu&limit=5');
    expect(response.body.data[0]).toMatchObject({ name: 'Pune', slug: 'pune', stateName: 'Maharashtra', popular: true });
    expect(response.body.data.length).toBeLessThanOrEqual(5);
  });

  it('clamps a huge limit and refuses a nonsense one', async () => {
    expect((await api.call('GET', '/city/all?limit=100000000')).body.data.length).toBeLessThanOrEqual(10_000);
    expect((await api.call('GET', '/city/all?limit=abc')).status).toBe(400);
    expect((await api.call('GET', '/city/all?limit=0')).status).toBe(400);
  });

  it('finds the nearest city to a position', async () => {
    const response = await api.call('POST', '/city/findLocation', { body: { latitude: 18.52, longitude: 73.86 } });
    expect(response.body.nearestCity.name).toBe('Pune');
    expect(response.body.distanceKm).toBeLessThan(10);
    expect((await api.call('POST', '/city/findLocation', { body: { latitude: 123, longitude: 0 } })).status).toBe(400);
    expect((await api.call('POST', '/city/findLocation', { body: {} })).status).toBe(400);
  });

  it('lists the states', async () => {
    const response = await api.call('GET', '/state/all?limit=10000');
    expect(response.body.results.length).toBeGreaterThanOrEqual(36);
    expect(response.body.results).toContainEqual({ _id: 'MH', name: 'Maharashtra' });
  });
});
