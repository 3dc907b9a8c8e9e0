import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessEntity } from '../../functions/data/entities/business';
import { insertSeedCategories } from '../../functions/data/entities/category';
import { putCities } from '../../functions/data/entities/city';
import { businessTaxonomyRows } from '../../scripts/seed/data/taxonomy-rows';
import { listingBody } from '../fixtures/listing';
import { promoteToAdmin, startHarness, type Harness } from './harness';

type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let owner: Session;
let rivalOwner: Session;
let claimant: Session;
let otherClaimant: Session;
let admin: Session;

const token = (session: Session) => session.tokens.access.token;
// A city no other API test lists businesses in, as the places seed writes it.
const CITY = 'Ajmer';
const RESTAURANT = 'restaurant';
const restaurantRows = businessTaxonomyRows().filter((row) => row.categoryId === RESTAURANT || row.categoryId.startsWith('restaurant--'));
const restaurant = { _id: RESTAURANT, title: restaurantRows.find((row) => row.categoryId === RESTAURANT)!.title };

async function addListing(session: Session, name: string, extra: Record<string, unknown> = {}) {
  const response = await api.call('POST', '/businesses/add', { token: token(session), body: listingBody({ name, cityName: CITY, categories: [restaurant], ...extra }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string; slug: string; cityName: string };
}

/** A listing nobody has claimed, as the directory seed files them. */
async function addUnclaimedListing(name: string) {
  const listing = await addListing(owner, name);
  await BusinessEntity.patch({ businessId: listing._id }).set({ unclaimed: true }).go();
  return listing;
}

beforeAll(async () => {
  api = await startHarness();
  await putCities([{ slug: 'ajmer', name: 'Ajmer', nameKey: 'ajmer', aliases: [], stateId: 'RJ', stateName: 'Rajasthan', latitude: 26.25, longitude: 74.66667, popularRank: 0 }]);
  await insertSeedCategories('business', restaurantRows);
  owner = await api.signUp({ firstName: 'Kiran', lastName: 'Owner' });
  rivalOwner = await api.signUp({ firstName: 'Dev', lastName: 'Rival' });
  claimant = await api.signUp({ firstName: 'Suresh', lastName: 'Claimant' });
  otherClaimant = await api.signUp({ firstName: 'Lata', lastName: 'Second' });
  const candidate = await api.signUp({ firstName: 'Asha', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
});
afterAll(() => api.stop());

describe('claiming an unclaimed listing', () => {
  it('files a claim that an admin approves: the claimant owns the listing and it shows as claimed', async () => {
    const listing = await addUnclaimedListing('Ajmer Dargah Biryani House');
    await api.poller.drain();
    const unclaimed = await api.call('GET', `/businesses/all?cityName=${CITY}&claimed=false&find=${encodeURIComponent('Dargah Biryani')}`);
    expect(unclaimed.body.data.map((card: { _id: string }) => card._id)).toContain(listing._id);

    const filed = await api.call('POST', '/claims/add', { token: token(claimant), body: { businessId: listing._id, note: 'I am the owner' } });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({
      message: 'Your claim was sent. An admin will review it shortly.',
      data: { status: 'pending', note: 'I am the owner', business: { _id: listing._id, name: 'Ajmer Dargah Biryani House' }, claimant: { _id: claimant.user._id, firstName: 'Suresh' } },
    });
    const claimId = filed.body.data._id as string;
    expect((await api.call('GET', '/claims/mine', { token: token(claimant) })).body.data).toEqual([expect.objectContaining({ _id: claimId, status: 'pending' })]);

    const queue = await api.call('GET', '/claims/all?status=pending&limit=50', { token: token(admin) });
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((row: { _id: string }) => row._id)).toContain(claimId);

    expect(await api.call('POST', `/claims/approve/${encodeURIComponent(claimId)}`, { token: token(admin) })).toMatchObject({ status: 200, body: { status: 'approved' } });
    const profile = await api.call('GET', `/businesses/getBySlug?slug=${listing.slug}&location=${listing.cityName}`);
    expect(profile.body.unclaimed ?? profile.body.data?.unclaimed).toBe(false);
    const mine = await api.call('GET', '/businesses/getUserBusiness', { token: token(claimant) });
    expect(mine.body.data.map((business: { _id: string }) => business._id)).toContain(listing._id);
    expect((await api.call('GET', '/claims/mine', { token: token(claimant) })).body.data[0]).toMatchObject({ _id: claimId, status: 'approved' });
    // The new owner may now edit it; the previous holder may not.
    expect((await api.call('PATCH', `/businesses/update/${listing._id}`, { token: token(claimant), body: { website: 'https://biryani.example.in' } })).status).toBe(200);
    expect((await api.call('PATCH', `/businesses/update/${listing._id}`, { token: token(owner), body: { website: 'https://other.example.in' } })).status).toBe(403);
    await api.poller.drain();
    const claimedNow = await api.call('GET', `/businesses/all?cityName=${CITY}&claimed=true&find=${encodeURIComponent('Dargah Biryani')}`);
    expect(claimedNow.body.data.map((card: { _id: string }) => card._id)).toContain(listing._id);

    // Approving again, or approving another user's claim of the now claimed listing, is a conflict.
    expect((await api.call('POST', `/claims/approve/${encodeURIComponent(claimId)}`, { token: token(admin) })).status).toBe(409);
  });

  it("lists one claimant's several claims in the admin table (each user is read once)", async () => {
    const first = await addUnclaimedListing('Ajmer Sohan Halwa Bhandar');
    const second = await addUnclaimedListing('Ajmer Mawa Kachori Stall');
    for (const listing of [first, second]) {
      expect((await api.call('POST', '/claims/add', { token: token(otherClaimant), body: { businessId: listing._id } })).status).toBe(201);
    }
    const queue = await api.call('GET', '/claims/all?limit=50', { token: token(admin) });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const mine = queue.body.data.filter((row: { claimant: { _id: string } }) => row.claimant._id === otherClaimant.user._id);
    expect(mine.map((row: { business: { _id: string } }) => row.business._id)).toEqual(expect.arrayContaining([first._id, second._id]));
    expect(mine.every((row: { claimant: { firstName: string } }) => row.claimant.firstName === otherClaimant.user.firstName)).toBe(true);
  });

  it('refuses anonymous claims, claimed listings, a second claim by the same user and non-admin decisions', async () => {
    const listing = await addUnclaimedListing('Ajmer Kadhi Kachori Corner');
    const claimed = await addListing(rivalOwner, 'Ajmer Sohan Halwa Sweets');

    expect((await api.call('POST', '/claims/add', { body: { businessId: listing._id } })).status).toBe(401);
    expect((await api.call('GET', '/claims/mine')).status).toBe(401);
    expect((await api.call('POST', '/claims/add', { token: token(claimant), body: { businessId: claimed._id } })).body).toMatchObject({ message: 'This business has already been claimed' });
    expect((await api.call('POST', '/claims/add', { token: token(claimant), body: { businessId: 'no-such-business' } })).status).toBe(404);
    expect((await api.call('POST', '/claims/add', { token: token(claimant), body: {} })).status).toBe(400);
    expect((await api.call('POST', '/claims/add', { token: token(claimant), body: { businessId: listing._id, note: 'x'.repeat(501) } })).status).toBe(400);

    const first = await api.call('POST', '/claims/add', { token: token(claimant), body: { businessId: listing._id } });
    expect(first.status).toBe(201);
    const twice = await api.call('POST', '/claims/add', { token: token(claimant), body: { businessId: listing._id } });
    expect(twice).toMatchObject({ status: 409, body: { message: 'You have already claimed this business' } });
    const second = await api.call('POST', '/claims/add', { token: token(otherClaimant), body: { businessId: listing._id } });
    expect(second.status).toBe(201);

    const claimId = encodeURIComponent(first.body.data._id);
    expect((await api.call('GET', '/claims/all')).status).toBe(401);
    expect((await api.call('GET', '/claims/all', { token: token(claimant) })).status).toBe(403);
    expect((await api.call('POST', `/claims/approve/${claimId}`, { token: token(claimant) })).status).toBe(403);
    expect((await api.call('POST', `/claims/approve/${claimId}`)).status).toBe(401);
    expect((await api.call('POST', `/claims/reject/${claimId}`, { token: token(otherClaimant) })).status).toBe(403);
    expect((await api.call('POST', '/claims/approve/no-such-claim', { token: token(admin) })).status).toBe(404);
    expect((await api.call('GET', '/claims/all?cursor=forged', { token: token(admin) })).status).toBe(400);

    // The admin rejects one claim and approves the other; the rejected one stays decided.
    expect((await api.call('POST', `/claims/reject/${claimId}`, { token: token(admin) })).body).toMatchObject({ status: 'rejected' });
    expect((await api.call('POST', `/claims/reject/${claimId}`, { token: token(admin) })).status).toBe(409);
    expect((await api.call('POST', `/claims/approve/${claimId}`, { token: token(admin) })).status).toBe(409);
    expect((await api.call('POST', `/claims/approve/${encodeURIComponent(second.body.data._id)}`, { token: token(admin) })).status).toBe(200);
    // Once claimed, nobody else can claim it.
    expect((await api.call('POST', '/claims/add', { token: token(rivalOwner), body: { businessId: listing._id } })).status).toBe(409);
    const rejected = await api.call('GET', '/claims/all?status=rejected&limit=50', { token: token(admin) });
    expect(rejected.body.data.find((row: { _id: string }) => row._id === first.body.data._id)).toMatchObject({ status: 'rejected' });
  });
});

describe('the request-for-quotes form', () => {
  const request = {
    need: 'Catering for a wedding of 300 guests',
    quantity: 300,
    unit: 'Plate (Food)',
    category: RESTAURANT,
    cityName: CITY,
    name: 'Meena Joshi',
    email: 'meena@example.in',
    phone: '98290 12345',
  };

  it("delivers a signed-out visitor's request to the owners of the category's claimed listings in the city", async () => {
    const ownersListing = await addListing(owner, 'Ajmer Royal Caterers');
    await addListing(rivalOwner, 'Ajmer Thali House');
    await addUnclaimedListing('Ajmer Nobody Dhaba');
    await api.poller.drain();

    const sent = await api.call('POST', '/leads/requestQuotes', { body: request });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ message: 'Contact details submitted successfully' });
    expect(sent.body.recipients).toBeGreaterThanOrEqual(2);

    for (const session of [owner, rivalOwner]) {
      const inbox = await api.call('GET', '/leads/inbox', { token: token(session) });
      expect(inbox.body.data[0]).toMatchObject({
        kind: 'rfq',
        name: 'Meena Joshi',
        email: 'meena@example.in',
        phone: '9829012345',
        need: 'Catering for a wedding of 300 guests',
        wanted: 300,
        unit: 'Plate (Food)',
        cityName: 'ajmer',
        category: { _id: RESTAURANT },
      });
    }
    const ownerInbox = await api.call('GET', '/leads/inbox', { token: token(owner) });
    expect(ownerInbox.body.data[0].businessId).toBe(ownersListing._id);
    // Someone without a listing there gets nothing.
    const bystander = await api.signUp({ firstName: 'Ravi', lastName: 'Bystander' });
    expect((await api.call('GET', '/leads/inbox', { token: token(bystander) })).body.data).toEqual([]);
  });

  it("answers bad requests with the form's messages, never a 5xx", async () => {
    const bad = async (body: Record<string, unknown>) => (await api.call('POST', '/leads/requestQuotes', { body })).body.message;
    expect(await bad({ ...request, name: '' })).toBe('Name is required');
    expect(await bad({ ...request, phone: '' })).toBe('Mobile number is required');
    expect(await bad({ ...request, phone: '12345' })).toBe('Please enter a valid 10-digit mobile number');
    expect(await bad({ ...request, email: 'meena@' })).toBe('Please enter a valid email address');
    expect(await bad({ ...request, need: '' })).toBe('Please tell us what you need');
    expect(await bad({ ...request, quantity: 0 })).toBe('Quantity must be at least 1');
    expect(await bad({ ...request, unit: 'bucketfuls' })).toBe('Please pick a unit from the list');
    expect(await bad({ ...request, category: 'restaurant--cafe' })).toBe('Please choose a category');
    expect(await bad({ ...request, category: 'no-such-category' })).toBe('Please choose a category');
    expect(await bad({ ...request, need: 'x'.repeat(201) })).toBe('Please keep this under 200 characters');
    const nowhere = await api.call('POST', '/leads/requestQuotes', { body: { ...request, cityName: 'Nowhere Town' } });
    expect(nowhere).toMatchObject({ status: 404, body: { message: 'No business in this category and city takes requests yet. Please try another category or a nearby city.' } });
  });
});
