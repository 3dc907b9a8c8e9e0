import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingBody } from '../fixtures/listing';
import { logIn, registerMember, type TestMember } from './accounts';
import { launchBrowser, newVisitor, screenshot, textVisible } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const run = Date.now().toString(36);
/** A business name without a single space: it must wrap inside its card, not run under 'View'. */
const LONG_NAME = `Shreeganeshmahalaxmisweetsandfarsanmartandcaterers${run}`;

interface Listing {
  _id: string;
  slug: string;
  cityName: string;
}

async function addListing(request: APIRequestContext, owner: TestMember, name: string): Promise<Listing> {
  const response = await request.post('/api/businesses/add', { headers: { authorization: `Bearer ${owner.token}` }, data: listingBody({ name, cityName: 'Mumbai' }) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Listing;
}

async function ask(request: APIRequestContext, visitor: TestMember, listing: Listing, question: string) {
  const response = await request.post('/api/questions/add', { headers: { authorization: `Bearer ${visitor.token}` }, data: { businessId: listing._id, question } });
  expect(response.status(), await response.text()).toBe(201);
}

const profileUrl = (listing: Listing) => `/in/${listing.cityName}/sbiz/${listing.slug}`;
const visible = (page: Page, text: string | RegExp) => () => textVisible(page, text);

let owner: TestMember;
let visitor: TestMember;
let cafe: Listing;
let sweets: Listing;

beforeAll(async () => {
  const { context } = await newVisitor(browser);
  owner = await registerMember('Owneree', 'Tester');
  visitor = await registerMember('Askeree', 'Tester');
  cafe = await addListing(context.request, owner, `Questions Cafe ${run}`);
  sweets = await addListing(context.request, owner, LONG_NAME);
  await ask(context.request, visitor, cafe, 'Do you have vegan options?');
  await ask(context.request, visitor, sweets, 'Do you cater weddings in Thane?');
  await ask(context.request, visitor, cafe, 'Is there parking nearby?');
  await context.close();
});

describe("owners answer questions from the dashboard's Questions page and from the Faqs tab", () => {
  it('lists questions across the owner’s listings, unanswered first, and answers inline', async () => {
    const { page, context } = await newVisitor(browser);
    await logIn(page, owner.email, owner.password, '/dashboard/business');
    // The dashboard menu links the page.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Questions', exact: true }).click();
    await page.waitForURL('**/dashboard/questions');
    await expect.poll(visible(page, 'Is there parking nearby?'), { timeout: 15_000 }).toBe(true);

    const cards = page.locator('.owner-question');
    expect(await cards.count()).toBe(3);
    expect(await cards.locator('.owner-question__text').allTextContents()).toEqual(['Is there parking nearby?', 'Do you cater weddings in Thane?', 'Do you have vegan options?']);
    expect(await cards.nth(1).getByRole('link').textContent()).toBe(LONG_NAME);
    await checkPage(page, 'dashboard-questions', () => cards.first().waitFor());

    // An empty answer is refused at the field, a real one is posted and moves below the open ones.
    const parking = cards.filter({ hasText: 'Is there parking nearby?' });
    await parking.getByRole('button', { name: 'Post answer' }).click();
    await expect.poll(visible(page, 'Please write an answer')).toBe(true);
    await parking.getByLabel('Your answer').fill('Yes, a pay-and-park right next door.');
    await parking.getByRole('button', { name: 'Post answer' }).click();
    await expect.poll(() => cards.last().locator('.owner-question__text').textContent(), { timeout: 10_000 }).toBe('Is there parking nearby?');
    await expect.poll(() => cards.last().textContent()).toContain('Yes, a pay-and-park right next door.');
    expect(await cards.first().locator('.badge').textContent()).toBe('Unanswered');
    await screenshot(page, 'dashboard-questions-answered-1280');

    // The answer shows on the listing's Faqs tab, where the owner answers the other one.
    await page.goto(profileUrl(cafe));
    await page.getByRole('tab', { name: 'Faqs' }).click();
    await page.getByText('Is there parking nearby?', { exact: true }).click();
    await expect.poll(visible(page, 'Yes, a pay-and-park right next door.')).toBe(true);
    await page.getByText('Do you have vegan options?', { exact: true }).click();
    await page.getByLabel('Answer to Do you have vegan options?').fill('Yes: oat milk and vegan bakes.');
    await page.getByRole('button', { name: 'Post answer' }).click();
    await expect.poll(visible(page, 'Yes: oat milk and vegan bakes.'), { timeout: 10_000 }).toBe(true);

    await page.goto('/dashboard/questions');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(3);
    // Polled like the count: on a loaded machine the list can still be settling when it first shows three cards.
    await expect.poll(() => cards.first().locator('.owner-question__text').textContent(), { timeout: 15_000 }).toBe('Do you cater weddings in Thane?');
    await expect.poll(() => page.locator('.badge', { hasText: 'Unanswered' }).count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  }, 240_000);

  it("another member can't open an owner's questions: 'You don't have access'", async () => {
    const { page, context } = await newVisitor(browser);
    await logIn(page, visitor.email, visitor.password, '/dashboard/questions');
    await expect.poll(visible(page, 'No questions yet'), { timeout: 15_000 }).toBe(true);
    await page.goto(`/dashboard/questions?ownerId=${owner.id}`);
    await expect.poll(visible(page, "You don't have access to this page"), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('Do you cater weddings in Thane?').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await context.close();
  });
});

describe("the owner's business cards", () => {
  it('wrap a long name without spaces inside the card, with View beside it, at 390 and 1366 px', async () => {
    const { page, context } = await newVisitor(browser);
    await logIn(page, owner.email, owner.password, '/dashboard/business');
    const card = page.locator('.owner-businesses__item', { hasText: LONG_NAME });
    await card.waitFor({ timeout: 15_000 });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await card.boundingBox())!;
      const name = (await card.locator('strong').boundingBox())!;
      const view = (await card.getByRole('link', { name: /View/ }).boundingBox())!;
      // The name ends before View starts and stays inside the card; View stays inside too.
      expect(name.x + name.width).toBeLessThanOrEqual(view.x + 1);
      expect(view.x + view.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(name.x).toBeGreaterThanOrEqual(box.x);
      // It wraps onto several lines rather than being cut.
      expect(name.height).toBeGreaterThan(30);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `dashboard-business-long-name-${width}`);
    }
    await context.close();
  });
});

describe('signed-out actions open the login dialog and finish after login', () => {
  it('Follow: the visitor logs in in the dialog and ends up following, with no toast stack', async () => {
    const { page, context } = await newVisitor(browser);
    await page.goto(profileUrl(sweets));
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    const dialog = page.getByRole('dialog', { name: `Log in to follow ${LONG_NAME}` });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    // A modal dialog: a second press can't stack anything behind it.
    expect(await page.locator('.toast').count()).toBe(0);
    await screenshot(page, 'sign-in-gate-follow');

    await dialog.getByLabel('Email').fill(visitor.email);
    await dialog.getByLabel('Password', { exact: true }).fill(visitor.password);
    await dialog.getByRole('button', { name: /^Log in$/ }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const following = page.getByRole('button', { name: 'Following' });
    await expect.poll(() => following.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.toast').count()).toBeLessThanOrEqual(1);
    expect(new URL(page.url()).pathname).toBe(profileUrl(sweets));

    // The server agrees: the visitor follows the listing.
    const status = await page.request.get(`/api/businesses/getBySlug?slug=${sweets.slug}&location=${sweets.cityName}`, { headers: { authorization: `Bearer ${visitor.token}` } });
    expect(((await status.json()) as { profile: { following: boolean } }).profile.following).toBe(true);
    await context.close();
  });

  it('Post Your Question: the dialog opens, and after login the question drawer does', async () => {
    const { page, context } = await newVisitor(browser, 'mobile');
    await page.goto(profileUrl(cafe));
    await page.getByRole('tab', { name: 'Faqs' }).click();
    await page.getByRole('button', { name: 'Post Your Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to ask a question' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.toast').count()).toBe(0);
    await dialog.getByLabel('Email').fill(visitor.email);
    await dialog.getByLabel('Password', { exact: true }).fill(visitor.password);
    await dialog.getByRole('button', { name: /^Log in$/ }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Post Your Question' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
