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
let article: { slug: string };
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
  event = await created('/events/add', {
    businessId: listing._id,
    name: `Lake Walk ${run}`,
    description: '<p>A morning walk round the Upper Lake, Q&amp;A after.</p>',
    eventCategory: 'single',
    start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    end: new Date(Date.now() + 7 * 86_400_000 + 7_200_000).toISOString(),
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
  article = await created('/blogs/add', {
    businessId: listing._id,
    title: `Eating round the lakes of Bhopal ${run}`,
    blogCategoryId: 'food-and-dining',
    body: '<h2>Why thali</h2><p>Every lake in Bhopal has a thali house on its shore, and we tried six of them in one week.</p>',
    tags: ['bhopal'],
  });
  collection = await created('/collections/add', { name: `Bhopal thalis ${run}`, images: [`uploads/${owner.user._id}/collection/c1/cover.png`] });
  await api.poller.drain();
}, 120_000);
afterAll(() => api.stop());

const origin = 'https://sbiz.example';
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
/** A site file as the render Lambda and the gateway answer it (the API harness serves no pages). */
const fetchText = async (path: string) => {
  const file = await serveSiteFile(new URL(path, origin), { siteOrigin: origin });
  if (!file) throw new Error(`${path} is not a site file`);
  return { status: file.status, type: file.headers['Content-Type'], text: file.body };
};

/** The files the sitemap index names, as paths. */
const indexFiles = async () => [...(await fetchText('/sitemap.xml')).text.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => new URL(match[1]!).pathname);

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
  it('lists the site sitemap and, per popular city, one file per kind', async () => {
    const index = await fetchText('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const files = [...index.text.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => new URL(match[1]!).pathname);
    expect(files[0]).toBe('/sitemaps/site.xml');
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
    expect(await locs('events')).toEqual([`${base}/events`, `${base}/events/${event.slug}`]);
  });
});

describe('the site sitemap', () => {
  it('lists home, the static pages, the blog and its articles, public collections and their owners’ profiles, each with a lastmod', async () => {
    const entries = await siteSitemapEntries(origin);
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
      ]),
    );
    for (const entry of entries) expect(entry.lastmod).toMatch(W3C_DATE);
    const served = parseUrlset((await fetchText('/sitemaps/site.xml')).text);
    expect(served.length).toBe(entries.length);
  });
});
