import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListingRow } from '../../shared/schemas/admin-listings';
import { promoteToAdmin, startHarness, type Harness } from './harness';
import { listingBody } from '../fixtures/listing';

type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let owner: Session;
let admin: Session;
const token = (session: Session) => session.tokens.access.token;
/** A word no other test file names a listing with, so every match is this file's. */
const word = `Zorbo${randomUUID().slice(0, 6)}`;
const listings = new Map<string, { _id: string; slug: string; cityName: string }>();

async function addListing(name: string, cityName: string) {
  const response = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name, cityName }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  listings.set(name, response.body);
}

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Lalit', lastName: 'Owner' });
  const candidate = await api.signUp({ firstName: 'Aruna', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
  await addListing(`${word} Chai Point`, 'Pune');
  await addListing(`${word} Chaat Corner`, 'Pune');
  await addListing(`${word} Dosa Hut`, 'Pune');
  await addListing(`${word} Chai Point`, 'Mumbai');
  await api.poller.drain();
}, 120_000);
afterAll(() => api.stop());

const find = (query: string, session: Session | null = admin) =>
  api.call<{ data: AdminListingRow[]; nextCursor: string | null; message?: string }>('GET', `/businesses/admin/listings?${query}`, session ? { token: token(session) } : {});
const names = (rows: AdminListingRow[]) => rows.map((row) => `${row.name} (${row.cityName})`);

describe('the admin listing finder', () => {
  it('finds listings by the start of their name, in one city or all, alphabetically', async () => {
    const all = await find(`name=${word.toLowerCase()}`);
    expect(all.status).toBe(200);
    // Alphabetical by name (two listings of the same name: either first).
    expect(all.body.data.map((row) => row.name)).toEqual([`${word} Chaat Corner`, `${word} Chai Point`, `${word} Chai Point`, `${word} Dosa Hut`]);
    expect(names(all.body.data).sort()).toEqual([`${word} Chaat Corner (pune)`, `${word} Chai Point (mumbai)`, `${word} Chai Point (pune)`, `${word} Dosa Hut (pune)`]);
    expect(names((await find(`name=${word}%20CHA&city=Pune`)).body.data)).toEqual([`${word} Chaat Corner (pune)`, `${word} Chai Point (pune)`]);
    expect(names((await find(`name=${word}%20chai&city=mumbai`)).body.data)).toEqual([`${word} Chai Point (mumbai)`]);
    expect((await find(`name=${word}%20chai&city=Nagpur`)).body.data).toEqual([]);
    expect(all.body.data[0]).toMatchObject({ _id: listings.get(`${word} Chaat Corner`)!._id, status: 'active', unclaimed: false });
  });

  it('pages with signed cursors', async () => {
    const first = await find(`name=${word}&limit=3`);
    expect(first.body.data).toHaveLength(3);
    const second = await find(`name=${word}&limit=3&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(names(second.body.data)).toEqual([`${word} Dosa Hut (pune)`]);
    expect(await find(`name=${word}&cursor=e30`)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it('refuses bad input with a 400', async () => {
    expect((await find(`name=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await find('limit=0')).status).toBe(400);
    expect((await find('limit=abc')).status).toBe(400);
    expect((await find(`city=${'y'.repeat(101)}`)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await find(`name=${word}`, null)).status).toBe(401);
    expect((await find(`name=${word}`, owner)).status).toBe(403);
  });
});

describe('suspending and restoring a listing', () => {
  const setStatus = (id: string, body: unknown, session: Session | null = admin) => api.call('PATCH', `/businesses/admin/status/${id}`, { ...(session ? { token: token(session) } : {}), body });

  it('suspends: the finder shows it, search and the city list drop it, the profile says suspended; restoring brings it back', async () => {
    const listing = listings.get(`${word} Dosa Hut`)!;
    const inCityList = async () =>
      (await api.call('GET', `/search?query=${encodeURIComponent(`${word} dosa`)}&location=Pune`)).body.businesses.some((business: { _id: string }) => business._id === listing._id);
    expect(await inCityList()).toBe(true);

    expect(await setStatus(listing._id, { status: 'suspended' })).toMatchObject({ status: 200, body: { message: 'Listing suspended', data: { status: 'suspended' } } });
    await api.poller.drain();
    expect((await find(`name=${word}%20dosa&city=pune`)).body.data[0]).toMatchObject({ _id: listing._id, status: 'suspended' });
    expect(await inCityList()).toBe(false);
    expect((await api.call('GET', `/businesses/getBySlug?slug=${listing.slug}&location=pune`)).body.data).toMatchObject({ _id: listing._id, status: 'suspended' });

    expect(await setStatus(listing._id, { status: 'active' })).toMatchObject({ status: 200, body: { message: 'Listing restored' } });
    await api.poller.drain();
    expect((await find(`name=${word}%20dosa&city=pune`)).body.data[0]).toMatchObject({ status: 'active' });
    expect(await inCityList()).toBe(true);
  });

  it('is for admins only, for a real listing, with a known status', async () => {
    const listing = listings.get(`${word} Chai Point`)!;
    expect((await setStatus(listing._id, { status: 'suspended' }, null)).status).toBe(401);
    expect(await setStatus(listing._id, { status: 'suspended' }, owner)).toMatchObject({ status: 403 });
    expect(await setStatus(randomUUID(), { status: 'suspended' })).toMatchObject({ status: 404, body: { message: 'Business not found' } });
    expect((await setStatus(listing._id, { status: 'deleted' })).status).toBe(400);
    expect((await setStatus(listing._id, {})).status).toBe(400);
    expect((await setStatus('x'.repeat(65), { status: 'active' })).status).toBe(400);
    // Nothing changed on the listing.
    expect((await find(`name=${word}%20chai&city=pune`)).body.data[0]).toMatchObject({ status: 'active' });
  });
});
