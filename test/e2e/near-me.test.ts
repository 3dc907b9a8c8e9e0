import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, viewports, waitForHydration } from './browser';
import { callApi, logIn, registerMember } from './accounts';
import { checkPage, expectAccessible, expectFitsViewport } from './page-checks';

/** A 1×1 transparent PNG: every map tile, so no test needs the internet. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** HITEC City, Hyderabad: the demo directory's salons lie 1 (Madhapur), 5 (Kukatpally) and 17 km (Dilsukhnagar) away. */
const HITEC_CITY = { latitude: 17.4435, longitude: 78.3772 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A visitor whose browser says they stand at HITEC City, with every OpenStreetMap tile answered locally (and counted). */
async function visitorAtHitecCity(viewport: keyof typeof viewports): Promise<{ context: BrowserContext; page: Page; tiles: () => number }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports[viewport] });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HITEC_CITY);
  let tiles = 0;
  await context.route('**/tile.openstreetmap.org/**', (route) => {
    tiles++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('Page error:', error.message));
  waitForHydration(page);
  return { context, page, tiles: () => tiles };
}

const resultNames = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2 }).allTextContents();

describe('near me', () => {
  it("lists salons by distance for 'salon near me' at 390 px, asking the browser for the position", async () => {
    const { context, page } = await visitorAtHitecCity('mobile');
    await page.goto('/in/hyderabad/search/sb?find=salon+near+me');
    // The search understood 'near me': the page asks for the position, then sorts by distance.
    await page.waitForURL(/sort=distance/, { timeout: 15_000 });
    // 'salon' names the Salons category: its nearest listing first, with its distance.
    await expect.poll(async () => (await resultNames(page))[0], { timeout: 15_000 }).toBe('Shiv Shakti Unisex Salon');
    expect(await page.locator('.business-card__distance').first().textContent()).toMatch(/^\d\.\d km away$|^\d+ m away$/);
    expect(await page.getByRole('button', { name: 'Near me' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('distance');
    // The position stays in the browser: sessionStorage, never a cookie.
    expect(await page.evaluate(() => sessionStorage.getItem('sbiz.visitor-position'))).toContain('17.4435');
    expect((await context.cookies()).some((cookie) => cookie.value.includes('17.44'))).toBe(false);
    // With the position known, a wider 'near me' search lists every match nearest first.
    await page.goto('/in/hyderabad/search/sb?find=beauty+near+me');
    await expect.poll(async () => (await resultNames(page)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    // The server's page has no position; the browser's stored one brings the distances right after.
    await expect.poll(async () => (await page.locator('.business-card__distance').count()) === (await resultNames(page)).length, { timeout: 15_000 }).toBe(true);
    const km = (await page.locator('.business-card__distance').allTextContents()).map((text) => (text.endsWith(' m away') ? Number.parseFloat(text) / 1000 : Number.parseFloat(text)));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect((await resultNames(page))[0]).toBe('Shiv Shakti Unisex Salon');
    await expectFitsViewport(page, 'near-me results');
    await expectAccessible(page, 'near-me results at 390px');
    await screenshot(page, 'near-me-results-390');
    await context.close();
  });

  it('says so politely when the visitor refuses, and keeps the results', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports.mobile });
    const page = await context.newPage();
    waitForHydration(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) => fail({ code: 1 }) } });
    });
    await page.goto('/in/hyderabad/search/sb?find=beauty');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'User denied the request for Geolocation.' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(page.url()).not.toContain('sort=distance');
    expect((await resultNames(page)).length).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.business-card__distance').count()).toBe(0);
    await context.close();
  });
});

describe('maps', () => {
  it('opens the results map view with stubbed tiles, a pin per result and the OpenStreetMap attribution', async () => {
    const { context, page, tiles } = await visitorAtHitecCity('desktop');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/in/hyderabad/search/sb?find=beauty');
    // Leaflet is not part of the page's first load.
    expect(await page.evaluate(() => 'L' in window || document.querySelector('.leaflet-container') !== null)).toBe(false);
    const before = scripts.length;
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect.poll(() => map.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(scripts.length).toBeGreaterThan(before);
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(await page.getByRole('list', { name: 'Results' }).getByRole('listitem').count());
    await expect.poll(tiles, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await map.locator('.leaflet-control-attribution').textContent()).toContain('© OpenStreetMap contributors');
    // A pin names its listing and opens a popup linking to it.
    const first = (await resultNames(page))[0]!;
    await map.getByRole('button', { name: first }).click();
    await expect.poll(() => map.getByRole('link', { name: first }).isVisible()).toBe(true);
    await checkPage(page, 'results-map', () => map.waitFor());
    await context.close();
  });

  it('shows a listing’s pin on its profile, with its distance and directions', async () => {
    const { context, page, tiles } = await visitorAtHitecCity('mobile');
    await page.goto('/in/hyderabad/search/sb?find=beauty');
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.waitForURL(/sort=distance/);
    // The position shared on the results page stays for this tab's next pages.
    await page.goto('/in/hyderabad/sbiz/shiv-shakti-unisex-salon');
    await expect.poll(() => page.locator('.profile-distance').first().textContent(), { timeout: 15_000 }).toMatch(/away$/);
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByRole('region', { name: 'Map showing where Shiv Shakti Unisex Salon is' });
    await expect.poll(() => map.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(1);
    await expect.poll(tiles, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('link', { name: /Get Directions/ })
        .first()
        .getAttribute('href'),
    ).toMatch(/destination=17\.\d+%2C78\.\d+/);
    await expectFitsViewport(page, 'profile map');
    await expectAccessible(page, 'profile map at 390px');
    await context.close();
  });
});

describe('the owner’s pin', () => {
  it('replaces the PIN code’s centre with the owner’s current location on the Location tab', async () => {
    const owner = await registerMember('Pinning');
    const listing = await callApi<{ _id: string; slug: string; cityName: string; location: { source: string } }>('POST', '/businesses/add', {
      token: owner.token,
      body: {
        name: `Madhapur Tailors ${owner.id.slice(0, 6)}`,
        cityName: 'Hyderabad',
        contact: { email: 'pin@example.in', phone: '9822012345' },
        address: { street: 'Ayyappa Society, Madhapur', zipCode: '500081' },
      },
    });
    expect(listing.location.source).toBe('pincode');
    const { context, page, tiles } = await visitorAtHitecCity('mobile');
    await logIn(page, owner.email, owner.password, `/dashboard/business?businessId=${listing._id}`);
    await page.getByRole('button', { name: /^Location/ }).click();
    const pin = page.getByRole('group', { name: 'Pin on the map' });
    expect(await pin.locator('#location-pin-status').textContent()).toContain('Placed by its PIN code');
    await pin.getByRole('button', { name: 'Use my current location' }).click();
    await expect.poll(() => pin.locator('#location-pin-status').textContent(), { timeout: 10_000 }).toBe('Your pin: 17.44350, 78.37720.');
    await expect.poll(() => page.getByRole('region', { name: 'Map: drag the pin or click where your business is' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(tiles, { timeout: 10_000 }).toBeGreaterThan(0);
    await expectFitsViewport(page, 'setup location pin');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Changes saved successfully').filter({ visible: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    const saved = await callApi<{ data: { location: unknown } }>('GET', `/businesses/getBySlug?slug=${listing.slug}&location=${listing.cityName}`);
    expect(saved.data.location).toEqual({ lat: 17.4435, lng: 78.3772, source: 'owner' });
    await context.close();
  });
});
