import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCities } from '../../functions/data/entities/city';
import { seedTaxonomy } from '../../scripts/seed/taxonomy';
import type { CategoryDetailResponse, CategoryResponse } from '../../shared/schemas/taxonomy';
import { promoteToAdmin, startHarness, type Harness } from './harness';

type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let seeded: Awaited<ReturnType<typeof seedTaxonomy>>;
let admin: Session;
let visitor: Session;
beforeAll(async () => {
  api = await startHarness();
  seeded = await seedTaxonomy();
  // Two cities are enough for the city descriptions; the full list is the places test's.
  await putCities([
    { slug: 'pune', name: 'Pune', nameKey: 'pune', aliases: ['Poona'], stateId: 'MH', stateName: 'Maharashtra', latitude: 18.51957, longitude: 73.85535, popularRank: 7 },
    { slug: 'new-delhi', name: 'New Delhi', nameKey: 'new+delhi', aliases: [], stateId: 'DL', stateName: 'Delhi', latitude: 28.63576, longitude: 77.22445, popularRank: 2 },
  ]);
  visitor = await api.signUp();
  const candidate = await api.signUp();
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
}, 60_000);
afterAll(() => api.stop());

const token = (session: Session) => session.tokens.access.token;
const titles = (response: { body: { data: CategoryResponse[] } }) => response.body.data.map((category) => category.title);
const get = (path: string) => api.call('GET', path);

describe('the taxonomy seed', () => {
  it('adds both trees once; running again adds nothing', async () => {
    // Whichever suite ran first seeded the shared table: then this file's run added nothing, and the trees are there all the same.
    if (seeded.business > 0) expect(seeded.business).toBeGreaterThan(600);
    if (seeded.product > 0) expect(seeded.product).toBeGreaterThan(500);
    expect((await get('/categories/getCatBySlug?slug=restaurant')).status).toBe(200);
    expect((await get('/pcategories/getCatBySlug?slug=apparel-and-textiles')).status).toBe(200);
    expect(await seedTaxonomy()).toEqual({ business: 0, product: 0 });
  });
});

describe('GET /categories/all', () => {
  it('lists the eleven home-grid categories in the spec’s order, each with its image and sub categories', async () => {
    const response = await get('/categories/all?popular=true&status=active');
    expect(response.status).toBe(200);
    expect(titles(response)).toEqual([
      'Business & Audit Services',
      'Restaurant',
      'Hotels',
      'Wedding',
      'Real Estate',
      'Education & Training',
      'Doctors',
      'Event Planner & Organizer',
      'Fitness',
      'Courier Services',
      'Pet Shops',
    ]);
    const restaurant = response.body.data[1];
    expect(restaurant).toMatchObject({
      _id: 'restaurant',
      slug: 'restaurant',
      level: 'main',
      status: 'active',
      popular: true,
      hasChild: true,
      parentId: null,
      image: '/seed/categories/restaurant.svg',
    });
    expect(restaurant.description).toMatch(/^<p>.+<\/p>$/);
    expect(restaurant.subCategories[0]).toEqual({
      _id: 'restaurant--vegetarian-restaurant',
      title: 'Vegetarian Restaurant',
      titleHi: 'शाकाहारी रेस्टोरेंट',
      slug: 'vegetarian-restaurant',
      hasChild: true,
    });
    expect(restaurant.subCategories.find((sub: { title: string }) => sub.title === 'Fine Dining')).toMatchObject({ hasChild: false });
  });

  it('covers the themed groups and the add-business preview list', async () => {
    const all = titles(await get('/categories/all?limit=100000000'));
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all).toEqual(
      expect.arrayContaining(['Wedding', 'Daily Needs', 'Beauty & Spa', 'Education & Training', 'Retail Store', 'Healthcare', 'Automotive', 'Real Estate', 'Manufacturing', 'Professional Services']),
    );
  });

  it('clamps a huge limit, pages, searches by title and filters by status', async () => {
    const all = await get('/categories/all?limit=100000000');
    expect(all.body.pagination).toMatchObject({ page: 1, limit: 1000, total: all.body.data.length, totalCount: all.body.data.length, totalPages: 1 });
    expect((await get('/categories/all?limit=20&active=true')).body.data).toHaveLength(20);
    const second = await get('/categories/all?limit=5&page=2');
    expect(second.body.data.map((category: CategoryResponse) => category._id)).toEqual(all.body.data.slice(5, 10).map((category: CategoryResponse) => category._id));
    expect(titles(await get('/categories/all?title=BEAUTY'))).toEqual(['Beauty & Spa']);
    expect((await get('/categories/all?title=nothing-like-this')).body).toMatchObject({ data: [], pagination: { total: 0, totalPages: 0 } });
    expect((await get('/categories/all?active=false')).body.data).toEqual([]);
  });

  it('refuses nonsense paging with a clear message', async () => {
    expect(await get('/categories/all?page=0')).toMatchObject({ status: 400, body: { message: 'page must be at least 1' } });
    expect(await get('/categories/all?limit=abc')).toMatchObject({ status: 400, body: { message: 'limit must be a number' } });
    expect(await get('/categories/all?limit=-5')).toMatchObject({ status: 400, body: { message: 'limit must be at least 1' } });
    expect(await get('/categories/all?popular=maybe')).toMatchObject({ status: 400, body: { message: 'popular must be true or false' } });
    expect(await get('/categories/all?status=deleted')).toMatchObject({ status: 400, body: { message: 'status must be active or inactive' } });
    expect(await get(`/categories/all?title=${'x'.repeat(121)}`)).toMatchObject({ status: 400, body: { message: 'title must be at most 120 characters' } });
  });
});

