import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsDemo } from './accounts';
import { launchBrowser, newVisitor, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PROFILE = '/in/pune/sbiz/shree-sagar-veg-restaurant';

const reviewsTab = async (page: Page) => {
  await page.getByRole('tab', { name: 'Reviews' }).click();
  // The summary, not 'Write a review': the owner is not offered that on their own listing.
  await expect.poll(() => page.locator('[role=tabpanel] .review-summary').first().isVisible(), { timeout: 15_000 }).toBe(true);
};
/** The section's score: its average and its count (with dozens of seeded reviews one more may leave the rounded average as it was). */
const average = (page: Page) => page.locator('[role=tabpanel] .review-summary__score').first().textContent();
/** The count in the profile header, beside its stars. */
const headerCount = async (page: Page) => Number((await page.locator('.stars__summary').first().textContent())?.match(/(\d+) Reviews?/)?.[1] ?? 0);
const ourReview = (page: Page) => page.getByRole('article', { name: 'Review by Meera Kulkarni' }).first();

describe('reviews on a business profile', () => {
  it('takes a new user from sign-up to a published review, then reactions, an owner reply and an admin block', async () => {
    // A new user signs up and reviews a Pune business with a photo.
    const writer = await newVisitor(browser);
    const page = writer.page;
    await page.goto(`/signup?redirectTo=${encodeURIComponent(PROFILE)}`);
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Kulkarni');
    await page.getByLabel('Email').fill(`meera-${randomUUID()}@example.in`);
    await page.getByLabel('Password', { exact: true }).fill('meera-secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The first-run page offers the way back to the profile.
    await page.waitForURL('**/dashboard/welcome?**', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Continue where you were' }).click();
    await page.waitForURL(`**${PROFILE}`, { timeout: 15_000 });
    await reviewsTab(page);
    const before = await average(page);
    const countedBefore = await headerCount(page);

    await page.getByRole('button', { name: 'Rate 5 of 5: Excellent' }).click();
    await page.getByLabel('Headline').fill('Best thali in Deccan');
    await page.getByLabel('Your experience').fill('Unlimited rotis, three sabzis and a lovely aamras. The staff kept refilling without asking.');
    await page.getByLabel('Value for money').check();
    await page.getByLabel('Add a photo').setInputFiles({ name: 'thali.png', mimeType: 'image/png', buffer: Buffer.alloc(20_000, 7) });
    await expect.poll(() => page.getByRole('img', { name: 'Photo 1' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Submit review' }).click();

    await expect.poll(() => ourReview(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('[role=tabpanel] .review-list article').first().getAttribute('aria-label')).toBe('Review by Meera Kulkarni');
    expect(
      await ourReview(page)
        .getByRole('img', { name: /Photo 1 from/ })
        .count(),
    ).toBe(1);
    // The header counts the new review too, without a reload: it reads the section's cache entry.
    await expect.poll(() => headerCount(page), { timeout: 15_000 }).toBe(countedBefore + 1);
    // Its author cannot react to it.
    expect(
      await ourReview(page)
        .getByRole('button', { name: /Helpful/ })
        .isDisabled(),
    ).toBe(true);
    // The average follows within the stream's lag.
    await expect.poll(async () => (await page.reload(), await reviewsTab(page), average(page)), { timeout: 20_000, interval: 1000 }).not.toBe(before);
    const withReview = await average(page);
    await screenshot(page, 'reviews-tab-desktop');
    await writer.context.close();

    // Another user reacts.
    const fan = await newVisitor(browser, 'mobile');
    await logInAsDemo(fan.page, 'user@sbiz.local', PROFILE);
    await reviewsTab(fan.page);
    const helpful = ourReview(fan.page).getByRole('button', { name: /Helpful/ });
    await helpful.click();
    await expect.poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
    await fan.page.reload();
    await reviewsTab(fan.page);
    await expect
      .poll(
        () =>
          ourReview(fan.page)
            .getByRole('button', { name: /Helpful/ })
            .getAttribute('aria-pressed'),
        { timeout: 10_000 },
      )
      .toBe('true');
    await screenshot(fan.page, 'reviews-tab-390');
    await fan.context.close();

    // The owner replies.
    const owner = await newVisitor(browser);
    await logInAsDemo(owner.page, 'owner@sbiz.local', PROFILE);
    await reviewsTab(owner.page);
    expect(await owner.page.getByText('You cannot review your own business.').isVisible()).toBe(true);
    expect(await owner.page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    await ourReview(owner.page).getByRole('button', { name: 'Reply?' }).click();
    await ourReview(owner.page).getByLabel('Your reply').fill('Thank you Meera, see you again soon!');
    await ourReview(owner.page).getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => ourReview(owner.page).getByText('Thank you Meera, see you again soon!').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => ourReview(owner.page).locator('.review-card__replies .badge').allTextContents(), { timeout: 10_000 }).toContain('Owner');
    await owner.context.close();

    // An admin blocks it, and the average goes back.
    const admin = await newVisitor(browser);
    await logInAsDemo(admin.page, 'admin@sbiz.local', PROFILE);
    await reviewsTab(admin.page);
    await ourReview(admin.page).locator('summary').click();
    await ourReview(admin.page).getByRole('button', { name: 'Block' }).click();
    await expect.poll(async () => (await admin.page.reload(), await reviewsTab(admin.page), average(admin.page)), { timeout: 20_000, interval: 1000 }).toBe(before);
    expect(withReview).not.toBe(before);
    await admin.context.close();
  }, 180_000);
});
