import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, logInAsDemo, registerMember } from './accounts';
import { baseUrl, launchBrowser, newVisitor, screenshot } from './browser';

/** What a new user stumbled on (issue #25 3.5, 3.8-3.10): the dashboard, the business form, chat links and the profile's tabs on a phone. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PROFILE = '/in/pune/sbiz/shree-sagar-veg-restaurant';

describe('the dashboard home', () => {
  it("is a page of the owner's dashboard pages and businesses, not a 404", async () => {
    const { context, page } = await newVisitor(browser);
    await logInAsDemo(page, 'owner@sbiz.local', '/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Hello, Rohan' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const pages = page.getByRole('navigation', { name: 'Dashboard pages' });
    for (const name of ['Profile', 'Messages', 'My business', 'My products', 'My events', 'My articles', 'Questions']) {
      expect(await pages.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    await expect.poll(() => page.getByRole('link', { name: 'Edit Shree Sagar Veg Restaurant' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'dashboard-home-1366');
    await page.getByRole('link', { name: 'My products', exact: true }).click();
    await page.waitForURL('**/dashboard/my-products');
    await context.close();
  });

  it('offers a member without a business to list one', async () => {
    const member = await registerMember('Kabir');
    const { context, page } = await newVisitor(browser, 'mobile');
    await logIn(page, member.email, member.password, '/dashboard');
    await expect.poll(() => page.getByRole('link', { name: 'List your business' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'My products', exact: true }).count()).toBe(0);
    await screenshot(page, 'dashboard-home-390');
    await context.close();
  });
});

describe('managing a business', () => {
  it('says how to edit a business, and on a phone shows the form first', async () => {
    const desktop = await newVisitor(browser);
    await logInAsDemo(desktop.page, 'owner@sbiz.local', '/dashboard/business');
    const item = desktop.page.locator('.owner-businesses__item', { hasText: 'Shree Sagar Veg Restaurant' });
    await expect.poll(() => item.getByText('Edit', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await desktop.page.getByText('To edit a business, open Your businesses and choose Edit.').isVisible()).toBe(true);
    await item.getByRole('button').click();
    await desktop.page.waitForURL('**/dashboard/business?businessId=**');
    await expect.poll(() => item.getByText('Editing', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(desktop.page, 'dashboard-business-1366');
    await desktop.context.close();

    const phone = await newVisitor(browser, 'mobile');
    await logInAsDemo(phone.page, 'owner@sbiz.local', '/dashboard/business');
    const list = phone.page.locator('details.owner-businesses');
    await expect.poll(() => list.isVisible(), { timeout: 15_000 }).toBe(true);
    // Folded: the new-business form starts on the first screen.
    expect(await list.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    const form = phone.page.locator('.setup').first();
    await expect.poll(async () => (await form.boundingBox())?.y ?? Infinity, { timeout: 15_000 }).toBeLessThan(844);
    await list.locator('summary').click();
    await phone.page.locator('.owner-businesses__item', { hasText: 'Shree Sagar Veg Restaurant' }).getByRole('button').click();
    await phone.page.waitForURL('**/dashboard/business?businessId=**');
    expect(await list.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await screenshot(phone.page, 'dashboard-business-390');
    await phone.context.close();
  });
});

describe('a chat in the URL', () => {
  it('keeps the open chat across a reload and opens it from a link', async () => {
    const member = await registerMember('Ishaan');
    const { context, page } = await newVisitor(browser);
    await logIn(page, member.email, member.password, PROFILE);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.waitForURL('**/dashboard/messages**');
    await expect.poll(() => page.getByRole('heading', { name: 'Shree Sagar Veg Restaurant' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Type a message').fill('Do you take orders for 40 thalis on Sunday?');
    await page.getByLabel('Type a message').press('Enter');
    // Once the first message gives the chat its id, the URL names it.
    await expect.poll(() => new URL(page.url()).searchParams.get('conversation'), { timeout: 15_000 }).toBeTruthy();
    const link = page.url();

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Shree Sagar Veg Restaurant' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('log', { name: 'Messages' }).getByText('Do you take orders for 40 thalis on Sunday?').isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();

    // The same link in another session (a phone) opens that chat, not the list.
    const phone = await newVisitor(browser, 'mobile');
    await logIn(phone.page, member.email, member.password, new URL(link).pathname + new URL(link).search);
    await expect.poll(() => phone.page.getByRole('log', { name: 'Messages' }).getByText('Do you take orders for 40 thalis on Sunday?').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(phone.page, 'messages-linked-chat-390');
    await phone.context.close();
  });
});

describe("the profile's tabs on a phone", () => {
  it("bring the tapped tab's panel into view", async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    await page.goto(PROFILE);
    const tab = page.getByRole('tab', { name: 'Our Team' });
    await tab.scrollIntoViewIfNeeded();
    // The tab bar low on the screen, as it is when the header has just been read.
    await page.evaluate(() => {
      const bar = document.querySelector('.tabs-anchor')!;
      window.scrollBy(0, bar.getBoundingClientRect().top - window.innerHeight + 60);
    });
    await tab.click();
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.getByText('Head Chef').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await panel.boundingBox())?.y ?? Infinity, { timeout: 5_000 }).toBeLessThan(844 / 2);
    await screenshot(page, 'profile-tab-390');
    await context.close();
  });
});

describe('a product inquiry', () => {
  it("starts at the minimum order, in the product's unit and the visitor's city, and refuses less", async () => {
    const found = await fetch(new URL('/api/products/search?cityName=pune&limit=20', baseUrl())).then((response) => response.json() as Promise<{ data: Array<{ slug: string }> }>);
    let product: { slug: string; units: string; minimum: number } | undefined;
    for (const { slug } of found.data) {
      const { data } = await fetch(new URL(`/api/products/getProductBySlug?slug=${slug}`, baseUrl())).then(
        (response) => response.json() as Promise<{ data: { units: string; specifications: Record<string, string> } }>,
      );
      const minimum = Number(data.specifications.minimumOrderQuantity);
      if (minimum > 1 && data.units !== 'per unit') product = { slug, units: data.units, minimum };
      if (product) break;
    }
    expect(product).toBeDefined();
    const { context, page } = await newVisitor(browser, 'mobile');
    await page.goto(`/in/pune/product/${product!.slug}`);
    const form = page.locator('.inquiry');
    expect(await form.getByLabel('Quantity').inputValue()).toBe(String(product!.minimum));
    expect(await form.getByLabel('Unit').inputValue()).toBe(product!.units);
    expect(await form.getByLabel('Your city').inputValue()).toBe('Pune');
    await form.getByLabel('Quantity').fill(String(product!.minimum - 1));
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect.poll(() => form.getByText(`The minimum order for this product is ${product!.minimum} ${product!.units}.`, { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'product-inquiry-390');
    await context.close();
  });
});
