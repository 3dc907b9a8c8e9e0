import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser';
import { crawlAs, CRAWL_ROLES } from './crawl-roles';
import { formatFailures, type CrawlOptions } from './crawler';

/**
 * No link leads nowhere (issue 16): from / and /in/mumbai, signed out and as
 * the seeded user, owner and admin, the crawler follows every same-origin
 * link breadth first (up to 400 pages a role, at most PER_SHAPE pages of one
 * kind) and fails on a page that renders the 404 page, logs a console error
 * or sees an API call answer 5xx.
 */
const MAX_PAGES = 400;
const PER_SHAPE = 3;

/** Links the spec itself points at something absent: the only ones the crawl leaves alone. */
const EXCEPTIONS: CrawlOptions['exceptions'] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the dead-link crawler', () => {
  for (const role of CRAWL_ROLES) {
    it(`finds no dead link, console error or 5xx ${role === 'visitor' ? 'signed out' : `as the ${role}`}`, { timeout: 480_000 }, async () => {
      const report = await crawlAs(browser, role, { baseUrl: baseUrl(), starts: ['/', '/in/mumbai'], maxPages: MAX_PAGES, perShape: PER_SHAPE, exceptions: EXCEPTIONS });
      console.log(`crawler (${role}): ${report.visited} pages, ${report.failures.length} failures, ${report.skipped.length} skipped as exceptions`);
      expect(report.visited).toBeGreaterThan(20);
      expect(report.failures, formatFailures(role, report.failures)).toEqual([]);
    });
  }
});
