import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { listingBody } from '../fixtures/listing';
import { callApi, logInAsDemo, registerMember, type TestMember } from './accounts';
import { baseUrl, launchBrowser, newVisitor } from './browser';

/**
 * What validators and crawlers read in the server's HTML of every public
 * page type: the Nu Html Checker (vnu.jar, the W3C validator's engine) finds
 * no error, and each head has a title of at most 60 characters, a
 * description of at most 160, a canonical link and an og:image; result
 * pages and empty category pages are kept out of indexes. The product,
 * event and article are the first of their kind in the sitemaps, so the
 * test follows whatever the seed wrote.
 */
const fixed: Record<string, string> = {
  home: '/',
  'city home': '/in/pune',
  category: '/in/pune/restaurant',
  search: '/in/pune/search/sb?find=veg',
  profile: '/in/pune/sbiz/shree-sagar-veg-restaurant',
  'product category': '/in/pune/p-cat/agriculture-and-food-products',
  events: '/in/pune/events',
  blog: '/blog',
  '404': '/no-such-page-anywhere',
};

/** The checker's jar, from the vnu-jar package. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const dir = mkdtempSync(join(tmpdir(), 'sbiz-vnu-'));
const pages: Record<string, { path: string; status: number; html: string }> = {};

/** The URLs of a sitemap whose path matches. */
async function inSitemap(sitemap: string, pattern: RegExp): Promise<string[]> {
  const xml = await (await fetch(new URL(sitemap, baseUrl()))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).filter((candidate) => pattern.test(candidate));
}

async function firstInSitemap(sitemap: string, pattern: RegExp): Promise<string> {
  const [path] = await inSitemap(sitemap, pattern);
  if (!path) throw new Error(`No URL like ${pattern} in ${sitemap}`);
  return path;
}

async function fetchPage(path: string) {
  const response = await fetch(new URL(path, baseUrl()));
  return { path, status: response.status, html: await response.text() };
}

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(amp|#x27|quot|lt|gt);/g, (entity) => entities[entity] ?? entity);
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, attribute: string) => {
  const value = new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(headOf(html))?.[1];
  return value === undefined ? undefined : decode(value);
};

beforeAll(async () => {
  const paths: Record<string, string> = {
    ...fixed,
    product: await firstInSitemap('/sitemaps/pune-products-1.xml', /^\/in\/pune\/product\//),
    event: await firstInSitemap('/sitemaps/pune-events-1.xml', /^\/in\/pune\/events\/[^/]+$/),
    article: await firstInSitemap('/sitemaps/articles-1.xml', /^\/blog\/[^/]+$/),
  };
  for (const [name, path] of Object.entries(paths)) pages[name] = await fetchPage(path);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the server HTML of the 12 public page types', () => {
  it('has no error by the Nu Html Checker', async () => {
    expect(Object.keys(pages)).toHaveLength(12);
    const files: Record<string, string> = {};
    for (const [name, page] of Object.entries(pages)) {
      expect(page.status, page.path).toBe(name === '404' ? 404 : 200);
      const file = join(dir, `${name.replace(/\W+/g, '-')}.html`);
      writeFileSync(file, page.html);
      files[file] = `${name} ${page.path}`;
    }
    // One Java start for every page (it takes seconds); the report is JSON on stderr.
    const { stdout, stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...Object.keys(files)], { maxBuffer: 32 * 1024 * 1024 });
    const report = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${files[decodeURIComponent(new URL(message.url).pathname)] ?? message.url}:${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 100)}]` : ''}`,
      );
    expect(errors).toEqual([]);
  }, 180_000);

  it('has a title of at most 60 characters, a description of at most 160, a canonical link and an absolute og:image', () => {
    for (const [name, { html }] of Object.entries(pages)) {
      const title = decode(/<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '');
      expect(title, name).toMatch(/\S/);
      expect([...title].length, `${name}: ${title}`).toBeLessThanOrEqual(60);
      const description = metaContent(html, 'name="description"') ?? '';
      expect(description.length, `${name} has a description`).toBeGreaterThan(0);
      expect([...description].length, `${name}: ${description}`).toBeLessThanOrEqual(160);
      expect(headOf(html), name).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"\/>/);
      expect(metaContent(html, 'property="og:image"'), name).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)(\?.*)?$/i);
    }
  });

  it('keeps search results out of indexes, and lets the other pages in', () => {
    for (const [name, { html }] of Object.entries(pages)) {
      expect(metaContent(html, 'name="robots"'), name).toBe(name === 'search' ? 'noindex, follow' : undefined);
    }
  });
});

