import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * Whether any element with this text is visible. `.first()` alone can pick a hidden copy: the header's closed
 * type-ahead also says "Showing results for …", and picking it made a results-page test fail on busy CI runs.
 */
export const textVisible = (scope: Page | Locator, text: string | RegExp, options?: { exact?: boolean }) => scope.getByText(text, options).filter({ visible: true }).first().isVisible();

/** Waits until some element with this text is visible. */
export const seeText = (scope: Page | Locator, text: string | RegExp, timeout = 15_000) => expect.poll(() => textVisible(scope, text), { timeout }).toBe(true);

export const viewports = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** A fresh browser profile (no stored session or city), like a first visit. */
export async function newVisitor(browser: Browser, viewport: keyof typeof viewports = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: viewports[viewport] });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('Page error:', error.message));
  waitForHydration(page);
  return { context, page };
}

/**
 * Pages arrive server-rendered: visible before React attaches their handlers.
 * After each goto/reload, wait for the app's <html data-hydrated> marker so a
 * test never clicks a button that has no handler yet.
 */
export function waitForHydration(page: Page) {
  const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (response?.headers()['content-type']?.includes('text/html')) await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (response?.headers()['content-type']?.includes('text/html')) await hydrated();
    return response;
  };
}

const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Saves a full-page screenshot to test-results/screenshots for a person to
 * look at. It asserts nothing, so when Chromium stalls capturing a tall page
 * (once in a CI run, 30 s on the home page) the visible part is kept instead
 * of failing the test.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const path = resolve(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true, timeout: 15_000 }).catch(() => page.screenshot({ path }));
}

/** Waits for the home page's log-in pop-up (2 s after arriving with a city chosen) and closes it, as a visitor who only browses would. */
/** A visitor with no city yet who lands on / is asked to choose one (spec 1 §2): close the picker, as a person could. */
export async function closeCityPicker(page: Page) {
  const picker = page.getByRole('dialog', { name: 'Choose your city' });
  await expect.poll(() => picker.isVisible(), { timeout: 10_000 }).toBe(true);
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => picker.isVisible()).toBe(false);
}

export async function closeHomePopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Log in to Sbiz' });
  await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(true);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => popup.isVisible()).toBe(false);
}
