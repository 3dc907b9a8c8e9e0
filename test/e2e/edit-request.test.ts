import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { logInAsDemo } from './accounts';
import { launchBrowser, newVisitor, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const account = (email: string) => demoUsers.find((user) => user.email === email)!;

describe('an edit in business mode', () => {
  it('goes to an admin, who approves it, and the profile shows the change', async () => {
    const owner = await newVisitor(browser);
    await logInAsDemo(owner.page, 'owner@sbiz.local', '/dashboard/business?mode=business');
    await owner.page.getByRole('button', { name: /Midnight Chai Corner/ }).click();
    const name = owner.page.getByLabel('Business name');
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('Midnight Chai Corner');
    // Business mode hides the stepper (spec 1 §2).
    expect(await owner.page.getByRole('progressbar', { name: 'Profile completion' }).count()).toBe(0);
    await name.fill('Midnight Chai & Bun Maska Corner');
    await owner.page.getByRole('button', { name: 'Send for approval' }).click();
    await expect.poll(() => owner.page.getByText('Request Sent Successfully').isVisible(), { timeout: 10_000 }).toBe(true);
    await owner.context.close();

    const visitor = await newVisitor(browser);
    await logInAsDemo(visitor.page, 'user@sbiz.local', '/admin-portal/edit-requests');
    // Not an admin: the 403 page (sending a signed-in user to /login would loop).
    await expect.poll(() => visitor.page.getByText("You don't have access").isVisible(), { timeout: 10_000 }).toBe(true);
    await visitor.context.close();

    const admin = await newVisitor(browser);
    await logInAsDemo(admin.page, 'admin@sbiz.local', '/admin-portal/edit-requests');
    // The table shows the listing's current name, which the approval changes; other tests may have suggested edits to it too.
    const row = admin.page
      .getByRole('row', { name: /Midnight Chai/ })
      .filter({ hasText: account('owner@sbiz.local').firstName })
      .first();
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await row.getByRole('button', { name: /View/ }).click();
    await expect.poll(() => admin.page.getByText('Midnight Chai & Bun Maska Corner').isVisible()).toBe(true);
    await screenshot(admin.page, 'admin-edit-request');
    // The drawer's own button: the claims table on the same page has Approve buttons too.
    await admin.page.getByRole('dialog', { name: 'Requested changes' }).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => admin.page.getByText('Edit request approved', { exact: true }).filter({ visible: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => row.getByText('Approved').isVisible(), { timeout: 10_000 }).toBe(true);

    await admin.page.goto('/in/mumbai/sbiz/midnight-chai-corner');
    await expect.poll(() => admin.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Midnight Chai & Bun Maska Corner');
    await admin.context.close();
  });
});
