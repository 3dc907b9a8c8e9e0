/**
 * /robots.txt, the /sitemap.xml index and its sitemaps, served by the render
 * Lambda on AWS and by the local gateway:
 *
 * - /sitemaps/{kind}-{n}.xml, kind `site` (`/`, the static pages, the blog
 *   and public collection lists), `articles`, `collections` (public ones) or
 *   `profiles` (every member's public /sb-user/ page);
 * - /sitemaps/{city}-{kind}-{n}.xml, kind `businesses` (the city's home, its
 *   main and sub category pages that have listings, its listings),
 *   `products` (the product list, product category pages that have products,
 *   the products) or `events` (the events page and upcoming public events);
 *
 * each cut into numbered files of at most 50,000 URLs. The index names every
 * file of every kind and every city with listings (the listed-city index) and
 * the popular twelve. Every entry has a <lastmod>. Every read is a Query or a
 * BatchGet, a DynamoDB page at a time (cities, category levels, a city's
 * listing/product/event lists, the article, public-collection and member
 * lists), never a Scan.
 */
import { hreflang, LOCALES, localizePath, type Locale } from '../../shared/i18n/locales';
import { listCategoriesAtLevel, type CategoryItem } from '../data/entities/category';
import { getCityBySlug, listPopularCities } from '../data/entities/city';
import { countCityListings, getListingUpdatedAt, readListingWindow } from '../data/entities/listing-index';
import { listListedCities } from '../data/entities/listed-city';
import { forEachConcurrently } from '../lib/concurrency';
import { countProductList, readProductListWindow } from '../data/entities/product-list';
import { listCityEventsInWindow } from '../data/entities/event';
import { countArticleList, readArticleListPage } from '../data/entities/article-list';
import { countPublicCollections, listPublicCollections } from '../data/entities/collection';
import { countMembers, listMembers } from '../data/entities/user';
import { articleListPartition } from '../../shared/articles/entries';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_KINDS = ['businesses', 'products', 'events'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export const SITE_SITEMAP_KINDS = ['site', 'articles', 'collections', 'profiles'] as const;
export type SiteSitemapKind = (typeof SITE_SITEMAP_KINDS)[number];
/** A city's slug as a sitemap's file name can carry it. */
const CITY_SLUG = /^[a-z0-9-]{1,80}$/;
const CITY_SITEMAP = /^\/sitemaps\/([a-z0-9-]{1,80})-(businesses|products|events)-([1-9]\d{0,5})\.xml$/;
const SITE_SITEMAP = /^\/sitemaps\/(site|articles|collections|profiles)-([1-9]\d{0,5})\.xml$/;
const XML_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
/** When the static pages' text last changed (it ships with the code): move it with their text. */
const STATIC_PAGES_CHANGED = '2026-11-01';
/** Items asked of DynamoDB per Query page. */
const READ_PAGE = 500;

/** How the files are cut: `maxUrls` per file (the protocol's 50,000; tests lower it). */
export interface SitemapOptions {
  maxUrls?: number;
}
/** Each page is listed in every language (issue #28), so a file holds this many pages. */
const pagesPerFile = (options: SitemapOptions = {}) => Math.max(1, Math.floor(Math.min(options.maxUrls ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS) / LOCALES.length));

export interface SiteFile {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One <url>: an absolute address and when it last changed (ISO 8601). */
export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xml = (body: string): SiteFile => ({
  status: 200,
  headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': XML_CACHE },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`,
});
const notFound = (body: string): SiteFile => ({ status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': XML_CACHE }, body });
/** The newest of some ISO dates (ISO strings of one form sort as text); `fallback` when there are none. */
const newest = (dates: Iterable<string>, fallback = STATIC_PAGES_CHANGED) => [...dates].reduce((latest, date) => (date > latest ? date : latest), fallback);

export function robotsTxt(siteOrigin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /admin', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n');
}

/** How many files `count` pages take; `atLeastOne` for lists whose own page is always there. */
const fileCount = (count: number, perFile: number, atLeastOne: boolean) => Math.max(atLeastOne ? 1 : 0, Math.ceil(count / perFile));

/** File `file` (1-based) of a list; undefined past the end (file 1 always exists, so an emptied list's file is not a 404). */
const fileOf = <T>(entries: readonly T[], file: number, perFile: number): T[] | undefined => {
  const slice = entries.slice((file - 1) * perFile, file * perFile);
  return file === 1 || slice.length > 0 ? slice : undefined;
};

/** The first `upTo` items of a list read a DynamoDB page at a time (fewer when it ends first). */
async function readUpTo<T>(upTo: number, page: (limit: number, cursor: string | null) => Promise<{ items: T[]; cursor: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(Math.min(READ_PAGE, upTo - items.length), cursor);
    items.push(...next.items);
    cursor = next.cursor;
  } while (cursor && items.length < upTo);
  return items.slice(0, upTo);
}

const activeSlugs = (categories: CategoryItem[]) => new Map(categories.filter((category) => category.status === 'active').map((category) => [category.categoryId, category.slug]));

/** Cities counted at once for the index (each is two count Queries and its events). */
const INDEX_CONCURRENCY = 16;

/** Pages of the site kinds: the fixed site pages, then what the lists count. */
async function siteCounts(): Promise<Record<SiteSitemapKind, number>> {
  const [articles, collections, profiles] = await Promise.all([countArticleList(articleListPartition.all()), countPublicCollections(), countMembers()]);
  return { site: SITE_PAGES.length, articles, collections, profiles };
}

/**
 * The index: every file of the site kinds, then the businesses, products and events of every city
 * with listings (from the listed-city index; the popular twelve always), in as many files as they need.
 */
export async function sitemapIndex(siteOrigin: string, options: SitemapOptions = {}): Promise<string> {
  const perFile = pagesPerFile(options);
  const now = new Date();
  const [popular, listed, site] = await Promise.all([listPopularCities(), listListedCities(), siteCounts()]);
  const cities = [...new Set([...popular.map((city) => city.slug), ...listed])].filter((slug) => CITY_SLUG.test(slug));
  const categoryPages = (await Promise.all([listCategoriesAtLevel('business', 'main'), listCategoriesAtLevel('business', 'sub')])).flat().length;
  const numbered = (prefix: string, count: number, atLeastOne: boolean) =>
    Array.from({ length: fileCount(count, perFile, atLeastOne) }, (_, index) => `${siteOrigin}/sitemaps/${prefix}-${index + 1}.xml`);
  const files: string[][] = new Array(cities.length);
  await forEachConcurrently(
    cities.map((slug, position) => ({ slug, position })),
    INDEX_CONCURRENCY,
    async ({ slug, position }) => {
      const [listings, products, events] = await Promise.all([countCityListings(slug), countProductList({ cityName: slug }), upcomingPublicEvents(slug, now)]);
      const counts: Record<SitemapKind, number> = { businesses: listings + categoryPages + 2, products: products + 1, events: events.length + 1 };
      files[position] = SITEMAP_KINDS.flatMap((kind) => numbered(`${slug}-${kind}`, counts[kind], true));
    },
  );
  const siteFiles = SITE_SITEMAP_KINDS.flatMap((kind) => numbered(kind, site[kind], kind === 'site'));
  const entries = [...siteFiles, ...files.flat()].map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`;
}

/** The pages that belong to no city and to no list: home, the static pages, the blog and collection lists. */
const SITE_PAGES = ['/', '/sb/about-us', '/sb/terms-condition', '/sb/privacy-policy', '/sb/contact-us', '/sb/transparency-report', '/sb-apps', '/blog', '/sb-public-collections'] as const;

/** The site pages, each changed when its newest content did (the first page of each list: the blog and collection lists show the newest). */
async function sitePageEntries(siteOrigin: string): Promise<SitemapEntry[]> {
  const [articles, collections] = await Promise.all([readArticleListPage(articleListPartition.all(), { limit: READ_PAGE, cursor: null }), listPublicCollections(READ_PAGE, null)]);
  const changed: Partial<Record<(typeof SITE_PAGES)[number], string>> = {
    '/blog': newest(articles.cards.map((article) => article.updatedAt)),
    '/sb-public-collections': newest(collections.data.map((collection) => collection.createdAt)),
  };
  changed['/'] = newest([changed['/blog']!, changed['/sb-public-collections']!]);
  return SITE_PAGES.map((path) => ({ loc: `${siteOrigin}${path}`, lastmod: changed[path] ?? STATIC_PAGES_CHANGED }));
}

/** The first `upTo` entries of a site kind, in a stable order (newest articles and collections first, members A–Z). */
function siteKindEntries(siteOrigin: string, kind: SiteSitemapKind, upTo: number): Promise<SitemapEntry[]> {
  const at = (path: string, lastmod: string): SitemapEntry => ({ loc: `${siteOrigin}${path}`, lastmod });
  switch (kind) {
    case 'site':
      return sitePageEntries(siteOrigin);
    case 'articles':
      return readUpTo(upTo, async (limit, cursor) => {
        const page = await readArticleListPage(articleListPartition.all(), { limit, cursor });
        return { items: page.cards.map((article) => at(`/blog/${encodeURIComponent(article.slug)}`, article.updatedAt)), cursor: page.cursor };
      });
    case 'collections':
      return readUpTo(upTo, async (limit, cursor) => {
        const page = await listPublicCollections(limit, cursor);
        return { items: page.data.map((collection) => at(`/sb-public-collections/${encodeURIComponent(collection.collectionId)}`, collection.createdAt)), cursor: page.cursor };
      });
    case 'profiles':
      return readUpTo(upTo, async (limit, cursor) => {
        const page = await listMembers(limit, cursor);
        return { items: page.data.map((member) => at(`/sb-user/${encodeURIComponent(member.slug)}`, member.updatedAt)), cursor: page.cursor };
      });
  }
}

/** One file of a site kind (1-based); undefined for a file past the end. */
export async function siteSitemapEntries(siteOrigin: string, kind: SiteSitemapKind, file: number, options: SitemapOptions = {}): Promise<SitemapEntry[] | undefined> {
  const perFile = pagesPerFile(options);
  const entries = await siteKindEntries(siteOrigin, kind, file * perFile);
  const slice = fileOf(entries, file, perFile);
  // A list that has nothing has no file.
  return kind !== 'site' && slice?.length === 0 ? undefined : slice;
}

/** A city's business pages: home, all categories, the category pages that have listings, then the listings best ranked first. */
async function cityBusinessEntries(base: string, cityName: string, upTo: number): Promise<SitemapEntry[]> {
  const [mains, subs] = await Promise.all([listCategoriesAtLevel('business', 'main'), listCategoriesAtLevel('business', 'sub')]);
  const { cards } = await readListingWindow(cityName, { level: 'all' }, { window: upTo });
  const updatedAt = await getListingUpdatedAt(cards.map((card) => card._id));
  const listings = cards.map((card) => ({ loc: `${base}/sbiz/${encodeURIComponent(card.slug)}`, lastmod: updatedAt.get(card._id) ?? STATIC_PAGES_CHANGED }));
  // A category page's last change is its newest listing's.
  const categoryChanged = new Map<string, string>();
  cards.forEach((card, index) => {
    for (const { _id } of [...card.categories, ...card.subCategoryId]) categoryChanged.set(_id, newest([listings[index]!.lastmod], categoryChanged.get(_id)));
  });
  const categoryPages = (slugs: Map<string, string>, prefix: string) =>
    [...slugs].filter(([id]) => categoryChanged.has(id)).map(([id, slug]) => ({ loc: `${base}${prefix}/${encodeURIComponent(slug)}`, lastmod: categoryChanged.get(id)! }));
  const cityChanged = newest(listings.map((entry) => entry.lastmod));
  return [
    { loc: base, lastmod: cityChanged },
    { loc: `${base}/all-categories`, lastmod: cityChanged },
    ...categoryPages(activeSlugs(mains), ''),
    ...categoryPages(activeSlugs(subs), '/sub-cat'),
    ...listings,
  ];
}

/** A city's product pages: the product list, the product category pages that have products (every level), the products. */
async function cityProductEntries(base: string, cityName: string, upTo: number): Promise<SitemapEntry[]> {
  const levels = await Promise.all([listCategoriesAtLevel('product', 'main'), listCategoriesAtLevel('product', 'sub'), listCategoriesAtLevel('product', 'subsub')]);
  const { cards } = await readProductListWindow({ cityName }, { window: upTo });
  const categoryChanged = new Map<string, string>();
  for (const card of cards) for (const id of card.categoryIds) categoryChanged.set(id, newest([card.createdAt], categoryChanged.get(id)));
  const categoryPages = levels.flatMap((level, index) =>
    [...activeSlugs(level)]
      .filter(([id]) => categoryChanged.has(id))
      .map(([id, slug]) => ({ loc: `${base}/p-cat${['', '/sub-cat', '/ss-cat'][index]}/${encodeURIComponent(slug)}`, lastmod: categoryChanged.get(id)! })),
  );
  const products = cards.map((card) => ({ loc: `${base}/product/${encodeURIComponent(card.slug)}`, lastmod: card.createdAt }));
  return [{ loc: `${base}/sb-products`, lastmod: newest(products.map((entry) => entry.lastmod)) }, ...categoryPages, ...products];
}

/** A city's public events that have not ended, by start (a stable order for cutting into files). */
async function upcomingPublicEvents(cityName: string, now: Date) {
  const events = (await listCityEventsInWindow(cityName, { from: now })).filter((event) => event.listingType === 'public' && new Date(event.endsAt) >= now);
  return events.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventId.localeCompare(b.eventId));
}

/** A city's events page and its public events that have not ended. */
async function cityEventEntries(base: string, cityName: string, now: Date): Promise<SitemapEntry[]> {
  const pages = (await upcomingPublicEvents(cityName, now)).map((event) => ({ loc: `${base}/events/${encodeURIComponent(event.slug)}`, lastmod: event.updatedAt }));
  return [{ loc: `${base}/events`, lastmod: newest(pages.map((entry) => entry.lastmod)) }, ...pages];
}

/** One file of a city's sitemap of one kind (1-based); undefined for an unknown city or a file past the end. */
export async function citySitemapEntries(siteOrigin: string, citySlug: string, kind: SitemapKind, file: number, options: SitemapOptions & { now?: Date } = {}): Promise<SitemapEntry[] | undefined> {
  const city = await getCityBySlug(citySlug);
  if (!city) return undefined;
  const base = `${siteOrigin}/in/${city.slug}`;
  const perFile = pagesPerFile(options);
  const upTo = file * perFile;
  const entries =
    kind === 'businesses'
      ? await cityBusinessEntries(base, city.slug, upTo)
      : kind === 'products'
        ? await cityProductEntries(base, city.slug, upTo)
        : await cityEventEntries(base, city.slug, options.now ?? new Date());
  return fileOf(entries, file, perFile);
}

/** A page's address in a language: '/in/pune' in Hindi is '/hi/in/pune'. */
const inLocale = (loc: string, locale: Locale) => {
  const url = new URL(loc);
  return new URL(localizePath(`${url.pathname}${url.search}`, locale), url.origin).href;
};

/** A page in each language, each <url> naming its twins (and the English for everyone else) as Google's hreflang sitemaps do. */
function urlsOf(entry: SitemapEntry): string[] {
  const alternates = [...LOCALES.map((locale) => [hreflang[locale], inLocale(entry.loc, locale)] as const), ['x-default', inLocale(entry.loc, 'en')] as const]
    .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`)
    .join('');
  return LOCALES.map((locale) => `  <url><loc>${escapeXml(inLocale(entry.loc, locale))}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod>${alternates}</url>`);
}

const urlset = (entries: readonly SitemapEntry[]) =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.flatMap(urlsOf).join('\n')}\n</urlset>`;

/** Answers /robots.txt, /sitemap.xml and the sitemaps under /sitemaps/; undefined for any other path. */
export async function serveSiteFile(url: URL, options: { siteOrigin: string } & SitemapOptions): Promise<SiteFile | undefined> {
  if (url.pathname === '/robots.txt') {
    return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': XML_CACHE }, body: robotsTxt(options.siteOrigin) };
  }
  if (url.pathname === '/sitemap.xml') return xml(await sitemapIndex(options.siteOrigin, options));
  const site = SITE_SITEMAP.exec(url.pathname);
  const city = site ? undefined : CITY_SITEMAP.exec(url.pathname);
  if (!site && !city) return undefined;
  const entries = site
    ? await siteSitemapEntries(options.siteOrigin, site[1] as SiteSitemapKind, Number(site[2]), options)
    : await citySitemapEntries(options.siteOrigin, city![1]!, city![2] as SitemapKind, Number(city![3]), options);
  return entries ? xml(urlset(entries)) : notFound('No such sitemap');
}
