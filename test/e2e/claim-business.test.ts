import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Add Your Business', () => {
  it('asks signed-out visitors to log in, then adds the business, shows the overlay and moves on', async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    await page.goto('/claim-your-business');
    const submit = page.getByRole('button', { name: 'Add my business' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Business name').fill('Kumar Auto Works');
    await page.getByLabel('City').fill('Lucknow');
    expect(await page.getByLabel('Category').inputValue()).toBe('Professional Services');
    await submit.click();
    await expect.poll(() => page.getByText('Please Login to add your business').isVisible()).toBe(true);
    await screenshot(page, 'claim-business-mobile');

    await page.goto('/signup?redirectTo=%2Fclaim-your-business');
    await page.getByLabel('First name').fill('Amit');
    await page.getByLabel('Last name').fill('Kumar');
    await page.getByLabel('Email').fill(`claim-${randomUUID()}@example.in`);
    await page.getByLabel('Password', { exact: true }).fill('amit-secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/claim-your-business', { timeout: 15_000 });
    await page.getByLabel('Business name').fill('Kumar Auto Works');
    await page.getByLabel('City').fill('Lucknow');
    await page.getByLabel('Email').fill('kumar.auto@example.in');
    await page.getByLabel('Phone').fill('9838012345');
    await page.getByLabel('Street').fill('Hazratganj');
    await page.getByLabel('Category').selectOption('Automotive');
    await page.getByRole('button', { name: 'Add my business' }).click();
    await expect.poll(() => page.getByRole('alertdialog', { name: 'Submission Received!' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.waitForURL('**/dashboard/business', { timeout: 10_000 });
    // On a phone the owner's list starts folded, so the form is not below it: open it to find the new listing.
    await page.locator('summary', { hasText: 'Your businesses' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Kumar Auto Works/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });
});
