/**
 * Hostile-client fuzzing of every route in the manifest, through the local
 * gateway, anonymously and with a user token (admin routes also with an admin
 * token). fast-check generates the inputs from a fixed seed, so a failure
 * reproduces: wrong types, missing and extra fields, huge strings, emoji,
 * right-to-left text, NUL bytes, prototype keys, malformed percent-escapes,
 * malformed JSON, wrong content types and duplicate query keys.
 *
 * It fails on any 5xx, any answer that is not JSON, any refusal without a
 * `message`, any answer slower than 5 s, and any write by a refused request.
 * Routes come from the manifest alone, so new routes are fuzzed as they land.
 *
 * About 3,000 requests by default; `npm run fuzz -- --runs 20000` (FUZZ_RUNS)
 * runs a longer campaign, `FUZZ_SEED` another seed.
 */
import { request } from 'node:http';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoDb } from '../../functions/data/client';
import { API_PREFIX, routes, type Route } from '../../functions/manifest';
import { promoteToAdmin, startHarness, type Harness } from './harness';

const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const HANG_MS = 5000;

// ---------------------------------------------------------------- generators

/** Names that the routes' schemas read, so that generated bodies get past the first check now and then. */
const FIELD_NAMES = [
  'name',
  'cityName',
  'email',
  'password',
  'firstName',
  'lastName',
  'businessId',
  'userId',
  'description',
  'website',
  'socialMedia',
  'contact',
  'address',
  'workingHours',
  'pricing',
  'amenities',
  'awards',
  'images',
  'image',
  'logo',
  'media',
  'header',
  'title',
  'question',
  'answer',
  'comment',
  'reasons',
  'kind',
  'contentType',
  'size',
  'filename',
  'data',
  'refreshToken',
  'requestedFields',
  'designation',
  'public',
  'status',
  'role',
  'area',
  'details',
  'cursor',
  'limit',
  'page',
  'id',
  'parentId',
  'slug',
  'type',
  'query',
  'location',
  'latitude',
  'longitude',
  'collectionId',
  'categories',
  'paymentTypes',
  'gstn',
  'pan',
  'adhaar',
  'registration',
  'businessOwner',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
];
const fieldName = fc.constantFrom(...FIELD_NAMES);

const HUGE = 'x'.repeat(70_000);
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀🇮🇳👨‍👩‍👧‍👦',
  'مرحبا بالعالم',
  '\u202Eevil\u202C',
  'नमस्ते दुनिया',
  '__proto__',
  'constructor',
  'toString',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%E0%A4%A',
  '%zz',
  'e30',
  'e30.AAAAAAAAAAAAAAAAAAAAAA',
  '9'.repeat(400),
  '-1',
  '1e308',
  'NaN',
  'true',
  'null',
  '{}',
  '[]',
  HUGE,
  'अ'.repeat(40_000),
);
const text = fc.oneof({ weight: 3, arbitrary: nasty }, { weight: 2, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) });
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(Number.MAX_SAFE_INTEGER));
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fieldName, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
    fc.constant(Array.from({ length: 3000 }, (_, index) => index)),
  ),
})).value;

/** A body: JSON of any shape, broken JSON, or bytes. */
const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fieldName, value, { maxKeys: 8 }).map((object) => JSON.stringify(object)) },
  { weight: 1, arbitrary: value.map((any) => JSON.stringify(any) ?? '') },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"name":', '{"a":1,}', "{'a':1}", 'undefined', '\u0000', '{"__proto__":{"admin":true}}', '[1,2', '"unterminated', '{"a":"\\uZZZZ"}') },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  undefined,
);

/** A raw query-string part: encoded or deliberately malformed. */
const queryPart = fc.oneof(
  text.map((part) => encodeURIComponent(part.slice(0, 3000))),
  fc.constantFrom('%zz', '%E0%A4%A', '%', '%00', '+', '&', '='),
);
const query = fc.array(fc.tuple(fc.oneof(fieldName.map(encodeURIComponent), queryPart), queryPart), { maxLength: 6 }).chain((pairs) =>
  // Duplicate keys: the same key again with another value.
  fc.boolean().map((duplicate) => (duplicate && pairs[0] ? [...pairs, [pairs[0][0], 'again'] as [string, string]] : pairs)),
);
const pathParameter = fc.oneof(
  text.map((part) => encodeURIComponent(part.slice(0, 2000))),
  fc.constantFrom('%E0%A4%A', '%zz', '%', '%00', '__proto__', 'constructor', '..%2F..', '%2e%2e'),
);

interface FuzzCase {
  path: string;
  body: string | undefined;
  contentType: string | undefined;
}

