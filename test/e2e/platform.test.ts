import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCityPicker, launchBrowser, newVisitor, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MB = 1024 * 1024;
const pngOf = (bytes: number) => ({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.alloc(bytes, 1) });

describe('a new user on the platform', () => {
  it('signs up, sees their name, signs out and signs back in', async () => {
    const { context, page } = await newVisitor(browser);
    const email = `e2e-${randomUUID()}@example.in`;
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ananya');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('ananya-secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();

    const accountMenu = page.getByRole('button', { name: 'Account menu for Ananya Rao' });
    await expect.poll(() => accountMenu.isVisible(), { timeout: 15_000 }).toBe(true);
    // A new account lands on the first-run page; the home page then asks for a city first.
    await page.waitForURL('**/dashboard/welcome', { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Sbiz, Ananya!' }).isVisible()).toBe(true);
    await page.goto('/');
    await closeCityPicker(page);
    await screenshot(page, 'platform-signed-in');

    await accountMenu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Sign in/ }).isVisible()).toBe(true);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('ananya-secret-1');
    await page.getByRole('button', { name: /^Log in$/ }).click();
    await expect.poll(() => accountMenu.isVisible(), { timeout: 15_000 }).toBe(true);

    // The session survives a reload: it is persisted in the browser.
    await page.reload();
    await expect.poll(() => accountMenu.isVisible(), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it('refuses a 3 MB photo with the spec message and uploads a 1 MB one', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/signup?redirectTo=%2Fdashboard%2Fprofile');
    await page.getByLabel('First name').fill('Vikram');
    await page.getByLabel('Last name').fill('Singh');
    await page.getByLabel('Email').fill(`e2e-${randomUUID()}@example.in`);
    await page.getByLabel('Password', { exact: true }).fill('vikram-secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard/profile', { timeout: 15_000 });

    const input = page.getByLabel('Profile photo');
    await input.setInputFiles(pngOf(3 * MB));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'File is too large. Please select a file smaller than 2MB.' }).count()).toBe(1);

    await input.setInputFiles(pngOf(1 * MB));
    const preview = page.getByRole('img', { name: 'Profile photo of Vikram Singh' });
    // The preview shows the local file at once, then the stored upload once it is saved.
    await expect.poll(() => preview.getAttribute('src'), { timeout: 20_000 }).toMatch(/^\/uploads\/[^/]+\/profile\//);
    const src = await preview.getAttribute('src');
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect((await served.body()).length).toBe(MB);
    await screenshot(page, 'platform-profile-photo');
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const { context, page } = await newVisitor(browser);
    const response = await page.goto('/this/page/does/not/exist');
    // Server-rendered: a page that does not exist is an HTTP 404, not a 200 with a 404 screen.
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found|404|couldn/i);
    await context.close();
  });
});