describe('GET /categories/getCatBySlug', () => {
  it('answers a list whose first element is the category, with its parents titled', async () => {
    const main = await get('/categories/getCatBySlug?slug=restaurant');
    expect(main.body.data[0]).toMatchObject({ _id: 'restaurant', title: 'Restaurant', parentCategories: [], parent: [], parentSub: [] });
    const sub = await get('/categories/getCatBySlug?slug=vegetarian-restaurant');
    expect(sub.body.data[0]).toMatchObject({ level: 'sub', parentId: 'restaurant', parentCategories: [{ _id: 'restaurant', title: 'Restaurant' }] });
    const subsub = (await get('/categories/getCatBySlug?slug=thali')).body.data[0] as CategoryDetailResponse;
    expect(subsub).toMatchObject({ _id: 'restaurant--vegetarian-restaurant--thali', level: 'subsub', hasChild: false });
    expect(subsub.parent).toEqual([{ _id: 'restaurant', title: 'Restaurant', titleHi: 'रेस्टोरेंट' }]);
    expect(subsub.parentSub).toEqual([{ _id: 'restaurant--vegetarian-restaurant', title: 'Vegetarian Restaurant', titleHi: 'शाकाहारी रेस्टोरेंट' }]);
  });

  it('tells categories that share a title apart by their parent in the slug', async () => {
    const caterers = await get('/subcategories/all?title=caterers');
    expect(caterers.body.data.map((category: CategoryResponse) => category.slug).sort()).toEqual(['caterers-food-and-beverages', 'caterers-wedding']);
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect(await get('/categories/getCatBySlug?slug=no-such-category')).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    expect(await get('/categories/getCatBySlug')).toMatchObject({ status: 400, body: { message: 'slug is required' } });
    expect(await get('/categories/getCatBySlug?slug=%20')).toMatchObject({ status: 400, body: { message: 'slug is required' } });
  });
});