describe('heads of other pages', () => {
  it('gives About, Terms and Privacy a description', async () => {
    for (const path of ['/sb/about-us', '/sb/terms-condition', '/sb/privacy-policy']) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      expect(metaContent(page.html, 'name="description"')?.length ?? 0, path).toBeGreaterThan(20);
    }
  });

  it('keeps a category page with no listings in the city out of indexes, and the sitemap', async () => {
    const listed = new Set(await inSitemap('/sitemaps/pune-businesses-1.xml', /^\/in\/pune\/[^/]+$/));
    const mains = ((await (await fetch(new URL('/api/categories/all?limit=1000', baseUrl()))).json()) as { data: Array<{ slug: string }> }).data;
    const empty = mains.map((category) => `/in/pune/${category.slug}`).find((path) => !listed.has(path));
    expect(empty, 'a main category without Pune listings').toBeDefined();
    const page = await fetchPage(empty!);
    expect(page.status).toBe(200);
    expect(metaContent(page.html, 'name="robots"')).toBe('noindex, follow');
  });

  it('keeps a product category page with no products in the city out of indexes (#25 2.1)', async () => {
    const listed = new Set(await inSitemap('/sitemaps/pune-products-1.xml', /^\/in\/pune\/p-cat\/[^/]+$/));
    expect(listed.size, 'Pune has product category pages with products').toBeGreaterThan(0);
    const mains = ((await (await fetch(new URL('/api/pcategories/all?limit=1000', baseUrl()))).json()) as { data: Array<{ slug: string }> }).data;
    const empty = mains.map((category) => `/in/pune/p-cat/${category.slug}`).find((path) => !listed.has(path));
    expect(empty, 'a product category without Pune products').toBeDefined();
    const page = await fetchPage(empty!);
    expect(page.status).toBe(200);
    expect(metaContent(page.html, 'name="robots"')).toBe('noindex, follow');
    const full = await fetchPage([...listed][0]!);
    expect(metaContent(full.html, 'name="robots"')).toBeUndefined();
  });
});

/** The levels of a document's headings, in document order. */
const headingLevels = (html: string) => [...html.slice(html.indexOf('<body')).matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));

/**
 * What is wrong with a page's headings: not exactly one h1, or a level skipped on the way down (h1 → h3).
 * As axe's heading-order, the first heading may be of any level (the listings' Filters h2 precedes their h1).
 */
function headingProblems(levels: number[]): string[] {
  const h1s = levels.filter((level) => level === 1).length;
  const problems = h1s === 1 ? [] : [`${h1s} h1s`];
  levels.forEach((level, index) => {
    const previous = levels[index - 1] ?? level;
    if (level > previous + 1) problems.push(`h${previous} → h${level} at heading ${index + 1}`);
  });
  return problems;
}

