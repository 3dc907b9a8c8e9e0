import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, screenshot } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('search understands what a visitor means', () => {
  it('offers Chemists for दवाई की दुकान typed in the header', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/in/pune/search/sb');
    const search = page.getByRole('combobox', { name: 'Search business' });
    await search.fill('दवाई की दुकान');
    const chemists = page.getByRole('option', { name: /^Chemists/ });
    await expect.poll(() => chemists.isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'search-devanagari-suggestions');
    await context.close();
  });

  it("shows an understood intent as a chip whose × searches without it ('chemist open now')", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`/in/pune/search/sb?find=${encodeURIComponent('chemist open now')}`);
    const chips = page.getByRole('list', { name: 'Understood from your search' });
    const openNow = chips.getByRole('link', { name: /Open now/ });
    await expect.poll(() => openNow.isVisible(), { timeout: 15_000 }).toBe(true);
    await checkPage(page, 'search-understood-chips', () => openNow.waitFor());
    await openNow.click();
    await page.waitForURL(/ignore=openNow/);
    await expect.poll(() => openNow.isVisible(), { timeout: 15_000 }).toBe(false);
    await context.close();
  });
});
