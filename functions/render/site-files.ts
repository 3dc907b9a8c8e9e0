/**
 * /robots.txt, the /sitemap.xml index and one sitemap per city
 * (/sitemaps/{city}.xml: the city's home, its main category pages and its
 * listings), served by the render Lambda on AWS and by the local gateway.
 * Every read is a Query (the popular-city list, the category level, the
 * city's listing index), never a Scan.
 */
import { listCategoriesAtLevel } from '../data/entities/category';
import { getCityBySlug, listPopularCities } from '../data/entities/city';
import { readListingWindow } from '../data/entities/listing-index';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
const CITY_SITEMAP = /^\/sitemaps\/([a-z0-9-]{1,80})\.xml$/;
const XML_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

export interface SiteFile {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xml = (body: string): SiteFile => ({ status: 200, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': XML_CACHE }, body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` });

export function robotsTxt(siteOrigin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /admin', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n');
}

/** The index: one sitemap per popular city. */
export async function sitemapIndex(siteOrigin: string): Promise<string> {
  const cities = await listPopularCities();
  const entries = cities.map((city) => `  <sitemap><loc>${escapeXml(`${siteOrigin}/sitemaps/${city.slug}.xml`)}</loc></sitemap>`);
  return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`;
}

/** A city's URLs: its home, its main categories, then its listings best ranked first, at most SITEMAP_MAX_URLS in all. */
export async function citySitemapUrls(siteOrigin: string, citySlug: string): Promise<string[] | undefined> {
  const city = await getCityBySlug(citySlug);
  if (!city) return undefined;
  const base = `${siteOrigin}/in/${city.slug}`;
  const categories = (await listCategoriesAtLevel('business', 'main')).filter((category) => category.status === 'active');
  const fixed = [base, ...categories.map((category) => `${base}/${category.slug}`)];
  const { cards } = await readListingWindow(city.slug, { level: 'all' }, { window: SITEMAP_MAX_URLS - fixed.length });
  return [...fixed, ...cards.map((card) => `${base}/sbiz/${card.slug}`)].slice(0, SITEMAP_MAX_URLS);
}

/** Answers /robots.txt, /sitemap.xml and /sitemaps/{city}.xml; undefined for any other path. */
export async function serveSiteFile(url: URL, options: { siteOrigin: string }): Promise<SiteFile | undefined> {
  if (url.pathname === '/robots.txt') {
    return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': XML_CACHE }, body: robotsTxt(options.siteOrigin) };
  }
  if (url.pathname === '/sitemap.xml') return xml(await sitemapIndex(options.siteOrigin));
  const city = CITY_SITEMAP.exec(url.pathname)?.[1];
  if (!city) return undefined;
  const urls = await citySitemapUrls(options.siteOrigin, city);
  if (!urls) return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': XML_CACHE }, body: 'No such city' };
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`).join('\n')}\n</urlset>`);
}
