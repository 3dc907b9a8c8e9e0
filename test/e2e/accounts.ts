import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { baseUrl } from './browser';

/** The password of every member the browser tests register. */
export const TEST_PASSWORD = 'correct-horse-battery';

/** Calls the running stack's API directly (to set a scene); a refusal throws with the server's answer. */
export async function callApi<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface TestMember {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A new member with a unique email, registered as anyone can. */
export async function registerMember(firstName: string, lastName = 'Test', password = TEST_PASSWORD): Promise<TestMember> {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.in`;
  const auth = await callApi<{ user: { _id: string }; tokens: { access: { token: string } } }>('POST', '/auth/register', { body: { firstName, lastName, email, password } });
  return { id: auth.user._id, email, password, token: auth.tokens.access.token };
}

/** Logs in through the login page and waits to land on `redirectTo`. */
export async function logIn(page: Page, email: string, password: string, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Log in$/ }).click();
  await page.waitForURL(`**${redirectTo}`, { timeout: 15_000 });
}

/** Logs in as one of the seeded demo accounts (owner@sbiz.local, user@sbiz.local, admin@sbiz.local…). */
export function logInAsDemo(page: Page, email: string, redirectTo: string) {
  const account = demoUsers.find((user) => user.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return logIn(page, email, account.password, redirectTo);
}
