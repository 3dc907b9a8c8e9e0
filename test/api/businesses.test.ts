import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteToAdmin, startHarness, type Harness } from './harness';

let api: Harness;
let owner: Awaited<ReturnType<Harness['signUp']>>;
let visitor: Awaited<ReturnType<Harness['signUp']>>;
let admin: Awaited<ReturnType<Harness['signUp']>>;

beforeAll(async () => {
  api = await startHarness();
  owner = await api.signUp({ firstName: 'Rohan', lastName: 'Owner' });
  visitor = await api.signUp({ firstName: 'Vina', lastName: 'Visitor' });
  const candidate = await api.signUp({ firstName: 'Ada', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  const login = await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } });
  admin = { ...login.body, password: candidate.password };
});
afterAll(() => api.stop());

const token = (session: { tokens: { access: { token: string } } }) => session.tokens.access.token;

async function addBusiness(name = `Chai Point ${Math.random().toString(36).slice(2, 7)}`, extra: Record<string, unknown> = {}) {
  const response = await api.call('POST', '/businesses/add', { token: token(owner), body: { name, cityName: 'Pune', contact: { email: 'hello@chai.in', phone: '9876543210' }, ...extra } });
  expect(response.status).toBe(201);
  return response.body;
}

describe('adding and reading a listing', () => {
  it('creates the listing, flags the owner, and serves it by city and slug', async () => {
    const business = await addBusiness('Shree Sweets & Snacks');
    expect(business).toMatchObject({ name: 'Shree Sweets & Snacks', cityName: 'pune', slug: 'shree-sweets-and-snacks', status: 'active', owner: { _id: owner.user._id } });
    const me = await api.call('GET', '/auth/me', { token: token(owner) });
    expect(me.body.user.businessOwner).toBe(true);
    const read = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=Pune`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: business._id, metrics: { views: 0 }, rating: { count: 0, average: 0 }, cityNameFormatted: 'Pune' });
  });

  it('gives a second listing with the same name in the same city its own slug', async () => {
    const first = await addBusiness('Twin Cafe');
    const second = await addBusiness('Twin Cafe');
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug).toMatch(/^twin-cafe-[0-9a-f]{4}$/);
  });

  it.each([
    [{ cityName: 'Pune' }, 'Business name is required'],
    [{ name: '   ', cityName: 'Pune' }, 'Business name is required'],
    [{ name: 'Nameless City' }, 'Please select a city'],
    [{ name: 'Short', cityName: 'Pune', registration: true, description: '<p>Too short</p>' }, 'Description must be at least 50 characters'],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await api.call('POST', '/businesses/add', { token: token(owner), body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('needs a signed-in user to add', async () => {
    expect((await api.call('POST', '/businesses/add', { body: { name: 'X', cityName: 'Pune' } })).status).toBe(401);
  });

  it("refuses a logo key the caller did not upload", async () => {
    const response = await api.call('POST', '/businesses/add', {
      token: token(owner),
      body: { name: 'Stolen Logo', cityName: 'Pune', logo: `uploads/${visitor.user._id}/logo/x/logo.png` },
    });
    expect(response.status).toBe(400);
  });

  it('sanitises the description, keeping links nofollow in a new tab', async () => {
    const business = await addBusiness('Safe Html', { description: '<p>Hello <a href="https://example.com">site</a><script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    expect(business.description).toBe('<p>Hello <a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">site</a></p>');
  });
});

describe('updating a listing', () => {
  it('lets the owner and an admin update, and refuses anyone else with 403', async () => {
    const business = await addBusiness();
    const own = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { website: 'https://chai.in', seoTitle: 'Best chai in Pune' } });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ website: 'https://chai.in', seoTitle: 'Best chai in Pune' });
    const other = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(visitor), body: { website: 'https://evil.example' } });
    expect(other.status).toBe(403);
    const byAdmin = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(admin), body: { tax: 'GST 5%' } });
    expect(byAdmin.status).toBe(200);
    const edit = await api.call('POST', `/businesses/${business._id}`, { token: token(visitor), body: {} });
    expect(edit.status).toBe(403);
  });

  it('keeps the gallery to 50 images', async () => {
    const business = await addBusiness();
    const gallery = Array.from({ length: 51 }, (_, index) => `uploads/${owner.user._id}/gallery/k${index}/p.png`);
    const response = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { media: { gallery } } });
    expect(response).toMatchObject({ status: 400, body: { message: 'Maximum images reached' } });
  });

  it('removes gallery images and the header image on request', async () => {
    const business = await addBusiness();
    const keys = [1, 2, 3].map((index) => `uploads/${owner.user._id}/gallery/g${index}/p.png`);
    const cover = `uploads/${owner.user._id}/cover/c/cover.png`;
    await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { media: { gallery: keys, headerImage: cover } } });
    const response = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { imagesToRemove: [keys[1]], deleteHeader: 'yes' } });
    expect(response.body.data.media).toEqual({ headerImage: null, gallery: [keys[0], keys[2]], reviewImages: [] });
  });
});

describe('edit requests', () => {
  it('an approval applies exactly the requested fields; a rejection changes nothing', async () => {
    const business = await addBusiness('Approval Bakery', { website: 'https://old.example' });
    const submit = await api.call('POST', '/businesses/submitEditRequest', {
      token: token(visitor),
      body: { businessId: business._id, cityName: 'pune', requestedFields: { name: 'Approval Bakery & Cafe', contact: { phone: '9123456789' } } },
    });
    expect(submit).toMatchObject({ status: 201, body: { message: 'Request Sent Successfully' } });

    expect((await api.call('POST', `/businesses/approveEditRequest/${submit.body.data._id}`, { token: token(owner) })).status).toBe(403);
    const list = await api.call('GET', '/businesses/getEditRequests?title=approval', { token: token(admin) });
    const row = list.body.data.find((request: { _id: string }) => request._id === submit.body.data._id);
    expect(row).toMatchObject({ status: 'pending', businessDetails: { name: 'Approval Bakery' }, requestedBy: { firstName: 'Vina', email: visitor.user.email } });

    expect(await api.call('POST', `/businesses/approveEditRequest/${submit.body.data._id}`, { token: token(admin) })).toMatchObject({ status: 200, body: { message: 'approved' } });
    const after = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(after.body.data).toMatchObject({ name: 'Approval Bakery & Cafe', contact: { phone: '9123456789' }, website: 'https://old.example' });
    expect((await api.call('POST', `/businesses/approveEditRequest/${submit.body.data._id}`, { token: token(admin) })).status).toBe(409);

    const second = await api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, requestedFields: { name: 'Rejected Name' } } });
    expect((await api.call('POST', `/businesses/rejectEditRequest/${second.body.data._id}`, { token: token(admin) })).status).toBe(200);
    const unchanged = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(unchanged.body.data.name).toBe('Approval Bakery & Cafe');
  });

  it('refuses an empty or unknown change', async () => {
    const business = await addBusiness();
    expect((await api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, requestedFields: {} } })).status).toBe(400);
    expect((await api.call('POST', '/businesses/submitEditRequest', { token: token(visitor), body: { businessId: business._id, requestedFields: { ownerId: 'me' } } })).status).toBe(400);
    expect((await api.call('GET', '/businesses/getEditRequests', { token: token(visitor) })).status).toBe(403);
  });
});

describe('follows and views', () => {
  it('needs a signed-in user to follow', async () => {
    const business = await addBusiness();
    expect((await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { body: { businessId: business._id } })).status).toBe(401);
  });

  it('counts followers exactly under concurrent toggles, never below zero', async () => {
    const business = await addBusiness();
    const followers = await Promise.all(Array.from({ length: 6 }, (_, index) => api.signUp({ firstName: `F${index}`, lastName: 'Fan' })));
    // Each follower toggles three times at once. Every toggle flips the edge exactly once, so each ends followed.
    await Promise.all(
      followers.flatMap((follower) =>
        [1, 2, 3].map(() => api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(follower), body: { businessId: business._id } })),
      ),
    );
    await api.poller.drain();
    const list = await api.call('GET', `/businesses/getBusinessFollowers?businessId=${business._id}`);
    const read = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(list.body.followers).toHaveLength(6);
    expect(read.body.data.followersCount).toBe(6);
  });

  it('follow then unfollow returns the count to zero', async () => {
    const business = await addBusiness();
    const first = await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(visitor), body: { businessId: business._id } });
    expect(first.body.following).toBe(true);
    await api.poller.drain();
    expect((await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`)).body.data.followersCount).toBe(1);
    const second = await api.call('PATCH', '/businesses/followOrUnfollowBusiness', { token: token(visitor), body: { businessId: business._id } });
    expect(second.body.following).toBe(false);
    await api.poller.drain();
    expect((await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`)).body.data.followersCount).toBe(0);
  });

  it('counts every one of 20 concurrent views', async () => {
    const business = await addBusiness();
    await Promise.all(Array.from({ length: 20 }, () => api.call('PATCH', '/businesses/businessViews', { body: { id: business._id, cityName: 'pune' } })));
    const read = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(read.body.data.metrics.views).toBe(20);
  });

  it('lets members follow each other, but not themselves', async () => {
    expect((await api.call('PATCH', '/users/followUser', { token: token(visitor), body: { followeeId: visitor.user._id } })).status).toBe(400);
    expect((await api.call('PATCH', '/users/followUser', { token: token(visitor), body: { followeeId: owner.user._id } })).body.following).toBe(true);
  });
});

describe("the owner's listings and generated content", () => {
  it('pages the owner’s own listings and refuses other users', async () => {
    await addBusiness('Paged One');
    const page = await api.call('GET', `/businesses/getUserBusiness?userId=${owner.user._id}&page=1&limit=2&search=paged`, { token: token(owner) });
    expect(page.status).toBe(200);
    expect(page.body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.data.every((business: { name: string }) => business.name.toLowerCase().includes('paged'))).toBe(true);
    expect((await api.call('GET', `/businesses/getUserBusiness?userId=${owner.user._id}`, { token: token(visitor) })).status).toBe(403);
  });

  it('drafts a description from the listing’s own fields', async () => {
    const business = await addBusiness('Draft Dhaba', { establishmentYear: 2010, paymentTypes: 'cash,upi', categories: [{ _id: 'c1', title: 'Restaurant' }] });
    const response = await api.call('GET', `/businesses/generateContent?id=${business._id}&cityName=pune`, { token: token(owner) });
    expect(response.body.content).toContain('Draft Dhaba is a restaurant business in Pune');
    expect(response.body.content).toContain('We accept Cash and UPI.');
  });
});

describe('questions, reports and removal requests', () => {
  it('posts, lists and answers questions; only the owner or an admin answers', async () => {
    const business = await addBusiness();
    expect((await api.call('POST', '/questions/add', { body: { question: 'Open Sunday?', businessId: business._id } })).status).toBe(401);
    const tooLong = await api.call('POST', '/questions/add', { token: token(visitor), body: { question: 'x'.repeat(201), businessId: business._id } });
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'Less than 200 Characters*' } });
    const asked = await api.call('POST', '/questions/add', { token: token(visitor), body: { question: 'Are you open on Sundays?', businessId: business._id } });
    expect(asked.status).toBe(201);
    expect((await api.call('PATCH', `/questions/answer/${asked.body.data._id}`, { token: token(visitor), body: { answer: 'Yes' } })).status).toBe(403);
    expect((await api.call('PATCH', `/questions/answer/${asked.body.data._id}`, { token: token(owner), body: { answer: 'Yes, 10 to 4.' } })).status).toBe(200);
    const list = await api.call('GET', `/questions/all?businessId=${business._id}`);
    expect(list.body.data).toEqual([expect.objectContaining({ question: 'Are you open on Sundays?', answer: 'Yes, 10 to 4.' })]);
  });

  it.each([
    [{}, 'Please select an option'],
    [{ type: 'Address' }, 'Comment is required'],
    [{ type: 'Address', comment: 'bad' }, 'Comment should be at least 5 characters'],
  ])('refuses the report %j with the spec message', async (body, message) => {
    const business = await addBusiness();
    const response = await api.call('POST', '/report/add', { token: token(visitor), body: { businessId: business._id, ...body } });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('files a report and a removal request', async () => {
    const business = await addBusiness();
    const report = await api.call('POST', '/report/add', { token: token(visitor), body: { businessId: business._id, type: 'This Place has Closed Down', comment: 'Shutters down for months' } });
    expect(report).toMatchObject({ status: 201, body: { message: 'Thank you for your report. Our team will review it shortly.' } });
    const removal = await api.call('POST', '/duplicate/add', { token: token(visitor), body: { businessId: business._id, reasons: ['DUPLICATE', 'MOVED'], duplicateOf: 'https://sbiz.in/x' } });
    expect(removal).toMatchObject({ status: 201, body: { message: 'Submitted successfully!' } });
    expect((await api.call('POST', '/duplicate/add', { token: token(visitor), body: { businessId: business._id, reasons: ['GONE'] } })).status).toBe(400);
  });
});

describe('the city of a listing', () => {
  it('may be sent unchanged on update but not changed', async () => {
    const business = await addBusiness();
    const same = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { cityName: 'Pune', website: 'https://same.example' } });
    expect(same.status).toBe(200);
    const moved = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { cityName: 'Mumbai' } });
    expect(moved).toMatchObject({ status: 400, body: { message: 'The city of a listing cannot be changed; add the business again in its new city' } });
  });
});

describe('suspending a listing', () => {
  it('is for admins only, and the profile then answers with status suspended', async () => {
    const business = await addBusiness();
    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { status: 'suspended' } })).status).toBe(403);
    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(admin), body: { status: 'suspended' } })).status).toBe(200);
    const read = await api.call('GET', `/businesses/getBySlug?slug=${business.slug}&location=pune`);
    expect(read.body.data.status).toBe('suspended');
  });
});
