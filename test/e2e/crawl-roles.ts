import type { Browser, BrowserContext } from 'playwright-core';
import { demoUsers } from '../../scripts/seed/demo-accounts';
import { crawl, type CrawlOptions, type CrawlReport } from './crawler';

export const CRAWL_ROLES = ['visitor', 'user', 'owner', 'admin'] as const;
export type CrawlRole = (typeof CRAWL_ROLES)[number];

/** The seeded demo account of each signed-in role. */
const accountOf = (role: Exclude<CrawlRole, 'visitor'>) => {
  const account = demoUsers.find((user) => (role === 'admin' ? user.role === 'admin' : role === 'owner' ? user.businessOwner : user.role === 'user' && !user.businessOwner));
  if (!account) throw new Error(`No demo account for ${role}`);
  return account;
};

/**
 * Signs the context in as the role's demo account, as the login form does
 * (the session the app keeps in localStorage), and picks Mumbai as the city
 * so no first-visit picker covers the pages.
 */
async function signIn(context: BrowserContext, baseUrl: string, role: CrawlRole) {
  const session = role === 'visitor' ? null : await login(baseUrl, accountOf(role));
  await context.addInitScript(
    (stored: { session: unknown }) => {
      window.localStorage.setItem('sbiz.location', JSON.stringify('mumbai'));
      window.sessionStorage.setItem('sbiz.home-popup-shown', '1');
      if (stored.session) window.localStorage.setItem('sbiz.session', JSON.stringify(stored.session));
    },
    { session },
  );
}

async function login(baseUrl: string, account: { email: string; password: string }) {
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Demo login ${account.email} failed: ${response.status}`);
  const auth = (await response.json()) as { user: unknown; tokens: unknown };
  return { user: auth.user, tokens: auth.tokens };
}

export function crawlAs(browser: Browser, role: CrawlRole, options: Omit<CrawlOptions, 'prepare'>): Promise<CrawlReport> {
  return crawl(browser, { ...options, prepare: (context) => signIn(context, options.baseUrl, role) });
}
