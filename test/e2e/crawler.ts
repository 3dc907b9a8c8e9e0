import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/**
 * The dead-link crawler: from a few start pages, it follows every
 * same-origin link breadth first, in one browser context per role, and
 * reports each page that renders the 404 page, logs a console error or
 * sees an API call answer 5xx, with the page that linked to it.
 */

export interface CrawlFailure {
  page: string;
  referrer: string;
  reason: string;
}

export interface CrawlOptions {
  baseUrl: string;
  starts: readonly string[];
  /** Pages visited at most. */
  maxPages: number;
  /**
   * At most this many URLs of one shape (the path with its names and ids
   * blanked, and the names of its query parameters): the crawl samples every
   * kind of page of a large directory instead of reading all of one kind.
   * A function gives each shape its own number.
   */
  perShape: number | ((shape: string) => number);
  /** Paths (with their query) the crawl leaves alone, each with the reason the spec gives. */
  exceptions: ReadonlyArray<{ pattern: RegExp; reason: string }>;
  /** Run in the context before any page, e.g. to sign in. */
  prepare?: (context: BrowserContext) => Promise<void>;
}

export interface CrawlReport {
  visited: number;
  failures: CrawlFailure[];
  skipped: Array<{ url: string; reason: string }>;
}

/** Path segments that are words of the route table rather than names or ids. */
const ROUTE_WORDS = new Set([
  'in',
  'sbiz',
  'search',
  'sb',
  'products',
  'events',
  'product',
  'sb-products',
  'all-categories',
  'sub-cat',
  'p-cat',
  'ss-cat',
  'categories',
  'blog',
  'sb-user',
  'dashboard',
  'admin-portal',
  'subcategories',
  'sub-sub-categories',
  'product-categories',
  'add-category',
  'edit-product',
  'about-us',
  'privacy-policy',
  'terms-condition',
  'transparency-report',
  'contact-us',
  'analytics',
  'reviews',
  'edit-requests',
  'leads',
  'messages',
  'profile',
  'welcome',
  'business',
  'add-event',
  'my-products',
  'add-product',
]);

/** The kind of page a URL is: /in/mumbai/sbiz/sharma-sweets → /in/*\/sbiz/*. */
export function urlShape(url: URL): string {
  // The first segment is always a word of the route table (/blog, /require-form, /in): only later ones name things.
  const path = url.pathname
    .split('/')
    .map((segment, index) => (index <= 1 || ROUTE_WORDS.has(segment) ? segment : '*'))
    .join('/');
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  return keys ? `${path}?${keys}` : path;
}

/** Resources a crawl never needs: their absence changes no link, error or API answer. */
const BLOCKED_TYPES = new Set(['image', 'font', 'media']);
/** A 1×1 transparent GIF, so images "load" without a network error. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** How long the network must stay quiet before a page counts as settled, and the most to wait for it. */
const QUIET_MS = 250;
const SETTLE_TIMEOUT_MS = 8_000;

/** Waits until no request of the page has been in flight for QUIET_MS (WebSockets do not count). */
async function settle(page: Page, inFlight: Set<Request>) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = inFlight.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight.size > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
  }
}

/** Same-origin page links, without their fragment; files, the API and uploads are not pages. */
function pageLinks(hrefs: readonly string[], origin: string): URL[] {
  const links: URL[] = [];
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (/^\/(api|uploads|seed|assets)\//.test(url.pathname) || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) continue;
    url.hash = '';
    links.push(url);
  }
  return links;
}

/** Pages the crawl loads at once in one role: the server renders one while the browser hydrates another. */
const WORKERS = 3;

export async function crawl(browser: Browser, options: CrawlOptions): Promise<CrawlReport> {
  const context = await browser.newContext({ baseURL: options.baseUrl, viewport: { width: 1280, height: 900 } });
  await options.prepare?.(context);
  await context.route('**/*', (route) => {
    const type = route.request().resourceType();
    if (!BLOCKED_TYPES.has(type)) return route.fallback();
    return type === 'image' ? route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }) : route.fulfill({ status: 204, body: '' });
  });
  const origin = new URL(options.baseUrl).origin;
  const failures: CrawlFailure[] = [];
  const skipped: CrawlReport['skipped'] = [];
  const queue: Array<{ url: URL; referrer: string }> = options.starts.map((start) => ({ url: new URL(start, options.baseUrl), referrer: '(start)' }));
  const seen = new Set(queue.map(({ url }) => url.href));
  const perShape = new Map<string, number>();
  let visited = 0;
  let busy = 0;

  /** One tab: its own listeners, so each problem belongs to the page it shows. */
  async function worker() {
    const page = await context.newPage();
    const inFlight = new Set<Request>();
    let problems: string[] = [];
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.startsWith('/api/') && response.status() >= 500) {
        problems.push(`API ${response.request().method()} ${url.pathname}${url.search} answered ${response.status()}`);
      }
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser's own line for a 4xx/5xx answer: 5xx API answers are reported above, and a 4xx (a 401 signed out, a 404 search) is an answer the page handles.
      if (message.text().startsWith('Failed to load resource')) return;
      problems.push(`console error: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message.slice(0, 300)}`));

    for (;;) {
      const next = queue.shift();
      if (!next) {
        // Another tab may still find links: wait for it, or stop when every tab is idle.
        if (busy === 0) break;
        await page.waitForTimeout(100);
        continue;
      }
      if (visited >= options.maxPages) break;
      const { url, referrer } = next;
      const where = `${url.pathname}${url.search}`;
      const exception = options.exceptions.find(({ pattern }) => pattern.test(where));
      if (exception) {
        skipped.push({ url: where, reason: exception.reason });
        continue;
      }
      visited += 1;
      busy += 1;
      problems = [];
      try {
        const response = await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout: 30_000 });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 }).catch(() => problems.push('the page never hydrated'));
        await settle(page, inFlight);
        const notFound = response?.status() === 404 || (await page.locator('h1', { hasText: /^Page not found$/ }).count()) > 0;
        if (notFound) problems.push('renders the 404 page');
        else if (response && response.status() >= 500) problems.push(`the page answered ${response.status()}`);
        const here = new URL(page.url());
        const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
        for (const link of pageLinks(hrefs, origin)) {
          if (seen.has(link.href)) continue;
          seen.add(link.href);
          const shape = urlShape(link);
          const count = perShape.get(shape) ?? 0;
          if (count >= (typeof options.perShape === 'number' ? options.perShape : options.perShape(shape))) continue;
          perShape.set(shape, count + 1);
          queue.push({ url: link, referrer: `${here.pathname}${here.search}` });
        }
      } catch (error) {
        problems.push(`could not load: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        busy -= 1;
      }
      for (const reason of new Set(problems)) failures.push({ page: where, referrer, reason });
    }
    await page.close();
  }

  await Promise.all(Array.from({ length: WORKERS }, () => worker()));
  await context.close();
  return { visited, failures, skipped };
}

/** The report a failed crawl prints: one line per failure, with the page that linked to it. */
export function formatFailures(role: string, failures: readonly CrawlFailure[]): string {
  return failures.map((failure) => `[${role}] ${failure.page} (linked from ${failure.referrer}): ${failure.reason}`).join('\n');
}
