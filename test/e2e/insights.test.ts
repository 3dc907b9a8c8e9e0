import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '../../shared/time/india';
import { listingBody } from '../fixtures/listing';
import { callApi, logIn, registerMember, type TestMember } from './accounts';
import { baseUrl, launchBrowser, newVisitor, screenshot, waitForHydration } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A person's desktop Chrome: the tests' headless Chromium says HeadlessChrome, which is rightly counted as a bot. */
const PERSON_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const run = Date.now().toString(36);

let owner: TestMember;
let stranger: TestMember;
let listing: { _id: string; slug: string; cityName: string };

beforeAll(async () => {
  owner = await registerMember('Insighter', 'Owner');
  stranger = await registerMember('Nosy', 'Stranger');
  listing = await callApi('POST', '/businesses/add', { token: owner.token, body: listingBody({ name: `Insights Chai Point ${run}`, cityName: 'Mumbai' }) });
  // Someone follows the listing (counted from the follow record).
  await callApi('PATCH', '/businesses/followOrUnfollowBusiness', { token: stranger.token, body: { businessId: listing._id, cityName: listing.cityName } });
});

describe('owner insights', () => {
  it("a visitor's Share tap is counted; the owner sees it in the chart, the table and the CSV", async () => {
    // A visitor (a person's browser) opens the profile and taps Share.
    const visitorContext = await browser.newContext({ baseURL: baseUrl(), userAgent: PERSON_UA, viewport: { width: 1280, height: 900 } });
    const visitorPage = await visitorContext.newPage();
    waitForHydration(visitorPage);
    const tracked = visitorPage.waitForRequest((request) => request.url().endsWith('/api/businesses/track') && request.method() === 'POST');
    await visitorPage.goto(`/in/${listing.cityName}/sbiz/${listing.slug}`);
    await visitorPage.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Share' }).click();
    expect((await tracked).postDataJSON()).toEqual({ businessId: listing._id, event: 'share' });
    await visitorContext.close();

    // The owner reaches the page from the dashboard menu.
    const { page, context } = await newVisitor(browser);
    await logIn(page, owner.email, owner.password, '/dashboard/business');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    await page.waitForURL('**/dashboard/insights');
    await expect.poll(() => page.getByRole('heading', { name: 'Insights', level: 1 }).isVisible()).toBe(true);

    // The stream reactor counts the tap within moments; the page reads it on a reload.
    const sharesTile = page.locator('.insights__tile').filter({ hasText: 'Shares' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await sharesTile.locator('.insights__value').waitFor({ timeout: 10_000 });
          return sharesTile.locator('.insights__value').textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('1');
    expect(await page.getByLabel('Business', { exact: true }).locator('option:checked').textContent()).toContain(`Insights Chai Point ${run}`);
    // 'Follows' exactly: the Unfollows tile stands beside it.
    expect(
      await page
        .locator('.insights__tile')
        .filter({ has: page.locator('.insights__label', { hasText: /^Follows$/ }) })
        .locator('.insights__value')
        .textContent(),
    ).toBe('1');

    // The chart is drawn, and its numbers are in a table for screen readers.
    const sharesChart = page.locator('.insights__chart').filter({ has: page.getByRole('heading', { name: 'Shares' }) });
    await sharesChart.locator('canvas').waitFor();
    const table = page.getByRole('table', { name: /^Shares per day/ });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Day', 'This period', 'Previous 28 days']);
    const todayRow = table.getByRole('row', { name: new RegExp(indiaDay(new Date())) });
    expect(await todayRow.getByRole('cell').allTextContents()).toEqual(['1', '0']);

    // The CSV holds both periods, a row a day.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^insights-${listing.slug}-\\d{4}-\\d{2}-\\d{2}-to-${indiaDay(new Date())}\\.csv$`));
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Period,Day,Profile views,Appearances in search results,Phone reveals and call taps,Direction taps,Website taps,Shares,Follows,Unfollows,Ask chats started,Quote requests,Leads,Reviews,Average rating',
    );
    expect(lines).toHaveLength(1 + 28 + 28);
    expect(lines[28]).toMatch(new RegExp(`^This period,${indiaDay(new Date())},\\d+,0,0,0,0,1,1,0,0,0,0,0,$`));

    await checkPage(page, 'dashboard-insights', () => sharesChart.locator('canvas').waitFor());

    // The 7-day period keeps the business and says so in the URL.
    await page.getByLabel('Period', { exact: true }).selectOption('7');
    await page.waitForURL(/days=7/);
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: /^Shares per day/ })
          .getByRole('row')
          .count(),
      )
      .toBe(8);
    await context.close();
  });

  it("tells someone else that another owner's insights are not theirs", async () => {
    const { page, context } = await newVisitor(browser);
    await logIn(page, stranger.email, stranger.password, `/dashboard/insights?businessId=${listing._id}`);
    await expect.poll(() => page.getByRole('heading', { name: "You don't have access to this page" }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'dashboard-insights-403');
    await context.close();
  });
});
