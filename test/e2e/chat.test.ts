import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './accounts';
import { baseUrl, launchBrowser, newVisitor, screenshot, textVisible, viewports } from './browser';
import { listingBody } from '../fixtures/listing';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'correct-horse-battery';

async function apiCall<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account, registered as anyone can. */
async function register(firstName: string) {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.in`;
  const auth = await apiCall<{ tokens: { access: { token: string } } }>('POST', '/auth/register', { firstName, lastName: 'Test', email, password: PASSWORD });
  return { email, token: auth.tokens.access.token };
}

/** Nothing on the page is wider than the viewport. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function askFlow(viewport: keyof typeof viewports) {
  const owner = await register('Farhan');
  const customer = await register('Meera');
  const business = await apiCall<{ slug: string; name: string }>('POST', '/businesses/add', listingBody({ name: `Colaba Chai Co ${randomUUID().slice(0, 4)}`, cityName: 'Mumbai' }), owner.token);
  const narrow = viewport === 'mobile';

  const ownerSide = await newVisitor(browser, viewport);
  await logIn(ownerSide.page, owner.email, PASSWORD, '/dashboard/messages');
  await expect.poll(() => textVisible(ownerSide.page, 'No chats yet'), { timeout: 15_000 }).toBe(true);

  // The user opens the Mumbai business and presses Ask.
  const userSide = await newVisitor(browser, viewport);
  const profile = `/in/mumbai/sbiz/${business.slug}`;
  await logIn(userSide.page, customer.email, PASSWORD, profile);
  await userSide.page.getByRole('button', { name: 'Ask', exact: true }).click();
  await userSide.page.waitForURL('**/dashboard/messages**');
  const user = userSide.page;
  await expect.poll(() => user.getByRole('heading', { name: business.name }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => textVisible(user, 'No messages yet'), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => textVisible(user, 'Connected'), { timeout: 10_000 }).toBe(true);
  const box = user.getByLabel('Type a message');
  // Empty text is not sent; Shift+Enter starts a new line.
  await box.press('Enter');
  await box.fill('Do you deliver masala chai to Andheri?');
  await box.press('Shift+Enter');
  await box.pressSequentially('For 20 people.');
  await box.press('Enter');
  await expect.poll(() => textVisible(user, 'Do you deliver masala chai to Andheri?'), { timeout: 10_000 }).toBe(true);
  expect(await box.inputValue()).toBe('');
  await expect.poll(() => user.getByTitle('Sent').count(), { timeout: 10_000 }).toBe(1);

  // The owner sees the unread count live and answers.
  const ownerPage = ownerSide.page;
  await expect.poll(async () => (await ownerPage.getByTestId('unread-badge').first().textContent()) ?? '', { timeout: 15_000 }).toMatch(/^1/);
  await expect.poll(() => ownerPage.getByRole('button', { name: /Meera Test/ }).isVisible(), { timeout: 15_000 }).toBe(true);
  await ownerPage.getByRole('button', { name: /^Unread/ }).click();
  await ownerPage.getByRole('button', { name: /Meera Test/ }).click();
  await expect.poll(() => textVisible(ownerPage, 'For 20 people.'), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => ownerPage.getByTestId('unread-badge').count(), { timeout: 10_000 }).toBe(0);
  await ownerPage.getByLabel('Type a message').fill('Yes! ₹40 a cup, free delivery above 10 cups.');
  await ownerPage.getByLabel('Type a message').press('Enter');
  await screenshot(ownerPage, `chat-owner-${viewport}`);

  // The user sees the answer without reloading, and the seen ticks.
  await expect.poll(() => textVisible(user, 'Yes! ₹40 a cup, free delivery above 10 cups.'), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => user.getByTitle('Seen').count(), { timeout: 10_000 }).toBe(1);
  await expectNoOverflow(user);
  await screenshot(user, `chat-messages-${viewport}`);

  // Search the conversation: highlighted match and its count.
  await user.getByRole('button', { name: 'Search messages' }).click();
  await user.getByLabel('Search in this conversation').fill('DELIVER');
  await expect.poll(() => textVisible(user, '2 results'), { timeout: 15_000 }).toBe(true);
  expect(await user.locator('.chat-result mark').allTextContents()).toEqual(['deliver', 'deliver']);
  await user.getByLabel('Search in this conversation').fill('andheri');
  await expect.poll(() => textVisible(user, '1 result'), { timeout: 15_000 }).toBe(true);
  expect(await user.locator('.chat-result mark').first().textContent()).toBe('Andheri');
  await user.getByLabel('Search in this conversation').fill('biryani');
  await expect.poll(() => textVisible(user, 'No messages found'), { timeout: 10_000 }).toBe(true);
  await screenshot(user, `chat-search-${viewport}`);
  await user.getByRole('button', { name: 'Close search' }).click();

  // Business Info (a modal on phones), then Delete Chat.
  await user.getByRole('button', { name: 'Chat options' }).click();
  await user.getByRole('button', { name: 'Business Info' }).click();
  await expect.poll(() => textVisible(user, 'Year established'), { timeout: 10_000 }).toBe(true);
  if (narrow) await user.getByRole('dialog', { name: 'Business Info' }).getByRole('button', { name: 'Close' }).click();
  else await user.getByRole('button', { name: 'Close', exact: true }).click();
  await user.getByRole('button', { name: 'Chat options' }).click();
  await user.getByRole('button', { name: 'Delete Chat' }).click();
  await user.getByRole('dialog', { name: 'Delete Chat' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => textVisible(user, 'No chats yet'), { timeout: 10_000 }).toBe(true);
  if (!narrow) expect(await textVisible(user, 'Select a chat to start messaging.')).toBe(true);

  // The owner keeps the conversation: their list still has it (a reload would reopen the chat named in the URL, ?conversation=).
  await ownerPage.goto('/dashboard/messages');
  await expect.poll(() => ownerPage.getByRole('button', { name: /Meera Test/ }).isVisible(), { timeout: 15_000 }).toBe(true);
  await userSide.context.close();
  await ownerSide.context.close();
}

describe('Ask: chat between a user and a business', () => {
  it('works between two browsers on a desktop', { timeout: 300_000 }, async () => {
    await askFlow('desktop');
  });

  it('works between two browsers at 390 px', { timeout: 300_000 }, async () => {
    await askFlow('mobile');
  });
});
