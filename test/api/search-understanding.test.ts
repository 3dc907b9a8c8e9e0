import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSeedCategories } from '../../functions/data/entities/category';
import { putCities } from '../../functions/data/entities/city';
import { writeSearchRecords } from '../../functions/data/entities/search-index';
import { businessTaxonomyRows } from '../../scripts/seed/data/taxonomy-rows';
import { weekDays } from '../../shared/business/enums';
import type { BusinessCard, ListingsResponse, SearchResponse } from '../../shared/schemas/search';
import { categorySearchRecords } from '../../shared/search/index-entries';
import type { LexiconEntry } from '../../shared/search/lexicon/types';
import { startHarness, type Harness } from './harness';

// A lexicon fixture over the restaurant branch (the branch API tests seed), so these tests do not follow the data's edits: the
// handlers read the lexicon as precomputed keys (shared/search/lexicon/keys.generated.ts), made here from the fixture.
vi.mock('../../shared/search/lexicon/keys.generated', async () => {
  const { lexiconKeyTable } = await import('../../shared/search/lexicon-keys');
  const fixture: LexiconEntry[] = [
    { tree: 'business', category: 'Sweet Shops', hindi: ['मिठाई की दुकान', 'हलवाई'], hinglish: ['mithai ki dukan', 'halwai'], english: ['sweets shop'] },
    { tree: 'business', category: 'Momos', hindi: ['मोमो'], hinglish: ['momo wala'], english: ['dumplings'] },
    { tree: 'product', category: 'Rice', hindi: ['चावल'], hinglish: ['chawal'], english: ['rice'] },
  ];
  return { lexiconKeys: lexiconKeyTable(fixture) };
});

// A city no other API test lists businesses in.
const CITY = 'Jabalpur';
const restaurantRows = businessTaxonomyRows().filter((row) => row.categoryId === 'restaurant' || row.categoryId.startsWith('restaurant--'));
const titled = (id: string) => ({ _id: id, title: restaurantRows.find((row) => row.categoryId === id)!.title });
const filedUnder = (path: string) => {
  const parts = path.split('--');
  return {
    categories: [titled(parts[0]!)],
    ...(parts.length > 1 ? { subCategoryId: [titled(parts.slice(0, 2).join('--'))] } : {}),
    ...(parts.length > 2 ? { subsubCategoryId: [titled(path)] } : {}),
  };
};
const alwaysOpen = weekDays.map((day) => ({ day, open: '00:00', close: '00:00', closed: false }));
const neverOpen = weekDays.map((day) => ({ day, open: '', close: '', closed: true }));
const priced = (minPrice: number) => [{ units: 1, minPrice, maxPrice: minPrice + 50, currency: 'INR', title: 'Per Box' }];

let api: Harness;