describe('sub and sub-sub categories', () => {
  it('lists a main category’s sub categories in order, 50 to a page', async () => {
    const subs = await get('/subcategories/subCatByParent/restaurant?limit=50&page=1');
    expect(subs.body.data[0]).toMatchObject({ title: 'Vegetarian Restaurant', parentId: 'restaurant', hasChild: true });
    expect(subs.body.pagination).toMatchObject({ page: 1, limit: 50, total: 10 });
    expect((await get('/subcategories/subCatByParent/restaurant?limit=9')).body.data).toHaveLength(9);
    expect(titles(await get('/subcategories/subCatByParent/restaurant?title=caf'))).toEqual(['Cafe']);
    expect((await get('/subcategories/subCatByParent/restaurant?limit=4&page=3')).body.data.map((sub: CategoryResponse) => sub._id)).toEqual(
      subs.body.data.slice(8, 10).map((sub: CategoryResponse) => sub._id),
    );
  });

  it('answers 404 for a parent that is not a main category', async () => {
    expect(await get('/subcategories/subCatByParent/nope')).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    expect((await get('/subcategories/subCatByParent/restaurant--cafe')).status).toBe(404);
  });

  it('lists sub-sub categories by their sub category and by their main category', async () => {
    expect(titles(await get('/subsub/subsubCatByParent?parentSub=restaurant--vegetarian-restaurant'))).toEqual(['Thali', 'South Indian', 'Jain Food', 'Gujarati Thali', 'Rajasthani Thali']);
    expect(titles(await get('/subsub/subsubCatByParent?parentSub=restaurant--vegetarian-restaurant&title=thali'))).toEqual(['Thali', 'Gujarati Thali', 'Rajasthani Thali']);
    const byMain = titles(await get('/subsub/subsubCatByMainParent?parent=restaurant'));
    expect(byMain).toEqual(expect.arrayContaining(['Thali', 'Pizza', 'Hyderabadi Biryani', 'Coffee Shop']));
    expect(byMain).not.toContain('Cafe');
    expect(await get('/subsub/subsubCatByParent')).toMatchObject({ status: 400, body: { message: 'parentSub is required' } });
    expect(await get('/subsub/subsubCatByMainParent')).toMatchObject({ status: 400, body: { message: 'parent is required' } });
  });

  it('lists every sub category for the admin lists', async () => {
    const all = await get('/subcategories/all?limit=1000');
    expect(all.body.pagination.total).toBeGreaterThan(300);
    expect(all.body.data.slice(0, 3).map((sub: CategoryResponse) => sub.parentId)).toEqual(['business-and-audit-services', 'business-and-audit-services', 'business-and-audit-services']);
  });
});

describe('GET /categories/getDescByCategoryId', () => {
  it('describes a category for a city page, naming the categories under it', async () => {
    const response = await get('/categories/getDescByCategoryId?id=restaurant&cityName=pune');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ _id: 'restaurant', title: 'Restaurant', cityName: 'Pune' });
    expect(response.body.data.description).toContain('Looking for Restaurant in Pune?');
    expect(response.body.data.description).toContain('across Pune, Maharashtra');
    expect(response.body.data.description).toContain('Popular choices include Vegetarian Restaurant, Multi-cuisine Restaurant, Cafe, Fast Food and Sweet Shops.');
  });

  it('takes the city as its name too, and all of India without one', async () => {
    expect((await get('/categories/getDescByCategoryId?id=fitness&cityName=New%20Delhi')).body.data.cityName).toBe('New Delhi');
    expect((await get('/categories/getDescByCategoryId?id=fitness')).body.data).toMatchObject({ cityName: null, description: expect.stringContaining('Fitness in India') });
  });

  it('answers 404 for an unknown category or city, and 400 without an id', async () => {
    expect(await get('/categories/getDescByCategoryId?id=nope&cityName=pune')).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    expect(await get('/categories/getDescByCategoryId?id=restaurant&cityName=atlantis')).toMatchObject({ status: 404, body: { message: 'City not found' } });
    expect(await get('/categories/getDescByCategoryId?cityName=pune')).toMatchObject({ status: 400, body: { message: 'id is required' } });
  });
});