function caseFor(route: Route): fc.Arbitrary<FuzzCase> {
  const parameters = route.path.match(/\{\w+\}/g) ?? [];
  return fc.record({ values: fc.tuple(...parameters.map(() => pathParameter)), query, body, contentType }).map(({ values, query: pairs, body: sent, contentType: type }) => {
    let path = route.path as string;
    parameters.forEach((parameter, index) => (path = path.replace(parameter, values[index]!)));
    const search = pairs.map(([key, part]) => `${key}=${part}`).join('&');
    return { path: `${API_PREFIX}${path}${search ? `?${search}` : ''}`, body: route.method === 'GET' ? undefined : sent, contentType: type };
  });
}

// ---------------------------------------------------------------- sending

interface Answer {
  status: number;
  text: string;
  contentType: string;
}

function send(base: string, method: string, fuzz: FuzzCase, token: string | undefined, timeoutMs = HANG_MS): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: fuzz.path,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(fuzz.contentType ? { 'Content-Type': fuzz.contentType } : {}) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), contentType: String(response.headers['content-type'] ?? '') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(fuzz.body === undefined ? undefined : Buffer.from(fuzz.body, 'utf8'));
  });
}

// ---------------------------------------------------------------- watching writes

/** Successful writes to the table while a request runs; the counters of failed logins and of rate-limited routes are the writes a refusal makes by design. */
const writes: string[] = [];
const WRITE_COMMANDS = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;
const BY_DESIGN = /"loginAttempt"|"rateLimit"/;
function watchWrites() {
  dynamoDb().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const command = String((context as { commandName?: string }).commandName ?? '');
      const input = JSON.stringify((args as { input?: unknown }).input ?? {});
      if (WRITE_COMMANDS.test(command) && !BY_DESIGN.test(input)) writes.push(`${command} ${input.slice(0, 200)}`);
      return result;
    },
    { step: 'initialize', name: 'fuzzWriteWatch' },
  );
}

// ---------------------------------------------------------------- the suite

let api: Harness;
const tokens: Record<'anonymous' | 'user' | 'admin', string | undefined> = { anonymous: undefined, user: undefined, admin: undefined };

beforeAll(async () => {
  api = await startHarness();
  // Derived data is not what is fuzzed here, and reactor writes would blur which request wrote what.
  await api.poller.stop();
  watchWrites();
  const user = await api.signUp({ firstName: 'Fuzz', lastName: 'User' });
  const admin = await api.signUp({ firstName: 'Fuzz', lastName: 'Admin' });
  await promoteToAdmin(admin.user._id);
  const adminSession = await api.call('POST', '/auth/login', { body: { email: admin.user.email, password: admin.password } });
  tokens.user = user.tokens.access.token;
  tokens.admin = adminSession.body.tokens.access.token;
});
afterAll(() => api.stop());

/** What is wrong with an answer, or undefined when it is a proper one. */
function problemWith(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (!/json/i.test(answer.contentType)) return `answered ${answer.contentType || 'no content type'}, not JSON`;
  let parsed: unknown;
  try {
    parsed = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    return 'answered text that is not JSON';
  }
  if (answer.status >= 400) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || !message.trim()) return `refused (${answer.status}) without a message`;
  }
  return undefined;
}

describe('fuzzing every manifest route', () => {
  const identitiesOf = (route: Route) => (route.access === 'admin' ? (['anonymous', 'user', 'admin'] as const) : (['anonymous', 'user'] as const));
  const sends = routes.reduce((sum, route) => sum + identitiesOf(route).length, 0);
  const runsPerRoute = Math.max(1, Math.round(TOTAL_REQUESTS / sends));

  it('counts a write made by a request, so that the data check can fail', async () => {
    writes.length = 0;
    await api.signUp();
    expect(writes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      // A cold start (the domain's first import, a reference cache's first read) is not a hang: warm up untimed.
      await send(api.url, route.method, { path: `${API_PREFIX}${route.path.replace(/\{\w+\}/g, 'warm-up')}`, body: undefined, contentType: undefined }, tokens.user, 120_000);
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (fuzz) => {
          for (const identity of identitiesOf(route)) {
            writes.length = 0;
            const answer = await send(api.url, route.method, fuzz, tokens[identity]);
            const where = `${identity} ${route.method} ${fuzz.path.slice(0, 300)} body=${JSON.stringify(fuzz.body?.slice(0, 300))} type=${fuzz.contentType}`;
            const problem = problemWith(answer);
            if (problem) throw new Error(`${where}: ${problem}: ${answer.text.slice(0, 300)}`);
            if (answer.status >= 400 && writes.length) throw new Error(`${where}: refused with ${answer.status} but wrote ${writes.join('; ')}`);
          }
        }),
        { seed: SEED + routes.indexOf(route), numRuns: runsPerRoute, endOnFailure: true },
      );
    },
    600_000,
  );
});
