import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../scripts/seed/content';
import { seedEventCategories } from '../../scripts/seed/events';
import { seedTaxonomy } from '../../scripts/seed/taxonomy';
import type { CategoryDetailResponse, CategoryResponse } from '../../shared/schemas/taxonomy';
import { promoteToAdmin, startHarness, type Harness } from './harness';

// Category names, event category names and static pages in Hindi (issue #28): data beside the English, never through t().
type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let admin: Session;
let visitor: Session;
const run = Date.now().toString(36);

beforeAll(async () => {
  api = await startHarness();
  await Promise.all([seedTaxonomy(), seedEventCategories(), seedContent()]);
  visitor = await api.signUp();
  const candidate = await api.signUp();
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
}, 120_000);
afterAll(() => api.stop());

const token = (session: Session) => session.tokens.access.token;
const get = (path: string) => api.call('GET', path);
const add = (path: string, body: unknown, session: Session = admin) => api.call('POST', path, { token: token(session), body });
const update = (path: string, body: unknown, session: Session = admin) => api.call('PATCH', path, { token: token(session), body });
const listed = async (path: string) => (await get(path)).body.data as CategoryResponse[];

describe('the seeded categories in Hindi', () => {
  it('answers the Hindi title and description beside the English in lists, sub category lists and parents', async () => {
    const popular = await listed('/categories/all?popular=true&status=active');
    const restaurant = popular.find((category) => category._id === 'restaurant')!;
    expect(restaurant).toMatchObject({ title: 'Restaurant', titleHi: 'रेस्टोरेंट' });
    expect(restaurant.descriptionHi).toMatch(/^<p>.*थाली.*<\/p>$/);
    expect(restaurant.subCategories?.find((sub) => sub.title === 'Sweet Shops')).toMatchObject({ titleHi: 'मिठाई की दुकान' });
    expect(popular.every((category) => category.titleHi)).toBe(true);

    const tailors = (await listed('/subcategories/all?title=tailors')).find((category) => category._id === 'fashion-and-tailoring--tailors');
    expect(tailors).toMatchObject({ title: 'Tailors', titleHi: 'दर्ज़ी' });
    const thali = (await get('/categories/getCatBySlug?slug=thali')).body.data[0] as CategoryDetailResponse;
    expect(thali).toMatchObject({ titleHi: 'थाली', parent: [{ title: 'Restaurant', titleHi: 'रेस्टोरेंट' }], parentSub: [{ titleHi: 'शाकाहारी रेस्टोरेंट' }] });
    expect((await get('/pcategories/getDescByCategoryId?id=agriculture-and-food-products')).body.data).toMatchObject({ titleHi: 'कृषि और खाद्य उत्पाद' });
    // A list's title filter finds a category by its Hindi title too.
    expect((await listed('/subcategories/all?title=' + encodeURIComponent('डेंटिस्ट'))).map((category) => category.title)).toEqual(['Dentists']);
  });

  it('names the seeded event categories in Hindi', async () => {
    const categories = (await get('/events/getEventCats')).body.data as Array<{ _id: string; nameHi?: string; subCategories: Array<{ name: string; nameHi?: string }> }>;
    const concerts = categories.find((category) => category._id === 'concerts')!;
    expect(concerts.nameHi).toBe('कॉन्सर्ट');
    expect(concerts.subCategories.find((sub) => sub.name === 'Sufi & Qawwali')).toMatchObject({ nameHi: 'सूफ़ी और क़व्वाली' });
  });

  it('gives the seeded static pages a Hindi title and body', async () => {
    const [about] = (await get('/static-pages/all?slug=about-us')).body.results;
    expect(about).toMatchObject({ slug: 'about-us', title: 'About Sbiz', titleHi: 'Sbiz के बारे में' });
    expect(about.contentHi).toMatch(/^<p>Sbiz भारत के लिए/);
  });
});

