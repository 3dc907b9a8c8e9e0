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

  it('lands on chemists with what it understood after Enter on दवाई की दुकान in the header', async () => {
    const { context, page } = await newVisitor(browser);
    // Lucknow: the demo city with a seeded chemist (Jai Medical & General Stores).
    await page.goto('/in/lucknow/search/sb');
    const search = page.getByRole('combobox', { name: 'Search business' });
    await search.fill('दवाई की दुकान');
    // The type-ahead says what it understood, in the words of the results page's chips.
    await expect.poll(() => page.getByTestId('search-understood').textContent(), { timeout: 30_000 }).toContain('Chemists');
    await search.press('Enter');
    await page.waitForURL(/\/in\/lucknow\/search\/sb\?find=/, { timeout: 30_000 });
    const main = page.getByRole('main');
    const understood = main.getByRole('list', { name: 'Understood from your search' });
    await expect.poll(() => understood.textContent(), { timeout: 30_000 }).toContain('Chemists');
    const chemist = main.getByRole('link', { name: /Jai Medical & General Stores/ }).first();
    await expect.poll(() => chemist.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => main.locator('.business-card__category').allTextContents()).toContain('Chemists');
    await screenshot(page, 'search-devanagari-results');
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
