import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, viewports } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the location picker', () => {
  it('opens on a first visit, finds Pune by type-ahead and goes to /in/pune', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Choose your city' });
    await expect.poll(() => modal.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => modal.getByRole('list', { name: 'Popular cities' }).getByRole('button').count()).toBe(12);
    await screenshot(page, 'location-modal-mobile');
    // Until a city is chosen, neither the header nor the heading claims one.
    expect(await page.getByRole('button', { name: 'City: Choose city' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Find the best local businesses in India');
    await modal.getByLabel('Search city').fill('pun');
    await modal.getByRole('list', { name: 'Matching cities' }).getByRole('button', { name: 'Pune Maharashtra', exact: true }).click();
    await page.waitForURL('**/in/pune');
    await expect.poll(() => page.getByText('You are currently viewing results for Pune').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /City: Pune/ }).isVisible()).toBe(true);
    // Chosen once, the picker no longer opens by itself, and the page and its ads follow the city.
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Find the best local businesses in Pune');
    expect(await modal.isVisible()).toBe(false);
    await expect.poll(() => page.locator('.ad-banner a[href="/in/pune/doctors"]').count()).toBe(1);
    expect(await page.locator('a[href^="/in/new-delhi/"]').count()).toBe(0);
    await context.close();
  });

  it('opens by itself on other pages that need a city, and never on pages that do not (#25 3.17)', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports.desktop });
    const page = await context.newPage();
    const modal = page.getByRole('dialog', { name: 'Choose your city' });
    for (const path of ['/blog', '/sb/about-us', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await modal.isVisible(), path).toBe(false);
    }
    await page.goto('/require-form');
    await expect.poll(() => modal.isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'location-modal-require-form');
    await context.close();
  });

  it('shows the spec message when geolocation is denied', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports.desktop });
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) => fail({ code: 1 }) },
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect.poll(() => page.getByText('User denied the request for Geolocation.').isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it('uses the nearest city when the position is known', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports.desktop, geolocation: { latitude: 19.07, longitude: 72.88 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await page.waitForURL('**/in/mumbai', { timeout: 15_000 });
    await context.close();
  });
});
