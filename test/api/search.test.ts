import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCommands, scansAmong } from './command-recorder';
import { BusinessEntity } from '../../functions/data/entities/business';
import { insertSeedCategories } from '../../functions/data/entities/category';
import { putCities } from '../../functions/data/entities/city';
import { backfillLeadingPairs } from '../../functions/data/entities/listing-index';
import { readSearchPartition, writeSearchRecords } from '../../functions/data/entities/search-index';
import { unknownCityMessage } from '../../functions/domains/search/cities';
import { correctQuery } from '../../functions/domains/search/spelling-vocabulary';
import { businessTaxonomyRows } from '../../scripts/seed/data/taxonomy-rows';
import { weekDays, type WeekDay } from '../../shared/business/enums';
import { CITY_NAME_REQUIRED, LOCATION_REQUIRED, SEARCH_QUERY_NO_WORDS, SEARCH_QUERY_REQUIRED, type BusinessCard, type BusinessSuggestion, type CategoryOption } from '../../shared/schemas/search';
import { businessSearchRecords, categorySearchRecords, isLeadingPairRecord, leadingPairPartition } from '../../shared/search/index-entries';
import { ratingScore } from '../../shared/search/rank';
import { promoteToAdmin, startHarness, type Harness } from './harness';

type Session = Awaited<ReturnType<Harness['signUp']>>;
type Titled = { _id: string; title: string };

let api: Harness;
let owner: Session;
let visitor: Session;
let admin: Session;

const token = (session: Session) => session.tokens.access.token;

// Two cities no other API test lists businesses in, so every result here is this file's.
const CITY = 'Nashik';
const OTHER_CITY = 'Cochin';

/** The restaurant branch of the seeded taxonomy: the category options found below. */
const restaurantRows = businessTaxonomyRows().filter((row) => row.categoryId === 'restaurant' || row.categoryId.startsWith('restaurant--'));
const category = (id: string): Titled => {
  const row = restaurantRows.find((entry) => entry.categoryId === id);
  if (!row) throw new Error(`no seeded category ${id}`);
  return { _id: row.categoryId, title: row.title };
};
/** A listing filed under a sub-sub category, with its sub and main category (ids are slug paths). */
const filedUnder = (subsubOrSub: string) => {
  const parts = subsubOrSub.split('--');
  return {
    categories: [category(parts[0]!)],
    ...(parts.length > 1 ? { subCategoryId: [category(parts.slice(0, 2).join('--'))] } : {}),
    ...(parts.length > 2 ? { subsubCategoryId: [category(subsubOrSub)] } : {}),
  };
};

const slot = (day: WeekDay, open: string, close: string) => ({ day, open, close, closed: false });
/** Open round the clock: whatever the time of day the test runs, it is open now. */
const alwaysOpen = weekDays.map((day) => slot(day, '00:00', '00:00'));
/** Closed every day: never open now. */
const neverOpen = weekDays.map((day) => ({ day, open: '', close: '', closed: true }));
/** Monday to Friday mornings only. */
const weekdayMornings = weekDays.slice(0, 5).map((day) => slot(day, '09:00', '13:00'));

const listings = new Map<string, { _id: string; slug: string; cityName: string }>();
const idOf = (name: string) => listings.get(name)!._id;

