import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSeedCategories } from '../../functions/data/entities/category';
import { listCitiesByName } from '../../functions/data/entities/city';
import { putEventCategories } from '../../functions/data/entities/event-category';
import { backfillListedCities, ListedCityEntity, listListedCities } from '../../functions/data/entities/listed-city';
import { citySitemapEntries, serveSiteFile, SITEMAP_MAX_URLS, siteSitemapEntries } from '../../functions/render/site-files';
import { seedBlogCategories } from '../../scripts/seed/articles';
import { businessTaxonomyRows, productTaxonomyRows } from '../../scripts/seed/data/taxonomy-rows';
import { listingBody } from '../fixtures/listing';
import { recordCommands, scansAmong } from './command-recorder';
import { promoteToAdmin, startHarness, type Harness } from './harness';

/**
 * The sitemaps (sitemaps.org): an index of files of at most 50,000 URLs each,
 * every URL with a <lastmod>, category pages only when they have listings,
 * and every kind of public page present. Bhopal is a city no other API test
 * lists anything in, so its files hold only what this file adds.
 */
type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let listing: { _id: string; slug: string };
let product: { slug: string };
let event: { slug: string };
let laterEvent: { slug: string };
let article: { slug: string };
let reader: Session;
let collection: { _id: string };
const token = (session: Session) => session.tokens.access.token;
const CITY = 'Bhopal';
const run = randomUUID().slice(0, 8);
const eventCategory = `sitemap-test-${run}`;
const RICE = 'agriculture-and-food-products--rice-and-grains--basmati-rice--1121-basmati-rice';
const restaurantRows = businessTaxonomyRows().filter((row) => row.categoryId === 'restaurant' || row.categoryId.startsWith('restaurant--') || row.categoryId === 'hotel');
const riceRows = productTaxonomyRows().filter((row) => RICE.startsWith(row.categoryId));

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await api.call('POST', path, { token: token(owner), body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body.data ?? response.body) as T;
}

async function presignedImage() {
  const response = await api.call('POST', '/uploads/presign', { token: token(owner), body: { kind: 'product-image', contentType: 'image/png', size: 2048, filename: 'rice.png' } });
  expect(response.status).toBe(200);
  return response.body.key as string;
}

/** A public walk by the lake `inDays` days from now. */
const lakeWalk = (name: string, inDays: number) => ({
  businessId: listing._id,
  name,
  description: '<p>A morning walk round the Upper Lake, Q&amp;A after.</p>',
  eventCategory: 'single',
  start: new Date(Date.now() + inDays * 86_400_000).toISOString(),
  end: new Date(Date.now() + inDays * 86_400_000 + 7_200_000).toISOString(),
  timezone: 'IST',
  platform: 'physical',
  locationName: 'Upper Lake',
  address: 'Boat Club Road',
  city: CITY,
  state: 'Madhya Pradesh',
  country: 'India',
  listingType: 'public',
  eventType: eventCategory,
  tickets: [{ name: 'General', quantity: 40, price: 0, currency: 'INR' }],
});

beforeAll(async () => {
  api = await startHarness();
  await insertSeedCategories('business', restaurantRows);
  await insertSeedCategories('product', riceRows);
  await seedBlogCategories();
  await putEventCategories([{ categoryId: eventCategory, parentId: '', name: `Sitemap Walks ${run}`, slug: eventCategory, order: `z-${run}` }]);
  owner = await api.signUp({ firstName: 'Sita', lastName: 'Mapper' });
  listing = await created('/businesses/add', {
    ...listingBody({ name: `Lake View Thali ${run}`, cityName: CITY }),
    categories: [{ _id: 'restaurant', title: 'Restaurant' }],
    subCategoryId: [{ _id: 'restaurant--vegetarian-restaurant', title: 'Vegetarian Restaurant' }],
  });
  product = await created('/products/add', {
    title: 'Bhopal Basmati Rice',
    shortDescription: 'Long grain rice from the city of lakes',
    productDescription: '<p>Aged basmati rice.</p>',
    businesses: [{ businessId: listing._id, cityName: CITY }],
    price: 120,
    units: 'Kg',
    productCategory: [RICE],
    images: [await presignedImage()],
  });
  event = await created('/events/add', lakeWalk(`Lake Walk ${run}`, 7));
  laterEvent = await created('/events/add', lakeWalk(`Lake Walk ${run} again`, 14));
  article = await created('/blogs/add', {
    businessId: listing._id,
    title: `Eating round the lakes of Bhopal ${run}`,
    blogCategoryId: 'food-and-dining',
    body: '<h2>Why thali</h2><p>Every lake in Bhopal has a thali house on its shore, and we tried six of them in one week.</p>',
    tags: ['bhopal'],
  });
  // More articles, so that a small file size splits the article list (one page per file).
  for (const lake of ['Upper Lake', 'Lower Lake']) {
    await created('/blogs/add', {
      businessId: listing._id,
      title: `A morning at the ${lake} ${run}`,
      blogCategoryId: 'food-and-dining',
      body: `<p>Breakfast by the ${lake} in Bhopal: poha, jalebi and a view of the water before the city wakes up.</p>`,
      tags: ['bhopal'],
    });
  }
  // A member with no public collection still has a public profile.
  reader = await api.signUp({ firstName: 'Rina', lastName: 'Reader' });
  collection = await created('/collections/add', { name: `Bhopal thalis ${run}`, images: [`uploads/${owner.user._id}/collection/c1/cover.png`] });
  await api.poller.drain();
}, 120_000);
afterAll(() => api.stop());

