import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/schemas/auth';
import type { ProductCard } from '../../shared/search/product-entries';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { callApi, logIn, registerMember } from './accounts';
import { launchBrowser, newVisitor, screenshot, seeText } from './browser';

/** What a new user stumbled on, second half (issue #25 3.3, 3.12, 3.13, 3.16, 3.17). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const owner = demoUsers.find((user) => user.email === 'owner@sbiz.local')!;
const PROFILE = { city: 'pune', slug: 'shree-sagar-veg-restaurant' };

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

  it("the owner's Photos tab has Upload Photo, opening the setup form's Images tab; a visitor's has none", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`/in/${PROFILE.city}/sbiz/${PROFILE.slug}`);
    await page.getByRole('tab', { name: 'Photos' }).click();
    expect(await page.getByRole('link', { name: 'Upload Photo' }).count()).toBe(0);
    await logIn(page, owner.email, owner.password, `/in/${PROFILE.city}/sbiz/${PROFILE.slug}`);
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.getByRole('link', { name: 'Upload Photo' }).click();
    await page.waitForURL(/\/dashboard\/business\?.*tab=images/);
    // The Images tab's gallery input (its label is the input's own aria-label) is there only while that tab is open.
    await expect.poll(() => page.getByLabel('Gallery images', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await context.close();
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
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('An evening of live music in Kothrud, with filter coffee and snacks from our kitchen.');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const select = page.getByLabel('Discount', { exact: true });
    await expect.poll(() => select.locator('option', { hasText: `${code} (15% Off)` }).count(), { timeout: 15_000 }).toBe(1);
    await select.selectOption({ label: `${code} (15% Off)` });
    await seeText(page, '15% Off');
    expect(await page.getByLabel('Percent').count()).toBe(0);
    await context.close();
  });
});

describe('the location picker when the cities do not load (3.17)', () => {
  it("says 'Failed to fetch cities. Please try again.' and Try again loads them", async () => {
    const { context, page } = await newVisitor(browser);
    await page.route('**/api/city/all**', (route) => route.abort());
    await page.goto('/sb/about-us');
    await page.getByRole('button', { name: /Choose city/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your city' });
    await expect.poll(() => picker.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => picker.getByText('Failed to fetch cities. Please try again.').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.unroute('**/api/city/all**');
    await picker.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => picker.getByRole('button', { name: 'Pune', exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});

describe('cosmetic (3.16)', () => {
  it('the header search box shows the query of a results page opened by URL', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/in/pune/search/sb?find=misal%20pav');
    const box = page.getByRole('combobox', { name: 'Search business' });
    await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toBe('misal pav');
    await context.close();
  });

  it('signed out, Going is not drawn as chosen: it is outlined like Interested', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/in/pune/events');
    const going = page.getByRole('button', { name: /^Going to / }).first();
    await expect.poll(() => going.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await going.getAttribute('class')).toContain('btn--outline');
    await context.close();
  });

  it('the phone filter sheet has one "Filters" heading, its own title', async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    await page.goto('/in/pune/search/sb?find=restaurant');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect.poll(() => sheet.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await sheet.getByRole('heading', { name: 'Filters' }).count()).toBe(1);
    await context.close();
  });

  it('a member with one follower is described with "1 follower"', async () => {
    const star = await callApi<AuthResponse>('POST', '/auth/register', { body: { firstName: 'Tara', lastName: 'Single', email: `tara-${Date.now()}@example.in`, password: 'tara-secret-1' } });
    const fan = await registerMember('Om', 'Fan');
    await callApi('PATCH', '/users/followUser', { token: fan.token, body: { followeeId: star.user._id } });
    const slug = star.user.slug;
    const { context, page } = await newVisitor(browser);
    await expect
      .poll(
        async () => {
          const response = await page.goto(`/sb-user/${slug}`);
          return (await response!.text()).match(/on Sbiz: [^,]+,/)?.[0];
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe('on Sbiz: 1 follower,');
    await context.close();
  });
});

describe('a plain member and the owners-only pages (3.13)', () => {
  it('Write an article, Add Product and My Products explain that they need a business and link to adding one', async () => {
    const member = await registerMember('Neha', 'Plain');
    const { context, page } = await newVisitor(browser);
    await logIn(page, member.email, member.password, '/dashboard/articles/new');
    await seeText(page, 'Articles on Sbiz are written by a business');
    expect(await page.getByRole('textbox', { name: 'Title' }).count()).toBe(0);
    await screenshot(page, 'polish-b-article-no-business');
    for (const path of ['/dashboard/add-product', '/dashboard/my-products']) {
      await page.goto(path);
      await seeText(page, 'Products are sold by a business on Sbiz');
    }
    await page.getByRole('link', { name: 'Add your business' }).click();
    await page.waitForURL('**/dashboard/business');
    await context.close();
  });
});

describe('the header at 390 px (3.3)', () => {
  it('stays one row for a first visitor with no city, as tall as with a chosen city', async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    const headerHeight = () => page.locator('.site-header__inner').evaluate((element) => element.getBoundingClientRect().height);
    await page.goto('/sb/about-us');
    await expect.poll(() => page.getByRole('button', { name: /Choose city/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    const withoutCity = await headerHeight();
    await screenshot(page, 'polish-b-header-390-no-city');
    await page.goto('/in/pune');
    await page.goto('/sb/about-us');
    await expect.poll(() => page.getByRole('button', { name: /City: Pune/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    const withCity = await headerHeight();
    expect(withoutCity).toBe(withCity);
    await context.close();
  });
});

describe('admin taxonomy lists (3.12)', () => {
  it('show a page of 50 rows, and keep the title filter in the URL across a reload', async () => {
    const admin = demoUsers.find((user) => user.email === 'admin@sbiz.local')!;
    const { context, page } = await newVisitor(browser);
    await logIn(page, admin.email, admin.password, '/admin-portal/subcategories');
    const rows = page.locator('.data-table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(50);
    const search = page.getByRole('searchbox', { name: 'Search by title' });
    await search.fill('Hotel');
    await page.waitForURL(/[?&]title=Hotel/);
    await page.reload();
    await expect.poll(() => search.inputValue(), { timeout: 15_000 }).toBe('Hotel');
    await expect.poll(() => rows.first().textContent(), { timeout: 15_000 }).toMatch(/Hotel/i);
    await screenshot(page, 'polish-b-admin-subcategories');

    // 3.16: the category form's Status group lines up with its Title field (no fieldset frame or inset).
    await page.goto('/admin-portal/categories/add-category');
    const title = page.getByLabel('Title', { exact: true });
    const status = page.getByRole('group', { name: 'Status' });
    await expect.poll(() => status.isVisible(), { timeout: 15_000 }).toBe(true);
    const [titleBox, statusBox] = [await title.boundingBox(), await status.boundingBox()];
    expect(statusBox!.x).toBe(titleBox!.x);
    expect(await status.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('none');
    await context.close();
  });
});
