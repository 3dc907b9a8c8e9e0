/**
 * `npx tsx scripts/make-share-image.ts` draws the site's default share image,
 * web/public/og-default.png (1200×630, what Open Graph and Twitter cards
 * show for a page without an image of its own), with Debian's Chromium.
 * The PNG is committed; run this again only to change its design.
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const pin =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="132" height="132"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M16 6.5c-4.4 0-8 3.4-8 7.7 0 5.6 8 11.3 8 11.3s8-5.7 8-11.3c0-4.3-3.6-7.7-8-7.7Z" fill="#d42a4e"/><circle cx="16" cy="14.2" r="3" fill="#fff"/></svg>';
const card = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;display:flex;flex-direction:column;justify-content:center;gap:36px;background:linear-gradient(135deg,#d42a4e,#8f1330);color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="display:flex;align-items:center;gap:36px">${pin}<span style="font-size:120px;font-weight:700;letter-spacing:-2px">Sbiz</span></div>
  <div style="font-size:52px;font-weight:700;line-height:1.2">Find trusted local businesses in India</div>
  <div style="font-size:34px;opacity:.9">Shops, services, products, events and reviews in your city</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(card);
  await page.screenshot({ path: resolve(import.meta.dirname, '../web/public/og-default.png'), type: 'png' });
} finally {
  await browser.close();
}