describe('an admin’s Hindi title', () => {
  it('is stored when an admin adds a category, and comes back in the lists', async () => {
    const created = await add('/categories/add', {
      title: `Solar Power ${run}`,
      titleHi: 'सोलर पावर',
      description: '<p>Rooftop solar</p>',
      descriptionHi: '<p>छत पर सोलर<script>alert(1)</script></p>',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ title: `Solar Power ${run}`, titleHi: 'सोलर पावर', descriptionHi: '<p>छत पर सोलर</p>' });
    const found = (await listed(`/categories/all?title=${run}`)).find((category) => category._id === created.body.data._id);
    expect(found).toMatchObject({ titleHi: 'सोलर पावर', descriptionHi: '<p>छत पर सोलर</p>' });

    const sub = await add('/subcategories/add', { title: `Solar Installers ${run}`, titleHi: '  सोलर इंस्टॉलर  ', parentCategories: [created.body.data._id] });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    expect(sub.body.data).toMatchObject({ titleHi: 'सोलर इंस्टॉलर', parentCategories: [{ _id: created.body.data._id, titleHi: 'सोलर पावर' }] });
    const withSubs = (await listed(`/categories/all?title=${run}`)).find((category) => category._id === created.body.data._id);
    expect(withSubs?.subCategories).toEqual([{ _id: sub.body.data._id, title: `Solar Installers ${run}`, titleHi: 'सोलर इंस्टॉलर', slug: sub.body.data.slug, hasChild: false }]);
  });

  it('may be left empty, changed, and removed by sending it blank', async () => {
    const created = await add('/categories/add', { title: `Kite Shops ${run}`, titleHi: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.titleHi).toBeUndefined();
    const id = created.body.data._id as string;

    const named = await update(`/categories/update/${id}`, { titleHi: 'पतंग की दुकान' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.data).toMatchObject({ title: `Kite Shops ${run}`, titleHi: 'पतंग की दुकान' });
    // Leaving it out of an update keeps it.
    expect((await update(`/categories/update/${id}`, { status: 'inactive' })).body.data).toMatchObject({ status: 'inactive', titleHi: 'पतंग की दुकान' });

    const cleared = await update(`/categories/update/${id}`, { titleHi: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.titleHi).toBeUndefined();
    expect((await listed(`/categories/all?title=kite%20shops%20${run}`))[0]?.titleHi).toBeUndefined();
    expect((await update(`/categories/update/${id}`, { titleHi: null, descriptionHi: null })).status).toBe(200);
  });

  it('is set on the lower levels and the product tree too', async () => {
    const leaf = await add('/product-categories/add', {
      title: `Mogra Rice ${run}`,
      titleHi: 'मोगरा चावल',
      parentSubSub: ['agriculture-and-food-products--rice-and-grains--basmati-rice'],
    });
    expect(leaf.status, JSON.stringify(leaf.body)).toBe(201);
    expect(leaf.body.data).toMatchObject({ level: 'leaf', titleHi: 'मोगरा चावल', parentSubSub: [{ titleHi: 'बासमती चावल' }] });
    const changed = await update(`/product-categories/update/${leaf.body.data._id}`, { titleHi: 'मोगरा बासमती' });
    expect(changed.body.data.titleHi).toBe('मोगरा बासमती');
    expect((await listed(`/product-categories/all?title=mogra%20rice%20${run}`)).map((category) => category.titleHi)).toEqual(['मोगरा बासमती']);
  });

  it('cannot be set by someone who is not an admin', async () => {
    expect(await add('/categories/add', { title: `Not Mine ${run}`, titleHi: 'मेरा नहीं' }, visitor)).toMatchObject({ status: 403, body: { message: 'Admins only' } });
    expect(await update('/categories/update/restaurant', { titleHi: 'मेरा रेस्टोरेंट' }, visitor)).toMatchObject({ status: 403 });
    expect(await update('/subcategories/update/fashion-and-tailoring--tailors', { titleHi: 'कुछ और' }, visitor)).toMatchObject({ status: 403 });
    expect((await get('/categories/getCatBySlug?slug=restaurant')).body.data[0].titleHi).toBe('रेस्टोरेंट');
  });

  it('is refused when too long or not text, with a clear message', async () => {
    const long = 'क'.repeat(121);
    expect(await add('/categories/add', { title: `Too Long ${run}`, titleHi: long })).toMatchObject({ status: 400, body: { message: 'Hindi title must be at most 120 characters' } });
    expect(await update('/categories/update/restaurant', { titleHi: long })).toMatchObject({ status: 400, body: { message: 'Hindi title must be at most 120 characters' } });
    expect(await add('/categories/add', { title: `Not Text ${run}`, titleHi: 42 })).toMatchObject({ status: 400, body: { message: 'titleHi must be text' } });
    expect(await add('/categories/add', { title: `Long Text ${run}`, descriptionHi: `<p>${'क'.repeat(20_001)}</p>` })).toMatchObject({
      status: 400,
      body: { message: 'Hindi description is too long' },
    });
    // 120 characters are allowed.
    expect((await add('/categories/add', { title: `Just Right ${run}`, titleHi: 'क'.repeat(120) })).status).toBe(201);
    expect((await get('/categories/getCatBySlug?slug=restaurant')).body.data[0].titleHi).toBe('रेस्टोरेंट');
  });
});