const origin = 'https://sbiz.example';
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
/** A site file as the render Lambda and the gateway answer it (the API harness serves no pages). */
const fetchText = async (path: string, maxUrls?: number) => {
  const file = await serveSiteFile(new URL(path, origin), { siteOrigin: origin, maxUrls });
  if (!file) throw new Error(`${path} is not a site file`);
  return { status: file.status, type: file.headers['Content-Type'], text: file.body };
};

/** The files the sitemap index names, as paths. */
const indexFiles = async (maxUrls?: number) => [...(await fetchText('/sitemap.xml', maxUrls)).text.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => new URL(match[1]!).pathname);

/** Every URL of the files of one kind the index names, in file order. */
const urlsOfKind = async (prefix: string, maxUrls?: number) => {
  const files = (await indexFiles(maxUrls)).filter((file) => new RegExp(`^/sitemaps/${prefix}-\\d+\\.xml$`).test(file));
  const urls = [];
  for (const file of files) urls.push(...parseUrlset((await fetchText(file, maxUrls)).text));
  return { files, urls };
};

const ALTERNATES =
  /<xhtml:link rel="alternate" hreflang="en-IN" href="([^"]+)"\/><xhtml:link rel="alternate" hreflang="hi-IN" href="([^"]+)"\/><xhtml:link rel="alternate" hreflang="x-default" href="([^"]+)"\/>/;
const URL_ELEMENT = new RegExp(`<url><loc>([^<]+)</loc><lastmod>([^<]+)</lastmod>${ALTERNATES.source}</url>`, 'g');

/**
 * A <urlset> in the sitemaps.org schema's shape: each <url> a <loc>, a <lastmod> and its language twins (issue #28),
 * nothing else. Each page comes in English then Hindi (/hi/…), both naming the same twins; the English pages are returned.
 */
function parseUrlset(xml: string): Array<{ loc: string; lastmod: string }> {
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n[\s\S]*<\/urlset>$/,
  );
  const body = xml.slice(xml.indexOf('<urlset'), xml.lastIndexOf('</urlset>')).replace(/^<urlset[^>]*>/, '');
  const all = [...body.matchAll(URL_ELEMENT)].map((match) => ({ loc: match[1]!, lastmod: match[2]!, en: match[3]!, hi: match[4]!, fallback: match[5]! }));
  // Nothing but those <url>s.
  expect(body.replace(URL_ELEMENT, '').trim()).toBe('');
  expect(all.length % 2).toBe(0);
  const pages = all.filter((_, index) => index % 2 === 0);
  pages.forEach((page, index) => {
    const twin = all[index * 2 + 1]!;
    const hindi = new URL(page.loc);
    hindi.pathname = hindi.pathname === '/' ? '/hi' : `/hi${hindi.pathname}`;
    expect({ loc: twin.loc, lastmod: twin.lastmod }).toEqual({ loc: hindi.href, lastmod: page.lastmod });
    for (const url of [page, twin]) expect([url.en, url.hi, url.fallback]).toEqual([page.loc, hindi.href, page.loc]);
  });
  return pages.map(({ loc, lastmod }) => ({ loc, lastmod }));
}

