/**
 * /robots.txt, the /sitemap.xml index and its sitemaps, served by the render
 * Lambda on AWS and by the local gateway:
 *
 * - /sitemaps/site.xml: `/`, the static pages, the blog and its articles,
 *   public collections and their owners' public profiles;
 * - /sitemaps/{city}-{kind}-{n}.xml, kind `businesses` (the city's home, its
 *   main and sub category pages that have listings, its listings),
 *   `products` (the product list, product category pages that have products,
 *   the products) or `events` (the events page and upcoming public events),
 *   cut into files of at most 50,000 URLs.
 *
 * The index names every city with listings (the listed-city index) and the
 * popular twelve. Every entry has a <lastmod>. Every read is a Query or a BatchGet (cities,
 * category levels, a city's listing/product/event lists, the article and
 * public-collection lists), never a Scan.
 */
import { hreflang, LOCALES, localizePath, type Locale } from '../../shared/i18n/locales';
import { listCategoriesAtLevel, type CategoryItem } from '../data/entities/category';
import { getCityBySlug, listPopularCities } from '../data/entities/city';
import { countCityListings, getListingUpdatedAt, readListingWindow } from '../data/entities/listing-index';
import { listListedCities } from '../data/entities/listed-city';
import { forEachConcurrently } from '../lib/concurrency';
import { countProductList, readProductListWindow } from '../data/entities/product-list';
import { listCityEventsInWindow } from '../data/entities/event';
import { readArticleListPage } from '../data/entities/article-list';
import { listPublicCollections } from '../data/entities/collection';
import { UserEntity } from '../data/entities/user';
import { getMany } from '../data/batch-get';
import { articleListPartition } from '../../shared/articles/entries';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed in every language (issue #28), so a file holds this many pages. */
const PAGES_PER_FILE = SITEMAP_MAX_URLS / LOCALES.length;
export const SITEMAP_KINDS = ['businesses', 'products', 'events'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
/** A city's slug as a sitemap's file name can carry it. */
const CITY_SLUG = /^[a-z0-9-]{1,80}$/;
const CITY_SITEMAP = /^\/sitemaps\/([a-z0-9-]{1,80})-(businesses|products|events)-([1-9]\d{0,3})\.xml$/;
const SITE_SITEMAP = '/sitemaps/site.xml';
const XML_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
/** When the static pages' text last changed (it ships with the code): move it with their text. */
const STATIC_PAGES_CHANGED = '2026-11-01';
/** The site-wide lists read at most this many articles and collections. */
const SITE_LIST_MAX = 10_000;

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

/** How many files a list of `count` URLs takes (at least one: a city's home and list pages are always there). */
const fileCount = (count: number) => Math.max(1, Math.ceil(count / PAGES_PER_FILE));

const activeSlugs = (categories: CategoryItem[]) => new Map(categories.filter((category) => category.status === 'active').map((category) => [category.categoryId, category.slug]));

/** Cities counted at once for the index (each is two count Queries). */
const INDEX_CONCURRENCY = 16;

/**
 * The index: the site's sitemap, then the businesses, products and events of every city with
 * listings (from the listed-city index; the popular twelve always), in as many files as they need.
 */
export async function sitemapIndex(siteOrigin: string): Promise<string> {
  const [popular, listed] = await Promise.all([listPopularCities(), listListedCities()]);
  const cities = [...new Set([...popular.map((city) => city.slug), ...listed])].filter((slug) => CITY_SLUG.test(slug));
  const categoryPages = (await Promise.all([listCategoriesAtLevel('business', 'main'), listCategoriesAtLevel('business', 'sub')])).flat().length;
  const files: string[][] = new Array(cities.length);
  await forEachConcurrently(
    cities.map((slug, position) => ({ slug, position })),
    INDEX_CONCURRENCY,
    async ({ slug, position }) => {
      const [listings, products] = await Promise.all([countCityListings(slug), countProductList({ cityName: slug })]);
      const counts: Record<SitemapKind, number> = { businesses: listings + categoryPages + 2, products: products + 1, events: 1 };
      files[position] = SITEMAP_KINDS.flatMap((kind) => Array.from({ length: fileCount(counts[kind]) }, (_, index) => `${siteOrigin}/sitemaps/${slug}-${kind}-${index + 1}.xml`));
    },
  );
  const entries = [`${siteOrigin}${SITE_SITEMAP}`, ...files.flat()].map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`;
}

/** The pages that belong to no city: home, the static pages, the blog and its articles, public collections and their owners. */
export async function siteSitemapEntries(siteOrigin: string): Promise<SitemapEntry[]> {
  const articles = [];
  let cursor: string | null = null;
  do {
    const page = await readArticleListPage(articleListPartition.all(), { limit: 500, cursor });
    articles.push(...page.cards);
    cursor = page.cursor;
  } while (cursor && articles.length < SITE_LIST_MAX);
  const collections = [];
  cursor = null;
  do {
    const page = await listPublicCollections(500, cursor);
    collections.push(...page.data);
    cursor = page.cursor;
  } while (cursor && collections.length < SITE_LIST_MAX);
  const ownerIds = [...new Set(collections.map((collection) => collection.ownerId))];
  const owners = (await getMany(ownerIds.map((userId) => UserEntity.get({ userId }))))
    .filter((item) => item !== undefined)
    .map((item) => UserEntity.parse({ Item: item })?.data)
    .filter((user) => user !== undefined && user !== null);

  const blogChanged = newest(articles.map((article) => article.updatedAt));
  const collectionsChanged = newest(collections.map((collection) => collection.createdAt));
  const at = (path: string, lastmod: string): SitemapEntry => ({ loc: `${siteOrigin}${path}`, lastmod });
  return [
    at('/', newest([blogChanged, collectionsChanged])),
    ...['/sb/about-us', '/sb/terms-condition', '/sb/privacy-policy', '/sb/contact-us', '/sb/transparency-report', '/sb-apps'].map((path) => at(path, STATIC_PAGES_CHANGED)),
    at('/blog', blogChanged),
    ...articles.map((article) => at(`/blog/${encodeURIComponent(article.slug)}`, article.updatedAt)),
    at('/sb-public-collections', collectionsChanged),
    ...collections.map((collection) => at(`/sb-public-collections/${encodeURIComponent(collection.collectionId)}`, collection.createdAt)),
    ...owners.map((owner) => at(`/sb-user/${encodeURIComponent(owner.slug)}`, owner.updatedAt)),
  ];
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

/** A city's events page and its public events that have not ended. */
async function cityEventEntries(base: string, cityName: string, now: Date): Promise<SitemapEntry[]> {
  const events = (await listCityEventsInWindow(cityName, { from: now })).filter((event) => event.listingType === 'public' && new Date(event.endsAt) >= now);
  const pages = events.map((event) => ({ loc: `${base}/events/${encodeURIComponent(event.slug)}`, lastmod: event.updatedAt }));
  return [{ loc: `${base}/events`, lastmod: newest(pages.map((entry) => entry.lastmod)) }, ...pages];
}

/** One file of a city's sitemap of one kind (1-based); undefined for an unknown city or a file past the end. */
export async function citySitemapEntries(siteOrigin: string, citySlug: string, kind: SitemapKind, file: number, now = new Date()): Promise<SitemapEntry[] | undefined> {
  const city = await getCityBySlug(citySlug);
  if (!city) return undefined;
  const base = `${siteOrigin}/in/${city.slug}`;
  const upTo = file * PAGES_PER_FILE;
  const entries =
    kind === 'businesses' ? await cityBusinessEntries(base, city.slug, upTo) : kind === 'products' ? await cityProductEntries(base, city.slug, upTo) : await cityEventEntries(base, city.slug, now);
  const slice = entries.slice((file - 1) * PAGES_PER_FILE, upTo);
  return file === 1 || slice.length > 0 ? slice : undefined;
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
export async function serveSiteFile(url: URL, options: { siteOrigin: string }): Promise<SiteFile | undefined> {
  if (url.pathname === '/robots.txt') {
    return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': XML_CACHE }, body: robotsTxt(options.siteOrigin) };
  }
  if (url.pathname === '/sitemap.xml') return xml(await sitemapIndex(options.siteOrigin));
  if (url.pathname === SITE_SITEMAP) return xml(urlset(await siteSitemapEntries(options.siteOrigin)));
  const match = CITY_SITEMAP.exec(url.pathname);
  if (!match) return undefined;
  const entries = await citySitemapEntries(options.siteOrigin, match[1]!, match[2] as SitemapKind, Number(match[3]));
  return entries ? xml(urlset(entries)) : notFound('No such sitemap');
}
