import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthResponse } from '../../shared/schemas/auth';
import { callApi, logIn } from './accounts';
import { baseUrl, launchBrowser, newVisitor } from './browser';
import { checkPage } from './page-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PROFILE = { city: 'pune', slug: 'shree-sagar-veg-restaurant' };
/** Each flow visits several pages and checks them at four widths; a busy machine needs room. */
const LONG_FLOW_MS = 300_000;

async function register(firstName: string, lastName: string) {
  const password = `${firstName.toLowerCase()}-secret-1`;
  const auth = await callApi<AuthResponse>('POST', '/auth/register', { body: { firstName, lastName, email: `${firstName.toLowerCase()}-${randomUUID()}@example.in`, password } });
  return { ...auth, password };
}

/** A real PNG cover, uploaded as the member's own collection image through a presigned POST. */
async function uploadCover(page: Page, token: string): Promise<string> {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 270 } });
  const presigned = await callApi<{ url: string; fields: Record<string, string>; key: string }>('POST', '/uploads/presign', {
    token,
    body: { kind: 'collection', contentType: 'image/png', size: png.length, filename: 'cover.png' },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const uploaded = await fetch(new URL(presigned.url, baseUrl()), { method: 'POST', body: form });
  expect(uploaded.status).toBeLessThan(300);
  return presigned.key;
}

describe('people', () => {
  it(
    'a visitor is asked to log in; a member follows another member from /sb-user/{slug}',
    async () => {
      const star = await register('Kavya', 'Iyer');
      const fan = await register('Arjun', 'Nair');
      const href = `/sb-user/${star.user.slug}`;

      // Signed out: the page is server-rendered with its head; Follow opens the login dialog.
      const visitor = await newVisitor(browser);
      const response = await visitor.page.goto(href);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain('Kavya Iyer');
      expect(html).toContain('<link rel="canonical"');
      expect(html).toContain('"@type":"ProfilePage"');
      await visitor.page.getByRole('button', { name: 'Follow' }).click();
      const dialog = visitor.page.getByRole('dialog', { name: 'Log in to follow Kavya' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await visitor.context.close();

      const { context, page } = await newVisitor(browser);
      await logIn(page, fan.user.email!, fan.password, href);
      await expect.poll(() => page.getByRole('heading', { name: 'Kavya Iyer', level: 1 }).isVisible()).toBe(true);
      await checkPage(page, 'sb-user', () => page.getByRole('heading', { name: 'Followers' }).waitFor());
      await page.getByRole('button', { name: 'Follow' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Following' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => page.getByRole('link', { name: '1 follower' }).isVisible()).toBe(true);

      // The follow is kept: after a reload (the counts come from the stream) Arjun is in Kavya's followers.
      await expect
        .poll(
          async () => {
            await page.reload();
            return page
              .locator('section', { has: page.getByRole('heading', { name: 'Followers' }) })
              .getByRole('link', { name: 'Arjun Nair' })
              .isVisible();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Following' }).isVisible()).toBe(true);

      // On one's own page there is nothing to follow.
      await page.goto(`/sb-user/${fan.user.slug}`);
      await expect.poll(() => page.getByRole('link', { name: 'Edit your profile' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: /^Follow/ }).count()).toBe(0);
      await expect.poll(() => page.getByRole('link', { name: 'Kavya Iyer' }).isVisible()).toBe(true);
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    'public collections list newest first and open their businesses; a private one says "You don\'t have access"',
    async () => {
      const curator = await register('Meher', 'Kapoor');
      const stranger = await register('Dev', 'Joshi');
      const token = curator.tokens.access.token;
      const business = await callApi<{ data: { _id: string; name: string } }>('GET', `/businesses/getBySlug?slug=${PROFILE.slug}&location=${PROFILE.city}`);
      const { page, context } = await newVisitor(browser);
      await page.goto('/sb/about-us');
      const cover = await uploadCover(page, token);
      const name = `Pune thali trail ${Date.now()}`;
      const collection = await callApi<{ data: { _id: string } }>('POST', '/collections/add', {
        token,
        body: { name, description: 'Where to eat a proper Maharashtrian thali.', images: [cover], cityName: 'pune' },
      });
      await callApi('PATCH', `/collections/saveBusiness/${collection.data._id}?businessId=${business.data._id}`, { token, body: { cityName: 'pune' } });
      const secret = await callApi<{ data: { _id: string } }>('POST', '/collections/add', { token, body: { name: `Secret list ${Date.now()}`, public: false, images: [cover] } });

      const listing = await page.goto('/sb-public-collections');
      expect(listing?.status()).toBe(200);
      expect(await listing!.text()).toContain(name);
      await checkPage(page, 'sb-public-collections', () => page.getByRole('heading', { name }).waitFor());
      expect(await page.getByText(/Secret list/).count()).toBe(0);
      await page.getByRole('link', { name }).click();
      await page.waitForURL(`**/sb-public-collections/${collection.data._id}`);
      await expect.poll(() => page.getByRole('link', { name: business.data.name }).isVisible()).toBe(true);
      await checkPage(page, 'collection', () => page.getByRole('link', { name: business.data.name }).waitFor());
      expect(await page.getByRole('button', { name: 'Make private' }).count()).toBe(0);

      const denied = await page.goto(`/sb-public-collections/${secret.data._id}`);
      expect(denied?.status()).toBe(403);
      await expect.poll(() => page.getByRole('heading', { name: "You don't have access" }).isVisible()).toBe(true);
      await logIn(page, stranger.user.email!, stranger.password, `/sb-public-collections/${secret.data._id}`);
      await expect.poll(() => page.getByRole('heading', { name: "You don't have access" }).isVisible(), { timeout: 15_000 }).toBe(true);
      await context.close();

      // The owner renames the collection, makes it private and removes the business.
      const owner = await newVisitor(browser);
      await logIn(owner.page, curator.user.email!, curator.password, `/sb-public-collections/${collection.data._id}`);
      const field = owner.page.getByLabel('Name');
      await field.fill('Thalis of Pune');
      await owner.page.getByRole('button', { name: 'Rename' }).click();
      await expect.poll(() => owner.page.getByRole('heading', { name: 'Thalis of Pune', level: 1 }).isVisible()).toBe(true);
      await owner.page.getByRole('button', { name: 'Make private' }).click();
      await expect.poll(() => owner.page.getByRole('button', { name: 'Make public' }).isVisible()).toBe(true);
      await owner.page.getByRole('button', { name: `Remove ${business.data.name} from this collection` }).click();
      await expect.poll(() => owner.page.getByText('No businesses saved yet.', { exact: false }).isVisible()).toBe(true);
      const publicPage = await callApi<{ data: { _id: string }[] }>('GET', '/collections/public?limit=50');
      expect(publicPage.data.map((item) => item._id)).not.toContain(collection.data._id);
      await owner.context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    'resets a forgotten password through the emailed link from the local outbox',
    async () => {
      const member = await register('Isha', 'Menon');
      const { page, context } = await newVisitor(browser);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      await checkPage(page, 'forgot-password');
      await page.getByLabel('Email').fill(member.user.email!);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect.poll(() => page.getByText('If an account exists for that email').isVisible(), { timeout: 15_000 }).toBe(true);

      const outbox = inject('outboxDir');
      const linkFor = () => {
        if (!existsSync(outbox)) return undefined;
        const message = readdirSync(outbox)
          .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; text: string })
          .find((email) => email.to === member.user.email);
        return message?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      };
      await expect.poll(linkFor, { timeout: 15_000 }).toBeTruthy();
      const link = new URL(linkFor()!);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel('New password', { exact: true }).fill('isha-new-secret-2');
      await page.getByLabel('Confirm new password').fill('isha-new-secret-2');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByText('Your password has been reset').isVisible(), { timeout: 15_000 }).toBe(true);

      // The link works once; the new password signs in.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel('New password', { exact: true }).fill('isha-other-secret-3');
      await page.getByLabel('Confirm new password').fill('isha-other-secret-3');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByText('This reset link is invalid or has expired').isVisible(), { timeout: 15_000 }).toBe(true);
      await logIn(page, member.user.email!, 'isha-new-secret-2', '/dashboard/profile');
      await checkPage(page, 'dashboard-profile', () => page.getByRole('heading', { name: 'Your collections' }).waitFor());
      await context.close();
    },
    LONG_FLOW_MS,
  );

  it(
    'sends a new account to the welcome page with its next steps',
    async () => {
      const { page, context } = await newVisitor(browser);
      await page.goto('/signup');
      await page.getByLabel('First name').fill('Zoya');
      await page.getByLabel('Last name').fill('Khan');
      await page.getByLabel('Email').fill(`zoya-${randomUUID()}@example.in`);
      await page.getByLabel('Password', { exact: true }).fill('zoya-secret-1');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL('**/dashboard/welcome', { timeout: 15_000 });
      await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Sbiz, Zoya!' }).isVisible()).toBe(true);
      await checkPage(page, 'dashboard-welcome', () => page.getByRole('heading', { name: 'List your business for free' }).waitFor());
      await context.close();
    },
    LONG_FLOW_MS,
  );
});
