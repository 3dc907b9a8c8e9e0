import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/local/ports';
import { startHarness, type Harness } from './harness';

const CLIENT_ID = 'sbiz-test.apps.googleusercontent.com';
const FACEBOOK_APP = { id: '1234567890', secret: 'facebook-app-secret' };
const FACEBOOK_USER_TOKEN = 'facebook-user-token-valid';

let api: Harness;
let providers: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
const facebookEmail = `fb-${randomUUID()}@example.in`;

/** Stands in for Google's JWKS endpoint and Facebook's Graph API, on loopback. */
async function startFakeProviders(publicJwk: object) {
  const port = await freePort();
  providers = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/certs') return response.end(JSON.stringify({ keys: [publicJwk] }));
    const valid = url.searchParams.get('input_token') === FACEBOOK_USER_TOKEN || url.searchParams.get('access_token') === FACEBOOK_USER_TOKEN;
    if (url.pathname === '/debug_token') {
      const appOk = url.searchParams.get('access_token') === `${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`;
      return response.end(JSON.stringify({ data: { is_valid: valid && appOk, app_id: FACEBOOK_APP.id, user_id: 'fb-user-1' } }));
    }
    if (url.pathname === '/me' && valid) {
      return response.end(JSON.stringify({ id: 'fb-user-1', email: facebookEmail, first_name: 'Farah', last_name: 'Khan' }));
    }
    response.statusCode = 400;
    response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token' } }));
  });
  await new Promise<void>((resolve) => providers.listen(port, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const base = await startFakeProviders(publicJwk);
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `${base}/certs`,
    FACEBOOK_APP_ID: FACEBOOK_APP.id,
    FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
    FACEBOOK_GRAPH_URL: base,
  });
  api = await startHarness();
});
afterAll(async () => {
  await api.stop();
  providers.close();
});

function googleToken(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expiresIn?: string } = {}) {
  return new SignJWT({ email_verified: true, given_name: 'Gaurav', family_name: 'Nair', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject('google-user-1')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.key ?? googleKey);
}

describe('POST /auth/googleLogin', () => {
  it('signs in (and on first use creates) the user behind a valid Google ID token', async () => {
    const email = `g-${randomUUID()}@example.in`;
    const first = await api.call('POST', '/auth/googleLogin', { body: { data: { credential: await googleToken({ email }) } } });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email, firstName: 'Gaurav', lastName: 'Nair' });
    expect(first.body.tokens.access.token).toEqual(expect.any(String));
    const second = await api.call('POST', '/auth/googleLogin', { body: { data: { credential: await googleToken({ email }) } } });
    expect(second.body.user._id).toBe(first.body.user._id);
  });

  it.each<[string, () => Parameters<typeof googleToken>[1]]>([
    ['signed by another key', () => ({ key: strangerKey })],
    ['issued for another client', () => ({ audience: 'someone-else' })],
    ['expired', () => ({ expiresIn: '-1m' })],
  ])('refuses a token %s', async (_label, variant) => {
    const options = variant();
    const credential = await googleToken({ email: `g-${randomUUID()}@example.in` }, options);
    const response = await api.call('POST', '/auth/googleLogin', { body: { data: { credential } } });
    expect(response).toMatchObject({ status: 401, body: { message: 'Google sign-in could not be verified' } });
  });

  it('refuses an account whose email Google has not verified', async () => {
    const credential = await googleToken({ email: `g-${randomUUID()}@example.in`, email_verified: false });
    expect((await api.call('POST', '/auth/googleLogin', { body: { data: { credential } } })).status).toBe(401);
  });
});

describe('POST /auth/facebookLogin', () => {
  it('signs in the user behind a token Facebook vouches for, for our app', async () => {
    const response = await api.call('POST', '/auth/facebookLogin', { body: { data: { accessToken: FACEBOOK_USER_TOKEN } } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: facebookEmail, firstName: 'Farah', lastName: 'Khan' });
  });

  it('refuses a token Facebook does not vouch for', async () => {
    const response = await api.call('POST', '/auth/facebookLogin', { body: { data: { accessToken: 'forged-token-value' } } });
    expect(response.status).toBe(401);
  });
});
