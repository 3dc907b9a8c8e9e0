import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingBody } from '../fixtures/listing';
import { callApi, logIn, logInAsDemo, registerMember } from './accounts';
import { launchBrowser, newVisitor, seeText } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * #25 3.6, the reported case: an article's author was offered "Write a review" on their own article
 * (then refused by the server), and the article's dialog offered business tags such as "Delicious food".
 */
describe('reviews of an article', () => {
  it('offer the author no "Write a review", and another member an article dialog with article tags', async () => {
    const run = randomUUID().slice(0, 6);
    const author = await registerMember('Anaya', 'Author');
    const listing = await callApi<{ _id: string }>('POST', '/businesses/add', { token: author.token, body: listingBody({ name: `Deccan Chai Stall ${run}`, cityName: 'Pune' }) });
    const created = await callApi<{ slug: string } & { data?: { slug: string } }>('POST', '/blogs/add', {
      token: author.token,
      body: {
        businessId: listing._id,
        title: `How we brew cutting chai ${run}`,
        blogCategoryId: 'food-and-dining',
        body: '<p>Strong tea dust, a little ginger and a lot of patience: the cutting chai we pour every morning on Fergusson College Road.</p>',
        tags: ['pune'],
      },
    });
    const path = `/blog/${(created.data ?? created).slug}`;

    const own = await newVisitor(browser);
    await logIn(own.page, author.email, author.password, path);
    await seeText(own.page, 'You cannot review your own article.');
    expect(await own.page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    await own.context.close();

    const reader = await newVisitor(browser);
    await logInAsDemo(reader.page, 'user@sbiz.local', path);
    await reader.page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = reader.page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Well written').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dialog.getByLabel('Delicious food').count()).toBe(0);
    expect(await dialog.getByLabel('Friendly staff').count()).toBe(0);
    expect(await reader.page.getByText('You cannot review your own article.').count()).toBe(0);
    await reader.context.close();
  }, 120_000);
});
