import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let api: Harness;
let owner: Awaited<ReturnType<Harness['signUp']>>;
let visitor: Awaited<ReturnType<Harness['signUp']>>;
let businessId: string;

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Team', lastName: 'Owner' });
  visitor = await api.signUp({ firstName: 'Col', lastName: 'Lector' });
  const added = await api.call('POST', '/businesses/add', {
    token: owner.tokens.access.token,
    body: { name: 'Collectable Cafe', cityName: 'Mumbai', contact: { email: 'cafe@example.in', phone: '9820012345' }, address: { street: 'Linking Road' } },
  });
  businessId = added.body._id;
});
afterAll(() => api.stop());

const image = () => `uploads/${visitor.user._id}/collection/c1/cover.png`;

describe('collections', () => {
  it.each([
    [{ images: ['x'] }, 'Collection name is required'],
    [{ name: 'Chai spots' }, 'Please Upload Image'],
    [{ name: 'Chai spots', images: [] }, 'Please Upload Image'],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await api.call('POST', '/collections/add', { token: visitor.tokens.access.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('needs a login', async () => {
    expect((await api.call('POST', '/collections/add', { body: { name: 'x', images: [image()] } })).status).toBe(401);
    expect((await api.call('PATCH', `/collections/saveBusiness/any?businessId=${businessId}`, { body: {} })).status).toBe(401);
    expect((await api.call('POST', '/collections/checkBusinessInCollections', { body: { businessId } })).status).toBe(401);
  });

  it('refuses cover images the caller did not upload as collection images', async () => {
    for (const key of [`uploads/${owner.user._id}/collection/c1/cover.png`, `uploads/${visitor.user._id}/gallery/c1/photo.png`]) {
      const response = await api.call('POST', '/collections/add', { token: visitor.tokens.access.token, body: { name: 'Borrowed', images: [key] } });
      expect(response.status).toBe(400);
    }
  });

  it('answers 404 for an unknown collection or business, and 400 for a bad page cursor', async () => {
    const created = await api.call('POST', '/collections/add', { token: visitor.tokens.access.token, body: { name: 'Lookups', images: [image()] } });
    const save = (collectionId: string, business: string) => api.call('PATCH', `/collections/saveBusiness/${collectionId}?businessId=${business}`, { token: visitor.tokens.access.token, body: {} });
    expect((await save('no-such-collection', businessId)).status).toBe(404);
    expect((await save(created.body.data._id, 'no-such-business')).status).toBe(404);
    for (const cursor of ['garbage', 'e30', 'eyJwayI6MX0', 'e30.AAAAAAAAAAAAAAAAAAAAAA']) {
      expect(await api.call('GET', `/collections/public?cursor=${cursor}`)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
  });

  it('creates a collection, saves and un-saves a business, and shows it publicly', async () => {
    const created = await api.call('POST', '/collections/add', { token: visitor.tokens.access.token, body: { name: 'Best of Mumbai', images: [image()], cityName: 'mumbai' } });
    expect(created.status).toBe(201);
    const collectionId = created.body.data._id;
    expect(created.body.data).toMatchObject({ name: 'Best of Mumbai', public: true, businessCount: 0 });

    const saved = await api.call('PATCH', `/collections/saveBusiness/${collectionId}?businessId=${businessId}`, { token: visitor.tokens.access.token, body: { cityName: 'mumbai' } });
    expect(saved.body).toEqual({ saved: true, message: 'Business saved successfully' });
    expect((await api.call('POST', '/collections/checkBusinessInCollections', { token: visitor.tokens.access.token, body: { businessId } })).body).toEqual({
      exists: true,
      collectionIds: [collectionId],
    });
    const inCollections = await api.call('GET', `/collections/getPublicCollectionsByBusiness?businessId=${businessId}`);
    expect(inCollections.body.data.map((collection: { _id: string }) => collection._id)).toContain(collectionId);
    const publicList = await api.call('GET', '/collections/public?limit=5');
    expect(publicList.body.data[0]).toMatchObject({ _id: collectionId, businesses: [expect.objectContaining({ _id: businessId })] });

    expect((await api.call('PATCH', `/collections/saveBusiness/${collectionId}?businessId=${businessId}`, { token: owner.tokens.access.token, body: {} })).status).toBe(403);
    const removed = await api.call('PATCH', `/collections/saveBusiness/${collectionId}?businessId=${businessId}`, { token: visitor.tokens.access.token, body: {} });
    expect(removed.body.saved).toBe(false);
  });

  it('hides private collections from everyone but their owner', async () => {
    await api.call('POST', '/collections/add', { token: visitor.tokens.access.token, body: { name: 'Secret list', public: false, images: [image()] } });
    const mine = await api.call('GET', `/collections/all?userId=${visitor.user._id}`, { token: visitor.tokens.access.token });
    const theirs = await api.call('GET', `/collections/all?userId=${visitor.user._id}`);
    expect(mine.body.data.collections.some((collection: { name: string }) => collection.name === 'Secret list')).toBe(true);
    expect(theirs.body.data.collections.some((collection: { name: string }) => collection.name === 'Secret list')).toBe(false);
  });

  it('keeps a business saved in a private collection out of the public listings', async () => {
    const secret = await api.call('POST', '/collections/add', { token: visitor.tokens.access.token, body: { name: 'Hidden gems', public: 'false', images: [image()] } });
    expect(secret.body.data.public).toBe(false);
    await api.call('PATCH', `/collections/saveBusiness/${secret.body.data._id}?businessId=${businessId}`, { token: visitor.tokens.access.token, body: {} });
    const check = await api.call('POST', '/collections/checkBusinessInCollections', { token: visitor.tokens.access.token, body: { businessId, userId: visitor.user._id } });
    expect(check.body.collectionIds).toContain(secret.body.data._id);
    const inCollections = await api.call('GET', `/collections/getPublicCollectionsByBusiness?businessId=${businessId}`);
    expect(inCollections.body.data.map((collection: { _id: string }) => collection._id)).not.toContain(secret.body.data._id);
    const publicList = await api.call('GET', '/collections/public?limit=50');
    expect(publicList.body.data.map((collection: { _id: string }) => collection._id)).not.toContain(secret.body.data._id);
  });
});

describe('team members', () => {
  it('lets the owner add, rename and remove team members; others get 403', async () => {
    const added = await api.call('POST', '/employee/add', { token: owner.tokens.access.token, body: { businessId, firstName: 'Sunita', lastName: 'Patil', designation: 'Head Chef' } });
    expect(added.status).toBe(201);
    const id = added.body.data._id;
    expect((await api.call('POST', '/employee/add', { token: visitor.tokens.access.token, body: { businessId, firstName: 'X', lastName: 'Y' } })).status).toBe(403);
    expect((await api.call('PATCH', `/employee/update/${id}`, { token: visitor.tokens.access.token, body: { designation: 'Boss' } })).status).toBe(403);
    expect((await api.call('PATCH', `/employee/update/${id}`, { token: owner.tokens.access.token, body: { designation: 'Owner-Chef' } })).body.data.designation).toBe('Owner-Chef');
    expect((await api.call('GET', `/employee/all?businessId=${businessId}`)).body.data).toEqual([expect.objectContaining({ firstName: 'Sunita', designation: 'Owner-Chef' })]);
    expect((await api.call('DELETE', `/employee/delete/${id}`, { token: visitor.tokens.access.token })).status).toBe(403);
    expect((await api.call('DELETE', `/employee/delete/${id}`, { token: owner.tokens.access.token })).status).toBe(204);
    expect((await api.call('GET', `/employee/all?businessId=${businessId}`)).body.data).toEqual([]);
  });

  it('refuses a photo the owner did not upload', async () => {
    const response = await api.call('POST', '/employee/add', {
      token: owner.tokens.access.token,
      body: { businessId, firstName: 'Photo', lastName: 'Thief', image: `uploads/${visitor.user._id}/profile/p/me.png` },
    });
    expect(response.status).toBe(400);
    const own = await api.call('POST', '/employee/add', {
      token: owner.tokens.access.token,
      body: { businessId, firstName: 'Photo', lastName: 'Owner', image: `uploads/${owner.user._id}/profile/p/me.png` },
    });
    expect(own.body.data).toMatchObject({ firstName: 'Photo', lastName: 'Owner', image: `uploads/${owner.user._id}/profile/p/me.png` });
    await api.call('DELETE', `/employee/delete/${own.body.data._id}`, { token: owner.tokens.access.token });
  });

  it('needs a login to manage a team, and answers 404 for unknown members', async () => {
    expect((await api.call('POST', '/employee/add', { body: { businessId, firstName: 'A', lastName: 'B' } })).status).toBe(401);
    expect((await api.call('PATCH', '/employee/update/no-such-id', { token: owner.tokens.access.token, body: { designation: 'X' } })).status).toBe(404);
    expect((await api.call('DELETE', '/employee/delete/no-such-id', { token: owner.tokens.access.token })).status).toBe(404);
    expect((await api.call('POST', '/employee/add', { token: owner.tokens.access.token, body: { businessId: 'no-such-business', firstName: 'A', lastName: 'B' } })).status).toBe(404);
  });

  it("answers 'First name is required' for a nameless member", async () => {
    const response = await api.call('POST', '/employee/add', { token: owner.tokens.access.token, body: { businessId, lastName: 'Y' } });
    expect(response).toMatchObject({ status: 400, body: { message: 'First name is required' } });
  });
});

describe('amenities', () => {
  it('lists amenities and their sub-amenities', async () => {
    const { seedAmenities } = await import('../../scripts/seed/amenities');
    await seedAmenities();
    const all = await api.call('GET', '/amenity/all');
    expect(all.body.amenities[0]).toMatchObject({ _id: 'parking', title: 'Parking', slug: 'parking', icon: 'parking' });
    const subs = await api.call('GET', '/subamenity/all?amenityId=parking');
    expect(subs.body.data).toContainEqual({ _id: 'parking-valet-parking', title: 'Valet parking' });
    expect((await api.call('GET', '/subamenity/all?amenityId=nope')).status).toBe(404);
    expect(await api.call('GET', '/subamenity/all')).toMatchObject({ status: 400, body: { message: 'amenityId is required' } });
  });
});