describe('the sitemap index', () => {
  it('lists the site, article, collection and profile sitemaps and, per popular city, one file per kind', async () => {
    const index = await fetchText('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const files = [...index.text.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => new URL(match[1]!).pathname);
    expect(files[0]).toBe('/sitemaps/site-1.xml');
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/articles-1.xml', '/sitemaps/collections-1.xml', '/sitemaps/profiles-1.xml']));
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/pune-businesses-1.xml', '/sitemaps/pune-products-1.xml', '/sitemaps/pune-events-1.xml']));
    expect(new Set(files).size).toBe(files.length);
  });

  it('names every city with listings, not only the popular twelve, and drops a city once its last listing leaves (#25 2.1)', async () => {
    // Bhopal is not a popular city; it has this file's listing.
    expect(await indexFiles()).toEqual(expect.arrayContaining(['/sitemaps/bhopal-businesses-1.xml', '/sitemaps/bhopal-products-1.xml', '/sitemaps/bhopal-events-1.xml']));
    // Gwalior's only listing is suspended by an admin: the city goes from the index.
    const candidate = await api.signUp({ firstName: 'Asha', lastName: 'Admin' });
    await promoteToAdmin(candidate.user._id);
    const admin = (await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body as Session;
    const only = await created<{ _id: string }>('/businesses/add', listingBody({ name: `Fort Sweets ${run}`, cityName: 'Gwalior' }));
    await api.poller.drain();
    expect(await indexFiles()).toContain('/sitemaps/gwalior-businesses-1.xml');
    const suspended = await api.call('PATCH', `/businesses/admin/status/${only._id}`, { token: token(admin), body: { status: 'suspended' } });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    await api.poller.drain();
    expect((await indexFiles()).filter((file) => file.startsWith('/sitemaps/gwalior-'))).toEqual([]);
  });

  it('gets back from the backfill a city whose listings predate the listed-city index, with Queries only, and marks no city without listings (#25)', async () => {
    // As on a table from before the index: Bhopal lists this file's listing but is not marked.
    await ListedCityEntity.delete({ catalogue: 'listed-cities', cityName: 'bhopal' }).go();
    expect(await indexFiles()).not.toContain('/sitemaps/bhopal-businesses-1.xml');
    let first: Awaited<ReturnType<typeof backfillListedCities>> | undefined;
    const commands = await recordCommands(async () => (first = await backfillListedCities()));
    expect(scansAmong(commands)).toEqual([]);
    expect(first!.checked).toBe((await listCitiesByName()).length);
    expect(first!.marked).toBeGreaterThanOrEqual(1);
    expect(first!.listing).toBeGreaterThanOrEqual(first!.marked);
    expect(await indexFiles()).toContain('/sitemaps/bhopal-businesses-1.xml');
    // Tawang is in the catalogue and no test lists anything there.
    expect(await listListedCities()).not.toContain('tawang');
    // Idempotent: a second run finds every listing city marked already.
    const second = await backfillListedCities();
    expect(second.marked).toBe(0);
    const listed = await listListedCities();
    expect(listed).toContain('bhopal');
    expect(listed).not.toContain('tawang');
    // Two passes over the ~4,200 catalogue cities on DynamoDB Local take 25-35 s on two busy cores.
  }, 120_000);

  it('serves a city file as a urlset where every URL has a lastmod, and 404 for an unknown city or a file past the end', async () => {
    const file = await fetchText('/sitemaps/bhopal-businesses-1.xml');
    expect(file.status).toBe(200);
    const urls = parseUrlset(file.text);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.lastmod).toMatch(W3C_DATE);
    expect((await fetchText('/sitemaps/atlantis-businesses-1.xml')).status).toBe(404);
    expect((await fetchText('/sitemaps/bhopal-businesses-2.xml')).status).toBe(404);
    // Not a sitemap at all: the gateway and the render Lambda go on to their own 404.
    expect(await serveSiteFile(new URL('/sitemaps/bhopal-shops-1.xml', origin), { siteOrigin: origin })).toBeUndefined();
  });
});

describe('a city’s sitemaps', () => {
  const base = `${origin}/in/bhopal`;
  const locs = async (kind: 'businesses' | 'products' | 'events') => (await citySitemapEntries(origin, 'bhopal', kind, 1))!.map((entry) => entry.loc);

  it('lists the city’s home, its listings and only the category and sub-category pages that have listings', async () => {
    const urls = await locs('businesses');
    expect(urls).toEqual(expect.arrayContaining([base, `${base}/restaurant`, `${base}/sub-cat/vegetarian-restaurant`, `${base}/sbiz/${listing.slug}`]));
    // Hotels and the other restaurant sub-categories exist but list nothing in Bhopal.
    expect(urls).not.toContain(`${base}/hotel`);
    expect(urls.filter((url) => url.includes('/sub-cat/'))).toEqual([`${base}/sub-cat/vegetarian-restaurant`]);
    // Each page is listed in English and Hindi: both fit one file.
    expect(urls.length * 2).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it('lists the products and their product category pages at every level', async () => {
    expect(await locs('products')).toEqual(
      expect.arrayContaining([
        `${base}/sb-products`,
        `${base}/p-cat/agriculture-and-food-products`,
        `${base}/p-cat/sub-cat/rice-and-grains`,
        `${base}/p-cat/ss-cat/basmati-rice`,
        `${base}/product/${product.slug}`,
      ]),
    );
  });

  it('lists the events page and upcoming public events', async () => {
    expect(await locs('events')).toEqual([`${base}/events`, `${base}/events/${event.slug}`, `${base}/events/${laterEvent.slug}`]);
  });
});

describe('the site sitemaps', () => {
  it('list home, the static pages, the blog and its articles, public collections and every member’s profile, each with a lastmod', async () => {
    const entries = (await Promise.all(['site', 'articles', 'collections', 'profiles'].map((kind) => urlsOfKind(kind)))).flatMap(({ urls }) => urls);
    const urls = entries.map((entry) => entry.loc);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/sb/about-us`,
        `${origin}/sb/terms-condition`,
        `${origin}/sb/privacy-policy`,
        `${origin}/blog`,
        `${origin}/blog/${article.slug}`,
        `${origin}/sb-public-collections`,
        `${origin}/sb-public-collections/${collection._id}`,
        `${origin}/sb-user/${owner.user.slug}`,
        `${origin}/sb-user/${reader.user.slug}`,
      ]),
    );
    for (const entry of entries) expect(entry.lastmod).toMatch(W3C_DATE);
    expect(new Set(urls).size).toBe(urls.length);
    const site = await siteSitemapEntries(origin, 'site', 1);
    expect(site!.length).toBe(parseUrlset((await fetchText('/sitemaps/site-1.xml')).text).length);
  });
});

describe('files cut at the size limit (#25 2.1)', () => {
  // Four URLs a file: two pages, each in English and Hindi.
  const SMALL = 4;

  it.each([
    ['a city’s events', 'bhopal-events'],
    ['the articles', 'articles'],
    ['the site pages', 'site'],
    ['the profiles', 'profiles'],
  ])('splits %s over numbered files the index names, losing and repeating no URL', async (_, prefix) => {
    const whole = await urlsOfKind(prefix);
    expect(whole.files).toEqual([`/sitemaps/${prefix}-1.xml`]);
    let split: Awaited<ReturnType<typeof urlsOfKind>> = { files: [], urls: [] };
    // DynamoDB pages of Queries (and BatchGets), never a Scan.
    expect(scansAmong(await recordCommands(async () => (split = await urlsOfKind(prefix, SMALL))))).toEqual([]);
    expect(split.files.length).toBe(Math.ceil(whole.urls.length / 2));
    expect(split.files.length).toBeGreaterThanOrEqual(2);
    expect(split.files).toEqual(split.files.map((_, index) => `/sitemaps/${prefix}-${index + 1}.xml`));
    expect(split.urls).toEqual(whole.urls);
    expect(new Set(split.urls.map((url) => url.loc)).size).toBe(split.urls.length);
    // The file after the last is not there.
    expect((await fetchText(`/sitemaps/${prefix}-${split.files.length + 1}.xml`, SMALL)).status).toBe(404);
  });

  it('cuts a city’s events into exactly two files here: the events page and one event, then the other event', async () => {
    const base = `${origin}/in/bhopal`;
    const first = parseUrlset((await fetchText('/sitemaps/bhopal-events-1.xml', SMALL)).text).map((url) => url.loc);
    const second = parseUrlset((await fetchText('/sitemaps/bhopal-events-2.xml', SMALL)).text).map((url) => url.loc);
    expect([first, second]).toEqual([[`${base}/events`, `${base}/events/${event.slug}`], [`${base}/events/${laterEvent.slug}`]]);
  });
});
