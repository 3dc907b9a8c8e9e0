import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

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
