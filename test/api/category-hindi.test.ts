import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCities } from '../../functions/data/entities/city';
import { seedBlogCategories } from '../../scripts/seed/articles';
import { seedContent } from '../../scripts/seed/content';
import { seedEventCategories } from '../../scripts/seed/events';
import { seedTaxonomy } from '../../scripts/seed/taxonomy';
import type { CategoryDetailResponse, CategoryResponse } from '../../shared/schemas/taxonomy';
import { slugify } from '../../shared/slug';
import { listingBody } from '../fixtures/listing';
import { promoteToAdmin, startHarness, type Harness } from './harness';

// Category names, event category names and static pages in Hindi (issue #28): data beside the English, never through t().
type Session = Awaited<ReturnType<Harness['signUp']>>;

let api: Harness;
let admin: Session;
let visitor: Session;
const run = Date.now().toString(36);

beforeAll(async () => {
  api = await startHarness();
  await Promise.all([seedTaxonomy(), seedEventCategories(), seedContent(), seedBlogCategories()]);
  await putCities([{ slug: 'pune', name: 'Pune', nameKey: 'pune', aliases: ['Poona'], stateId: 'MH', stateName: 'Maharashtra', latitude: 18.51957, longitude: 73.85535, popularRank: 7 }]);
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
    expect((await get('/pcategories/getDescByCategoryId?id=agriculture-and-food-products')).body.data).toMatchObject({
      titleHi: 'कृषि और खाद्य उत्पाद',
      descriptionHi: expect.stringContaining('<p>देखें: चावल और अनाज, '),
    });
    const inPune = (await get('/categories/getDescByCategoryId?id=restaurant&cityName=pune')).body.data;
    expect(inPune.descriptionHi).toContain('<p>पुणे में रेस्टोरेंट ढूंढ रहे हैं? Sbiz पर पुणे भर के रेस्टोरेंट मिलते हैं, पते, फ़ोन नंबर, खुलने का समय');
    expect(inPune.descriptionHi).toContain('लोकप्रिय विकल्प: शाकाहारी रेस्टोरेंट, मल्टी-क्यूज़ीन रेस्टोरेंट, कैफ़े, फ़ास्ट फ़ूड और मिठाई की दुकान।');
    expect(inPune.description).toContain('Looking for Restaurant in Pune?');
    // A list's title filter finds a category by its Hindi title too.
    expect((await listed('/subcategories/all?title=' + encodeURIComponent('डेंटिस्ट'))).map((category) => category.title)).toEqual(['Dentists']);
  });

  it('names the seeded event categories in Hindi', async () => {
    const categories = (await get('/events/getEventCats')).body.data as Array<{ _id: string; nameHi?: string; subCategories: Array<{ name: string; nameHi?: string }> }>;
    const concerts = categories.find((category) => category._id === 'concerts')!;
    expect(concerts.nameHi).toBe('कॉन्सर्ट');
    expect(concerts.subCategories.find((sub) => sub.name === 'Sufi & Qawwali')).toMatchObject({ nameHi: 'सूफ़ी और क़व्वाली' });
  });

  it('names the home grid’s tiles in Hindi', async () => {
    const tiles = (await get('/homeCat/all')).body.data as Array<{ title: string; titleHi?: string }>;
    expect(tiles.find((tile) => tile.title === 'Doctors')).toMatchObject({ titleHi: 'डॉक्टर' });
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
      title: `Rooftop Panels ${run}`,
      titleHi: 'सोलर पावर',
      description: '<p>Rooftop solar</p>',
      descriptionHi: '<p>छत पर सोलर<script>alert(1)</script></p>',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ title: `Rooftop Panels ${run}`, titleHi: 'सोलर पावर', descriptionHi: '<p>छत पर सोलर</p>' });
    const found = (await listed(`/categories/all?title=${run}`)).find((category) => category._id === created.body.data._id);
    expect(found).toMatchObject({ titleHi: 'सोलर पावर', descriptionHi: '<p>छत पर सोलर</p>' });

    const sub = await add('/subcategories/add', { title: `Panel Installers ${run}`, titleHi: '  सोलर इंस्टॉलर  ', parentCategories: [created.body.data._id] });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    expect(sub.body.data).toMatchObject({ titleHi: 'सोलर इंस्टॉलर', parentCategories: [{ _id: created.body.data._id, titleHi: 'सोलर पावर' }] });
    const withSubs = (await listed(`/categories/all?title=${run}`)).find((category) => category._id === created.body.data._id);
    expect(withSubs?.subCategories).toEqual([{ _id: sub.body.data._id, title: `Panel Installers ${run}`, titleHi: 'सोलर इंस्टॉलर', slug: sub.body.data.slug, hasChild: false }]);
  });

  it('may be left empty, changed, and removed by sending it blank', async () => {
    const created = await add('/categories/add', { title: `Manja Sellers ${run}`, titleHi: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.titleHi).toBeUndefined();
    const id = created.body.data._id as string;

    const named = await update(`/categories/update/${id}`, { titleHi: 'पतंग की दुकान' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.data).toMatchObject({ title: `Manja Sellers ${run}`, titleHi: 'पतंग की दुकान' });
    // Leaving it out of an update keeps it.
    expect((await update(`/categories/update/${id}`, { status: 'inactive' })).body.data).toMatchObject({ status: 'inactive', titleHi: 'पतंग की दुकान' });

    const cleared = await update(`/categories/update/${id}`, { titleHi: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.titleHi).toBeUndefined();
    expect((await listed(`/categories/all?title=manja%20sellers%20${run}`))[0]?.titleHi).toBeUndefined();
    expect((await update(`/categories/update/${id}`, { titleHi: null, descriptionHi: null })).status).toBe(200);
    // Active again: other suites count the inactive categories of the shared table.
    expect((await update(`/categories/update/${id}`, { status: 'active' })).status).toBe(200);
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

describe('categories copied into listings, products and events', () => {
  const RICE = 'agriculture-and-food-products--rice-and-grains--basmati-rice--1121-basmati-rice';
  let owner: Session;
  let businessId: string;
  beforeAll(async () => {
    owner = await api.signUp({ firstName: 'Kesar', lastName: 'Owner' });
  });

  it('carry the Hindi title on a listing, from the taxonomy and not from the form', async () => {
    const created = await add(
      '/businesses/add',
      listingBody({
        name: `Hindi Thali House ${run}`,
        cityName: 'Pune',
        categories: [{ _id: 'restaurant', title: 'Restaurant' }],
        subCategoryId: [{ _id: 'restaurant--vegetarian-restaurant', title: 'Vegetarian Restaurant', titleHi: 'कुछ भी' }],
        subsubCategoryId: [{ _id: 'not-a-category', title: 'Something else' }],
      }),
      owner,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    businessId = created.body._id;
    expect(created.body.categories).toEqual([{ _id: 'restaurant', title: 'Restaurant', titleHi: 'रेस्टोरेंट' }]);
    expect(created.body.subCategoryId).toEqual([{ _id: 'restaurant--vegetarian-restaurant', title: 'Vegetarian Restaurant', titleHi: 'शाकाहारी रेस्टोरेंट' }]);
    expect(created.body.subsubCategoryId).toEqual([{ _id: 'not-a-category', title: 'Something else' }]);

    const moved = await update(`/businesses/update/${businessId}`, { categories: [{ _id: 'fitness', title: 'Fitness' }] }, owner);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.categories).toEqual([{ _id: 'fitness', title: 'Fitness', titleHi: 'फ़िटनेस' }]);
    expect(moved.body.data.subCategoryId).toEqual([{ _id: 'restaurant--vegetarian-restaurant', title: 'Vegetarian Restaurant', titleHi: 'शाकाहारी रेस्टोरेंट' }]);
    // A suggested change of category, once an admin approves it, carries the Hindi title too; the same categories are no change.
    expect(await add('/businesses/submitEditRequest', { businessId, requestedFields: { categories: [{ _id: 'fitness', title: 'Fitness' }] } }, visitor)).toMatchObject({
      status: 400,
      body: { message: 'This listing already shows these details' },
    });
    const suggested = await add('/businesses/submitEditRequest', { businessId, requestedFields: { categories: [{ _id: 'beauty-and-spa', title: 'Beauty & Spa' }] } }, visitor);
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(201);
    expect((await add(`/businesses/approveEditRequest/${suggested.body.data._id}`, {})).status).toBe(200);
    const profile = await get(`/businesses/getBySlug?slug=${created.body.slug}&location=pune`);
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.data.categories).toEqual([{ _id: 'beauty-and-spa', title: 'Beauty & Spa', titleHi: 'ब्यूटी और स्पा' }]);

    // The header search's suggestion names the listing's category in Hindi too.
    await api.poller.drain();
    const found = await get(`/search?query=${encodeURIComponent(`Hindi Thali House ${run}`)}&location=Pune&type=business`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.businesses.find((business: { _id: string }) => business._id === businessId)).toMatchObject({ category: 'Beauty & Spa', categoryHi: 'ब्यूटी और स्पा' });
  });

  it('carry the Hindi titles on a product, at every level, and on the leads its category brings', async () => {
    const leaf = await add('/product-categories/add', {
      title: `Kesar Rice ${run}`,
      titleHi: 'केसर चावल',
      parentSubSub: ['agriculture-and-food-products--rice-and-grains--basmati-rice'],
    });
    expect(leaf.status, JSON.stringify(leaf.body)).toBe(201);
    const image = (await add('/uploads/presign', { kind: 'product-image', contentType: 'image/png', size: 2048, filename: 'photo.png' }, owner)).body.key as string;
    const created = await add(
      '/products/add',
      {
        title: `Kesar Basmati ${run}`,
        shortDescription: 'Aged two years',
        productDescription: '<p>Aged.</p>',
        businesses: [{ businessId, cityName: 'Pune' }],
        price: 140,
        units: 'Kg',
        images: [image],
        productCategory: [RICE, leaf.body.data._id],
        specifications: { brandName: 'Kesar' },
      },
      owner,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body.data[0] ?? created.body.data;
    expect(product).toMatchObject({
      parent: [{ title: 'Agriculture & Food Products', titleHi: 'कृषि और खाद्य उत्पाद' }],
      parentSub: [{ title: 'Rice & Grains', titleHi: 'चावल और अनाज' }],
      parentSubSub: [{ title: 'Basmati Rice', titleHi: 'बासमती चावल' }],
      productCategory: [
        { _id: RICE, title: '1121 Basmati Rice', titleHi: '1121 बासमती चावल' },
        { _id: leaf.body.data._id, title: `Kesar Rice ${run}`, titleHi: 'केसर चावल' },
      ],
    });
    // A buyer's lead for the new category reaches its one seller, naming the category in Hindi too.
    await api.poller.drain();
    const lead = await api.call('POST', '/leads/add', { body: { name: 'Sunita', email: 'sunita@example.in', phone: '9988776655', category: leaf.body.data._id } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const inbox = await api.call('GET', '/leads/inbox', { token: token(owner) });
    expect(inbox.body.data[0]).toMatchObject({ kind: 'lead', category: { _id: leaf.body.data._id, title: `Kesar Rice ${run}`, titleHi: 'केसर चावल' } });
  });

  it('carry the Hindi name on an article, as the blog categories list has it', async () => {
    const categories = (await get('/blogs/getBlogCategories')).body.data as Array<{ _id: string; name: string; nameHi?: string }>;
    expect(categories.find((category) => category._id === 'food-and-dining')).toMatchObject({ name: 'Food & Dining', nameHi: 'खाना और रेस्टोरेंट' });
    const created = await add(
      '/blogs/add',
      { businessId, title: `Thali trail ${run}`, blogCategoryId: 'food-and-dining', body: '<p>Six thalis in one afternoon, and a verdict on the best dal.</p>', tags: ['thali'] },
      owner,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.blogCategory).toEqual({ _id: 'food-and-dining', name: 'Food & Dining', nameHi: 'खाना और रेस्टोरेंट', slug: 'food-and-dining' });
  });

  it('carry the Hindi names on an event', async () => {
    const at = (days: number, hour: number) => new Date(Date.now() + days * 86_400_000 + hour * 3_600_000).toISOString();
    const created = await add(
      '/events/add',
      {
        businessId,
        name: `Sufi Evening ${run}`,
        description: '<p>Qawwali under the stars, chai after.</p>',
        eventCategory: 'single',
        start: at(7, 0),
        end: at(7, 2),
        timezone: 'IST',
        platform: 'physical',
        locationName: 'Baithak Studio',
        address: 'College Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        listingType: 'public',
        eventType: 'concerts',
        eventSubCat: `concerts--${slugify('Sufi & Qawwali')}`,
        tickets: [{ name: 'General', quantity: 40, price: 300, currency: 'INR' }],
      },
      owner,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      eventType: { _id: 'concerts', name: 'Concerts', nameHi: 'कॉन्सर्ट' },
      eventSubCat: { name: 'Sufi & Qawwali', nameHi: 'सूफ़ी और क़व्वाली' },
    });
  });
});
