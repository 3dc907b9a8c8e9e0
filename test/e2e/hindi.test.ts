/**
 * The site in Hindi (issue #28): the Hindi twins of public and signed-in
 * pages carry no English interface text, say lang="hi", name their twins for
 * search engines, fit 360 px and pass axe; the footer's menu switches and
 * remembers; a browser asking for Hindi is offered it, never redirected.
 *
 * "Interface text" is told from user content by the data the page was drawn
 * from: every string in the server's page state and in every API answer the
 * page read is user content (a business name, a review, a city); any other
 * Latin-script text on the page is interface text left in English.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsDemo } from './accounts';
import { baseUrl, launchBrowser, newVisitor, screenshot } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Words Hindi interfaces keep in Latin letters: the brand, the chat's name, other companies' and formats' names, AM and PM. */
const NAMES = new Set(
  [
    'Sbiz',
    'Ask',
    'Facebook',
    'Instagram',
    'X',
    'LinkedIn',
    'YouTube',
    'WhatsApp',
    'Google',
    'Play',
    'App',
    'Store',
    'English',
    'OpenStreetMap',
    'Leaflet',
    'SEO',
    'JPEG',
    'JPG',
    'PNG',
    'WebP',
    'PDF',
    'MB',
    'KB',
    'PIN',
    'OTP',
    'QR',
    'UPI',
    'GST',
    'AM',
    'PM',
    'km',
    'm',
  ].map((name) => name.toLowerCase()),
);

/** Every string in a JSON value. */
function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** Records the strings of every JSON answer the page reads: user content, never interface text. */
function recordUserContent(page: Page): RecordedContent {
  const content = new Set<string>();
  const reading: Array<Promise<unknown>> = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    reading.push(
      response
        .json()
        .then((body: unknown) => stringsOf(body, content))
        .catch(() => undefined),
    );
  });
  return { content, read: () => Promise.all(reading) };
}

/** The user content a page's API answers held; `read` waits until every answer seen so far is parsed. */
interface RecordedContent {
  content: Set<string>;
  read: () => Promise<unknown>;
}

