import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The first link on a list page whose path matches, to reach a detail page of the seeded data. */
async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`No link like ${pattern} on ${list}`);
  return found;
}

/** Records every Content-Security-Policy violation the page reports, from the console and from the DOM event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

describe('security headers and the Content-Security-Policy', () => {
  it('sends the policy on pages, files, the API and uploads', async () => {
    for (const path of ['/', '/favicon.svg', '/api/health']) {
      const headers = (await fetch(new URL(path, baseUrl()))).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/script-src 'self'[^;]*;/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toContain('geolocation=(self)');
    }
  });

  it('runs ten kinds of page without a single violation, and they become interactive', async () => {
    const { context, page } = await newVisitor(browser);
    const violations = watchViolations(page);
    const pages = [
      '/',
      '/in/pune',
      '/in/pune/restaurant',
      '/in/pune/search/sb?find=veg',
      '/in/pune/sbiz/shree-sagar-veg-restaurant',
      await firstLink(page, '/in/pune/sb-products', /^\/in\/pune\/product\/[^/?]+$/),
      await firstLink(page, '/in/pune/events', /^\/in\/pune\/events\/[^/?]+$/),
      '/blog',
      await firstLink(page, '/blog', /^\/blog\/[^/?]+$/),
      '/login',
    ];
    for (const path of pages) {
      await page.goto(path);
      // newVisitor's goto waits for <html data-hydrated>: the app read its state and took the page over.
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), path).toBe('true');
      // Lazy parts (images, chunks loaded after hydration) have their chance to be refused too.
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
