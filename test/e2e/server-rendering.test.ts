import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, registerMember } from './accounts';
import { baseUrl, launchBrowser, newVisitor } from './browser';

const PROFILE = '/in/pune/sbiz/shree-sagar-veg-restaurant';
const CATEGORY = '/in/pune/restaurant';
const HOME = '/in/pune';
const SEARCH = '/in/pune/search/sb?find=veg';
const PRODUCT_CATEGORY = '/in/pune/p-cat/agriculture-and-food-products';
const ALL_CATEGORIES = '/in/pune/all-categories';
const OPEN_STATUS = /(Open now until|Open now|Open, closes in|Closed, opens|Closed)/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Fetches a page as a crawler would: no JavaScript, just the first HTML. */
async function fetchPage(path: string) {
  const response = await fetch(new URL(path, baseUrl()), { headers: { 'Accept-Encoding': 'br, gzip' } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|#x27|quot|lt|gt);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ');

describe('server-rendered pages, without JavaScript', () => {
  it('serves a profile with its name, open-now text, head tags and LocalBusiness JSON-LD, compressed', async () => {
    const page = await fetchPage(PROFILE);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toContain('s-maxage=60');
    expect(page.html).toMatch(/<h1[^>]*>Shree Sagar Veg Restaurant<\/h1>/);
    expect(textOf(page.html)).toMatch(OPEN_STATUS);
    // The listing's own SEO title (seeded), with the site name.
    expect(page.html).toMatch(/<title>Shree Sagar[^<]*\| Sbiz<\/title>/);
    expect(page.html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(page.html).toContain(`<link rel="canonical" href="${new URL(PROFILE, baseUrl()).href}"/>`);
    expect(page.html).toContain('property="og:title"');
    expect(page.html).toContain('<script type="application/json" id="sbiz-page-state">{"config":');
    const business = jsonLd(page.html).find((data) => data['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({ name: 'Shree Sagar Veg Restaurant', address: { '@type': 'PostalAddress', addressCountry: 'IN' } });
    expect(business!.openingHoursSpecification).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'OpeningHoursSpecification' })]));
  });

  it('serves a category page with its listings, their open-now text and a BreadcrumbList', async () => {
    // Other suites add Pune restaurants, so the first page is whatever the API lists first, not a fixed name.
    const listed = (await fetch(`${baseUrl()}/api/businesses/all?cityName=pune&category=restaurant&page=1&limit=10`).then((response) => response.json())) as { data: Array<{ name: string }> };
    expect(listed.data.length).toBeGreaterThan(0);
    const page = await fetchPage(CATEGORY);
    expect(page.status).toBe(200);
    for (const { name } of listed.data) expect(textOf(page.html)).toContain(name);
    expect(textOf(page.html)).toMatch(OPEN_STATUS);
    const breadcrumb = jsonLd(page.html).find((data) => data['@type'] === 'BreadcrumbList');
    expect((breadcrumb?.itemListElement as unknown[]).length).toBe(3);
  });

  it('serves a city home page with its heading and listings', async () => {
    const page = await fetchPage(HOME);
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain('Find the best local businesses in Pune');
    expect(page.html).toContain('<link rel="canonical"');
  });

  it('serves a search with its first page of results and a canonical link that keeps the search', async () => {
    const listed = (await fetch(`${baseUrl()}/api/businesses/all?cityName=pune&find=veg&page=1&limit=10`).then((response) => response.json())) as { data: Array<{ name: string }> };
    expect(listed.data.length).toBeGreaterThan(0);
    const page = await fetchPage(SEARCH);
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain('Results for “veg” in Pune');
    for (const { name } of listed.data) expect(textOf(page.html)).toContain(name);
    expect(page.html).toContain(`<link rel="canonical" href="${new URL(SEARCH, baseUrl()).href.replace(/&/g, '&amp;')}"/>`);
  });

  it('serves a product category page with its sub categories and a BreadcrumbList', async () => {
    const children = (await fetch(`${baseUrl()}/api/psubcategories/subCatByParent/agriculture-and-food-products?limit=50&page=1&status=active`).then((response) => response.json())) as {
      data: Array<{ title: string }>;
    };
    expect(children.data.length).toBeGreaterThan(0);
    const page = await fetchPage(PRODUCT_CATEGORY);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Agriculture &amp; Food Products<\/h1>/);
    for (const { title } of children.data) expect(textOf(page.html)).toContain(title);
    const breadcrumb = jsonLd(page.html).find((data) => data['@type'] === 'BreadcrumbList');
    expect((breadcrumb?.itemListElement as unknown[]).length).toBe(3);
  });

  it('serves every category of a city, each with its link', async () => {
    const page = await fetchPage(ALL_CATEGORIES);
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/in/pune/restaurant"');
  });

  it('answers 404 with the 404 page for an unknown listing and an unknown page', async () => {
    for (const path of ['/in/pune/sbiz/no-such-place-here', '/no/such/page', '/in/pune/no-such-category', '/in/pune/p-cat/no-such-category', '/categories/no-such-category']) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('Page not found');
    }
    for (const [path, title] of [
      ['/in/pune/product/no-such-product', 'Product not found'],
      ['/in/pune/events/no-such-event', 'Event not found'],
    ] as const) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain(`<title>${title} | Sbiz</title>`);
    }
  });

  it('serves robots.txt and a sitemap index whose city sitemaps list listings', async () => {
    const robots = await fetchPage('/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${new URL('/sitemap.xml', baseUrl()).href}`);
    const index = await fetchPage('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.html).toContain('/sitemaps/pune-businesses-1.xml');
    const pune = await fetchPage('/sitemaps/pune-businesses-1.xml');
    expect(pune.html).toContain(`<loc>${new URL(PROFILE, baseUrl()).href}</loc><lastmod>`);
    // Its Hindi twin too, each naming the other (issue #28).
    expect(pune.html).toContain(`<loc>${new URL(`/hi${PROFILE}`, baseUrl()).href}</loc><lastmod>`);
    expect(pune.html).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${new URL(`/hi${PROFILE}`, baseUrl()).href}"/>`);
    expect(pune.html).toContain(`<loc>${new URL(CATEGORY, baseUrl()).href}</loc><lastmod>`);
  });
});

describe('hydration', () => {
  it.each([PROFILE, CATEGORY, HOME, SEARCH, PRODUCT_CATEGORY, ALL_CATEGORIES])('hydrates %s without warnings and then navigates as a SPA', async (path) => {
    const { context, page } = await newVisitor(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems.filter((text) => /hydrat|did not match|server rendered|Minified React error #4(18|19|2[0-5])/i.test(text))).toEqual([]);
    // A link click is a client-side navigation: the document is not reloaded.
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.getByRole('link', { name: 'Sbiz home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    await context.close();
  });

  it('opens a private page loaded directly as a signed-in member without a trip through /login', async () => {
    const member = await registerMember('Direct');
    const { context, page } = await newVisitor(browser);
    await logIn(page, member.email, member.password, '/dashboard/profile');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/dashboard/profile');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/dashboard/profile');
    expect(visited).not.toContain('/login');
    await context.close();
  });
});
