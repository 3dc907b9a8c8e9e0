import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/schemas/auth';
import type { ProductCard } from '../../shared/search/product-entries';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { callApi, logIn, registerMember } from './accounts';
import { launchBrowser, newVisitor, screenshot } from './browser';

/** What a new user stumbled on, second half (issue #25 3.3, 3.12, 3.13, 3.16, 3.17). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const owner = demoUsers.find((user) => user.email === 'owner@sbiz.local')!;
const PROFILE = { city: 'pune', slug: 'shree-sagar-veg-restaurant' };
const seen = (page: Page, text: string | RegExp, timeout = 15_000) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);

describe("the spec's gaps (3.17)", () => {
  it('a follower card on a business profile has a Follow button, and none on your own card', async () => {
    const fan = await registerMember('Ira', 'Follower');
    const reader = await registerMember('Kabir', 'Reader');
    const business = await callApi<{ data: { _id: string } }>('GET', `/businesses/getBySlug?slug=${PROFILE.slug}&location=${PROFILE.city}`);
    await callApi('PATCH', '/businesses/followOrUnfollowBusiness', { token: fan.token, body: { businessId: business.data._id, cityName: PROFILE.city } });

    const { context, page } = await newVisitor(browser);
    await logIn(page, reader.email, reader.password, `/in/${PROFILE.city}/sbiz/${PROFILE.slug}`);
    await page.getByRole('tab', { name: 'Followers' }).click();
    const card = page.locator('.team-list__member', { hasText: 'Ira Follower' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Following' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'polish-b-follower-cards');
    await context.close();

    const own = await newVisitor(browser);
    await logIn(own.page, fan.email, fan.password, `/in/${PROFILE.city}/sbiz/${PROFILE.slug}`);
    await own.page.getByRole('tab', { name: 'Followers' }).click();
    const ownCard = own.page.locator('.team-list__member', { hasText: 'Ira Follower' });
    await expect.poll(() => ownCard.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await ownCard.getByRole('button').count()).toBe(0);
    await own.context.close();
  });

  it("the profile's products tab shows each product's first specifications as a table", async () => {
    const found = await callApi<{ data: ProductCard[] }>('GET', '/products/search?cityName=pune&limit=1');
    const product = found.data[0]!;
    const { context, page } = await newVisitor(browser);
    await page.goto(`/in/${product.business.cityName}/sbiz/${product.business.slug}`);
    await page.getByRole('tab', { name: 'Services / Products' }).click();
    const table = page.getByRole('table', { name: `Specifications of ${product.title}` });
    await expect.poll(() => table.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(1);
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(4);
    await expect.poll(() => table.getByRole('rowheader', { name: 'Country Of Origin' }).isVisible()).toBe(true);
    await screenshot(page, 'polish-b-products-tab');
    await context.close();
  });

  it("the event form chooses the discount from the owner's discounts", async () => {
    const auth = await callApi<AuthResponse>('POST', '/auth/login', { body: { email: owner.email, password: owner.password } });
    const business = await callApi<{ data: { _id: string } }>('GET', `/businesses/getBySlug?slug=${PROFILE.slug}&location=${PROFILE.city}`);
    const code = `JAZZ${Date.now().toString(36).slice(-4).toUpperCase()}`;
    await callApi('POST', '/discount/add', { token: auth.tokens.access.token, body: { businessId: business.data._id, code, type: 'percent', amount: 15 } });

    const { context, page } = await newVisitor(browser);
    await logIn(page, owner.email, owner.password, '/dashboard/add-event');
    await page.getByLabel('Organizer Page').selectOption({ label: 'Shree Sagar Veg Restaurant (Pune)' });
    await page.getByLabel('Event Name').fill('Discount select check');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('An evening of live music in Kothrud, with filter coffee and snacks from our kitchen.');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const select = page.getByLabel('Discount', { exact: true });
    await expect.poll(() => select.locator('option', { hasText: `${code} (15% Off)` }).count(), { timeout: 15_000 }).toBe(1);
    await select.selectOption({ label: `${code} (15% Off)` });
    await seen(page, '15% Off');
    expect(await page.getByLabel('Percent').count()).toBe(0);
    await context.close();
  });
});
