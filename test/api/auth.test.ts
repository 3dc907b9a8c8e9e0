import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS } from '../../functions/domains/auth/login-throttle';
import { startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.stop());

const uniqueEmail = () => `auth-${randomUUID()}@example.in`;

describe('POST /auth/register', () => {
  it('creates the user, signs them in and hides the password hash', async () => {
    const email = uniqueEmail();
    const response = await api.call('POST', '/auth/register', {
      body: { firstName: ' Meera ', lastName: 'Iyer', email: email.toUpperCase(), password: 's3cure-pass' },
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', email, role: 'user', businessOwner: false });
    expect(response.body.user._id).toEqual(expect.any(String));
    expect(response.body.user.slug).toMatch(/^meera-iyer-[0-9a-f]{6}$/);
    expect(response.body.user).not.toHaveProperty('passwordHash');
    expect(response.body.tokens.access.token.split('.')).toHaveLength(3);
    expect(Date.parse(response.body.tokens.access.expires)).toBeGreaterThan(Date.now());
    expect(Date.parse(response.body.tokens.refresh.expires)).toBeGreaterThan(Date.parse(response.body.tokens.access.expires));
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await api.signUp({ email });
    const again = await api.call('POST', '/auth/register', { body: { firstName: 'A', lastName: 'B', email: email.toUpperCase(), password: 'another-pass' } });
    expect(again).toMatchObject({ status: 409, body: { message: 'Email is already registered' } });
  });

  it.each([
    [{ firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'longenough' }, 'Please enter a valid email address'],
    [{ firstName: 'A', lastName: 'B', email: 'a@b.in', password: 'short' }, 'Password must be at least 8 characters'],
    [{ firstName: '  ', lastName: 'B', email: 'a@b.in', password: 'longenough' }, 'First name is required'],
    [{ lastName: 'B', email: 'a@b.in', password: 'longenough' }, 'First name is required'],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const response = await api.call('POST', '/auth/register', { body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await api.call('POST', '/auth/register', { rawBody: '{"firstName":' });
    expect(response).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } });
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { user, password } = await api.signUp();
    const ok = await api.call('POST', '/auth/login', { body: { email: user.email, password } });
    expect(ok.status).toBe(200);
    expect(ok.body.user._id).toBe(user._id);
    const wrong = await api.call('POST', '/auth/login', { body: { email: user.email, password: 'wrong-password' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    const unknown = await api.call('POST', '/auth/login', { body: { email: uniqueEmail(), password: 'whatever1' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it(`throttles an email after ${MAX_FAILED_LOGINS} failures, even for the right password`, async () => {
    const { user, password } = await api.signUp();
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
      expect((await api.call('POST', '/auth/login', { body: { email: user.email, password: 'nope-nope' } })).status).toBe(401);
    }
    const throttled = await api.call('POST', '/auth/login', { body: { email: user.email, password } });
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/Too many failed login attempts/);
  });
});

describe('sessions', () => {
  it('GET /auth/me needs a valid token', async () => {
    const { user, tokens } = await api.signUp();
    expect(await api.call('GET', '/auth/me', { token: tokens.access.token })).toMatchObject({ status: 200, body: { user: { _id: user._id, email: user.email } } });
    expect((await api.call('GET', '/auth/me')).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: `${tokens.access.token}x` })).status).toBe(401);
  });

  it('refuses a token signed with another algorithm or for another audience', async () => {
    const { SignJWT } = await import('jose');
    const { user } = await api.signUp();
    const secret = new TextEncoder().encode(process.env.JWT_SECRET);
    const base = () => new SignJWT({ role: 'admin', typ: 'access' }).setSubject(user._id).setIssuedAt().setExpirationTime('5m');
    const wrongAlg = await base().setProtectedHeader({ alg: 'HS512' }).setIssuer('sbiz').setAudience('sbiz-web').sign(secret);
    const wrongAudience = await base().setProtectedHeader({ alg: 'HS256' }).setIssuer('sbiz').setAudience('elsewhere').sign(secret);
    const expired = await new SignJWT({ role: 'user', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('sbiz')
      .setAudience('sbiz-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    for (const token of [wrongAlg, wrongAudience, expired]) expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('rotates refresh tokens: the old one stops working, and its reuse ends the session', async () => {
    const { tokens } = await api.signUp();
    const first = await api.call('POST', '/auth/refresh', { body: { refreshToken: tokens.refresh.token } });
    expect(first.status).toBe(200);
    expect(first.body.tokens.refresh.token).not.toBe(tokens.refresh.token);
    const replay = await api.call('POST', '/auth/refresh', { body: { refreshToken: tokens.refresh.token } });
    expect(replay.status).toBe(401);
    // The replay revoked the session, so even the newest token is dead now.
    const after = await api.call('POST', '/auth/refresh', { body: { refreshToken: first.body.tokens.refresh.token } });
    expect(after.status).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const { tokens } = await api.signUp();
    const results = await Promise.all([1, 2, 3].map(() => api.call('POST', '/auth/refresh', { body: { refreshToken: tokens.refresh.token } })));
    expect(results.filter((result) => result.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('logout revokes the refresh token, and the access token at once for private reads and writes', async () => {
    const { tokens } = await api.signUp();
    expect((await api.call('GET', '/auth/me', { token: tokens.access.token })).status).toBe(200);
    expect((await api.call('POST', '/auth/logout', { body: { refreshToken: tokens.refresh.token } })).status).toBe(204);
    expect((await api.call('POST', '/auth/refresh', { body: { refreshToken: tokens.refresh.token } })).status).toBe(401);
    expect(await api.call('GET', '/auth/me', { token: tokens.access.token })).toMatchObject({ status: 401, body: { message: 'Session expired. Please login again.' } });
    // A public read ignores the ended session's token instead of failing.
    expect((await api.call('GET', '/health', { token: tokens.access.token })).status).toBe(200);
  });
});

describe('social login when not configured', () => {
  it.each(['/auth/googleLogin', '/auth/facebookLogin'])('%s answers a clear 400', async (path) => {
    const body = path.includes('google') ? { data: { credential: 'x'.repeat(40) } } : { data: { accessToken: 'x'.repeat(40) } };
    const response = await api.call('POST', path, { body });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/not configured/);
  });
});