const suggest = async (query: string, extra = '') => {
  const response = await api.call<SearchResponse>('GET', `/search?query=${encodeURIComponent(query)}&location=${CITY}${extra}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const list = async (find: string, extra = '') => {
  const response = await api.call<ListingsResponse>('GET', `/businesses/all?cityName=${CITY}&find=${encodeURIComponent(find)}${extra}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const names = (cards: readonly BusinessCard[]) => cards.map((card) => card.name);

beforeAll(async () => {
  api = await startHarness();
  await putCities([{ slug: 'jabalpur', name: 'Jabalpur', nameKey: 'jabalpur', aliases: [], stateId: 'MP', stateName: 'Madhya Pradesh', latitude: 23.18, longitude: 79.95, popularRank: 0 }]);
  if ((await insertSeedCategories('business', restaurantRows)) === 0)
    await writeSearchRecords(
      restaurantRows.flatMap((row) => categorySearchRecords(row)),
      [],
    );
  const owner = await api.signUp({ firstName: 'Meera', lastName: 'Owner' });
  const add = async (name: string, street: string, fields: Record<string, unknown>) => {
    const response = await api.call('POST', '/businesses/add', {
      token: owner.tokens.access.token,
      body: { name, cityName: CITY, contact: { email: 'listing@example.in', phone: '9822012345' }, address: { street, zipCode: '482001' }, ...fields },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  };
  await add('Gupta Mithai Bhandar', 'Russell Chowk, Napier Town', { ...filedUnder('restaurant--sweet-shops--mithai'), workingHours: alwaysOpen, pricing: priced(40) });
  await add('Anand Sweets', 'Civic Centre, Wright Town', { ...filedUnder('restaurant--sweet-shops--bengali-sweets'), workingHours: neverOpen, pricing: priced(300) });
  await add('Tibet Momo Corner', 'Civic Centre, Wright Town', filedUnder('restaurant--fast-food--momos'));
  await add('Brew Cafe', 'Russell Chowk, Napier Town', filedUnder('restaurant--cafe--coffee-shop'));
  // Name words the spelling vocabulary learns: 'near' is one edit from 'wear', 'rice' from 'ice'.
  await add('Smart Wear Dhaba', 'Russell Chowk, Napier Town', filedUnder('restaurant--dhabas'));
  await add('Ice Cube Family Restaurant', 'Civic Centre, Wright Town', filedUnder('restaurant--family-restaurant'));
  await api.poller.drain();
}, 120_000);
afterAll(() => api.stop());

describe('the lexicon: Hindi, Hinglish and English names of a category', () => {
  it('finds a category from Devanagari in the type-ahead, as an option and with its listings', async () => {
    const found = await suggest('मिठाई की दुकान');
    expect(found.options[0]).toMatchObject({ _id: 'restaurant--sweet-shops', title: 'Sweet Shops' });
    expect(names(found.businesses as unknown as BusinessCard[]).sort()).toEqual(['Anand Sweets', 'Gupta Mithai Bhandar']);
    expect(found.understood).toEqual({ categories: [{ _id: 'restaurant--sweet-shops', title: 'Sweet Shops', slug: expect.any(String) }] });
    expect(found.correctedQuery).toBeUndefined();
  });

  it('lists the category on the results page for a Hinglish phrase with filler words, and a half-typed one in the type-ahead', async () => {
    expect(names((await list('halwai ki dukaan')).data).sort()).toEqual(['Anand Sweets', 'Gupta Mithai Bhandar']);
    expect((await suggest('mithai ki duk')).options[0]).toMatchObject({ title: 'Sweet Shops' });
    expect(names((await list('momo wala')).data)).toEqual(['Tibet Momo Corner']);
  });

  it('lists the named category when the other words find nothing, even corrected', async () => {
    expect(names((await list('halwai qzxv')).data).sort()).toEqual(['Anand Sweets', 'Gupta Mithai Bhandar']);
    expect((await suggest('halwai qzxv')).businesses.map((business) => business.name).sort()).toEqual(['Anand Sweets', 'Gupta Mithai Bhandar']);
  });
});

describe('intent words are understood, not searched', () => {
  it("'open now' keeps the listings open now and says so", async () => {
    const found = await list('halwai open now');
    expect(names(found.data)).toEqual(['Gupta Mithai Bhandar']);
    expect(found.understood).toMatchObject({ openNow: true });
  });

  it("'cheap' puts the lowest prices first, 'best' sorts by rating", async () => {
    expect(names((await list('sasta halwai')).data)).toEqual(['Gupta Mithai Bhandar', 'Anand Sweets']);
    expect((await list('sasta halwai')).understood).toMatchObject({ price: 'budget' });
    expect((await list('best momos')).understood).toMatchObject({ sort: 'rating' });
    expect(names((await list('best momos')).data)).toEqual(['Tibet Momo Corner']);
  });

  it('the type-ahead filters and orders its listings by the same intents as the results page, and says what it understood', async () => {
    const open = await suggest('halwai open now');
    expect(open.businesses.map((business) => business.name)).toEqual(['Gupta Mithai Bhandar']);
    expect(open.understood).toMatchObject({ openNow: true, categories: [{ title: 'Sweet Shops' }] });
    const cheap = await suggest('sasta halwai');
    expect(cheap.businesses.map((business) => business.name)).toEqual(['Gupta Mithai Bhandar', 'Anand Sweets']);
    expect(cheap.understood).toMatchObject({ price: 'budget' });
    expect((await suggest('best halwai')).understood).toMatchObject({ sort: 'rating', categories: [{ title: 'Sweet Shops' }] });
  });

  it("the type-ahead's name matches are open now too when the query asks for open now", async () => {
    expect((await suggest('anand')).businesses.map((business) => business.name)).toContain('Anand Sweets');
    const open = await suggest('anand open now');
    expect(open.understood).toMatchObject({ openNow: true });
    expect(open.businesses.map((business) => business.name)).not.toContain('Anand Sweets');
    expect((await suggest('gupta open now')).businesses.map((business) => business.name)).toContain('Gupta Mithai Bhandar');
  });

  it("'near me' is never corrected into a word ('wear') and the rest is searched", async () => {
    const found = await list('cafe near me');
    expect(names(found.data)).toEqual(['Brew Cafe']);
    expect(found.understood).toMatchObject({ nearMe: true });
    expect(found.correctedQuery).toBeUndefined();
    expect((await suggest('cafe near me')).businesses.map((business) => business.name)).toContain('Brew Cafe');
  });

  it("'in <locality>' keeps that locality, and a switched-off chip lists them all again", async () => {
    const inWrightTown = await list('halwai in wright town');
    expect(names(inWrightTown.data)).toEqual(['Anand Sweets']);
    expect(inWrightTown.understood).toMatchObject({ place: { kind: 'locality', name: 'Wright Town' } });
    const everywhere = await list('halwai in wright town', '&ignore=place');
    expect(names(everywhere.data).sort()).toEqual(['Anand Sweets', 'Gupta Mithai Bhandar']);
    expect(everywhere.understood?.place).toBeUndefined();
    expect(names((await list('halwai open now', '&ignore=openNow')).data).sort()).toEqual(['Anand Sweets', 'Gupta Mithai Bhandar']);
  });

  it('reads a locality alone as its listings, and the start of its name after in', async () => {
    const wrightTown = await list('wright town');
    expect(names(wrightTown.data).sort()).toEqual(['Anand Sweets', 'Ice Cube Family Restaurant', 'Tibet Momo Corner']);
    expect(wrightTown.understood).toEqual({ place: { kind: 'locality', name: 'Wright Town' } });
    expect((await suggest('wright town')).businesses.map((business) => business.name).sort()).toEqual(['Anand Sweets', 'Ice Cube Family Restaurant', 'Tibet Momo Corner']);
    expect(names((await list('halwai in napier')).data)).toEqual(['Gupta Mithai Bhandar']);
  });

  it("'in <city>' is the city, not a word to search", async () => {
    const found = await list('momos in jabalpur');
    expect(names(found.data)).toEqual(['Tibet Momo Corner']);
    expect(found.understood).toMatchObject({ place: { kind: 'city', name: 'Jabalpur', slug: 'jabalpur' } });
  });

  it('rejects an unknown part to switch off with a clear message', async () => {
    const response = await api.call('GET', `/businesses/all?cityName=${CITY}&find=cafe&ignore=everything`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain("Unknown understood part 'everything'");
  });
});

describe('spelling correction only helps', () => {
  it('corrects a misspelt word when that finds something, and exact=1 searches the text as typed', async () => {
    const corrected = await list('momoss wala');
    expect(corrected.correctedQuery).toBe('Momos Wala');
    expect(names(corrected.data)).toEqual(['Tibet Momo Corner']);
    const asTyped = await list('momoss wala', '&exact=1');
    expect(asTyped.correctedQuery).toBeUndefined();
    expect(asTyped.data).toEqual([]);
    expect((await suggest('momoss', '&exact=1')).correctedQuery).toBeUndefined();
  });

  it("never changes a word another vocabulary knows: 'rice' is a product word, not a misspelt 'ice'", async () => {
    const found = await list('rice');
    expect(found.correctedQuery).toBeUndefined();
    expect(found.data).toEqual([]);
    expect((await suggest('rice')).correctedQuery).toBeUndefined();
  });
});
