import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser';
import { crawlAs, CRAWL_ROLES, type CrawlRole } from './crawl-roles';
import { formatFailures, type CrawlOptions } from './crawler';

/**
 * No link leads nowhere (issue 16): from / and /in/mumbai, signed out and as
 * the seeded user, owner and admin, the crawler follows every same-origin
 * link breadth first (up to 400 pages a role, at most PER_SHAPE pages of one
 * kind; see perShapeOf) and fails on a page that renders the 404 page, logs a console error
 * or sees an API call answer 5xx.
 */
const MAX_PAGES = 400;
const PER_SHAPE = 3;
/** Pages only a signed-in role sees. */
const SIGNED_IN_PAGES = /^\/(dashboard|admin-portal)(\/|$)/;
/**
 * A signed-in role samples the public kinds of page once each: the visitor's
 * crawl has read three of each, and one shows the role's own header, buttons
 * and links (a quarter of the suite's time went to reading them again).
 */
const perShapeOf = (role: CrawlRole) => (role === 'visitor' ? PER_SHAPE : (shape: string) => (SIGNED_IN_PAGES.test(shape) ? PER_SHAPE : 1));

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
      const report = await crawlAs(browser, role, { baseUrl: baseUrl(), starts: ['/', '/in/mumbai'], maxPages: MAX_PAGES, perShape: perShapeOf(role), exceptions: EXCEPTIONS });
      console.log(`crawler (${role}): ${report.visited} pages, ${report.failures.length} failures, ${report.skipped.length} skipped as exceptions`);
      expect(report.visited).toBeGreaterThan(20);
      expect(report.failures, formatFailures(role, report.failures)).toEqual([]);
    });
  }
});
