import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '../../shared/time/india';
import { callApi, logIn, registerMember } from './accounts';
import { launchBrowser, newVisitor, screenshot } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('special hours and temporary closure (issue #27 §4)', () => {
  it('an owner marks today closed for Diwali and a visitor sees it in the hours table; a temporary closure shows at the top of the profile', async () => {
    const owner = await registerMember('Lakshmi', 'Owner');
    const business = await callApi<{ _id: string; slug: string }>('POST', '/businesses/add', {
      token: owner.token,
      body: { name: `Lakshmi Sweets ${owner.id.slice(0, 6)}`, cityName: 'Pune', contact: { email: 'hi@lakshmi.example.in', phone: '9876500022' }, address: { street: 'Laxmi Road' } },
    });
    const today = indiaDay(Date.now());
    const profilePath = `/in/pune/sbiz/${business.slug}`;

    const { context, page } = await newVisitor(browser);
    await logIn(page, owner.email, owner.password, `/dashboard/business?businessId=${business._id}&city=pune&tab=hours`);
    await expect.poll(() => page.getByRole('heading', { name: 'Special days' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // The quick pick offers the holidays left this year (and next year's late in the year).
    expect(await page.getByLabel('Add a holiday or festival').locator('option').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Add a special day' }).click();
    await page.getByLabel('Date', { exact: true }).fill(today);
    await page.getByLabel('What is it?').fill('Diwali');
    expect(await page.getByLabel('Closed all day').isChecked()).toBe(true);
    await checkPage(page, 'setup-special-hours');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Changes saved successfully').filter({ visible: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

    const visitor = await newVisitor(browser, 'mobile');
    await visitor.page.goto(profilePath);
    await expect.poll(() => visitor.page.getByTestId('hours-today-note').textContent(), { timeout: 15_000 }).toBe('Today: Closed for Diwali');
    expect(await visitor.page.getByTestId('open-status').textContent()).toMatch(/^Closed for Diwali/);
    expect(await visitor.page.locator('.hours-table tr[aria-current="date"]').textContent()).toContain('Closed for Diwali');
    // The server-rendered JSON-LD carries the day.
    const jsonLd = await visitor.page.locator('script[type="application/ld+json"]').allTextContents();
    const local = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'LocalBusiness');
    expect(local?.specialOpeningHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: today, validThrough: today }]);
    await screenshot(visitor.page, 'profile-special-day-390');

    // The owner closes the business until further notice, with a note.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Temporarily closed' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('The business is temporarily closed').check();
    await page.getByLabel('Note for visitors').fill('Closed for renovation, back soon.');
    await screenshot(page, 'setup-temporary-closure-1280');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Changes saved successfully').filter({ visible: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);

    await visitor.page.reload();
    const banner = visitor.page.getByTestId('closure-banner');
    await expect.poll(() => banner.textContent(), { timeout: 15_000 }).toBe('Temporarily closed until further notice. Closed for renovation, back soon.');
    expect(await visitor.page.getByTestId('open-status').textContent()).toMatch(/^Temporarily closed/);
    // The banner and the special-days list fit 360-1366 px and are axe-clean (screenshots at 390 and 1366).
    await checkPage(visitor.page, 'profile-special-hours');
    await visitor.context.close();
    await context.close();
  });
});
