import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeHomePopup, launchBrowser, newVisitor, screenshot } from './browser';

let browser: Browser;

/** Calls the API as the browser would. */
async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as { tokens: { access: { token: string } } } };
}

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Open around the clock, or closed all week: the open-now filter then tells them apart whatever time the test runs. */
const allDay = everyDay.map((day) => ({ day, open: '00:00', close: '00:00', closed: false }));
const neverOpen = everyDay.map((day) => ({ day, open: '09:00', close: '17:00', closed: true }));

beforeAll(async () => {
  browser = await launchBrowser();
  // Enough restaurants in Pune for two pages of open ones (10 a page), plus closed ones the filter must drop.
  // A data dir used before already lists restaurants of these names (earlier runs): this run's carry a word of their own.
  const run = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const owner = await call('POST', '/auth/register', { firstName: 'Ravi', lastName: 'Deshmukh', email: `ravi-${randomUUID()}@example.in`, password: 'correct-horse-battery' });
  const token = owner.body.tokens.access.token;
  const restaurant = [{ _id: 'restaurant', title: 'Restaurant' }];
  const created: string[] = [];
  const add = (name: string, workingHours: unknown) =>
    call(
      'POST',
      '/businesses/add',
      { name: `${name} ${run}`, cityName: 'Pune', contact: { email: 'misal@example.in', phone: '9822000000' }, address: { street: 'FC Road' }, categories: restaurant, workingHours },
      token,
    ).then((response) => {
      if (response.status !== 201) throw new Error(`add failed: ${response.status} ${JSON.stringify(response.body)}`);
      created.push((response.body as unknown as { _id: string })._id);
    });
  const towns = ['Kothrud', 'Aundh', 'Baner', 'Wakad', 'Hadapsar', 'Kharadi', 'Viman Nagar', 'Camp', 'Shivajinagar', 'Sadashiv Peth', 'Karve Nagar', 'Warje', 'Bavdhan', 'Pashan'];
  for (const town of towns) await add(`${town} Misal House`, allDay);
  for (const town of towns.slice(0, 4)) await add(`${town} Night Dhaba`, neverOpen);
  // Category lists are index items the stream handler writes: wait until it has filed all eighteen of this run (by id: names repeat across runs).
  const listed = async () => {
    const answer = await fetch(`${baseUrl()}/api/businesses/all?cityName=pune&category=restaurant&title=${run}&exact=true&limit=50`).then(
      (response) => response.json() as Promise<{ data: Array<{ _id: string }> }>,
    );
    return created.every((id) => answer.data.some((card) => card._id === id));
  };
  for (const deadline = Date.now() + 60_000; !(await listed());) {
    if (Date.now() > deadline) throw new Error('The new restaurants were not listed within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 120_000);
afterAll(() => browser.close());

describe('finding a business, as a new visitor', () => {
  it('chooses Pune, opens a suggestion, then filters a category by open now and pages through', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Choose your city' });
    await expect.poll(() => modal.isVisible(), { timeout: 15_000 }).toBe(true);
    await modal.getByLabel('Search city').fill('pune');
    await modal.getByRole('list', { name: 'Matching cities' }).getByRole('button', { name: 'Pune Maharashtra', exact: true }).click();
    await page.waitForURL('**/in/pune');
    // Two seconds later the home page offers a log-in; a visitor who only browses closes it.
    await closeHomePopup(page);

    // A business-name prefix offers the listing; choosing it opens its profile.
    const search = page.getByRole('combobox', { name: 'Search business' });
    await search.fill('shree sa');
    const suggestion = page.getByRole('option', { name: /Shree Sagar Veg Restaurant/ });
    await expect.poll(() => suggestion.isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'search-suggestions-desktop');
    await suggestion.click();
    await page.waitForURL('**/in/pune/sbiz/shree-sagar-veg-restaurant');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Shree Sagar Veg Restaurant' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // Back home, a category from the grid opens its listings.
    await page.goBack();
    await page.waitForURL('**/in/pune');
    await page.getByRole('link', { name: 'Restaurant', exact: true }).first().click();
    await page.waitForURL('**/in/pune/restaurant');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Restaurant in Pune' }).isVisible(), { timeout: 15_000 }).toBe(true);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    // The boxes follow the URL, so click and wait for it (check() wants the new state at once).
    await filters.getByLabel(/^Open Now$/).click();
    await page.waitForURL(/openNow=true/);
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Selected filters' })
          .getByRole('button', { name: /Open Now/ })
          .isVisible(),
      )
      .toBe(true);
    const list = page.getByRole('list', { name: 'Results' });
    const results = list.getByRole('heading', { level: 2 });
    // The unfiltered page stays up (busy) until the filtered one arrives; then no closed listing is left.
    const settledWithoutNightDhaba = async () => (await list.getAttribute('aria-busy')) === 'false' && !(await results.allTextContents()).some((name) => name.includes('Night Dhaba'));
    await expect.poll(settledWithoutNightDhaba, { timeout: 15_000 }).toBe(true);
    const firstPage = await results.allTextContents();
    // Names repeat across runs on a data dir used before: pages are told apart by their listings' links.
    const links = () =>
      list
        .getByRole('heading', { level: 2 })
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    const firstLinks = await links();
    expect(firstPage).toHaveLength(10);
    expect(new Set(firstLinks).size).toBe(10);
    expect(firstPage.filter((name) => name.includes('Misal House')).length).toBeGreaterThan(0);
    expect(await list.locator('.open-status--closed').count()).toBe(0);
    await screenshot(page, 'category-open-now-desktop');

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => (await list.getAttribute('aria-busy')) === 'false' && (await links()).join('|') !== firstLinks.join('|'), { timeout: 15_000 }).toBe(true);
    const secondPage = await results.allTextContents();
    const secondLinks = await links();
    expect(secondLinks.length).toBeGreaterThan(0);
    expect(secondLinks.some((href) => firstLinks.includes(href))).toBe(false);
    expect(secondPage.some((name) => name.includes('Night Dhaba'))).toBe(false);
    expect(await list.locator('.open-status--closed').count()).toBe(0);
    await context.close();
  });

  it('says what found nothing and offers popular searches in the same city', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/in/pune/search/sb?find=qzxv%20wplk');
    await expect.poll(() => page.getByRole('heading', { name: 'No matches for “qzxv wplk”' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const popular = page.getByRole('list', { name: 'Popular searches' }).getByRole('link');
    await expect.poll(() => popular.count()).toBeGreaterThan(0);
    expect(await popular.first().getAttribute('href')).toMatch(/^\/in\/pune\/search\/sb\?find=/);
    await screenshot(page, 'search-no-matches');
    await context.close();
  });

  it('shows the filters in a drawer on a phone', async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    await page.goto('/in/pune/restaurant');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Claimed').click();
    await page.waitForURL(/claimed=true/);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Filters (1)' }).isVisible()).toBe(true);
    await screenshot(page, 'category-mobile');
    await context.close();
  });

  it('walks the product taxonomy down from a city’s product category page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/in/pune/p-cat/agriculture-and-food-products');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Agriculture & Food Products');
    await page.getByRole('link', { name: 'Rice & Grains' }).click();
    await page.waitForURL('**/in/pune/p-cat/sub-cat/rice-and-grains');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Rice & Grains');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Basmati Rice', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
