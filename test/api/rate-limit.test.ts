import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvironmentCache } from '../../functions/lib/config';
import { RateLimitEntity } from '../../functions/data/entities/rate-limit';
import { routes, type RouteSpec } from '../../functions/manifest';
import { startHarness, type Harness } from './harness';

let api: Harness;
let member: Awaited<ReturnType<Harness['signUp']>>;
const suiteScale = process.env.RATE_LIMIT_IP_SCALE;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  message: string | undefined;
}

/** Each test speaks from a loopback address of its own, so counts from other tests and files never mix in. */
let nextAddress = 0;
const freshAddress = () => `127.0.${Math.floor(Math.random() * 200) + 20}.${(nextAddress++ % 250) + 2}`;

/** A POST from a given loopback address: the gateway passes the socket's address on as the source IP, as API Gateway does. */
function postFrom(address: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const target = new URL(`${api.url}/api${path}`);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: address,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], message: text ? (JSON.parse(text) as { message?: string }).message : undefined });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

const quote = (email: string) => ({ wanted: 5, unit: 'Kg', productId: 'no-such-product', name: 'Kiran', email, phone: '9876543210' });

beforeAll(async () => {
  api = await startHarness();
  // Signed up from 127.0.0.1 at the suite's scale: the files before this one have signed up many accounts from that
  // address within the window, so under the real limits the address is already over the sign-up limit.
  member = await api.signUp();
  // The suite raises per-address limits (all its requests come from one address); here they are the real ones.
  process.env.RATE_LIMIT_IP_SCALE = '1';
  resetEnvironmentCache();
});
afterAll(async () => {
  process.env.RATE_LIMIT_IP_SCALE = suiteScale;
  resetEnvironmentCache();
  await api.stop();
});

describe('the rate limit on public forms', () => {
  it('refuses most of 40 parallel anonymous quotes from one address with 429 and Retry-After', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => postFrom(address, '/quotes/add', quote(`buyer${index}@example.in`))));
    const refused = answers.filter((answer) => answer.status === 429);
    // The first ten reach the handler (the product does not exist, so 404); the rest never do.
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(10);
    expect(refused).toHaveLength(30);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(10 * 60);
      expect(answer.message).toMatch(/^Too many requests\. Please try again in \d+ (minutes?|seconds?)\.$/);
    }
    // The address stays refused; another address is not.
    expect((await postFrom(address, '/quotes/add', quote('late@example.in'))).status).toBe(429);
    expect((await postFrom(freshAddress(), '/quotes/add', quote('other@example.in'))).status).toBe(404);
  });

  it('limits one account across addresses', async () => {
    const answers = [];
    for (let index = 0; index < 11; index++) answers.push((await postFrom(freshAddress(), '/quotes/add', quote('x@example.in'), member.tokens.access.token)).status);
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('limits password reset links per email, from any address', async () => {
    const email = `ghost-${Date.now()}@example.in`;
    for (let attempt = 0; attempt < 5; attempt++) expect((await postFrom(freshAddress(), '/auth/forgotPassword', { email })).status).toBe(200);
    const refused = await postFrom(freshAddress(), '/auth/forgotPassword', { email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^Too many password reset requests\. Please try again in \d+ (minutes?|seconds?)\.$/);
    expect((await postFrom(freshAddress(), '/auth/forgotPassword', { email: `other-${email}` })).status).toBe(200);
  });

  it('throttles the contact form after five messages an hour from one address', async () => {
    const address = freshAddress();
    // Not admin-portal.test.ts's 'Ravi': the suites share one table, and that file counts the messages its search finds.
    const message = { name: 'Meena Iyer', email: 'meena@example.in', subject: 'Wrong phone number on our listing', message: 'Our number is +91 98200 12345.' };
    const sent = [];
    for (let index = 0; index < 6; index += 1) sent.push((await postFrom(address, '/contactus/add', { ...message, subject: `Note ${index}` })).status);
    expect(sent).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('does not count bad input', async () => {
    const address = freshAddress();
    for (let index = 0; index < 12; index++) expect((await postFrom(address, '/feedback/add', { details: 'x' })).status).toBe(400);
    expect((await postFrom(address, '/feedback/add', { area: 'broken', issueType: 'Page Broken', details: 'The map link opens the wrong place.' })).status).toBe(201);
  });

  it('covers every public form the issue names', () => {
    const limited = (routes as readonly RouteSpec[]).filter((route) => route.rateLimit).map((route) => `${route.method} ${route.path}`);
    expect(limited).toEqual(
      expect.arrayContaining([
        'POST /quotes/add',
        'POST /leads/add',
        'POST /feedback/add',
        'POST /auth/forgotPassword',
        'POST /auth/register',
        'POST /auth/login',
        'POST /leads/requestQuotes',
        'POST /contactus/add',
        'POST /businesses/track',
      ]),
    );
  });

  it('refuses a listing tap past the address’s allowance with 429 and Retry-After', async () => {
    const limit = (routes as readonly RouteSpec[]).find((route) => route.method === 'POST' && route.path === '/businesses/track')!.rateLimit!;
    const address = freshAddress();
    const tap = { businessId: 'no-such-business', event: 'call' };
    // Under the limit the tap reaches the handler (the listing does not exist, so 404).
    expect((await postFrom(address, '/businesses/track', tap)).status).toBe(404);
    // Hundreds of taps are allowed: the rest of this window's allowance is counted straight into the table.
    const window = Math.floor(Date.now() / 1000 / limit.windowSeconds);
    await RateLimitEntity.put({ action: limit.action, caller: `ip:${address}`, window, uses: limit.perIp, ttl: (window + 2) * limit.windowSeconds }).go();
    const refused = await postFrom(address, '/businesses/track', tap);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(limit.windowSeconds);
    expect(refused.message).toMatch(/^Too many taps from your network\. Please try again in \d+ (minutes?|seconds?)\.$/);
    // The beacon of a results page shares the count; another address is not refused.
    expect((await postFrom(address, '/businesses/trackAppearances', { businessIds: ['no-such-business'] })).status).toBe(429);
    expect((await postFrom(freshAddress(), '/businesses/track', tap)).status).toBe(404);
  });
});
