import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsDemo } from './accounts';
import { baseUrl, launchBrowser, newVisitor, screenshot, seeText } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(40_000, 5) });
const suffix = Date.now().toString(36);

/** True when nothing on the page is wider than the viewport. */
const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the role gate', () => {
  it('shows a signed-in non-admin the 403 page at /admin-portal, not a loop through /login', async () => {
    const { context, page } = await newVisitor(browser);
    await logInAsDemo(page, 'user@sbiz.local', '/admin-portal');
    await seeText(page, "You don't have access");
    expect(new URL(page.url()).pathname).toBe('/admin-portal');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('sends a visitor to /login', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/admin-portal/analytics');
    await page.waitForURL('**/login?redirectTo=**', { timeout: 15_000 });
    await context.close();
  });
});

describe('an admin runs the taxonomy', () => {
  it('creates a main category with an image, a sub category under it and a sub-sub category; the site shows it', async () => {
    const title = `Kite Flying ${suffix}`;
    const { context, page } = await newVisitor(browser);
    // A city page, so the first-visit city picker of the home page stays shut.
    await logInAsDemo(page, 'admin@sbiz.local', '/in/pune');
    // The user menu leads to the hub.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Admin Portal' }).click();
    await page.waitForURL('**/admin-portal');
    await seeText(page, 'Contact Us Messages');
    await screenshot(page, 'admin-hub');

    await page.getByRole('link', { name: 'All Categories', exact: true }).click();
    await seeText(page, /Total Count: \d+/);
    await page.getByRole('link', { name: 'Add New' }).click();
    await page.waitForURL('**/admin-portal/categories/add-category');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await seeText(page, 'Title is required');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Kites, manja and spools for Makar Sankranti.');
    await page.getByLabel('Category Image').setInputFiles(png('kite.png'));
    // Uploaded: the field now offers Change and Remove.
    await expect.poll(() => page.getByText('Change image').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /Remove/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await seeText(page, 'Category Added successfully');
    await page.waitForURL('**/admin-portal/categories');

    // Open it from the list: the edit form with its badge, id and tabs.
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await row.getByRole('link', { name: 'Action' }).click();
    await seeText(page, /^ID: /);
    await seeText(page, 'Active');
    await expect.poll(() => page.getByRole('img', { name: `${title} image` }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(
        () =>
          page
            .getByRole('row', { name: new RegExp(title) })
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await screenshot(page, 'admin-category-form');
    const mobile = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const phone = await mobile.newPage();
    await phone.goto(page.url());
    await seeText(phone, /^ID: /);
    await expect
      .poll(
        () =>
          phone
            .getByRole('row', { name: new RegExp(title) })
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await fitsViewport(phone)).toBe(true);
    await screenshot(phone, 'admin-category-form-390');
    await phone.goto('/admin-portal');
    await seeText(phone, 'Contact Us Messages');
    expect(await fitsViewport(phone)).toBe(true);
    await screenshot(phone, 'admin-hub-390');
    await mobile.close();

    // A sub category under it, from the Subcategories tab's parent.
    await page.goto('/admin-portal/subcategories/add-category');
    await page.getByLabel('Title', { exact: true }).fill(`Kite Shops ${suffix}`);
    await page.getByRole('searchbox', { name: 'Search Parent Categories' }).fill(title);
    await page.getByRole('group', { name: 'Parent Categories options' }).getByLabel(title).check();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await seeText(page, 'Category Added successfully');

    // A sub-sub category under the sub category.
    await page.goto('/admin-portal/sub-sub-categories/add-category');
    await page.getByLabel('Title', { exact: true }).fill(`Fighter Kites ${suffix}`);
    await page.getByRole('searchbox', { name: 'Search Sub Categories' }).fill(`Kite Shops ${suffix}`);
    await page.getByRole('group', { name: 'Sub Categories options' }).getByLabel(`Kite Shops ${suffix}`).check();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await seeText(page, 'Category Added successfully');

    // The public all-categories page lists the new category with its sub category.
    await page.goto('/in/pune/all-categories');
    await seeText(page, title);
    await seeText(page, `Kite Shops ${suffix}`);
    await context.close();

    // An owner sees it in the setup form's category picker.
    const owner = await newVisitor(browser);
    await logInAsDemo(owner.page, 'owner@sbiz.local', '/dashboard/business');
    await owner.page.getByRole('button', { name: /Midnight Chai Corner/ }).click();
    await owner.page
      .getByRole('button', { name: /Categories/ })
      .first()
      .click();
    await expect.poll(() => owner.page.getByRole('group', { name: 'Main categories' }).getByLabel(title).isVisible(), { timeout: 15_000 }).toBe(true);
    await owner.context.close();
  });
});

describe('contact-us messages', () => {
  it('a visitor writes from the footer link; an admin marks the message Left with a note', async () => {
    const subject = `Wrong phone number on our listing in Kothrud, Pune — please correct it ${suffix}`;
    const visitor = await newVisitor(browser);
    // A visitor who has chosen a city: the location picker stays closed.
    await visitor.page.addInitScript(() => window.localStorage.setItem('sbiz.location', JSON.stringify('pune')));
    await visitor.page.goto('/sb/about-us');
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await visitor.page.waitForURL('**/sb/contact-us');
    await visitor.page.getByLabel('Name').fill('Ravi Kumar');
    await visitor.page.getByLabel('Email').fill('ravi@example.in');
    await visitor.page.getByLabel('Subject').fill(subject);
    await visitor.page.getByLabel('Message').fill('Our number is +91 98200 12345, not the one shown.');
    await visitor.page.getByRole('button', { name: 'Send message' }).click();
    await seeText(visitor.page, 'Contact details submitted successfully');
    await visitor.context.close();

    const { context, page } = await newVisitor(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInAsDemo(page, 'admin@sbiz.local', '/admin-portal/contact-us');
    const row = page.getByRole('row', { name: /Ravi Kumar/ }).first();
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    // The table cuts the subject to 50 characters.
    await expect.poll(() => row.getByText(`${subject.slice(0, 50)}…`).isVisible()).toBe(true);
    await screenshot(page, 'admin-contact-table');
    await row.getByRole('button', { name: /View/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Message Details' });
    await seeText(page, 'Our number is +91 98200 12345, not the one shown.');
    await drawer.getByRole('button', { name: 'Copy email' }).click();
    await expect.poll(() => drawer.getByRole('button', { name: 'Copied' }).isVisible()).toBe(true);
    await drawer.getByLabel('Left').check();
    await drawer.getByLabel('Note (why it was left)').fill('Corrected the phone number and replied by email.');
    await drawer.getByRole('button', { name: 'Save status' }).click();
    await seeText(page, 'Updated');
    await expect.poll(() => row.getByText('Left', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

    const mobile = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const phone = await mobile.newPage();
    await phone.goto('/admin-portal/contact-us');
    await expect
      .poll(
        () =>
          phone
            .getByRole('row', { name: /Ravi Kumar/ })
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await fitsViewport(phone)).toBe(true);
    await screenshot(phone, 'admin-contact-table-390');
    await mobile.close();
    await context.close();
  });
});

describe("today's analytics", () => {
  it('shows the 16 tiles with real counts and a chart per group, at desktop and 390 px', async () => {
    const { context, page } = await newVisitor(browser);
    await logInAsDemo(page, 'admin@sbiz.local', '/admin-portal/analytics');
    await seeText(page, 'Total Added Businesses Today');
    expect(await page.locator('.analytics__tile').count()).toBe(16);
    // This admin just signed in, so today's logins are at least one.
    const logins = page.locator('.analytics__tile', { hasText: 'Total Logins Today' }).locator('.analytics__value');
    await expect.poll(async () => Number(await logins.textContent())).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.uplot').count(), { timeout: 15_000 }).toBe(5);
    await screenshot(page, 'admin-analytics');

    const mobile = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const phone = await mobile.newPage();
    await phone.goto('/admin-portal/analytics');
    await expect.poll(() => phone.locator('.uplot').count(), { timeout: 15_000 }).toBe(5);
    expect(await fitsViewport(phone)).toBe(true);
    await screenshot(phone, 'admin-analytics-390');
    await mobile.close();
    await context.close();
  });

  it('loads the charting library on no public page', async () => {
    const { context, page } = await newVisitor(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/in/pune/all-categories');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /analytics|uplot/i.test(url))).toBe(false);
    await context.close();
  });
});
