import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

/** The widths no page may outgrow: small and common phones, a tablet, a laptop. */
export const CHECKED_WIDTHS = [360, 390, 768, 1366] as const;

/** How far the page outgrows the viewport, naming the widest elements so a failure says what to fix. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} → ${Math.round(element.getBoundingClientRect().right)}px`);
    return { viewport, width, culprits };
  });
}

/**
 * Fails when the page is wider than the viewport (`scrollWidth <= innerWidth`) and stays so for 5 s. Right after a
 * resize, parts laid out by script (the ad carousel, the header's phone layout) catch up a few frames later on a
 * loaded machine; what is still too wide then is a page a user would see overflow.
 */
export async function expectFitsViewport(page: Page, label: string) {
  const deadline = Date.now() + 5000;
  let measured = await overflow(page);
  while (measured.width > measured.viewport && Date.now() < deadline) {
    await page.waitForTimeout(250);
    measured = await overflow(page);
  }
  const { viewport, width, culprits } = measured;
  expect(width, `${label} at ${viewport}px is ${width}px wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(viewport);
}

/** Waits (up to 3 s) for finite animations and transitions to end: axe reads a fading toast's colours half-blended. */
function settleAnimations(page: Page) {
  return page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    return Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** Fails on any serious or critical axe-core violation, listing each rule and where it hit. */
export async function expectAccessible(page: Page, label: string) {
  // Timed elements such as the profile's 'Suggest an edit' hint fade in and out on their own clock, and
  // axe would read one mid-fade; with reduced motion they switch between hidden and fully drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settleAnimations(page);
  // Toasts come and go on a timer (entering and leaving at opacity 0), so axe would read one half-drawn;
  // they use the page's own text and surface colours, checked everywhere else.
  const { violations } = await new AxeBuilder({ page }).exclude('.toast-region').analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  await page.emulateMedia({ reducedMotion: null });
  expect(report, `${label}: axe found serious violations`).toEqual([]);
}

/**
 * Every check a visited page must pass: no wider than the viewport at each
 * of CHECKED_WIDTHS, and axe-clean (serious/critical) at the first and last.
 * `ready` waits for the page's content after each resize; a screenshot is
 * taken at 390 and 1366 px for a person to look at.
 */
export async function checkPage(page: Page, label: string, ready: () => Promise<unknown> = async () => undefined) {
  const original = page.viewportSize();
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await ready();
    await expectFitsViewport(page, label);
    if (width === 390 || width === 1366) await screenshot(page, `${label}-${width}`);
    if (width === 390 || width === 1366) await expectAccessible(page, `${label} at ${width}px`);
  }
  if (original) await page.setViewportSize(original);
}
