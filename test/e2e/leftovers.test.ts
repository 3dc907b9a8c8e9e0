import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient } from '../../scripts/local/socket-client';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { callApi, logIn, registerMember } from './accounts';
import { baseUrl, launchBrowser, newVisitor, seeText } from './browser';
import { checkPage } from './page-checks';
import { listingBody } from '../fixtures/listing';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const seen = (page: Page, text: string | RegExp) => seeText(page, text, 20_000);

describe('the admin listings screen', () => {
  it('finds a listing by name and city, suspends it (its page answers 410) and restores it', async () => {
    const owner = await registerMember('Kunal');
    const name = `Marine Drive Kulfi ${randomUUID().slice(0, 5)}`;
    const business = await callApi<{ slug: string }>('POST', '/businesses/add', { body: listingBody({ name, cityName: 'Mumbai' }), token: owner.token });
    const profile = `${baseUrl()}/in/mumbai/sbiz/${business.slug}`;

    const { context, page } = await newVisitor(browser);
    const admin = demoUsers.find((user) => user.role === 'admin')!;
    await logIn(page, admin.email, admin.password, '/admin-portal');
    await page.getByRole('link', { name: 'Listings', exact: true }).click();
    await page.waitForURL('**/admin-portal/listings');
    await page.getByRole('searchbox', { name: 'Search by business name' }).fill(name.slice(0, 22));
    await page.getByRole('searchbox', { name: 'City' }).fill('Mumbai');
    // The finder's index follows the new listing through the stream: search again until it is there.
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect
      .poll(
        async () => {
          if (await row.isVisible()) return true;
          await page.getByRole('searchbox', { name: 'City' }).fill('mumbai ');
          await page.getByRole('searchbox', { name: 'City' }).fill('Mumbai');
          return false;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await expect.poll(() => row.getByText('Active').isVisible()).toBe(true);
    await checkPage(page, 'admin-listings', () => row.waitFor());

    await row.getByRole('button', { name: /Suspend/ }).click();
    await seen(page, 'Suspend this listing?');
    await page.getByRole('button', { name: 'Suspend listing' }).click();
    await seen(page, 'Listing suspended');
    await expect.poll(() => row.getByText('Suspended').isVisible()).toBe(true);
    expect((await fetch(profile)).status).toBe(410);

    await row.getByRole('button', { name: /Restore/ }).click();
    await seen(page, 'Listing restored');
    await expect.poll(() => row.getByText('Active').isVisible()).toBe(true);
    expect((await fetch(profile)).status).toBe(200);
    await context.close();
  }, 180_000);
});

describe('older chat messages', () => {
  it('loads older messages when the user scrolls up, keeping their order', async () => {
    const owner = await registerMember('Ishaan');
    const customer = await registerMember('Tanya');
    const business = await callApi<{ _id: string; slug: string; cityName: string }>('POST', '/businesses/add', {
      body: listingBody({ name: `Bandra Bakes ${randomUUID().slice(0, 4)}`, cityName: 'Mumbai' }),
      token: owner.token,
    });
    // 60 messages: the chat opens with the newest 50, the first 10 are older.
    const socket = await SocketClient.open(baseUrl(), customer.token);
    for (let number = 1; number <= 60; number++) {
      const frame = { action: 'sendMessage', senderId: customer.id, receiverId: owner.id, businessId: business._id, cityName: business.cityName, text: `Order note ${number}`, clientId: randomUUID() };
      // An error frame (a transaction conflict on a loaded machine) is answered as the web client does: the same client id again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await socket.request(frame, 'getMessage', 20_000);
        if (answer.type === 'getMessage') break;
        if (attempt === 4) throw new Error(`message ${number} was refused: ${answer.message}`);
        // Refused as too fast (the socket's frame limit): wait as the web client does before sending again, since
        // frames sent within a second of that answer are dropped unanswered.
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
    }
    await socket.close();

    const { context, page } = await newVisitor(browser, 'mobile');
    await logIn(page, customer.email, customer.password, `/dashboard/messages?businessId=${business._id}&cityName=mumbai`);
    // The conversation list previews the newest message too, so look inside the message log only.
    const log = page.getByRole('log', { name: 'Messages' });
    const newest = log.getByText('Order note 60', { exact: true });
    await newest.waitFor({ timeout: 30_000 });
    expect(await log.getByText('Order note 10', { exact: true }).count()).toBe(0);
    expect(await log.getByText('Order note 11', { exact: true }).count()).toBe(1);
    await checkPage(page, 'chat-older-messages', () => newest.waitFor());

    // A phone scrolls the page, a desktop the message list: scroll both to the top.
    await log.evaluate((element) => {
      element.scrollTo({ top: 0 });
      window.scrollTo({ top: 0 });
    });
    await expect.poll(() => log.getByText('Order note 1', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    const texts = await log.locator('.chat-bubble__text').allTextContents();
    expect(texts).toEqual(Array.from({ length: 60 }, (_, index) => `Order note ${index + 1}`));
    await expect.poll(() => page.getByRole('button', { name: 'Load older messages' }).count()).toBe(0);
    await context.close();
  }, 240_000);
});
