import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedCategories } from '../../functions/data/entities/category';
import { putCities } from '../../functions/data/entities/city';
import { putEventCategories } from '../../functions/data/entities/event-category';
import { productTaxonomyRows } from '../../scripts/seed/data/taxonomy-rows';
import type { SearchResponse } from '../../shared/schemas/search';
import { listingBody } from '../fixtures/listing';
import { startHarness, type Harness } from './harness';

// The header's product and event searches suggest their own categories (issue #25 §3.17).
const RICE = 'agriculture-and-food-products--rice-and-grains--basmati-rice--1121-basmati-rice';
const riceRows = productTaxonomyRows().filter((row) => RICE.startsWith(row.categoryId));
const run = Date.now().toString(36);
const poetry = { main: `ghazal-evenings-${run}`, sub: `ghazal-open-mic-${run}` };

let api: Harness;
const suggest = async (query: string, type: string) => {
  const response = await api.call<SearchResponse>('GET', `/search?query=${encodeURIComponent(query)}&location=Ujjain&type=${type}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

beforeAll(async () => {
  api = await startHarness();
  await putCities([{ slug: 'ujjain', name: 'Ujjain', nameKey: 'ujjain', aliases: [], stateId: 'MP', stateName: 'Madhya Pradesh', latitude: 23.18, longitude: 75.78, popularRank: 0 }]);
  await insertSeedCategories('product', riceRows);
  await putEventCategories([
    { categoryId: poetry.main, parentId: '', name: `Ghazal Evenings ${run}`, slug: poetry.main, order: `z-${run}` },
    { categoryId: poetry.sub, parentId: poetry.main, name: `Ghazal Open Mic ${run}`, slug: poetry.sub, order: `z-${run}` },
  ]);
}, 120_000);
afterAll(() => api.stop());

describe('the product results page for a word the lexicon reads as a category', () => {
  it("lists the named category's products when no title holds the word ('chawal' → Rice & Grains)", async () => {
    const owner = await api.signUp({ firstName: 'Kesar', lastName: 'Seller' });
    const token = owner.tokens.access.token;
    const shop = (await api.call('POST', '/businesses/add', { token, body: listingBody({ name: 'Mahakal Grain Store', cityName: 'Ujjain' }) })).body as { _id: string };
    const image = (await api.call('POST', '/uploads/presign', { token, body: { kind: 'product-image', contentType: 'image/png', size: 2048, filename: 'photo.png' } })).body.key as string;
    const added = await api.call('POST', '/products/add', {
      token,
      body: {
        title: `Zafrani Kesar Long Grain ${run}`,
        shortDescription: 'Aged two years',
        productDescription: '<p>Aged.</p>',
        businesses: [{ businessId: shop._id, cityName: 'Ujjain' }],
        price: 140,
        units: 'Kg',
        images: [image],
        productCategory: [RICE],
        specifications: { brandName: 'Zafrani' },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await api.poller.drain();
    const titles = async (find: string) =>
      ((await api.call('GET', `/products/search?cityName=Ujjain&find=${encodeURIComponent(find)}`)).body.data as Array<{ title: string }>).map((product) => product.title);
    expect(await titles('chawal')).toContain(`Zafrani Kesar Long Grain ${run}`);
    expect(await titles('चावल')).toContain(`Zafrani Kesar Long Grain ${run}`);
    // The other words still narrow the category's products.
    expect(await titles('zafrani chawal')).toContain(`Zafrani Kesar Long Grain ${run}`);
    expect(await titles('qqxz chawal')).toEqual([]);

    // The header's products toggle suggests what the results page lists.
    const suggested = await suggest('chawal', 'products');
    expect(suggested.products.map((product) => product.title)).toContain(`Zafrani Kesar Long Grain ${run}`);
    expect(suggested.products.find((product) => product.title.endsWith(run))).toMatchObject({ seller: 'Mahakal Grain Store', cityName: 'ujjain', category: '1121 Basmati Rice' });
    expect((await suggest('चावल', 'products')).products.map((product) => product.title)).toContain(`Zafrani Kesar Long Grain ${run}`);
    expect((await suggest('qqxz chawal', 'products')).products).toEqual([]);
  });
});

describe('category suggestions of the product and event searches', () => {
  it('suggests product categories whose titles the words start, broad before narrow, with their level and tree', async () => {
    // Other files may add more of the product tree to the shared table: these are the rows this one wrote.
    const found = { options: (await suggest('basmati', 'products')).options.filter((option) => riceRows.some((row) => row.categoryId === option._id)) };
    expect(found.options.map((option) => option.title)).toEqual(['Basmati Rice', '1121 Basmati Rice']);
    expect(found.options[0]).toEqual({
      _id: 'agriculture-and-food-products--rice-and-grains--basmati-rice',
      title: 'Basmati Rice',
      titleHi: 'बासमती चावल',
      slug: expect.any(String),
      level: 'subsub',
      parentId: 'agriculture-and-food-products--rice-and-grains',
      tree: 'product',
    });
    expect(found.options[1]).toMatchObject({ level: 'leaf', tree: 'product' });
    expect((await suggest('rice gr', 'products')).options.map((option) => option.title)).toContain('Rice & Grains');
  });

  it('suggests the product category the lexicon names first (Hinglish and Devanagari)', async () => {
    expect((await suggest('chawal', 'products')).options[0]).toMatchObject({ title: 'Rice & Grains', tree: 'product' });
    expect((await suggest('चावल', 'products')).options[0]).toMatchObject({ title: 'Rice & Grains', tree: 'product' });
  });

  it('suggests event categories, main and sub, by the words of their names', async () => {
    const found = await suggest('ghazal', 'events');
    expect(found.options.filter((option) => option.title.endsWith(run))).toEqual([
      { _id: poetry.main, title: `Ghazal Evenings ${run}`, slug: poetry.main, level: 'main', parentId: null, tree: 'event' },
      { _id: poetry.sub, title: `Ghazal Open Mic ${run}`, slug: poetry.sub, level: 'sub', parentId: poetry.main, tree: 'event' },
    ]);
    expect((await suggest('ghazal open', 'events')).options.filter((option) => option.title.endsWith(run)).map((option) => option.level)).toEqual(['sub']);
  });

  it('leaves the business search its business categories, and words that start no title suggest none', async () => {
    expect((await suggest('basmati', 'business')).options.some((option) => 'tree' in option)).toBe(false);
    expect((await suggest('zzqx', 'products')).options).toEqual([]);
  });
});