async function addListing(name: string, fields: Record<string, unknown> = {}, cityName = CITY) {
  const response = await api.call('POST', '/businesses/add', {
    token: token(owner),
    body: { name, cityName, contact: { email: 'listing@example.in', phone: '9822012345' }, address: { street: 'College Road, Gangapur', zipCode: '422005' }, ...fields },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  listings.set(name, response.body);
  return response.body as { _id: string; slug: string; cityName: string };
}

/** Marks a listing unclaimed, as the admin import of listings stores them (no API turns a claimed listing back). */
async function markUnclaimed(name: string) {
  await BusinessEntity.patch({ businessId: idOf(name) })
    .set({ unclaimed: true })
    .go();
}

/** People who review this file's listings: one review each per listing, as the reviews API allows. */
let reviewers: Session[] = [];

/**
 * Rates a listing through the reviews API, one reviewer per rating; the stream
 * then derives its average and count and re-indexes it, as for any user.
 */
async function review(name: string, ratings: number[], from = 0) {
  for (const [index, rating] of ratings.entries()) {
    const response = await api.call('POST', '/reviews/add', {
      token: token(reviewers[from + index]!),
      body: { business: idOf(name), cityName: CITY, rating, title: `A ${rating}-star visit to ${name}`, content: 'Visited with family on a weekday evening.' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
}

const search = (query: string, extra = '', location = CITY) =>
  api.call<{ businesses: BusinessSuggestion[]; options: CategoryOption[]; events: unknown[]; articles: unknown[] }>(
    'GET',
    `/search?query=${encodeURIComponent(query)}&location=${encodeURIComponent(location)}${extra}`,
  );
/** The names of the businesses whose name matched, in the order suggested. */
const nameMatches = async (query: string, location = CITY) => {
  const response = await search(query, '', location);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.businesses.filter((business) => business.matchedOn === 'name').map((business) => business.name);
};
const list = (params: string, cityName = CITY) =>
  api.call<{ data: BusinessCard[]; pagination: { page: number; limit: number; total: number; totalPages: number; capped: boolean } }>(
    'GET',
    `/businesses/all?cityName=${encodeURIComponent(cityName)}${params}`,
  );
const listedNames = async (params: string) => {
  const response = await list(params);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.map((card) => card.name).sort();
};

beforeAll(async () => {
  api = await startHarness();
  // Both as the places seed writes them, so the places test's count of all cities holds whichever file runs first.
  await putCities([
    { slug: 'nashik', name: 'Nashik', nameKey: 'nashik', aliases: [], stateId: 'MH', stateName: 'Maharashtra', latitude: 19.99727, longitude: 73.79096, popularRank: 0 },
    { slug: 'cochin', name: 'Cochin', nameKey: 'cochin', aliases: [], stateId: 'KL', stateName: 'Kerala', latitude: 9.93988, longitude: 76.26022, popularRank: 0 },
  ]);
  // Only the restaurant branch: the taxonomy test counts what a first full seed adds.
  if ((await insertSeedCategories('business', restaurantRows)) === 0) {
    // Seeded earlier by another test file, whose poller may have stopped before indexing them: index them as the reactor does.
    await writeSearchRecords(
      restaurantRows.flatMap((row) => categorySearchRecords(row)),
      [],
    );
  }
  owner = await api.signUp({ firstName: 'Nisha', lastName: 'Owner' });
  visitor = await api.signUp({ firstName: 'Vijay', lastName: 'Visitor' });
  const candidate = await api.signUp({ firstName: 'Asha', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };

  // Type-ahead and ranking.
  await addListing('Zafrani Zaika House', { ...filedUnder('restaurant--biryani-restaurants--hyderabadi-biryani'), paymentTypes: ['upi'] });
  await addListing('Zaffran Biryani', filedUnder('restaurant--biryani-restaurants--lucknowi-biryani'));
  await addListing('Sagar Sweets', filedUnder('restaurant--sweet-shops--mithai'));
  await addListing('Sagar Snacks Centre', filedUnder('restaurant--fast-food'));
  await addListing('Shree Sagar Veg Restaurant', filedUnder('restaurant--vegetarian-restaurant--thali'));
  await addListing('Sagarika Dhaba', filedUnder('restaurant--dhabas'));
  await addListing('Hotel Sagarmatha', filedUnder('restaurant--family-restaurant'));
  await addListing('Annapurna Bhojanalay', filedUnder('restaurant--vegetarian-restaurant--thali'));
  await addListing('Sagar Coastal Kitchen', filedUnder('restaurant--seafood-restaurants'), OTHER_CITY);
  // The sidebar filters.
  await addListing('Always Open Cafe', {
    ...filedUnder('restaurant--cafe--coffee-shop'),
    workingHours: alwaysOpen,
    paymentTypes: ['upi', 'googlepay'],
    pricing: [{ units: 1, minPrice: 40, maxPrice: 90, currency: 'INR', title: 'Per Cup' }],
  });
  await addListing('Never Open Cafe', {
    ...filedUnder('restaurant--cafe--coffee-shop'),
    workingHours: neverOpen,
    paymentTypes: ['cash'],
    pricing: [{ units: 1, minPrice: 300, maxPrice: 450, currency: 'INR', title: 'Per Cup' }],
  });
  await addListing('Weekday Morning Cafe', {
    ...filedUnder('restaurant--cafe--tea-house'),
    workingHours: weekdayMornings,
    paymentTypes: 'cash,Credit Card',
    pricing: [{ units: 1, minPrice: 5, maxPrice: 10, currency: 'USD', title: 'Per Cup' }],
  });
  // Paging.
  for (let number = 1; number <= 7; number++) await addListing(`Momo Stop ${number}`, filedUnder('restaurant--fast-food--momos'));

  reviewers = await Promise.all(['Ravi', 'Sneha', 'Tanvi', 'Uday', 'Varsha'].map((firstName) => api.signUp({ firstName, lastName: 'Reviewer' })));
  // Rating scores (shrunk towards 3 by the prior): Sagarmatha 4.43 > Snacks 4.29 > Always Open 3.75 > Sweets 3.5 > Weekday 3.25 > unrated 3 > Shree 2.5.
  await review('Sagar Snacks Centre', [5, 5, 5, 5, 4]);
  await review('Sagar Sweets', [4, 4, 4, 3]);
  await review('Shree Sagar Veg Restaurant', [2, 2]);
  await review('Hotel Sagarmatha', [5, 5, 5, 5, 5]);
  await review('Always Open Cafe', [5, 4]);
  await review('Weekday Morning Cafe', [4, 3]);
  await markUnclaimed('Never Open Cafe');
  await api.poller.drain();
}, 120_000);
afterAll(() => api.stop());

describe('GET /search: business type-ahead', () => {
  it.each([
    ['z', ['Zafrani Zaika House', 'Zaffran Biryani']],
    ['za', ['Zafrani Zaika House', 'Zaffran Biryani']],
    ['zaf', ['Zafrani Zaika House', 'Zaffran Biryani']],
    ['zafr', ['Zafrani Zaika House']],
    ['zaff', ['Zaffran Biryani']],
    ['zafra', ['Zafrani Zaika House']],
    ['zafran', ['Zafrani Zaika House']],
    ['zafrani', ['Zafrani Zaika House']],
    ['ZAFRANI', ['Zafrani Zaika House']],
  ])('finds a listing by the first %j letters of its name', async (query, expected) => {
    expect((await nameMatches(query)).sort()).toEqual([...expected].sort());
  });

  it('finds a listing by a word later in its name, and by several words', async () => {
    expect(await nameMatches('zaik')).toEqual(['Zafrani Zaika House']);
    expect(await nameMatches('house')).toEqual(['Zafrani Zaika House']);
    expect(await nameMatches('zafrani zai')).toEqual(['Zafrani Zaika House']);
    expect(await nameMatches('zaika house')).toEqual(['Zafrani Zaika House']);
    expect((await nameMatches('shree sagar'))[0]).toBe('Shree Sagar Veg Restaurant');
    expect((await nameMatches('sagar veg'))[0]).toBe('Shree Sagar Veg Restaurant');
    // A word of the name with a word of its category.
    expect(await nameMatches('sagar thali')).toEqual(['Shree Sagar Veg Restaurant']);
    expect(await nameMatches('zafx')).toEqual([]);
  });

  it('puts the best match first, then the better rated listing', async () => {
    // Exact first word (the better rated first), exact later word, a prefix of the first word, a prefix of a later word:
    // Hotel Sagarmatha is the best rated listing of all and still comes last.
    expect(await nameMatches('sagar')).toEqual(['Sagar Snacks Centre', 'Sagar Sweets', 'Shree Sagar Veg Restaurant', 'Sagarika Dhaba', 'Hotel Sagarmatha']);
    // A prefix: the first words first, then the later words, each by rating.
    expect(await nameMatches('saga')).toEqual(['Sagar Snacks Centre', 'Sagar Sweets', 'Sagarika Dhaba', 'Hotel Sagarmatha', 'Shree Sagar Veg Restaurant']);
    const [best] = (await search('sagar')).body.businesses;
    expect(best).toMatchObject({
      name: 'Sagar Snacks Centre',
      slug: listings.get('Sagar Snacks Centre')!.slug,
      cityName: 'nashik',
      rating: { average: 4.8, count: 5 },
      category: 'Restaurant',
      area: 'Gangapur',
      matchedOn: 'name',
    });
  });

  it('keeps to the chosen city: a listing in another city never appears', async () => {
    expect(await nameMatches('sagar')).not.toContain('Sagar Coastal Kitchen');
    expect(await nameMatches('coastal')).toEqual([]);
    expect(await nameMatches('sagar', OTHER_CITY)).toEqual(['Sagar Coastal Kitchen']);
    expect(await nameMatches('sagar', 'nashik')).toHaveLength(5);
  });

  it('suggests matching categories as options, and listings filed under them after the name matches', async () => {
    const thali = await search('thali');
    expect(thali.status).toBe(200);
    expect(thali.body.options[0]).toEqual({
      _id: 'restaurant--vegetarian-restaurant--thali',
      title: 'Thali',
      titleHi: 'थाली',
      slug: 'thali',
      level: 'subsub',
      parentId: 'restaurant--vegetarian-restaurant',
    });
    expect(thali.body.options.map((option) => option.title)).toEqual(expect.arrayContaining(['Gujarati Thali', 'Rajasthani Thali']));
    expect(thali.body.businesses.map((business) => [business.name, business.matchedOn]).sort()).toEqual([
      ['Annapurna Bhojanalay', 'category'],
      ['Shree Sagar Veg Restaurant', 'category'],
    ]);
    const rest = await search('rest');
    expect(rest.body.options[0]).toMatchObject({ _id: 'restaurant', title: 'Restaurant', level: 'main', parentId: null });
    expect(rest.body.businesses[0]).toMatchObject({ name: 'Shree Sagar Veg Restaurant', matchedOn: 'name' });
  });

  it.each([
    ['resturant', 'Restaurant', 'Restaurant'],
    ['restaurent veg', 'Restaurant Veg', 'Vegetarian Restaurant'],
    ['briyani', 'Biryani', 'Biryani Restaurants'],
    ['biriyani', 'Biryani', 'Biryani Restaurants'],
    ['thaali', 'Thali', 'Thali'],
  ])('forgives the typo %j: shows results for %j with the category %j', async (typo, corrected, option) => {
    const response = await search(typo);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ correctedQuery: corrected });
    expect(response.body.options.slice(0, 3).map((entry) => entry.title)).toContain(option);
  });

  it.each([
    ['sagr', 'Sagar', 'Sagar Snacks Centre'],
    ['zafrni', 'Zafrani', 'Zafrani Zaika House'],
  ])('corrects a frequent name word of the city: %j shows results for %j', async (typo, corrected, business) => {
    const response = await search(typo);
    expect(response.body).toMatchObject({ correctedQuery: corrected });
    expect(response.body.businesses.map((entry) => entry.name)).toContain(business);
  });

  it('knows the localities of the city: "gangapr" is corrected to the Gangapur of "College Road, Gangapur"', async () => {
    expect(await correctQuery('nashik', ['resturant', 'gangapr'])).toEqual({ words: ['restaurant', 'gangapur'], changed: true });
    // Name words are the city's own: Zafrani Zaika House is in Nashik only.
    expect(await correctQuery('cochin', ['zafrni'])).toEqual({ words: ['zafrni'], changed: false });
  });

  it('leaves a query alone when it matches as typed, or while its last word is still being typed', async () => {
    expect((await search('zafrani')).body).not.toHaveProperty('correctedQuery');
    expect((await search('resta')).body).not.toHaveProperty('correctedQuery');
    expect((await search('qqqqzzzz')).body).toMatchObject({ businesses: [], options: [] });
  });

  it('answers empty events and articles, and no category options for other search types', async () => {
    const response = await search('sagar');
    expect(response.body.events).toEqual([]);
    expect(response.body.articles).toEqual([]);
    const events = await search('sagar', '&type=events');
    expect(events.status).toBe(200);
    expect(events.body).toMatchObject({ options: [], events: [], articles: [] });
    expect((await search('thali', '&type=sb')).body.options[0]?.title).toBe('Thali');
  });

  it('shows at most `limit` suggestions', async () => {
    const response = await search('sagar', '&limit=2');
    expect(response.body.businesses.map((business) => business.name)).toEqual(['Sagar Snacks Centre', 'Sagar Sweets']);
  });

  it('drops a suspended listing from search, lists and recently viewed, and brings it back when restored', async () => {
    const business = await addListing('Quirky Qulfi Parlour', filedUnder('restaurant--sweet-shops'));
    await api.call('PATCH', '/businesses/businessViews', { body: { id: business._id, cityName: 'nashik' } });
    await api.poller.drain();
    expect(await nameMatches('qulfi')).toEqual(['Quirky Qulfi Parlour']);
    const viewed = async () => (await api.call('GET', `/businesses/getRecentlyViewedBusinesses?cityName=${CITY}`)).body.data.map((card: BusinessCard) => card.name);
    expect(await viewed()).toContain('Quirky Qulfi Parlour');

    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(admin), body: { status: 'suspended' } })).status).toBe(200);
    await api.poller.drain();
    expect(await nameMatches('qulfi')).toEqual([]);
    expect(await nameMatches('quirky')).toEqual([]);
    expect(await listedNames('&subcat=restaurant--sweet-shops')).not.toContain('Quirky Qulfi Parlour');
    expect(await listedNames('&find=qulfi')).toEqual([]);
    expect(await viewed()).not.toContain('Quirky Qulfi Parlour');

    expect((await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(admin), body: { status: 'active' } })).status).toBe(200);
    await api.poller.drain();
    expect(await nameMatches('qulfi')).toEqual(['Quirky Qulfi Parlour']);
  });

  it('finds a renamed listing under its new name and no longer under the old one', async () => {
    const business = await addListing('Old Kesar Mithai Bhandar', filedUnder('restaurant--sweet-shops--mithai'));
    await api.poller.drain();
    expect(await nameMatches('kesar')).toEqual(['Old Kesar Mithai Bhandar']);
    const renamed = await api.call('PATCH', `/businesses/update/${business._id}`, { token: token(owner), body: { name: 'Navratna Jalebi House' } });
    expect(renamed.status).toBe(200);
    await api.poller.drain();
    expect(await nameMatches('kesar')).toEqual([]);
    expect(await nameMatches('bhandar')).toEqual([]);
    expect(await nameMatches('navra')).toEqual(['Navratna Jalebi House']);
    expect(await nameMatches('jalebi h')).toEqual(['Navratna Jalebi House']);
    expect(await listedNames('&find=kesar')).toEqual([]);
    expect(await listedNames('&find=navratna')).toEqual(['Navratna Jalebi House']);
    // 'jalebi' is also the lexicon's word for sweet shops (Mithai, since 0aaeee6): the city's other mithai shop is listed beside it.
    expect(await listedNames('&find=jalebi')).toEqual(['Navratna Jalebi House', 'Sagar Sweets']);
  });
});

