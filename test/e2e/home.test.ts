import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { closeHomePopup, launchBrowser, newVisitor, screenshot } from './browser';
import { expectAccessible } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens a city home as a visitor arriving by link, and closes the log-in pop-up that follows two seconds later. */
async function openCityHome(page: Page, city: string) {
  await page.goto(`/in/${city}`);
  await closeHomePopup(page);
}

describe('the home page', () => {
  it('shows the category grid, ads, mosaic, tabs, themed groups, cities and the footer', async () => {
    const { context, page } = await newVisitor(browser);
    await openCityHome(page, 'pune');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Find the best local businesses in Pune');

    // Eleven popular categories and All Categories, in the spec's order.
    const grid = page.getByRole('list', { name: 'Popular categories' });
    const tiles = await grid.getByRole('link').allTextContents();
    expect(tiles).toHaveLength(12);
    expect(tiles.slice(0, 3)).toEqual(['Business & Audit Services', 'Restaurant', 'Hotels']);
    expect(tiles.at(-1)).toBe('All Categories');

    // The seeded ads turn every 2.5 s.
    const ads = page.getByRole('region', { name: 'Advertisements' });
    const visibleAd = () => ads.locator('[aria-roledescription="slide"][aria-hidden="false"] img').getAttribute('alt');
    // A loaded machine may paint the page after the first turn, so wait for each ad to come round.
    await expect.poll(visibleAd, { timeout: 20_000 }).toBe('List your business free on Sbiz');
    await expect.poll(visibleAd, { timeout: 20_000 }).toBe('Find trusted doctors near you');

    // The mosaic: ten top picks and five more, each opening results in a new tab.
    const topPicks = page.getByRole('region', { name: 'Top Picks For You' }).getByRole('link');
    expect(await topPicks.count()).toBe(10);
    expect(await topPicks.first().getAttribute('target')).toBe('_blank');
    expect(await topPicks.first().getAttribute('href')).toBe('/in/pune/search/sb?category=business-and-audit-services&find=business-and-audit-services');
    expect(await page.getByRole('region', { name: 'You Might also Like These' }).getByRole('link').count()).toBe(5);

    // Popular category tabs move with the arrow keys and list sub categories.
    await page.getByRole('tab', { name: 'Business & Audit Services' }).press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Restaurant' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('link', { name: 'Vegetarian Restaurant' }).isVisible()).toBe(true);

    for (const group of ['Wedding', 'Daily Needs', 'Beauty & Spa', 'Education & Training']) {
      expect(await page.getByRole('heading', { level: 3, name: group, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('region', { name: 'Trending searches' }).getByRole('link').count()).toBe(10);
    expect(await page.getByRole('region', { name: 'Popular cities' }).getByRole('link').count()).toBe(12);
    expect(await page.getByRole('heading', { name: 'Your city, better connected' }).isVisible()).toBe(true);
    // The service blurbs under the home text (listings named '… Packers and Movers' show elsewhere on the page).
    const homeText = page.getByRole('region', { name: 'Find the right local business, every time' });
    expect(await homeText.getByRole('link', { name: 'Packers and movers' }).getAttribute('href')).toBe('/in/pune/sub-cat/packers-and-movers');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'About us' }).isVisible()).toBe(true);
    expect(await footer.getByText('English').isVisible()).toBe(true);
    expect(await footer.getByText(/© \d{4} Sbiz/).isVisible()).toBe(true);
    // The phone bars are in the page for phones (the server cannot know the screen) but not shown here.
    expect(await page.getByRole('complementary', { name: 'Sbiz app' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(false);
    await screenshot(page, 'home-desktop');

    // A listing opened from search then shows under Recently viewed.
    const viewCounted = page.waitForResponse((response) => response.url().includes('/api/businesses/businessViews') && response.ok());
    await page.goto('/in/pune/sbiz/shree-sagar-veg-restaurant');
    await viewCounted;
    // The list follows the views counter through the stream, so it may take a visit or two to show.
    const recentCard = page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { name: 'Shree Sagar Veg Restaurant' });
    const shownAfterVisit = async () => {
      await page.goto('/in/pune');
      return recentCard.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
    };
    await expect.poll(shownAfterVisit, { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it('logs a visitor in from the pop-up, whose form code loads only once the form is used', async () => {
    const { context, page } = await newVisitor(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/in/pune');
    const popup = page.getByRole('dialog', { name: 'Log in to Sbiz' });
    await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(1_000);
    // The form is there (its light copy), and its code (the form, react-hook-form, zod) not yet.
    expect(await popup.getByRole('button', { name: /^Log in$/ }).isVisible()).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(login-form|login|form|form-fields|index\.esm|zod)-/.test(path))).toEqual([]);
    await expectAccessible(page, 'home pop-up');

    const user = demoUsers.find((account) => account.email === 'user@sbiz.local')!;
    await popup.getByLabel('Email').fill(user.email);
    await popup.getByLabel('Password', { exact: true }).fill(user.password);
    await popup.getByRole('button', { name: /^Log in$/ }).click();
    await expect.poll(() => popup.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible(), { timeout: 10_000 }).toBe(false);
    expect(scripts.some((path) => /\/assets\/login-form-/.test(path))).toBe(true);
    await context.close();
  });

  it('leaves no blank band between Popular categories and Plan, shop and learn on the city home (#25 3.16)', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { context, page } = await newVisitor(browser, viewport);
      await page.goto('/in/pune');
      const themed = page.getByRole('heading', { name: 'Plan, shop and learn' });
      await expect.poll(() => themed.isVisible(), { timeout: 15_000 }).toBe(true);
      const panelBottom = await page
        .getByRole('tabpanel')
        .first()
        .evaluate((panel) => panel.lastElementChild!.getBoundingClientRect().bottom);
      const sectionTop = await themed.evaluate((heading) => heading.closest('section')!.getBoundingClientRect().top);
      // The sections' own gap (40 px) and no more: the profile's 48 px tab-panel padding used to add to it.
      expect(sectionTop - panelBottom, viewport).toBeLessThanOrEqual(48);
      await themed.scrollIntoViewIfNeeded();
      await screenshot(page, `city-home-categories-${viewport}`);
      await context.close();
    }
  });

  it('warns when a category is picked before a city is chosen', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const picker = page.getByRole('dialog', { name: 'Choose your city' });
    await expect.poll(() => picker.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Popular categories' }).getByRole('link', { name: 'Restaurant', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Choose a city' });
    await expect.poll(() => warning.getByText('Please select a location first').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');

    // The A–Z list: the warning leads to the picker, where a letter lists its cities.
    await warning.getByRole('button', { name: 'Choose your city' }).click();
    await page.getByRole('button', { name: 'N', exact: true }).click();
    await page
      .getByRole('list', { name: 'Cities starting with N' })
      .getByRole('button', { name: /^Nagpur Maharashtra$/ })
      .click();
    await page.waitForURL('**/in/nagpur');
    await context.close();
  });

  it('takes feedback in two steps, with the spec’s messages', async () => {
    const { context, page } = await newVisitor(browser);
    await openCityHome(page, 'mumbai');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Please fill all fields').isVisible()).toBe(true);
    await dialog.getByLabel(/Something is broken/).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('UI Suggestions').check();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => page.getByText('Please fill all fields').count()).toBeGreaterThan(0);
    await dialog.getByLabel('Details').fill('The filter drawer covers the results on my phone.');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => page.getByText('Feedback submitted successfully!').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('on a phone: eight categories, the bottom bar, the app banner that hides on scroll, and the footer accordion', async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    await openCityHome(page, 'pune');
    const grid = page.getByRole('list', { name: 'Popular categories' });
    const visibleTiles = await grid.getByRole('link').evaluateAll((links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.textContent));
    expect(visibleTiles).toHaveLength(9);
    expect(visibleTiles.at(-1)).toBe('All Categories');

    const bar = page.getByRole('navigation', { name: 'Quick links' });
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Home', 'Rfq', 'Events', 'Articles', 'Products', 'Login']);

    await screenshot(page, 'home-mobile');

    const banner = page.getByRole('complementary', { name: 'Sbiz app' });
    expect(await banner.getByRole('link', { name: /Get the app/ }).getAttribute('href')).toBe('/sb-apps');
    const bannerShown = () => banner.evaluate((element) => !element.classList.contains('app-banner--hidden'));
    expect(await bannerShown()).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(bannerShown).toBe(false);
    await page.mouse.wheel(0, -10);
    await page.waitForTimeout(300);
    expect(await bannerShown()).toBe(false);
    await page.mouse.wheel(0, -100);
    await expect.poll(bannerShown).toBe(true);

    // The header folds to its search row on the way down, and unfolds on the way up; the page does not move.
    const logoBottom = () => page.getByRole('link', { name: 'Sbiz home' }).evaluate((logo) => logo.getBoundingClientRect().bottom);
    const searchTop = () => page.locator('.site-header__search').evaluate((search) => search.getBoundingClientRect().top);
    const top = await searchTop();
    expect(top).toBeGreaterThan(30);
    await page.mouse.wheel(0, 700);
    await expect.poll(logoBottom).toBeLessThanOrEqual(0);
    await expect.poll(searchTop).toBeLessThan(8);
    expect(await page.getByRole('navigation', { name: 'Browse' }).isVisible()).toBe(false);
    await screenshot(page, 'home-mobile-header-folded');
    await page.mouse.wheel(0, -200);
    await expect.poll(logoBottom).toBeGreaterThan(0);
    await expect.poll(searchTop).toBeCloseTo(top, 0);

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'About us' }).isVisible()).toBe(false);
    await footer.getByText('Sbiz', { exact: true }).click();
    expect(await footer.getByRole('link', { name: 'About us' }).isVisible()).toBe(true);
    await context.close();
  });
});
