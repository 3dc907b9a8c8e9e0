import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { baseUrl, launchBrowser, newVisitor } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const api = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
  const response = await fetch(new URL(`/api${path}`, baseUrl()), {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

type Auth = { user: { _id: string; firstName: string }; tokens: { access: { token: string } } };

/** A context already signed in (the session the login form stores), in Mumbai. */
async function signedIn(auth: Auth | null, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<{ context: BrowserContext; page: Awaited<ReturnType<typeof newVisitor>>['page'] }> {
  const visitor = await newVisitor(browser, viewport);
  await visitor.context.addInitScript((session: unknown) => {
    window.localStorage.setItem('sbiz.location', JSON.stringify('mumbai'));
    window.sessionStorage.setItem('sbiz.home-popup-shown', '1');
    if (session) window.localStorage.setItem('sbiz.session', JSON.stringify(session));
  }, auth);
  return visitor;
}

const demoLogin = (email: string) => api<Auth>('POST', '/auth/login', { email, password: demoUsers.find((user) => user.email === email)!.password });

describe('/require-form', () => {
  it('lets a signed-out visitor ask for quotes, which reach the category’s businesses in the city', async () => {
    const { context, page } = await signedIn(null, 'mobile');
    await page.goto('/require-form');
    await checkPage(page, 'require-form');
    const need = `Tea and snacks for an office party of 40 ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('What do you need?').fill(need);
    await page.getByLabel('Quantity').fill('40');
    await page.getByLabel('Unit').selectOption('Plate (Food)');
    await page.getByLabel('Category').selectOption({ label: 'Restaurant' });
    await page.getByLabel('City', { exact: true }).fill('Mumbai');
    await page.getByLabel('Your name').fill('Neha Kulkarni');
    await page.getByLabel('Email').fill('neha@example.in');
    // A bad number gets the form's own message before anything is sent.
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Get quotes' }).click();
    await expect.poll(() => page.getByText('Please enter a valid 10-digit mobile number').isVisible()).toBe(true);
    await page.getByLabel('Mobile number').fill('98200 12345');
    await page.getByRole('button', { name: 'Get quotes' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Contact details submitted successfully' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();

    // The demo owner's Mumbai café is a Restaurant: the request is in their leads.
    const owner = await signedIn(await demoLogin('owner@sbiz.local'));
    await owner.page.goto('/dashboard/leads');
    const lead = owner.page.getByRole('listitem').filter({ hasText: need });
    await expect.poll(() => lead.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await lead.textContent()).toContain('Request for quotes');
    expect(await lead.textContent()).toContain('+91 98200 12345');
    await owner.context.close();
  });
});

describe('/claim-your-business', () => {
  it('lets a user claim an unclaimed listing; an admin approves it and the profile shows Claimed', async () => {
    const [listing] = (await api<{ data: Array<{ _id: string; name: string; slug: string; cityName: string }> }>('GET', '/businesses/all?cityName=mumbai&claimed=false&limit=1')).data;
    expect(listing).toBeDefined();
    const email = `claimant-${randomUUID()}@example.in`;
    const claimant = await api<Auth>('POST', '/auth/register', { firstName: 'Farhan', lastName: 'Claimant', email, password: 'farhan-secret-123' });

    const user = await signedIn(claimant);
    await user.page.goto('/claim-your-business');
    await user.page.getByLabel('Listing name').fill(listing!.name);
    await user.page.getByLabel('Located in').fill('Mumbai');
    const row = user.page.getByRole('listitem').filter({ hasText: listing!.name }).first();
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
    await checkPage(user.page, 'claim-your-business');
    await row.getByRole('button', { name: /^Claim/ }).click();
    await expect.poll(() => row.getByText('Claim pending review').isVisible(), { timeout: 10_000 }).toBe(true);
    await user.context.close();

    const admin = await signedIn(await demoLogin('admin@sbiz.local'));
    await admin.page.goto('/admin-portal/edit-requests');
    const claim = admin.page.getByRole('row').filter({ hasText: listing!.name }).filter({ hasText: email });
    await expect.poll(() => claim.isVisible(), { timeout: 15_000 }).toBe(true);
    await checkPage(admin.page, 'admin-claims');
    await claim.getByRole('button', { name: /^Approve/ }).click();
    await expect.poll(() => admin.page.getByText(`${listing!.name} now belongs to Farhan`).isVisible(), { timeout: 10_000 }).toBe(true);
    // Decided, it leaves the pending list and shows under Approved.
    await expect.poll(() => claim.count(), { timeout: 10_000 }).toBe(0);
    await admin.page.getByLabel('Show').selectOption('approved');
    await expect.poll(() => claim.getByText('Approved').isVisible(), { timeout: 10_000 }).toBe(true);
    await admin.context.close();

    const visitor = await signedIn(null);
    await visitor.page.goto(`/in/${listing!.cityName}/sbiz/${listing!.slug}`);
    await expect.poll(() => visitor.page.getByRole('button', { name: /^Claimed/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    await visitor.context.close();
  });
});

describe('/write-review and /sb-apps', () => {
  it('picks a business of the city by type-ahead and opens the review dialog', async () => {
    const user = await signedIn(await demoLogin('user@sbiz.local'), 'mobile');
    await user.page.goto('/write-review');
    await user.page.getByLabel('Business name').fill('Midnight');
    const result = user.page.getByRole('button', { name: /Midnight Chai/ });
    await expect.poll(() => result.isVisible(), { timeout: 10_000 }).toBe(true);
    await checkPage(user.page, 'write-review');
    await result.click();
    await user.page.getByRole('radio', { name: 'Very Good' }).check({ force: true });
    await user.page.getByRole('button', { name: 'Write your review' }).click();
    await expect.poll(() => user.page.getByRole('dialog', { name: /Review Midnight Chai/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    await user.context.close();
  });

  it('shows the store badges and a QR code of the site', async () => {
    const { context, page } = await signedIn(null);
    await page.goto('/sb-apps');
    await expect.poll(() => page.getByRole('img', { name: /^QR code of http/ }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Google Play/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /App Store/ }).count()).toBe(1);
    await checkPage(page, 'sb-apps');
    await context.close();
  });
});
