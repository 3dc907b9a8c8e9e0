import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingBody } from '../fixtures/listing';
import { callApi, logIn, registerMember, type TestMember } from './accounts';
import { baseUrl, launchBrowser, newVisitor, screenshot } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const run = Date.now().toString(36);
const RICE = 'agriculture-and-food-products--rice-and-grains--basmati-rice--1121-basmati-rice';
const TITLE = `Notified Basmati ${run}`;
const BUYER = `Kavya Iyer ${run}`;

interface Product {
  _id: string;
  slug: string;
  cityName: string;
}

/** A fresh owner with a listing and one product on it, made through the API as the wizard would. */
async function ownerWithProduct(): Promise<{ owner: TestMember; product: Product }> {
  const owner = await registerMember('Nisha', 'Notified');
  const business = await callApi<{ _id: string }>('POST', '/businesses/add', { token: owner.token, body: listingBody({ name: `Nisha Grains ${run}`, cityName: 'Pune' }) });
  const { key } = await callApi<{ key: string }>('POST', '/uploads/presign', { token: owner.token, body: { kind: 'product-image', contentType: 'image/png', size: 2048, filename: 'rice.png' } });
  const created = await callApi<{ data: Product }>('POST', '/products/add', {
    token: owner.token,
    body: {
      title: TITLE,
      shortDescription: 'Aged two years, long grain',
      productDescription: '<p>Extra-long 1121 basmati.</p>',
      businesses: [{ businessId: business._id, cityName: 'Pune' }],
      price: 140,
      units: 'Kg',
      images: [key],
      productCategory: [RICE],
    },
  });
  return { owner, product: created.data };
}

const bellCount = async (page: Page) => {
  const badge = page.getByTestId('notifications-count');
  return (await badge.isVisible()) ? Number((await badge.textContent())?.replace('+', '')) : 0;
};

describe('notifications', () => {
  it('a quote request in one browser shows live in the owner’s other browser: the bell counts it without a reload, and the entry links to the leads', async () => {
    const { owner, product } = await ownerWithProduct();

    // The owner's browser is open on another page; it never reloads.
    const seller = await newVisitor(browser);
    await logIn(seller.page, owner.email, owner.password, '/dashboard');
    const bell = seller.page.getByTestId('notifications-bell');
    await expect.poll(() => bell.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await bellCount(seller.page)).toBe(0);
    await seller.page.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });

    // A signed-out buyer asks for a quote in a browser of their own.
    const buyer = await newVisitor(browser);
    await buyer.page.goto(`/in/pune/product/${product.slug}`);
    const inquiry = buyer.page.getByRole('region', { name: 'Send Inquiry' });
    await inquiry.getByLabel('Quantity').fill('20');
    await inquiry.getByLabel('Your name').fill(BUYER);
    await inquiry.getByLabel('Email').fill('kavya.iyer@example.in');
    await inquiry.getByLabel('Mobile number').fill('9822012345');
    await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect.poll(() => buyer.page.getByText('Quote Request Sent Successfully!').filter({ visible: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await buyer.context.close();

    // The pushed frame moves the bell in the same page.
    await expect.poll(() => bellCount(seller.page), { timeout: 20_000 }).toBe(1);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(await seller.page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);
    await screenshot(seller.page, 'notifications-bell');
    // On a phone the bell keeps its icon and count in the header.
    await seller.page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await bell.boundingBox())?.width ?? 0).toBeGreaterThan(16);
    expect(await bellCount(seller.page)).toBe(1);
    await seller.page.setViewportSize({ width: 1280, height: 900 });

    await bell.click();
    await seller.page.waitForURL('**/dashboard/notifications');
    const entry = seller.page.getByRole('link', { name: `Unread: ${BUYER} asked ${TITLE} for a quote` });
    await expect.poll(() => entry.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await entry.getAttribute('href')).toBe('/dashboard/leads');
    await checkPage(seller.page, 'notifications', () => expect.poll(() => entry.isVisible(), { timeout: 15_000 }).toBe(true));

    // Mark all read: the count goes, and the entry stays, read.
    await seller.page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => bellCount(seller.page), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => seller.page.getByText('All caught up').isVisible()).toBe(true);
    await seller.page.getByRole('link', { name: `${BUYER} asked ${TITLE} for a quote` }).click();
    await seller.page.waitForURL('**/dashboard/leads');
    await expect.poll(() => seller.page.getByText(BUYER).filter({ visible: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await seller.context.close();
  }, 240_000);

  it('a quote request’s email is in /dev/outbox, with one-click unsubscribe headers that work and a confirm page that asks first', async () => {
    const { owner, product } = await ownerWithProduct();
    const buyerName = `Rohan Mehta ${run}`;
    await callApi('POST', '/quotes/add', { body: { wanted: 5, unit: 'Kg', productId: product._id, name: buyerName, email: 'rohan@example.in', phone: '9876543210' } });
    const subject = `${buyerName} asked ${TITLE} for a quote`;

    // /dev/outbox is the gateway's own plain page, not the app: nothing there hydrates.
    const context = await browser.newContext({ baseURL: baseUrl() });
    const outbox = await context.newPage();
    const mailLink = outbox.getByRole('link', { name: subject });
    await expect
      .poll(
        async () => {
          await outbox.goto('/dev/outbox');
          return mailLink.isVisible();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    await mailLink.click();
    await outbox.waitForURL('**/dev/outbox/**');
    expect(await outbox.getByRole('heading', { level: 1 }).textContent()).toBe(subject);
    expect(await outbox.locator('dd[data-header="List-Unsubscribe-Post"]').textContent()).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = (await outbox.locator('dd[data-header="List-Unsubscribe"]').textContent())!;
    const oneClick = /^<(.+\/api\/notifications\/unsubscribe\?token=[\w.-]+)>$/.exec(listUnsubscribe)?.[1];
    expect(oneClick, listUnsubscribe).toBeDefined();
    expect(await outbox.frameLocator('iframe[sandbox]').getByText(subject).filter({ visible: true }).first().isVisible()).toBe(true);
    await screenshot(outbox, 'dev-outbox-mail');

    // The body's link opens a page that only unsubscribes when asked.
    const text = (await outbox.locator('pre').first().textContent())!;
    const confirmUrl = new URL(/Unsubscribe: (\S+)/.exec(text)![1]!);
    await context.close();
    const { context: visitor, page } = await newVisitor(browser);
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    const before = await callApi<{ preferences: { kinds: { leads: { email: boolean } } } }>('GET', '/users/notificationPreferences', { token: owner.token });
    expect(before.preferences.kinds.leads.email).toBe(true);
    await checkPage(page, 'unsubscribe', () => page.getByRole('button', { name: 'Unsubscribe' }).waitFor());
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByText('You will no longer get emails about leads and quote requests').isVisible(), { timeout: 10_000 }).toBe(true);
    const after = await callApi<{ preferences: { kinds: { leads: { email: boolean; inApp: boolean } } } }>('GET', '/users/notificationPreferences', { token: owner.token });
    expect(after.preferences.kinds.leads).toEqual({ inApp: true, email: false });

    // The header's URL is what a mail client posts to (RFC 8058), signed out.
    const posted = await fetch(new URL(new URL(oneClick!).pathname + new URL(oneClick!).search, page.url()), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    await visitor.close();
  }, 180_000);
});
