/**
 * `npm run bench:web [-- --port 3101 --data-dir /tmp/sbiz-bench-web --runs 1 --pages "home,blog,article"]`
 * `npm run bench:web -- --url http://localhost:3101` measures a stack already running (npm start).
 * `npm run bench:web -- --language hi` measures the pages' Hindi twins (/hi/…, issue #28).
 *
 * Builds the web app, starts the local stack (seeded, as `npm start` does)
 * and runs Lighthouse (mobile, default throttling) with Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium) against the eleven public page
 * types: home, city home, category, search, profile, product, product
 * category, events, event, blog and article (the product, event and article
 * are the first in the stack's sitemaps; --pages picks some by name).
 * Prints performance, accessibility and SEO scores, LCP, TBT
 * and CLS, and each page's first-load JS (the scripts loaded before the page
 * was interactive, as transferred, i.e. compressed). Targets (issue #8):
 * perf ≥ 90 (≥ 95 from issue #25), a11y and SEO 100, LCP ≤ 2.5 s,
 * CLS ≤ 0.05, TBT ≤ 150 ms, first-load JS ≤ 130 KB gz.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../scripts/local/stack';
import { buildWeb } from '../scripts/local/web-build';

// Pages render with React's production build, as in the render Lambda (whose bundle defines NODE_ENV).
process.env.NODE_ENV ??= 'production';
const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3101' },
    'data-dir': { type: 'string', default: '/tmp/sbiz-bench-web' },
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    url: { type: 'string' },
    pages: { type: 'string' },
    language: { type: 'string', default: 'en' },
  },
});

/** The first URL of one of the stack's sitemaps whose path matches: the page types whose slugs the seed makes up. */
async function firstInSitemap(origin: string, sitemap: string, pattern: RegExp): Promise<string> {
  const xml = await (await fetch(`${origin}${sitemap}`)).text();
  const path = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).find((candidate) => pattern.test(candidate));
  if (!path) throw new Error(`No URL like ${pattern} in ${sitemap}`);
  return path;
}

async function pagesOf(origin: string): Promise<Record<string, string>> {
  return {
    home: '/',
    'city home': '/in/pune',
    category: '/in/pune/restaurant',
    search: '/in/pune/search/sb?find=veg',
    profile: '/in/pune/sbiz/shree-sagar-veg-restaurant',
    product: await firstInSitemap(origin, '/sitemaps/pune-products-1.xml', /^\/in\/pune\/product\//),
    'product category': '/in/pune/p-cat/agriculture-and-food-products',
    events: '/in/pune/events',
    event: await firstInSitemap(origin, '/sitemaps/pune-events-1.xml', /^\/in\/pune\/events\/[^/]+$/),
    blog: '/blog',
    article: await firstInSitemap(origin, '/sitemaps/articles-1.xml', /^\/blog\/[^/]+$/),
  };
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  seo: number;
  'LCP s': number;
  'TBT ms': number;
  CLS: number;
  'first-load JS KB': number;
}

if (!values['no-build'] && !values.url) await buildWeb(root);
const stack = values.url
  ? { url: values.url.replace(/\/+$/, ''), stop: async () => {} }
  : await startLocalStack({ port: Number(values.port), dataDir: resolve(values['data-dir']), seed: true, webDist: resolve(root, 'web/dist') });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows: Row[] = [];
try {
  const chosen = values.pages?.split(',').map((name) => name.trim());
  const inLanguage = (path: string) => (values.language === 'hi' ? `/hi${path === '/' ? '' : path}` : path);
  const pages = Object.entries(await pagesOf(stack.url))
    .filter(([name]) => !chosen || chosen.includes(name))
    .map(([name, path]): [string, string] => [name, inLanguage(path)]);
  for (const [name, path] of pages) {
    for (let run = 0; run < Math.max(1, Number(values.runs) || 1); run += 1) {
      const result = await lighthouse(`${stack.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'], formFactor: 'mobile' });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      // Scripts loaded before the page became interactive: what the visitor downloads to use it. The download ends are
      // observed times, shorter than the simulated phone's, so this errs towards counting a script. (Lighthouse 13 names the
      // field networkEndTime; reading the old endTime, undefined, counted every script of the run, even the home pop-up's
      // log-in form that a timer loads 2 s after the page is ready.)
      const requests = (audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number; networkEndTime?: number }> } | undefined)?.items ?? [];
      const interactiveAt = audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
      const firstLoadJs = requests
        .filter((request) => request.resourceType === 'Script' && request.networkEndTime !== undefined && request.networkEndTime <= interactiveAt + 1)
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      rows.push({
        page: `${name} ${path}`,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        'LCP s': Math.round((audits['largest-contentful-paint']?.numericValue ?? 0) / 100) / 10,
        'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        'first-load JS KB': Math.round(firstLoadJs / 102.4) / 10,
      });
      console.log(rows.at(-1));
      // What to fix: the failing accessibility audits and the elements that shifted.
      for (const ref of categories.accessibility?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) console.log(`  a11y: ${audit.id}: ${audit.title}`);
      }
      const shifts = (audits['layout-shifts']?.details as { items?: Array<{ node?: { snippet?: string; selector?: string }; score?: number }> } | undefined)?.items ?? [];
      for (const shift of shifts) console.log(`  shift ${Math.round((shift.score ?? 0) * 1000) / 1000}: ${shift.node?.selector ?? ''} ${shift.node?.snippet?.slice(0, 120) ?? ''}`);
    }
  }
} finally {
  chrome.kill();
  await stack.stop();
}
console.table(rows);
