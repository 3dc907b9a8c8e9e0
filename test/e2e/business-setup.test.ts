import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MB = 1024 * 1024;
const png = (name: string, bytes: number) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(bytes, 7) });

async function signUp(page: Page) {
  await page.goto('/signup?redirectTo=%2Fdashboard%2Fbusiness');
  await page.getByLabel('First name').fill('Neha');
  await page.getByLabel('Last name').fill('Joshi');
  await page.getByLabel('Email').fill(`owner-${randomUUID()}@example.in`);
  await page.getByLabel('Password', { exact: true }).fill('neha-secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard/business', { timeout: 15_000 });
}

async function saveAndExpect(page: Page, message: string) {
  await page.getByRole('button', { name: /^(Create|Update)$/ }).click();
  await expect.poll(() => page.getByText(message).filter({ visible: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

describe('an owner sets up a listing', () => {
  it('fills all ten tabs, with a logo and three gallery photos, and reaches 100%', async () => {
    const { context, page } = await newVisitor(browser);
    await signUp(page);

    // Basic info: a 3 MB logo is refused, a 1 MB one uploads.
    await page.getByLabel('Business name').fill('Joshi Opticians');
    await page.getByLabel('City', { exact: true }).first().fill('Pune');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Eye tests, spectacles and contact lenses in Kothrud, with same-day frames and home visits for seniors.');
    await page.getByLabel('Established in').selectOption('2012');
    await page.getByLabel('Business email').fill('care@joshiopticians.example.in');
    await page.getByLabel('Business phone').fill('9876543210');
    await page.getByLabel('Street address').fill('Paud Road, Kothrud');
    await page.getByLabel('Employees').selectOption('1-10');
    await page.getByLabel('Annual revenue').selectOption('40l-80l');
    await page.getByLabel('Website').fill('https://joshiopticians.example.in');
    await page.getByLabel('Logo').setInputFiles(png('logo.png', 3 * MB));
    await expect.poll(() => page.getByText('File is too large. Please select a file smaller than 2MB.').isVisible()).toBe(true);
    await page.getByLabel('Logo').setInputFiles(png('logo.png', 1 * MB));
    await page.getByLabel('Cover image').setInputFiles(png('cover.png', 200_000));
    await expect.poll(() => page.getByRole('button', { name: /Remove logo/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /Remove cover image/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    await saveAndExpect(page, 'Business created successfully!');
    await expect.poll(() => new URL(page.url()).searchParams.get('businessId')).toBeTruthy();

    // Contact
    await page.getByLabel('Primary email').fill('care@joshiopticians.example.in');
    await page.getByLabel('Primary phone').fill('9876543210');
    await saveAndExpect(page, 'Changes saved successfully');
    // Social
    for (const network of ['Facebook', 'Instagram', 'Twitter', 'Youtube']) await page.getByLabel(network).fill(`https://${network.toLowerCase()}.com/joshiopticians`);
    await saveAndExpect(page, 'Changes saved successfully');
    // Location
    await page.getByLabel('Street').fill('Paud Road, Kothrud');
    await page.getByLabel('Suite / building').fill('Shop 2, Mayur Colony');
    await page.getByLabel('City', { exact: true }).fill('Pune');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('PIN code').fill('411038');
    await saveAndExpect(page, 'Changes saved successfully');
    // Hours: the defaults are there; saving them completes the tab.
    await saveAndExpect(page, 'Changes saved successfully');
    // Categories
    await page.getByRole('group', { name: 'Main categories' }).getByLabel('Doctors').check();
    await page.getByRole('group', { name: 'Sub categories' }).getByLabel('Eye Specialists').check();
    await page.getByRole('group', { name: 'Sub-sub categories' }).getByLabel('Opticians').check();
    await saveAndExpect(page, 'Changes saved successfully');
    // Features
    await page.getByLabel('Parking', { exact: true }).check();
    await page.getByLabel('UPI').check();
    await saveAndExpect(page, 'Changes saved successfully');
    // Taxation
    await page.getByLabel('Min price').fill('999');
    await page.getByLabel('Max price').fill('4999');
    await saveAndExpect(page, 'Changes saved successfully');
    // Images
    await page.getByLabel('Gallery images', { exact: true }).setInputFiles([png('a.png', 50_000), png('b.png', 50_000), png('c.png', 50_000)]);
    await expect.poll(() => page.getByRole('list', { name: 'Gallery' }).getByRole('img').count(), { timeout: 20_000 }).toBe(3);
    await saveAndExpect(page, 'Changes saved successfully');

    await expect.poll(() => page.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'business-setup-complete');

    // The team shows on the profile's Our Team tab.
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Joshi');
    await page.getByLabel('Designation').fill('Optometrist');
    await page.getByRole('button', { name: 'Add team member' }).click();
    await expect.poll(() => page.getByText('Team member added').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Our Team' }).getByText('Ravi Joshi').filter({ visible: true }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('starts at 0%, lists what is missing in the error panel and focuses it, and checks prices and hours', async () => {
    const { context, page } = await newVisitor(browser, 'mobile');
    await signUp(page);
    const progress = page.getByRole('progressbar', { name: 'Profile completion' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');

    // A name and a city, but none of the ways to reach the business: the panel names them, and the first takes focus.
    await page.getByLabel('Business name').fill('Kale Tiffin Services');
    await page.getByLabel('City', { exact: true }).first().fill('Pune');
    // The description's toolbar aligns a paragraph.
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Home-style Maharashtrian tiffins delivered across Kothrud and Karve Nagar, lunch and dinner.');
    await page.getByRole('button', { name: 'Align center' }).click();
    expect(await description.locator('p').first().getAttribute('style')).toMatch(/^text-align: center;?$/);
    await page.getByRole('button', { name: 'Create' }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Some info is missing' });
    await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel.getByRole('heading').textContent()).toBe('Some info is missing (3)');
    expect(await panel.getByRole('listitem').allTextContents()).toEqual(['Business email: Email is required', 'Business phone: Phone number is required', 'Street address: Street is required']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await screenshot(page, 'business-setup-error-panel');
    await panel.getByRole('button', { name: 'Hide Errors' }).click();
    expect(await panel.count()).toBe(0);

    await page.getByLabel('Business email').fill('orders@kaletiffin.example.in');
    await page.getByLabel('Business phone').fill('9822012345');
    await page.getByLabel('Street address').fill('Karve Road, Kothrud');
    await saveAndExpect(page, 'Business created successfully!');

    // The Location tab starts from the listing's city.
    await page.getByRole('button', { name: /^Location/ }).click();
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Pune');

    // Hours: Sunday starts closed, and unticking 'Closed' opens it.
    await page.getByRole('button', { name: /^Hours/ }).click();
    const sunday = page.getByRole('group', { name: 'Sunday' });
    const closed = sunday.getByLabel('Closed');
    expect(await closed.isChecked()).toBe(true);
    await closed.uncheck();
    await expect.poll(() => sunday.getByRole('combobox').count()).toBeGreaterThan(0);
    await closed.check();
    expect(await sunday.getByRole('combobox').count()).toBe(0);

    // Taxation: a minimum above the maximum is refused at the field.
    await page.getByRole('button', { name: /^Taxation/ }).click();
    await page.getByLabel('Min price').fill('900');
    await page.getByLabel('Max price').fill('100');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('The minimum price cannot be more than the maximum price').filter({ visible: true }).first().isVisible()).toBe(true);
    expect(await page.getByLabel('Min price').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  }, 120_000);

  it('shows the spec messages when name or city is missing', async () => {
    const { context, page } = await newVisitor(browser);
    await signUp(page);
    expect(await page.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await page.getByLabel('Business name').fill('Only A Name');
    expect(await page.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await context.close();
  });
});