describe('the product taxonomy', () => {
  const rice = 'agriculture-and-food-products--rice-and-grains';

  it('lists the product mains with their sub categories', async () => {
    const mains = await get('/pcategories/all?popular=false&status=active');
    expect(mains.body.data.length).toBeGreaterThanOrEqual(15);
    expect(mains.body.data[0]).toMatchObject({ _id: 'agriculture-and-food-products', image: '/seed/pcategories/agriculture-and-food-products.svg', hasChild: true });
    expect(mains.body.data[0].subCategories.map((sub: { title: string }) => sub.title)).toContain('Rice & Grains');
  });

  it('flags a realistic set of product mains popular, in order (2§7)', async () => {
    const popular = await get('/pcategories/all?popular=true&status=active');
    expect(popular.status).toBe(200);
    expect(titles(popular).slice(0, 8)).toEqual([
      'Agriculture & Food Products',
      'Apparel & Textiles',
      'Electronics & Electrical',
      'Industrial Machinery',
      'Building & Construction',
      'Health & Medical',
      'Furniture & Home Decor',
      'Jewellery & Accessories',
    ]);
    expect(popular.body.data.every((category: CategoryResponse) => category.popular)).toBe(true);
  });

  it('lets an admin flag a main category popular (listed last) and unflag it; only an admin, only true or false', async () => {
    const title = `Solar Pumps ${Date.now()}`;
    const created = await api.call('POST', '/pcategories/add', { token: token(admin), body: { title, status: true } });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const flag = (body: unknown, session = admin) => api.call('PATCH', `/pcategories/update/${id}`, { token: token(session), body });
    expect(await flag({ popular: true })).toMatchObject({ status: 200, body: { data: { popular: true } } });
    expect(titles(await get('/pcategories/all?popular=true&status=active')).at(-1)).toBe(title);
    expect(await flag({ popular: 'yes' })).toMatchObject({ status: 400, body: { message: 'popular must be true or false' } });
    expect((await flag({ popular: false }, visitor)).status).toBe(403);
    expect(await flag({ popular: false })).toMatchObject({ status: 200, body: { data: { popular: false } } });
    expect(titles(await get('/pcategories/all?popular=true&status=active'))).not.toContain(title);
  });

  it('walks pcategories → psubcategories → psubsub → product categories', async () => {
    const subs = await get('/psubcategories/subCatByParent/agriculture-and-food-products?limit=50&page=1');
    expect(titles(subs)).toEqual(['Rice & Grains', 'Pulses & Lentils', 'Spices & Masala', 'Edible Oils', 'Dry Fruits & Nuts', 'Tea & Coffee']);
    const subsubs = await get(`/psubsub/subsubCatByParent?parentSub=${rice}`);
    expect(titles(subsubs)).toEqual(['Basmati Rice', 'Non-Basmati Rice', 'Wheat & Flour', 'Millets']);
    expect(subsubs.body.data[0]).toMatchObject({ hasChild: true, parentId: rice });
    const leaves = await get('/product-categories/all?title=basmati&limit=1000&page=1');
    expect(titles(leaves)).toEqual(['1121 Basmati Rice', 'Pusa Basmati Rice', 'Sella Basmati Rice']);
    expect(leaves.body.data[0]).toMatchObject({ level: 'leaf', parentId: `${rice}--basmati-rice` });
  });

  it('finds product categories by slug, describes them, and lists each level', async () => {
    const basmati = (await get('/pcategories/getCatBySlug?slug=basmati-rice')).body.data[0];
    expect(basmati).toMatchObject({ level: 'subsub', parentSub: [{ _id: rice, title: 'Rice & Grains' }], parent: [{ _id: 'agriculture-and-food-products', title: 'Agriculture & Food Products' }] });
    expect((await get('/pcategories/getCatBySlug?slug=restaurant')).status).toBe(404);
    const description = await get('/pcategories/getDescByCategoryId?id=agriculture-and-food-products&cityName=pune');
    expect(description.body.data.description).toContain('Buy Agriculture &amp; Food Products in Pune');
    expect((await get('/psubcategories/all?limit=1000')).body.pagination.total).toBeGreaterThan(60);
    expect((await get('/psubsub/all?title=rice')).body.data.map((category: CategoryResponse) => category.title)).toEqual(expect.arrayContaining(['Basmati Rice', 'Non-Basmati Rice']));
    expect((await get('/product-categories/all?limit=100000000')).body.pagination).toMatchObject({ limit: 1000 });
    expect((await get('/psubcategories/subCatByParent/restaurant')).status).toBe(404);
  });
});

