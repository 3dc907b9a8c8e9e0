import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsDemo } from './accounts';
import { launchBrowser, newVisitor } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A word no seeded article has, so the header's suggestions can only show this test's article. */
const word = `kokum${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const title = `Monsoon ${word} thali trail in Pune`;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real PNG: a warm diagonal gradient, so the cover renders as an image in the screenshots. */
function coverPng(width = 320, height = 180) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([240, 120 + Math.round((x / width) * 100), 40 + Math.round((y / height) * 80)], at);
    }
  }
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
  return { name: 'cover.png', mimeType: 'image/png', buffer: png };
}

/** Reloads until the text shows: lists and suggestions follow a write through the stream. */
async function seenAfterStream(page: Page, locate: () => ReturnType<Page['getByText']>) {
  await expect
    .poll(
      async () => {
        if (await locate().first().isVisible()) return true;
        await page.reload();
        return locate().first().isVisible();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(true);
}

describe('an owner writes an article', () => {
  it('publishes it with a cover; it shows on /blog, on the profile’s Articles tab and in the header’s suggestions', async () => {
    const { context, page } = await newVisitor(browser);
    await logInAsDemo(page, 'owner@sbiz.local', '/dashboard/articles/new');

    await page.getByLabel('Business', { exact: true }).selectOption({ label: 'Shree Sagar Veg Restaurant' });
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Blog category').selectOption({ label: 'Food & Dining' });
    await page.getByLabel('Cover image').setInputFiles(coverPng());
    await expect.poll(() => page.getByRole('button', { name: /Remove cover image/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('textbox', { name: 'Article', exact: true }).click();
    await page.keyboard.type('Kokum saar, solkadhi and a hot plate of misal: our five favourite rainy-day thalis across Pune, with prices and timings.');
    await page.getByLabel('Tags').fill('monsoon, thali, pune');
    await page.getByRole('button', { name: 'Publish article' }).click();

    // The article page.
    await page.waitForURL('**/blog/monsoon-*', { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    expect(await page.locator('.article__cover').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit article' }).isVisible()).toBe(true);
    const articleUrl = page.url();
    await context.close();

    // Anyone: the blog lists it first, with its business, age and 'Read more →'.
    const visitor = await newVisitor(browser);
    await visitor.page.goto('/blog');
    await seenAfterStream(visitor.page, () => visitor.page.getByRole('heading', { name: title }));
    const card = visitor.page.locator('.article-card').filter({ has: visitor.page.getByRole('heading', { name: title }) });
    expect(await card.getByText('Shree Sagar Veg Restaurant').isVisible()).toBe(true);
    expect(await card.getByText('Just now').isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: `Read more: ${title}` }).isVisible()).toBe(true);
    // The category filter and the search find it too.
    await visitor.page.goto(`/blog?find=${word}`);
    expect(await visitor.page.locator('.article-card').count()).toBe(1);
    await checkPage(visitor.page, 'blog');

    // The business profile's Articles tab.
    await visitor.page.goto('/in/pune/sbiz/shree-sagar-veg-restaurant');
    await visitor.page.getByRole('tab', { name: 'Articles' }).click();
    await expect.poll(() => visitor.page.getByRole('heading', { name: title }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await visitor.page.getByText('No Articles added yet.').isVisible()).toBe(false);

    // The header's suggestions, under Articles, open the article.
    const search = visitor.page.getByRole('combobox', { name: /^Search business/ });
    await search.fill(word);
    const suggestion = visitor.page.getByRole('group', { name: 'Articles' }).getByRole('option', { name: new RegExp(title) });
    await expect.poll(() => suggestion.isVisible(), { timeout: 15_000 }).toBe(true);
    await suggestion.dispatchEvent('mousedown');
    await visitor.page.waitForURL(articleUrl, { timeout: 15_000 });
    await expect.poll(() => visitor.page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    await checkPage(visitor.page, 'blog-article');
    await visitor.context.close();
  });

  it('answers a search that matches nothing with a clear line', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/blog?find=zzqqxxnothing');
    await expect.poll(() => page.getByText('No articles match').isVisible()).toBe(true);
    await context.close();
  });
});