/** The page's visible Latin-script text (and labels a screen reader reads) that is not user content. */
async function englishInterfaceText(page: Page, recorded: RecordedContent): Promise<string[]> {
  // An answer shown on the page may still be parsing here (a late advertisement's alt text once counted as interface text).
  await recorded.read();
  const state = await page.evaluate(() => document.getElementById('sbiz-page-state')?.textContent ?? 'null');
  const content = stringsOf(JSON.parse(state) as unknown, new Set(recorded.content));
  const found = await page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"], [hidden], .visually-hidden:not(:focus)')
        ? true
        : element.closest('.visually-hidden') !== null;
    };
    const skipped = (element: Element) => element.closest('script, style, noscript, [translate="no"], [lang="en"], .leaflet-control-attribution') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (parent && text && !skipped(parent) && visible(parent)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (skipped(element) || !visible(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  // Rich text arrives as HTML and is shown as its text.
  const lowerContent = [...content]
    .flatMap((text) => [
      text,
      text
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ])
    .map((text) => text.toLowerCase());
  const contentWords = new Set(lowerContent.flatMap((text) => text.match(/[a-z]+/g) ?? []));
  // A name drawn from two fields ('Swati Kale' from first and last name): a few words, each the data's.
  const inContent = (piece: string) => {
    const lower = piece.toLowerCase();
    const words = lower.match(/[a-z]+/g) ?? [];
    return lowerContent.some((item) => item.includes(lower)) || (words.length <= 3 && words.every((word) => contentWords.has(word)));
  };
  // Allowed on its own: a kept name, initials of an avatar ('SK'), a time or a number.
  const allowed = (piece: string) => (piece.match(/[A-Za-z]+/g) ?? []).every((word) => NAMES.has(word.toLowerCase())) || /^[A-Z]{1,2}$/.test(piece);
  const trimmed = (piece: string) => piece.replace(/^[\s\p{P}\p{S}\d]+|[\s\p{P}\p{S}]+$/gu, '');
  // Latin runs between Hindi words; a run that is not the data's as a whole may join several fields ('FC Road, Camp, Pune').
  const isContent = (text: string) =>
    text
      .replace(/…$/, '')
      .split(/[\u0900-\u097F\u200c\u200d]+/)
      .map(trimmed)
      .filter((run) => /[A-Za-z]{2,}/.test(run))
      .every(
        (run) =>
          allowed(run) ||
          inContent(run) ||
          run
            .split(/\s*[,·|:–—]\s*|\s+-\s+/)
            .map(trimmed)
            .filter(Boolean)
            .every((piece) => allowed(piece) || inContent(piece)),
      );
  return [...new Set(found.filter((text) => !isContent(text)))];
}

async function expectHindiPage(page: Page, recorded: RecordedContent, path: string) {
  expect(await page.evaluate(() => document.documentElement.lang), path).toBe('hi');
  // Settle: lazy parts (the type-ahead's chunks, a carousel) render after hydration.
  await page.waitForLoadState('networkidle');
  const english = await englishInterfaceText(page, recorded);
  expect(english, `English interface text on ${path}: ${english.join(' | ')}`).toEqual([]);
}

const PUBLIC_PAGES = [
  '/hi',
  '/hi/in/pune',
  '/hi/in/pune/all-categories',
  '/hi/in/pune/restaurant',
  '/hi/in/pune/search/sb?find=dawai%20ki%20dukaan',
  '/hi/in/pune/sbiz/shree-sagar-veg-restaurant',
  '/hi/in/pune/events',
  '/hi/in/pune/sb-products',
  '/hi/blog',
  '/hi/sb-public-collections',
  '/hi/login',
  '/hi/signup',
  '/hi/sb/contact-us',
];

const SIGNED_IN_PAGES = ['/hi/dashboard', '/hi/dashboard/business', '/hi/dashboard/messages', '/hi/dashboard/notifications', '/hi/dashboard/settings/notifications'];

describe('the site in Hindi', () => {
  it.each(PUBLIC_PAGES)('%s is Hindi, with its twins named, and fits 360 px and passes axe', async (path) => {
    const { page, context } = await newVisitor(browser, 'mobile');
    const recorded = recordUserContent(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectHindiPage(page, recorded, path);
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
    }));
    const bare = path.replace(/^\/hi/, '') || '/';
    if (!head.robots?.includes('noindex')) {
      expect(new URL(head.canonical!).pathname, `${path}: canonical`).toBe(new URL(path, baseUrl()).pathname);
      expect(new URL(head.alternates['hi-IN']).pathname).toBe(new URL(path, baseUrl()).pathname);
      expect(new URL(head.alternates['en-IN']).pathname).toBe(new URL(bare, baseUrl()).pathname);
      expect(head.alternates['x-default']).toBe(head.alternates['en-IN']);
    }
    await checkPage(page, `hindi${path.replace(/[/?=%]+/g, '-')}`);
    await context.close();
  });

  it('the check itself finds the interface text of the English twin, and not its user content', async () => {
    const { page, context } = await newVisitor(browser);
    const recorded = recordUserContent(page);
    await page.goto('/in/pune/sbiz/shree-sagar-veg-restaurant');
    await page.waitForLoadState('networkidle');
    const english = await englishInterfaceText(page, recorded);
    expect(english).toEqual(expect.arrayContaining(['Write a review']));
    expect(english.length).toBeGreaterThan(20);
    expect(english).not.toContain('Shree Sagar Veg Restaurant');
    await context.close();
  });

  it('writes the times of day with the part of the day ("शाम 6:30"), never AM or PM, in the hours table', async () => {
    const { page, context } = await newVisitor(browser, 'mobile');
    await page.goto('/hi/in/pune/sbiz/shree-sagar-veg-restaurant');
    const hours = page.locator('.hours-table').first();
    await hours.waitFor({ timeout: 15_000 });
    const text = await hours.innerText();
    expect(text).toMatch(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}/);
    expect(text).not.toMatch(/\b[AP]M\b/i);
    await context.close();
  });

  it('the signed-in pages are Hindi too', async () => {
    const { page, context } = await newVisitor(browser);
    await logInAsDemo(page, 'owner@sbiz.local', '/dashboard');
    for (const path of SIGNED_IN_PAGES) {
      const recorded = recordUserContent(page);
      await page.goto(path);
      await page.locator('main').first().waitFor();
      await expectHindiPage(page, recorded, path);
      await screenshot(page, `hindi${path.replace(/\//g, '-')}-1280`);
    }
    await context.close();
  });

  it("the footer's menu switches language on the same page and remembers it", async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto('/in/pune/restaurant');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL('**/hi/in/pune/restaurant');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    // Remembered: an English address opens in Hindi.
    await page.goto('/in/pune');
    await page.waitForURL('**/hi/in/pune');
    // Links inside the Hindi site stay Hindi.
    const href = await page.locator('main a[href^="/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/hi(\/|$)/);
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/in/pune');
    await context.close();
  });

  it('offers Hindi to a browser that asks for it, without redirecting it or a crawler', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' } });
    const page = await context.newPage();
    const response = await page.goto('/in/pune');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/in/pune');
    const offer = page.getByRole('complementary', { name: 'भाषा' });
    await expect.poll(() => offer.getByText('यह पेज हिन्दी में देखें?').isVisible(), { timeout: 15_000 }).toBe(true);
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await offer.count()).toBe(0);
    await context.close();
    // A crawler asking for Hindi gets the English page it asked for.
    const crawled = await fetch(new URL('/in/pune', baseUrl()), { headers: { 'Accept-Language': 'hi', 'User-Agent': 'Googlebot/2.1' }, redirect: 'manual' });
    expect(crawled.status).toBe(200);
    expect(await crawled.text()).toContain('<html lang="en-IN">');
  });
});