describe('headings (#25 2.4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the server HTML of the 12 page types and the public collections has one h1 and skips no level, event and collection cards included', async () => {
    const collections = await fetchPage('/sb-public-collections');
    const collection = await fetchPage(await firstInSitemap('/sitemaps/collections-1.xml', /^\/sb-public-collections\/[^/]+$/));
    const checked = { ...pages, 'public collections': collections, 'public collection': collection };
    // The cards whose h3s once followed an h1 are on these pages.
    expect(pages.events!.html).toContain('event-card__title');
    expect(collections.html).toContain('collection-tile__name');
    const problems = Object.entries(checked).flatMap(([name, page]) => headingProblems(headingLevels(page.html)).map((problem) => `${name} ${page.path}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('two admin list pages, signed in as the demo admin, have one h1 and skip no level', async () => {
    const { context, page } = await newVisitor(browser);
    await logInAsDemo(page, 'admin@sbiz.local', '/admin-portal/categories');
    const problems: string[] = [];
    for (const [path, ready] of [
      ['/admin-portal/categories', (at: Page) => at.getByRole('table').first().waitFor()],
      ['/admin-portal/listings', (at: Page) => at.getByRole('searchbox', { name: 'Search by business name' }).waitFor()],
    ] as const) {
      await page.goto(path);
      await ready(page);
      const levels = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])));
      problems.push(...headingProblems(levels).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

/** What an add route made (some answer with the thing, some with `{ data }`). */
async function created(path: string, member: TestMember, body: unknown): Promise<{ _id: string; slug: string }> {
  const answer = await callApi<{ _id: string; slug: string } & { data?: { _id: string; slug: string } }>('POST', path, { token: member.token, body });
  return answer.data ?? answer;
}

/** A leaf of the seeded product taxonomy. */
const RICE = 'agriculture-and-food-products--rice-and-grains--basmati-rice--1121-basmati-rice';

/** A real 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Uploads the PNG as one of `member`'s images of this kind through a presigned POST; answers its key. */
async function uploadPng(member: TestMember, kind: string): Promise<string> {
  const presigned = await callApi<{ url: string; fields: Record<string, string>; key: string }>('POST', '/uploads/presign', {
    token: member.token,
    body: { kind, contentType: 'image/png', size: PNG.length, filename: `${kind}.png` },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${kind}.png`);
  const uploaded = await fetch(new URL(presigned.url, baseUrl()), { method: 'POST', body: form });
  expect(uploaded.status).toBeLessThan(300);
  return presigned.key;
}

describe('share images and the removed page (#25 2.5)', () => {
  let owner: TestMember;
  let listing: { _id: string; slug: string };
  let logo: string;
  const run = randomUUID().slice(0, 6);
  beforeAll(async () => {
    owner = await registerMember('Ojas', 'Image');
    logo = await uploadPng(owner, 'logo');
    listing = await created('/businesses/add', owner, { ...listingBody({ name: `Shaniwar Wada Snacks ${run}`, cityName: 'Pune' }), logo });
  }, 60_000);

  it('a listing, product, event and article with an image share that image, not the site default', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const [productImage, eventImage, coverImage] = [await uploadPng(owner, 'product-image'), await uploadPng(owner, 'event'), await uploadPng(owner, 'cover')];
    const product = await created('/products/add', owner, {
      title: `Bakarwadi box ${run}`,
      shortDescription: 'Crisp spiced rolls from Pune',
      productDescription: '<p>A box of bakarwadi.</p>',
      businesses: [{ businessId: listing._id, cityName: 'Pune' }],
      price: 150,
      units: 'Kg',
      productCategory: [RICE],
      images: [productImage],
    });
    const event = await created('/events/add', owner, {
      businessId: listing._id,
      name: `Snack walk ${run}`,
      description: '<p>A walk past the old city’s snack stalls.</p>',
      eventCategory: 'single',
      start: inDays(10),
      end: inDays(10.1),
      timezone: 'IST',
      platform: 'physical',
      locationName: 'Shaniwar Wada',
      address: 'Shaniwar Peth',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      listingType: 'public',
      banner: eventImage,
      tickets: [{ name: 'General', quantity: 20, price: 0, currency: 'INR' }],
    });
    const article = await created('/blogs/add', owner, {
      businessId: listing._id,
      title: `Snacks of the old city ${run}`,
      blogCategoryId: 'food-and-dining',
      body: '<p>Bakarwadi, misal and more, one lane at a time through the peths of Pune.</p>',
      coverImage,
      tags: ['pune'],
    });
    const shared = {
      [`/in/pune/sbiz/${listing.slug}`]: logo,
      [`/in/pune/product/${product.slug}`]: productImage,
      [`/in/pune/events/${event.slug}`]: eventImage,
      [`/blog/${article.slug}`]: coverImage,
    };
    for (const [path, key] of Object.entries(shared)) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      const image = metaContent(page.html, 'property="og:image"');
      expect(image, path).not.toBe(new URL('/og-default.png', baseUrl()).href);
      expect(image, path).toBe(new URL(`/${key}`, baseUrl()).href);
    }
  }, 120_000);

  it('titles the page of a removed listing "… | Sbiz"', async () => {
    const admin = demoUsers.find((user) => user.role === 'admin')!;
    const session = await callApi<{ tokens: { access: { token: string } } }>('POST', '/auth/login', { body: { email: admin.email, password: admin.password } });
    const other = await callApi<{ _id: string; slug: string }>('POST', '/businesses/add', { token: owner.token, body: listingBody({ name: `Closed Chai ${run}`, cityName: 'Pune' }) });
    await callApi('PATCH', `/businesses/admin/status/${other._id}`, { token: session.tokens.access.token, body: { status: 'suspended' } });
    const page = await fetchPage(`/in/pune/sbiz/${other.slug}`);
    expect(page.status).toBe(410);
    const title = decode(/<title>([^<]*)<\/title>/.exec(headOf(page.html))?.[1] ?? '');
    expect(title).toMatch(/\S \| Sbiz$/);
  });
});