describe('GET /businesses/all: category pages and search results', () => {
  it('lists a city’s listings by main, sub and sub-sub category', async () => {
    const main = await listedNames('&category=restaurant&limit=50');
    expect(main).toEqual(expect.arrayContaining(['Sagar Sweets', 'Always Open Cafe', 'Momo Stop 7', 'Zaffran Biryani']));
    expect(main).not.toContain('Sagar Coastal Kitchen');
    expect(await listedNames('&subcat=restaurant--cafe')).toEqual(['Always Open Cafe', 'Never Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subsubCategoryId=restaurant--cafe--coffee-shop')).toEqual(['Always Open Cafe', 'Never Open Cafe']);
    expect(await listedNames('&subsubCategoryId=restaurant--vegetarian-restaurant--thali')).toEqual(['Annapurna Bhojanalay', 'Shree Sagar Veg Restaurant']);
    expect((await list('&subcat=restaurant--seafood-restaurants')).body.data.map((card) => card.name)).toEqual([]);
    expect((await list('&subcat=restaurant--seafood-restaurants', OTHER_CITY)).body.data.map((card) => card.name)).toEqual(['Sagar Coastal Kitchen']);
  });

  it('lists best rated first, with the card the results page shows', async () => {
    const response = await list('&subcat=restaurant--cafe');
    expect(response.body.data.map((card) => card.name)).toEqual(['Always Open Cafe', 'Weekday Morning Cafe', 'Never Open Cafe']);
    expect(response.body.data[0]).toMatchObject({
      _id: idOf('Always Open Cafe'),
      cityName: 'nashik',
      rating: { average: 4.5, count: 2 },
      categories: [{ _id: 'restaurant', title: 'Restaurant' }],
      subCategoryId: [{ _id: 'restaurant--cafe', title: 'Cafe' }],
      subsubCategoryId: [{ _id: 'restaurant--cafe--coffee-shop', title: 'Coffee Shop' }],
      paymentTypes: ['upi', 'googlepay'],
      unclaimed: false,
      address: { street: 'College Road, Gangapur', zipCode: '422005' },
    });
    expect(response.body.data[0]!.workingHours).toHaveLength(7);
  });

  it('searches a city by text: name matches best first', async () => {
    const response = await list('&find=sagar');
    expect(response.body.data.map((card) => card.name)).toEqual(['Sagar Snacks Centre', 'Sagar Sweets', 'Shree Sagar Veg Restaurant', 'Sagarika Dhaba', 'Hotel Sagarmatha']);
    expect(await listedNames('&find=zafrani zaika')).toEqual(['Zafrani Zaika House']);
    expect(await listedNames('&subcat=restaurant--cafe&find=always')).toEqual(['Always Open Cafe']);
  });

  it('sorts by relevance (the default), rating or most reviewed', async () => {
    const order = async (sort: string) => (await list(`&find=sagar${sort}`)).body.data.map((card) => card.name);
    const relevance = ['Sagar Snacks Centre', 'Sagar Sweets', 'Shree Sagar Veg Restaurant', 'Sagarika Dhaba', 'Hotel Sagarmatha'];
    expect(await order('')).toEqual(relevance);
    expect(await order('&sort=relevance')).toEqual(relevance);
    expect(await order('&sort=rating')).toEqual(['Hotel Sagarmatha', 'Sagar Snacks Centre', 'Sagar Sweets', 'Shree Sagar Veg Restaurant', 'Sagarika Dhaba']);
    expect(await order('&sort=reviews')).toEqual(['Hotel Sagarmatha', 'Sagar Snacks Centre', 'Sagar Sweets', 'Shree Sagar Veg Restaurant', 'Sagarika Dhaba']);
    const paged = await list('&find=sagar&sort=rating&limit=2&page=2');
    expect(paged.body.data.map((card) => card.name)).toEqual(['Sagar Sweets', 'Shree Sagar Veg Restaurant']);
    const unknown = await list('&find=sagar&sort=cheapest');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('sort must be one of relevance, rating, reviews');
  });

  it.each([
    ['resturant', 'Restaurant'],
    ['biriyani', 'Biryani'],
    ['sagr', 'Sagar'],
  ])('results page forgives the typo %j: lists the results for %j and says so', async (typo, corrected) => {
    const response = await list(`&find=${typo}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ correctedQuery: corrected });
    expect(response.body.data.length).toBeGreaterThan(0);
    expect((await list('&find=sagar')).body).not.toHaveProperty('correctedQuery');
  });

  it('filters by open now, whatever the time of day', async () => {
    const open = await listedNames('&subcat=restaurant--cafe&openNow=true');
    expect(open).toContain('Always Open Cafe');
    expect(open).not.toContain('Never Open Cafe');
    expect(await listedNames('&subcat=restaurant--cafe&openNow=false')).toHaveLength(3);
  });

  it('filters by minimum rating', async () => {
    expect(await listedNames('&subcat=restaurant--cafe&rating=4')).toEqual(['Always Open Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&rating=3.5')).toEqual(['Always Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&rating=0')).toHaveLength(3);
  });

  it('filters by payment types: any of those chosen, by id or label', async () => {
    expect(await listedNames('&subcat=restaurant--cafe&paymentTypes=credit')).toEqual(['Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&paymentTypes=upi,credit')).toEqual(['Always Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&paymentTypes=Cash')).toEqual(['Never Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames(`&subcat=restaurant--cafe&paymentTypes=${encodeURIComponent('Google Pay')}`)).toEqual(['Always Open Cafe']);
  });

  it('filters by working days and time bands, together', async () => {
    expect(await listedNames('&subcat=restaurant--cafe&days=Sunday')).toEqual(['Always Open Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&days=Monday')).toEqual(['Always Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&days=sat,sun')).toEqual(['Always Open Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&timeBands=night')).toEqual(['Always Open Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&timeBands=morning')).toEqual(['Always Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&timeBands=late-night,afternoon')).toEqual(['Always Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&days=Saturday&timeBands=morning')).toEqual(['Always Open Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&days=Tuesday&timeBands=evening')).toEqual(['Always Open Cafe']);
  });

  it('filters by price range in rupees: any chosen range overlapping the listing’s', async () => {
    expect(await listedNames('&subcat=restaurant--cafe&priceRanges=0-50')).toEqual(['Always Open Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&priceRanges=201-500')).toEqual(['Never Open Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&priceRanges=51-100,201-500')).toEqual(['Always Open Cafe', 'Never Open Cafe']);
    // Dollar prices are not compared with rupee ranges.
    expect(await listedNames('&subcat=restaurant--cafe&priceRanges=0-50,51-100,101-200,201-500')).not.toContain('Weekday Morning Cafe');
    expect(await list('&priceRanges=1-2')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Unknown price range '1-2'/) } });
  });

  it('filters by business type, from the main category', async () => {
    expect(await listedNames('&subcat=restaurant--cafe&businessTypes=restaurant')).toEqual(['Always Open Cafe', 'Never Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&businessTypes=technology,education')).toEqual([]);
    expect(await list('&businessTypes=casino')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Unknown business type 'casino'/) } });
  });

  it('filters claimed and unclaimed listings', async () => {
    expect(await listedNames('&subcat=restaurant--cafe&claimed=true')).toEqual(['Always Open Cafe', 'Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&claimed=false')).toEqual(['Never Open Cafe']);
  });

  it('combines filters: every section narrows the others', async () => {
    expect(await listedNames('&subcat=restaurant--cafe&paymentTypes=cash&days=Monday')).toEqual(['Weekday Morning Cafe']);
    expect(await listedNames('&subcat=restaurant--cafe&paymentTypes=cash&claimed=false&days=Monday')).toEqual([]);
  });

  it('pages through a list: page, limit, total and totalPages', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`&subsubCategoryId=restaurant--fast-food--momos&limit=3&page=${page}`)));
    expect(pages.map((page) => page.body.pagination)).toEqual([1, 2, 3, 4].map((page) => ({ page, limit: 3, total: 7, totalPages: 3, window: 500, capped: false })));
    expect(pages.map((page) => page.body.data.length)).toEqual([3, 3, 1, 0]);
    const names = pages.flatMap((page) => page.body.data.map((card) => card.name));
    expect(names.sort()).toEqual(Array.from({ length: 7 }, (_, index) => `Momo Stop ${index + 1}`));
    const defaults = await list('&subsubCategoryId=restaurant--fast-food--momos');
    expect(defaults.body.pagination).toMatchObject({ page: 1, limit: 10, total: 7, totalPages: 1 });
  });

  it('answers an empty page for a known city without listings', async () => {
    const response = await api.call('GET', '/businesses/all?cityName=nashik&category=no-such-category');
    expect(response).toMatchObject({ status: 200, body: { data: [], pagination: { total: 0, totalPages: 0 } } });
  });
});

describe('home lists', () => {
  it('top reviewed: reviewed listings only, best rated first', async () => {
    const response = await api.call('GET', `/businesses/getTopReviewedBusinesses?cityName=${CITY}&limit=30`);
    expect(response.status).toBe(200);
    const cards: BusinessCard[] = response.body.data;
    expect(cards[0]!.name).toBe('Hotel Sagarmatha');
    expect(cards.every((card) => card.rating.count > 0 && card.cityName === 'nashik')).toBe(true);
    const scores = cards.map((card) => ratingScore(card.rating.average, card.rating.count));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(cards.map((card) => card.name)).toEqual(expect.arrayContaining(['Sagar Snacks Centre', 'Always Open Cafe', 'Sagar Sweets']));
    expect(cards.map((card) => card.name)).not.toContain('Zafrani Zaika House');
    expect((await api.call('GET', `/businesses/getTopReviewedBusinesses?cityName=${CITY}&limit=2`)).body.data.map((card: BusinessCard) => card.name)).toEqual([
      'Hotel Sagarmatha',
      'Sagar Snacks Centre',
    ]);
  });

  it('recently reviewed: newest first, a new review moves a listing up', async () => {
    const names = async () => (await api.call('GET', `/businesses/getRecentlyReviewedBusinesses?cityName=${CITY}`)).body.data.map((card: BusinessCard) => card.name);
    await review('Momo Stop 1', [4]);
    await api.poller.drain();
    await review('Momo Stop 2', [3]);
    await api.poller.drain();
    expect((await names()).slice(0, 2)).toEqual(['Momo Stop 2', 'Momo Stop 1']);
    await review('Momo Stop 1', [5], 1);
    await api.poller.drain();
    expect((await names()).slice(0, 2)).toEqual(['Momo Stop 1', 'Momo Stop 2']);
    expect(await names()).not.toContain('Sagar Coastal Kitchen');
  });

  it('recently viewed: the signed-in user’s own views in the city, else the city’s', async () => {
    const view = async (name: string, session?: Session) => {
      const response = await api.call('PATCH', '/businesses/businessViews', { token: session && token(session), body: { id: idOf(name), cityName: listings.get(name)!.cityName } });
      expect(response.status).toBe(200);
      await api.poller.drain();
    };
    await view('Zaffran Biryani');
    await view('Sagarika Dhaba');
    await view('Annapurna Bhojanalay', visitor);
    await view('Sagar Coastal Kitchen', visitor);
    const anonymous = await api.call('GET', `/businesses/getRecentlyViewedBusinesses?cityName=${CITY}`);
    expect(anonymous.body.scope).toBe('city');
    expect(anonymous.body.data.slice(0, 3).map((card: BusinessCard) => card.name)).toEqual(['Annapurna Bhojanalay', 'Sagarika Dhaba', 'Zaffran Biryani']);
    const own = await api.call('GET', `/businesses/getRecentlyViewedBusinesses?cityName=${CITY}`, { token: token(visitor) });
    expect(own.body).toMatchObject({ scope: 'user' });
    expect(own.body.data.map((card: BusinessCard) => card.name)).toEqual(['Annapurna Bhojanalay']);
    const cochin = await api.call('GET', `/businesses/getRecentlyViewedBusinesses?cityName=${OTHER_CITY}`, { token: token(visitor) });
    expect(cochin.body.data.map((card: BusinessCard) => card.name)).toEqual(['Sagar Coastal Kitchen']);
    const fresh = await api.signUp();
    expect((await api.call('GET', `/businesses/getRecentlyViewedBusinesses?cityName=${CITY}`, { token: token(fresh) })).body).toEqual({ scope: 'user', data: [] });
    expect((await api.call('GET', `/businesses/getRecentlyViewedBusinesses?cityName=${CITY}&limit=1`)).body.data).toHaveLength(1);
  });
});

describe('bad input is a clear 4xx, never a 5xx', () => {
  const unknownCity = unknownCityMessage('Atlantis');
  it.each([
    ['/search?location=Nashik', 400, SEARCH_QUERY_REQUIRED],
    ['/search?query=&location=Nashik', 400, SEARCH_QUERY_REQUIRED],
    ['/search?query=%20%20&location=Nashik', 400, SEARCH_QUERY_REQUIRED],
    ['/search?query=!!!&location=Nashik', 400, SEARCH_QUERY_NO_WORDS],
    [`/search?query=${'a'.repeat(101)}&location=Nashik`, 400, 'Search text must be at most 100 characters'],
    ['/search?query=sagar', 400, LOCATION_REQUIRED],
    ['/search?query=sagar&location=', 400, LOCATION_REQUIRED],
    ['/search?query=sagar&location=Atlantis', 404, unknownCity],
    ['/search?query=sagar&location=Nashik&type=movies', 400, "Unknown search type 'movies': use business, products, events or articles"],
    ['/search?query=sagar&location=Nashik&limit=0', 400, 'limit must be at least 1'],
    ['/search?query=sagar&location=Nashik&limit=lots', 400, 'limit must be a whole number'],
    ['/businesses/all', 400, CITY_NAME_REQUIRED],
    ['/businesses/all?cityName=Atlantis', 404, unknownCity],
    ['/businesses/all?cityName=Nashik&page=0', 400, 'page must be at least 1'],
    ['/businesses/all?cityName=Nashik&page=two', 400, 'page must be a whole number'],
    ['/businesses/all?cityName=Nashik&paymentTypes=bitcoin', 400, /^Unknown payment type 'bitcoin': use Cash, /],
    ['/businesses/all?cityName=Nashik&timeBands=brunch', 400, "Unknown time band 'brunch': use late-night, early-morning, morning, afternoon, evening, night"],
    ['/businesses/all?cityName=Nashik&days=funday', 400, "Unknown day 'funday': use Monday to Sunday"],
    ['/businesses/all?cityName=Nashik&rating=6', 400, 'rating must be a number from 0 to 5'],
    ['/businesses/all?cityName=Nashik&openNow=maybe', 400, 'openNow must be true or false'],
    ['/businesses/all?cityName=Nashik&claimed=perhaps', 400, 'claimed must be true or false'],
    ['/businesses/all?cityName=Nashik&status=suspended', 400, 'Only active listings can be listed: use status=active or leave it out'],
    ['/businesses/getTopReviewedBusinesses', 400, CITY_NAME_REQUIRED],
    ['/businesses/getTopReviewedBusinesses?cityName=Atlantis', 404, unknownCity],
    ['/businesses/getRecentlyReviewedBusinesses?cityName=Atlantis', 404, unknownCity],
    ['/businesses/getRecentlyViewedBusinesses?cityName=Atlantis', 404, unknownCity],
    ['/businesses/getRecentlyViewedBusinesses?cityName=Nashik&limit=-1', 400, 'limit must be at least 1'],
  ] as Array<[string, number, string | RegExp]>)('GET %s → %i', async (path, status, message) => {
    const response = await api.call('GET', path);
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
  });

  it('clamps a huge limit instead of refusing it', async () => {
    const suggestions = await search('s', '&limit=100000000');
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.businesses.length).toBeLessThanOrEqual(20);
    expect(suggestions.body.businesses.length).toBeGreaterThan(10);
    const page = await list('&limit=100000000');
    expect(page.status).toBe(200);
    expect(page.body.pagination.limit).toBe(50);
    const top = await api.call('GET', `/businesses/getTopReviewedBusinesses?cityName=${CITY}&limit=100000000`);
    expect(top.status).toBe(200);
  });

  it('accepts the city by its name or its slug', async () => {
    expect(await nameMatches('zaffran', 'nashik')).toEqual(['Zaffran Biryani']);
    expect(await nameMatches('zaffran', '  NASHIK ')).toEqual(['Zaffran Biryani']);
  });
});

describe('reads are Queries, never a Scan', () => {
  it('sends no ScanCommand for any search, list or home-list request', async () => {
    await api.poller.drain();
    const commands = await recordCommands(async () => {
      for (const query of ['s', 'sa', 'sag', 'saga', 'sagar', 'sagari', 'sagarika', 'shree sagar', 'sagar thali', 'thali', 'no such thing']) {
        expect((await search(query)).status).toBe(200);
      }
      for (const params of [
        '',
        '&find=sagar',
        '&category=restaurant',
        '&subcat=restaurant--cafe&openNow=true&rating=3&paymentTypes=cash,upi&days=Monday&timeBands=morning&claimed=true',
        '&subsubCategoryId=restaurant--fast-food--momos&page=2&limit=3',
      ]) {
        expect((await list(params)).status).toBe(200);
      }
      for (const path of ['getTopReviewedBusinesses', 'getRecentlyReviewedBusinesses', 'getRecentlyViewedBusinesses']) {
        expect((await api.call('GET', `/businesses/${path}?cityName=${CITY}`)).status).toBe(200);
        expect((await api.call('GET', `/businesses/${path}?cityName=${CITY}`, { token: token(visitor) })).status).toBe(200);
      }
    });
    expect(commands).toContain('QueryCommand');
    expect(commands).toContain('BatchGetItemCommand');
    expect(scansAmong(commands)).toEqual([]);
  });
});

describe("the leading pairs' backfill", () => {
  it("files a city's listings again in their first word's pair partition, with Queries and BatchGets only", async () => {
    await api.poller.drain();
    const city = listings.get('Sagar Sweets')!.cityName;
    const sagarS = () =>
      readSearchPartition({ slot: 'exact', partition: leadingPairPartition(city, 'business', 'sagar'), sortPrefix: 's' }, { wanted: 10, pageSize: 10, maxRead: 10 }).then((read) =>
        read.items.map((item) => item.title).sort(),
      );
    expect(await sagarS()).toEqual(['Sagar Snacks Centre', 'Sagar Sweets']);

    // A table indexed before the pairs: the two listings have none, and their type-ahead still finds them by their words.
    for (const name of ['Sagar Sweets', 'Sagar Snacks Centre']) {
      const { data } = await BusinessEntity.get({ businessId: idOf(name) }).go();
      await writeSearchRecords([], businessSearchRecords(data!).filter(isLeadingPairRecord));
    }
    expect(await sagarS()).toEqual([]);
    expect((await search('sagar s')).body.businesses.map((business) => business.name)).toEqual(expect.arrayContaining(['Sagar Sweets', 'Sagar Snacks Centre']));

    let filled: Awaited<ReturnType<typeof backfillLeadingPairs>> | undefined;
    const commands = await recordCommands(async () => {
      filled = await backfillLeadingPairs(city);
    });
    expect(filled!.listings).toBeGreaterThan(2);
    expect(filled!.written).toBeGreaterThanOrEqual(2);
    expect(scansAmong(commands)).toEqual([]);
    expect(await sagarS()).toEqual(['Sagar Snacks Centre', 'Sagar Sweets']);
  });
});
