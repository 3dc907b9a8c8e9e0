import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCities } from '../../functions/data/entities/city';
import { routes } from '../../functions/manifest';
import { countDailyEvent } from '../../functions/data/entities/daily-analytics';
import { addIndiaDays, indiaDay } from '../../shared/time/india';
import { dailyAnalyticsReactors } from '../../functions/streams/reactors/daily-analytics';
import { seedTaxonomy } from '../../scripts/seed/taxonomy';
import type { DailyAnalytics, DailyAnalyticsSeries } from '../../shared/schemas/analytics';
import type { CategoryResponse } from '../../shared/schemas/taxonomy';
import { promoteToAdmin, startHarness, type Harness } from './harness';
import { listingBody } from '../fixtures/listing';

type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let admin: Session;
let visitor: Session;
beforeAll(async () => {
  api = await startHarness();
  await seedTaxonomy();
  // The seed's categories reach the search index through the stream before the tests start.
  await api.poller.drain(400_000);
  await putCities([{ slug: 'pune', name: 'Pune', nameKey: 'pune', aliases: ['Poona'], stateId: 'MH', stateName: 'Maharashtra', latitude: 18.51957, longitude: 73.85535, popularRank: 7 }]);
  visitor = await api.signUp({ firstName: 'Vina', lastName: 'Visitor' });
  const candidate = await api.signUp({ firstName: 'Ada', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
}, 600_000);
afterAll(() => api.stop());

const token = (session: Session) => session.tokens.access.token;
const get = (path: string, session: Session | null = null) => api.call('GET', path, { token: session ? token(session) : undefined });
const add = (path: string, body: unknown) => api.call('POST', path, { token: token(admin), body });
const update = (path: string, body: unknown) => api.call('PATCH', path, { token: token(admin), body });
const titles = (response: { body: { data: CategoryResponse[] } }) => response.body.data.map((category) => category.title);
/** A manifest path with its parameters filled in. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'some-id');

describe('every admin route', () => {
  const adminRoutes = routes.filter((route) => route.access === 'admin');

  it('includes the taxonomy forms, contact-us messages and analytics', () => {
    const keys = adminRoutes.map((route) => `${route.method} ${route.path}`);
    for (const key of [
      'POST /subsub/add',
      'PATCH /pcategories/update/{id}',
      'POST /psubsub/add',
      'GET /contactus/all',
      'PATCH /contactus/update/{id}',
      'GET /analytics/today',
      'GET /analytics/daily',
      'GET /businesses/getTodayBusinessStats',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('answers 401 to anonymous callers and 403 to signed-in users who are not admins', async () => {
    for (const route of adminRoutes) {
      const anonymous = await api.call(route.method, concrete(route.path), { body: route.method === 'GET' ? undefined : {} });
      expect(anonymous.status, `${route.method} ${route.path} anonymous`).toBe(401);
      const user = await api.call(route.method, concrete(route.path), { token: token(visitor), body: route.method === 'GET' ? undefined : {} });
      expect(user, `${route.method} ${route.path} as a user`).toMatchObject({ status: 403, body: { message: 'Admins only' } });
    }
  });
});

describe('category forms at the levels the old API lacked', () => {
  it('adds and changes a product main category', async () => {
    expect(await add('/pcategories/add', {})).toMatchObject({ status: 400, body: { message: 'Title is required' } });
    const created = await add('/pcategories/add', { title: 'Solar Equipment', status: true, description: '<p>Panels<img src=x onerror=alert(1)></p>' });
    expect(created).toMatchObject({ status: 201, body: { message: 'Category Added successfully', data: { level: 'main', slug: 'solar-equipment', status: 'active' } } });
    expect(created.body.data.description).not.toContain('onerror');
    expect(titles(await get('/pcategories/all?title=solar%20equip'))).toEqual(['Solar Equipment']);
    const changed = await update(`/pcategories/update/${created.body.data._id}`, { status: false });
    expect(changed).toMatchObject({ status: 200, body: { message: 'Category updated successfully', data: { status: 'inactive' } } });
    expect(await update('/pcategories/update/restaurant', { title: 'X' })).toMatchObject({ status: 404, body: { message: 'Category not found' } });
  });

  it('adds a business sub-sub category under its sub category and main, and lists it by either', async () => {
    expect(await add('/subsub/add', { title: 'Tandoori' })).toMatchObject({ status: 400, body: { message: 'Please select a sub category' } });
    // Its own main and sub category, so the seeded trees other suites read stay as seeded.
    const main = (await add('/categories/add', { title: 'Grill Houses' })).body.data;
    const sub = (await add('/subcategories/add', { title: 'Tandoor Restaurants', parentCategories: [main._id] })).body.data;
    const created = await add('/subsub/add', { title: 'Tandoori Specials', parent: [main._id], parentSub: [sub._id] });
    expect(created).toMatchObject({ status: 201, body: { data: { level: 'subsub', parentSub: [{ _id: sub._id, title: 'Tandoor Restaurants' }], parent: [{ _id: main._id }] } } });
    expect(titles(await get(`/subsub/subsubCatByParent?parentSub=${sub._id}&title=tandoori`))).toEqual(['Tandoori Specials']);
    expect(titles(await get(`/subsub/subsubCatByMainParent?parent=${main._id}&title=tandoori`))).toEqual(['Tandoori Specials']);
    const renamed = await update(`/subsub/update/${created.body.data._id}`, { title: 'Tandoor Grill' });
    expect(renamed.body.data).toMatchObject({ title: 'Tandoor Grill', slug: 'tandoori-specials' });
    // The old slug still finds the renamed category, so its old links keep working.
    expect((await get('/categories/getCatBySlug?slug=tandoori-specials')).body.data[0].title).toBe('Tandoor Grill');
  });

  it('adds and moves a product sub-sub category', async () => {
    const created = await add('/psubsub/add', { title: 'Brown Rice', parentSub: ['agriculture-and-food-products--rice-and-grains'] });
    expect(created).toMatchObject({ status: 201, body: { data: { level: 'subsub', slug: 'brown-rice' } } });
    expect(titles(await get('/psubsub/all?title=brown%20rice'))).toEqual(['Brown Rice']);
    expect(await update(`/psubsub/update/${created.body.data._id}`, { parentSub: [] })).toMatchObject({ status: 400, body: { message: 'Please select a sub category' } });
    const moved = await update(`/psubsub/update/${created.body.data._id}`, { parentSub: ['agriculture-and-food-products--pulses-and-lentils'] });
    expect(moved.body.data.parentSub).toEqual([{ _id: 'agriculture-and-food-products--pulses-and-lentils', title: 'Pulses & Lentils', titleHi: 'दालें और दलहन' }]);
  });

  it('refuses the same id named at two parent levels with a 400, not a 500 (issue #9, defect 7)', async () => {
    const rice = 'agriculture-and-food-products--rice-and-grains';
    const sameAtTwoLevels = await add('/product-categories/add', { title: 'Odd Rice', parentSub: [rice], parentSubSub: [rice] });
    expect(sameAtTwoLevels).toMatchObject({ status: 400, body: { message: `Parent category not found: ${rice}` } });
    const mainTwice = await add('/product-categories/add', {
      title: 'Odd Rice',
      parent: ['agriculture-and-food-products'],
      parentSub: ['agriculture-and-food-products'],
      parentSubSub: [`${rice}--basmati-rice`],
    });
    expect(mainTwice.status).toBe(400);
    expect((await add('/subsub/add', { title: 'Odd', parent: ['restaurant'], parentSub: ['restaurant'] })).status).toBe(400);
    expect((await get('/product-categories/all?title=odd%20rice')).body.data).toEqual([]);
  });
});

describe('a deactivated category', () => {
  it('leaves the public lists and the search suggestions at once, and comes back when activated', async () => {
    const created = await add('/categories/add', { title: 'Kite Makers' });
    await api.poller.drain(60_000);
    const suggested = async () => (await get('/search?query=kite%20makers&location=pune')).body.options.map((option: { title: string }) => option.title);
    expect(titles(await get('/categories/all?status=active&title=kite'))).toEqual(['Kite Makers']);
    expect(await suggested()).toContain('Kite Makers');

    await update(`/categories/update/${created.body.data._id}`, { status: false });
    await api.poller.drain();
    expect(titles(await get('/categories/all?status=active&title=kite'))).toEqual([]);
    expect(await suggested()).not.toContain('Kite Makers');
    // The admin list still shows it, marked inactive.
    expect((await get('/categories/all?title=kite')).body.data[0]).toMatchObject({ status: 'inactive' });

    await update(`/categories/update/${created.body.data._id}`, { status: true });
    await api.poller.drain();
    expect(await suggested()).toContain('Kite Makers');
  });
});

describe('contact-us messages', () => {
  const message = { name: 'Ravi Kumar', email: 'Ravi@Example.in', subject: 'Listing shows the wrong phone number for our shop in Pune, please fix', message: 'Our number is +91 98200 12345.' };

  it('takes a message from anyone and files it as pending', async () => {
    const sent = await api.call('POST', '/contactus/add', { body: message });
    expect(sent).toMatchObject({ status: 201, body: { message: 'Contact details submitted successfully', data: { email: 'ravi@example.in', status: 'pending' } } });
    const listed = await get('/contactus/all?query=ravi', admin);
    expect(listed.body.data[0]).toMatchObject({ _id: sent.body.data._id, subject: message.subject, message: message.message, status: 'pending' });
    expect(listed.body.pagination).toMatchObject({ page: 1, total: 1, totalCount: 1 });
  });

  it('refuses bad input with a clear 400', async () => {
    const send = (body: unknown) => api.call('POST', '/contactus/add', { body });
    expect(await send({ ...message, name: ' ' })).toMatchObject({ status: 400, body: { message: 'Name is required' } });
    expect(await send({ ...message, email: 'not-an-email' })).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } });
    expect(await send({ ...message, subject: undefined })).toMatchObject({ status: 400, body: { message: 'Subject is required' } });
    expect(await send({ ...message, message: 'x'.repeat(5001) })).toMatchObject({ status: 400, body: { message: 'Message must be at most 5000 characters' } });
    expect(await api.call('POST', '/contactus/add', { rawBody: '{oops' })).toMatchObject({ status: 400 });
    expect(await get('/contactus/all?page=0', admin)).toMatchObject({ status: 400, body: { message: 'page must be at least 1' } });
  });

  it('moves a message to Checked, then to Left with a note, and back to pending without it', async () => {
    const id = (await get('/contactus/all?query=ravi', admin)).body.data[0]._id;
    expect(await update(`/contactus/update/${id}`, { status: 'Checked' })).toMatchObject({ status: 200, body: { message: 'Updated', data: { status: 'Checked' } } });
    expect(await update(`/contactus/update/${id}`, { status: 'Left' })).toMatchObject({ status: 400, body: { message: 'Please add a note when leaving a message' } });
    expect(await update(`/contactus/update/${id}`, { status: 'Done' })).toMatchObject({ status: 400, body: { message: 'status must be pending, Checked or Left' } });
    const left = await update(`/contactus/update/${id}`, { status: 'Left', messageOfLeft: 'Phone number corrected; replied by email.' });
    expect(left.body.data).toMatchObject({ status: 'Left', messageOfLeft: 'Phone number corrected; replied by email.' });
    expect((await get('/contactus/all?status=Left', admin)).body.data.map((item: { _id: string }) => item._id)).toContain(id);
    const reopened = await update(`/contactus/update/${id}`, { status: 'pending' });
    expect(reopened.body.data.status).toBe('pending');
    expect(reopened.body.data.messageOfLeft).toBeUndefined();
    expect(await update('/contactus/update/no-such-message', { status: 'Checked' })).toMatchObject({ status: 404, body: { message: 'Message not found' } });
  });
});

describe("today's analytics", () => {
  const today = () => get('/analytics/today', admin).then((response) => response.body as DailyAnalytics);

  it('counts a login, and a returning user only once a day', async () => {
    const before = (await today()).loginStats;
    await api.call('POST', '/auth/login', { body: { email: visitor.user.email, password: visitor.password } });
    await api.call('POST', '/auth/login', { body: { email: visitor.user.email, password: visitor.password } });
    const after = (await today()).loginStats;
    expect(after.totalLogins).toBe(before.totalLogins + 2);
    // The visitor signed up earlier today, so they are a new user, not a returning one; their first sign-in today was the sign-up itself.
    expect(after.uniqueUsers).toBe(before.uniqueUsers);
    expect(after.returningUsers).toBe(before.returningUsers);
  });

  it('counts new users from the stream', async () => {
    const before = (await today()).loginStats.newUsers;
    await api.signUp();
    await api.poller.drain();
    expect((await today()).loginStats.newUsers).toBe(before + 1);
  });

  it('counts a business added, its views and unique visitors, and an employee', async () => {
    const before = await today();
    const stats = await get('/businesses/getTodayBusinessStats', admin);
    const added = await api.call('POST', '/businesses/add', { token: token(visitor), body: listingBody({ name: 'Counted Chai Point', cityName: 'Pune' }) });
    expect(added.status).toBe(201);
    const businessId = added.body._id;
    await api.call('PATCH', '/businesses/businessViews', { body: { id: businessId, cityName: 'pune' } });
    await api.call('PATCH', '/businesses/businessViews', { token: token(admin), body: { id: businessId, cityName: 'pune' } });
    await api.call('PATCH', '/businesses/businessViews', { token: token(admin), body: { id: businessId, cityName: 'pune' } });
    await api.call('POST', '/employee/add', { token: token(visitor), body: { businessId, firstName: 'Asha', lastName: 'Rao' } });
    await api.call('POST', '/employee/add', { token: token(visitor), body: { businessId, firstName: 'Vikram', lastName: 'Rao' } });
    await api.poller.drain();
    const after = await today();
    expect(after.businessViewsStats.totalViews).toBe(before.businessViewsStats.totalViews + 3);
    expect(after.businessViewsStats.uniqueVisitors).toBeGreaterThanOrEqual(before.businessViewsStats.uniqueVisitors + 1);
    expect(after.businessAdditionStats.totalBusinesses).toBe(before.businessAdditionStats.totalBusinesses + 1);
    expect(after.employeeAdditionStats).toMatchObject({
      totalEmployees: before.employeeAdditionStats.totalEmployees + 2,
      uniqueBusinessesAddedEmployees: before.employeeAdditionStats.uniqueBusinessesAddedEmployees + 1,
    });
    const listed = await get('/businesses/getTodayBusinessStats', admin);
    expect(listed.body.data).toHaveLength(stats.body.data.length + 1);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ _id: businessId, name: 'Counted Chai Point', cityName: 'pune' }));
  });

  it('counts a search typed into the results page as a trending search, with its users', async () => {
    const term = `masala dosa ${Date.now()}`;
    const before = await today();
    // Other suites search today too: search more often than today's leader so the term must come first.
    const times = Math.max(3, (before.trendingSearchStats[0]?.totalSearchCount ?? 0) + 1);
    const search = (caller: Session, find: string, page = '') => get(`/businesses/all?cityName=pune&find=${encodeURIComponent(find)}${page}`, caller);
    await search(visitor, term);
    await search(visitor, term.toUpperCase());
    for (let made = 2; made < times; made++) await search(admin, term);
    await search(admin, term, '&page=2');
    const after = await today();
    expect(after.searchStats.totalSearches).toBe(before.searchStats.totalSearches + times);
    expect(after.trendingSearchStats[0]).toMatchObject({ query: term, totalSearchCount: times, uniqueUsers: 2 });
  });

  it('counts a product and an event by their contributors, once per stream record however often it is retried', async () => {
    const before = await today();
    const at = new Date().toISOString();
    const change = (entity: string, id: string, userId: string, sequenceNumber: string) => ({
      kind: 'INSERT' as const,
      entity,
      sequenceNumber,
      newItem: { [`${entity}Id`]: id, userId, createdBy: userId, hostId: userId, createdAt: at },
    });
    const reactorFor = (entity: string) => dailyAnalyticsReactors.find((reactor) => reactor.entity === entity)!;
    const seq = `${Date.now()}`;
    await reactorFor('product').react(change('product', 'p1', 'seller-a', `${seq}1`));
    await reactorFor('product').react(change('product', 'p1', 'seller-a', `${seq}1`)); // the same record, retried
    await reactorFor('product').react(change('product', 'p2', 'seller-a', `${seq}2`));
    await reactorFor('event').react(change('event', 'e1', 'host-b', `${seq}3`));
    await reactorFor('article').react(change('article', 'a1', 'writer-c', `${seq}4`));
    const after = await today();
    expect(after.productContributorStats).toMatchObject({ totalProducts: before.productContributorStats.totalProducts + 2, uniqueContributors: before.productContributorStats.uniqueContributors + 1 });
    expect(after.eventContributorStats).toMatchObject({ totalEvents: before.eventContributorStats.totalEvents + 1, uniqueContributors: before.eventContributorStats.uniqueContributors + 1 });
    expect(after.articleContributorStats.totalArticles).toBe(before.articleContributorStats.totalArticles + 1);
  });

  it('answers the same counters per day for up to 90 days', async () => {
    const todayDate = indiaDay(new Date());
    const from = addIndiaDays(todayDate, -29);
    const series = await get(`/analytics/daily?from=${from}&to=${todayDate}`, admin);
    expect(series.status).toBe(200);
    const { days } = series.body as DailyAnalyticsSeries;
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({ date: from, logins: expect.any(Number) });
    expect(days[29]!.logins).toBeGreaterThan(0);
    expect(await get(`/analytics/daily?from=2026-01-01&to=2026-06-01`, admin)).toMatchObject({ status: 400, body: { message: 'Choose at most 90 days' } });
    expect(await get(`/analytics/daily?from=2026-02-10&to=2026-02-01`, admin)).toMatchObject({ status: 400, body: { message: 'from must be on or before to' } });
    expect(await get(`/analytics/daily?from=2026-02-30&to=2026-03-01`, admin)).toMatchObject({ status: 400, body: { message: 'from must be a real date' } });
    expect(await get(`/analytics/daily?to=2026-03-01`, admin)).toMatchObject({ status: 400 });
  });

  it('counts by the India day: 01:30 IST belongs to that IST date, not to the UTC date before it', async () => {
    const lateUtcEvening = new Date('2025-03-09T20:00:00Z'); // 01:30 IST on 10 March
    await countDailyEvent({ metric: 'searches', at: lateUtcEvening });
    const series = await get(`/analytics/daily?from=2025-03-09&to=2025-03-10`, admin);
    const { days } = series.body as DailyAnalyticsSeries;
    expect(days.map((day) => [day.date, day.searches])).toEqual([
      ['2025-03-09', 0],
      ['2025-03-10', 1],
    ]);
  });
});