describe('admin category forms', () => {
  const key = (name: string) => `uploads/${admin.user._id}/category/${name}`;
  const add = (path: string, body: unknown, session: Session | null = admin) => api.call('POST', path, { token: session ? token(session) : undefined, body });
  const update = (path: string, body: unknown) => api.call('PATCH', path, { token: token(admin), body });

  it('lets only admins write', async () => {
    expect(await add('/categories/add', { title: 'Solar Energy' }, null)).toMatchObject({ status: 401 });
    expect(await add('/categories/add', { title: 'Solar Energy' }, visitor)).toMatchObject({ status: 403, body: { message: 'Admins only' } });
    expect(await api.call('PATCH', '/categories/update/restaurant', { token: token(visitor), body: { title: 'Mine' } })).toMatchObject({ status: 403 });
    expect(await add('/product-categories/add', { title: 'X', parentSubSub: ['y'] }, visitor)).toMatchObject({ status: 403 });
  });

  it('refuses a form without a title or with someone else’s image', async () => {
    expect(await add('/categories/add', {})).toMatchObject({ status: 400, body: { message: 'Title is required' } });
    expect(await add('/categories/add', { title: '   ' })).toMatchObject({ status: 400, body: { message: 'Title is required' } });
    expect(await add('/categories/add', { title: '!!!' })).toMatchObject({ status: 400, body: { message: 'Title must contain letters or digits' } });
    expect(await add('/categories/add', { title: 'Solar Energy', image: `uploads/${visitor.user._id}/category/a.png` })).toMatchObject({ status: 400 });
    expect(await add('/categories/add', { title: 'Solar Energy', image: key('a.png').replace('category', 'logo') })).toMatchObject({ status: 400 });
    expect(await add('/categories/add', { title: 'Solar Energy', status: 'maybe' })).toMatchObject({ status: 400, body: { message: 'status must be active or inactive' } });
  });

  it('adds a main category with a sanitised description, and refuses the same title twice', async () => {
    const created = await add('/categories/add', {
      title: 'Solar Energy',
      status: true,
      image: key('solar.png'),
      description: '<p>Rooftop <a href="https://mnre.gov.in">solar</a> installers<script>alert(1)</script></p>',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Category Added successfully',
      data: { _id: expect.any(String), slug: 'solar-energy', level: 'main', status: 'active', hasChild: false, image: key('solar.png') },
    });
    expect(created.body.data.description).toBe('<p>Rooftop <a href="https://mnre.gov.in" rel="nofollow noopener noreferrer" target="_blank">solar</a> installers</p>');
    expect(titles(await get('/categories/all?title=solar'))).toEqual(['Solar Energy']);
    expect(await add('/categories/add', { title: 'solar energy' })).toMatchObject({ status: 409, body: { message: 'A category with this title already exists' } });
  });

  it('adds a sub category under several mains, each of which then has a child', async () => {
    const solar = (await get('/categories/getCatBySlug?slug=solar-energy')).body.data[0];
    const created = await add('/subcategories/add', { title: 'Solar Panel Installers', status: 'active', parentCategories: [solar._id, 'home-services'] });
    expect(created).toMatchObject({ status: 201, body: { data: { level: 'sub', parentIds: [solar._id, 'home-services'] } } });
    expect(created.body.data.parentCategories).toEqual([
      { _id: solar._id, title: 'Solar Energy' },
      { _id: 'home-services', title: 'Home Services', titleHi: 'घरेलू सेवाएं' },
    ]);
    expect(titles(await get(`/subcategories/subCatByParent/${solar._id}`))).toEqual(['Solar Panel Installers']);
    expect(titles(await get('/subcategories/subCatByParent/home-services'))).toContain('Solar Panel Installers');
    expect((await get('/categories/getCatBySlug?slug=solar-energy')).body.data[0].hasChild).toBe(true);
  });

  it('gives a sub category whose title is taken its parent’s slug, and checks the parents', async () => {
    const first = await add('/subcategories/add', { title: 'Caterers', parentCategories: ['home-services'] });
    expect(first.body.data.slug).toBe('caterers');
    const second = await add('/subcategories/add', { title: 'Caterers', parentCategories: ['fitness'] });
    expect(second.body.data.slug).toBe('caterers-fitness');
    expect(await add('/subcategories/add', { title: 'Caterers', parentCategories: ['automotive'] })).toMatchObject({ status: 201, body: { data: { slug: 'caterers-automotive' } } });
    expect(await add('/subcategories/add', { title: 'Orphan' })).toMatchObject({ status: 400, body: { message: 'Please select a parent category' } });
    expect(await add('/subcategories/add', { title: 'Orphan', parentCategories: [] })).toMatchObject({ status: 400, body: { message: 'Please select a parent category' } });
    expect(await add('/subcategories/add', { title: 'Orphan', parentCategories: ['nope'] })).toMatchObject({ status: 400, body: { message: 'Parent category not found: nope' } });
    expect(await add('/subcategories/add', { title: 'Orphan', parentCategories: ['restaurant--cafe'] })).toMatchObject({
      status: 400,
      body: { message: 'Parent category not found: restaurant--cafe' },
    });
  });

  it('moves a sub category between mains and keeps hasChild true only where children remain', async () => {
    const solar = (await get('/categories/getCatBySlug?slug=solar-energy')).body.data[0];
    const installers = (await get('/categories/getCatBySlug?slug=solar-panel-installers')).body.data[0];
    const moved = await update(`/subcategories/update/${installers._id}`, { parentCategories: ['home-services'], title: 'Solar Installers', status: false });
    expect(moved).toMatchObject({
      status: 200,
      body: { message: 'Category updated successfully', data: { title: 'Solar Installers', slug: 'solar-panel-installers', status: 'inactive', parentIds: ['home-services'] } },
    });
    expect((await get(`/subcategories/subCatByParent/${solar._id}`)).body.data).toEqual([]);
    expect((await get('/categories/getCatBySlug?slug=solar-energy')).body.data[0].hasChild).toBe(false);
    expect(titles(await get('/subcategories/subCatByParent/home-services?status=inactive'))).toEqual(['Solar Installers']);
    expect(titles(await get('/subcategories/subCatByParent/home-services?active=true'))).not.toContain('Solar Installers');
    const homeServices = (await get('/categories/all?title=home%20services')).body.data[0];
    expect(homeServices.subCategories.map((sub: { title: string }) => sub.title)).not.toContain('Solar Installers');
  });

  it('changes a main category’s fields, removes its image, and answers 404 for the wrong level or id', async () => {
    const solar = (await get('/categories/getCatBySlug?slug=solar-energy')).body.data[0];
    const changed = await update(`/categories/update/${solar._id}`, { title: 'Solar & Renewable Energy', image: null, description: '<p>Clean power.</p>' });
    expect(changed.body.data).toMatchObject({ title: 'Solar & Renewable Energy', slug: 'solar-energy', description: '<p>Clean power.</p>' });
    expect(changed.body.data.image).toBeUndefined();
    expect(await update('/categories/update/no-such-id', { title: 'X' })).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    expect(await update('/subcategories/update/restaurant', { title: 'X' })).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    expect(await update(`/categories/update/${solar._id}`, { title: '' })).toMatchObject({ status: 400, body: { message: 'Title is required' } });
  });

  it('keeps an admin’s edit of a seeded category when the seed runs again', async () => {
    await update('/subcategories/update/restaurant--cafe', { title: 'Cafes & Coffee Shops' });
    expect(await seedTaxonomy()).toEqual({ business: 0, product: 0 });
    expect((await get('/categories/getCatBySlug?slug=cafe')).body.data[0].title).toBe('Cafes & Coffee Shops');
  });

  it('adds and moves product sub categories and product categories', async () => {
    const sub = await add('/psubcategories/add', { title: 'Organic Produce', parentCategories: ['agriculture-and-food-products'] });
    expect(sub).toMatchObject({ status: 201, body: { data: { level: 'sub', slug: 'organic-produce' } } });
    expect(titles(await get('/psubcategories/subCatByParent/agriculture-and-food-products'))).toContain('Organic Produce');
    expect((await update(`/psubcategories/update/${sub.body.data._id}`, { title: 'Organic Food' })).body.data.title).toBe('Organic Food');

    const basmati = 'agriculture-and-food-products--rice-and-grains--basmati-rice';
    const created = await add('/product-categories/add', {
      title: 'Brown Basmati Rice',
      parent: ['agriculture-and-food-products'],
      parentSub: ['agriculture-and-food-products--rice-and-grains'],
      parentSubSub: [basmati],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ level: 'leaf', parentId: basmati, parentSubSub: [{ _id: basmati, title: 'Basmati Rice' }], parentSub: [{ title: 'Rice & Grains' }] });
    expect(titles(await get('/product-categories/all?title=brown'))).toEqual(['Brown Basmati Rice']);
    expect(await add('/product-categories/add', { title: 'Loose Rice', parentSub: ['agriculture-and-food-products--rice-and-grains'] })).toMatchObject({
      status: 400,
      body: { message: 'Please select a sub sub category' },
    });
    expect(await add('/product-categories/add', { title: 'Loose Rice', parentSubSub: ['agriculture-and-food-products--rice-and-grains'] })).toMatchObject({
      status: 400,
      body: { message: 'Parent category not found: agriculture-and-food-products--rice-and-grains' },
    });
    const millets = 'agriculture-and-food-products--rice-and-grains--millets';
    const moved = await update(`/product-categories/update/${created.body.data._id}`, { parentSubSub: [millets] });
    expect(moved.body.data.parentSubSub).toEqual([{ _id: millets, title: 'Millets', titleHi: 'मोटा अनाज (मिलेट्स)' }]);
    expect(titles(await get(`/psubsub/subsubCatByParent?parentSub=agriculture-and-food-products--rice-and-grains`))).toEqual(['Basmati Rice', 'Non-Basmati Rice', 'Wheat & Flour', 'Millets']);
  });
});
