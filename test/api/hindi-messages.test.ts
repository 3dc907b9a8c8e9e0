import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../functions/data/entities/notification';
import { startHarness, type Harness } from './harness';

// The mails go to this test's own outbox folder (the handlers and the stream poller run in this process).
const outbox = mkdtempSync(join(tmpdir(), 'sbiz-hindi-outbox-'));
process.env.OUTBOX_DIR = outbox;

/**
 * The API speaks the caller's language (issue #28): with `Accept-Language: hi`
 * its validation and error messages come back in Hindi; field names, status
 * codes and the body's shape stay the same.
 */
let api: Harness;
let member: Awaited<ReturnType<Harness['signUp']>>;
let other: Awaited<ReturnType<Harness['signUp']>>;

beforeAll(async () => {
  api = await startHarness();
  member = await api.signUp({ firstName: 'Hindi', lastName: 'Reader' });
  other = await api.signUp({ firstName: 'Other', lastName: 'Member' });
});
afterAll(async () => {
  await api.stop();
  rmSync(outbox, { recursive: true, force: true });
});

async function call(method: string, path: string, options: { token?: string; body?: unknown; language?: string } = {}) {
  const response = await fetch(`${api.url}/api${path}`, {
    method,
    headers: {
      ...(options.language ? { 'Accept-Language': options.language } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as { message: string }, headers: response.headers };
}

describe('API messages in Hindi', () => {
  it('answers a validation error in Hindi', async () => {
    const response = await call('POST', '/collections/add', { token: member.tokens.access.token, body: { images: ['x'] }, language: 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'कलेक्शन का नाम ज़रूरी है' });
    expect(response.headers.get('content-language')).toBe('hi');
  });

  it('formats a message with a value in it in Hindi', async () => {
    const response = await call('POST', '/auth/register', { body: { firstName: 'Short', lastName: 'Password', email: 'short-password@example.in', password: 'abc' }, language: 'hi' });
    expect(response).toMatchObject({ status: 400, body: { message: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए' } });
  });

  it('answers a 403 in Hindi', async () => {
    const response = await call('PATCH', `/users/update/${other.user._id}`, { token: member.tokens.access.token, body: { firstName: 'Someone' }, language: 'hi' });
    expect(response).toMatchObject({ status: 403, body: { message: 'आप सिर्फ़ अपनी प्रोफ़ाइल बदल सकते हैं' } });
  });

  it('answers a 404 in Hindi', async () => {
    const response = await call('GET', '/users/getBySlug?slug=nobody-by-this-name', { language: 'hi' });
    expect(response).toMatchObject({ status: 404, body: { message: 'यूज़र नहीं मिला' } });
  });

  it('answers a 401 in Hindi', async () => {
    const response = await call('POST', '/collections/add', { body: { name: 'x' }, language: 'hi' });
    expect(response).toMatchObject({ status: 401, body: { message: 'आगे बढ़ने के लिए कृपया लॉग इन करें!' } });
  });

  it('answers in English without the header, or when it prefers English', async () => {
    for (const language of [undefined, 'en-IN,en;q=0.9,hi;q=0.5', 'fr']) {
      const invalid = await call('POST', '/collections/add', { token: member.tokens.access.token, body: { images: ['x'] }, language });
      expect(invalid).toMatchObject({ status: 400, body: { message: 'Collection name is required' } });
      expect(invalid.headers.get('content-language')).toBeNull();
      const forbidden = await call('PATCH', `/users/update/${other.user._id}`, { token: member.tokens.access.token, body: { firstName: 'Someone' }, language });
      expect(forbidden).toMatchObject({ status: 403, body: { message: 'You can only update your own profile' } });
      const missing = await call('GET', '/users/getBySlug?slug=nobody-by-this-name', { language });
      expect(missing).toMatchObject({ status: 404, body: { message: 'User not found' } });
    }
  });
});

describe('notification mails in the language of the preferences', () => {
  const mailsTo = (email: string | undefined) =>
    readdirSync(outbox)
      .sort()
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; subject: string; text: string })
      .filter((mail) => mail.to === email);

  it('stores the language of the mails and refuses one we do not write, in the caller’s language', async () => {
    const token = member.tokens.access.token;
    const changed = await call('PATCH', '/users/notificationPreferences', { token, body: { language: 'hi' } });
    expect(changed.status).toBe(200);
    expect((changed.body as unknown as { preferences: { language: string } }).preferences.language).toBe('hi');
    const refused = await call('PATCH', '/users/notificationPreferences', { token, body: { language: 'fr' }, language: 'hi' });
    expect(refused).toMatchObject({ status: 400, body: { message: 'कृपया English या हिन्दी चुनें' } });
    await call('PATCH', '/users/notificationPreferences', { token, body: { language: 'en' } });
  });

  it('mails a person who chose Hindi in Hindi, and others in English', async () => {
    const hindiReader = await api.signUp({ firstName: 'Meera' });
    await call('PATCH', '/users/notificationPreferences', { token: hindiReader.tokens.access.token, body: { language: 'hi' } });
    const englishReader = await api.signUp({ firstName: 'Tom' });
    for (const session of [hindiReader, englishReader]) {
      await createNotification({
        userId: session.user._id,
        notificationId: `test:${randomUUID()}`,
        kind: 'reviews',
        event: 'review',
        feed: 'inApp',
        actorName: 'Asha K.',
        subjectName: 'Shree Sagar Sweets',
        link: '/dashboard/reviews',
      });
    }
    await api.poller.drain();
    const [hindi] = mailsTo(hindiReader.user.email);
    expect(hindi?.text).toContain('नमस्ते Meera,');
    expect(hindi?.subject).toContain('Shree Sagar Sweets');
    expect(hindi?.subject).not.toContain('reviewed');
    const [english] = mailsTo(englishReader.user.email);
    expect(english).toMatchObject({ subject: 'Asha K. reviewed Shree Sagar Sweets' });
    expect(english?.text).toContain('Hi Tom,');
  });

  it('sends a password reset asked for in Hindi in Hindi, linking to the Hindi page', async () => {
    const forgetful = await api.signUp({ firstName: 'Kavya' });
    const asked = await call('POST', '/auth/forgotPassword', { body: { email: forgetful.user.email }, language: 'hi' });
    expect(asked.status).toBe(200);
    const [mail] = mailsTo(forgetful.user.email);
    expect(mail).toMatchObject({ subject: 'अपना Sbiz पासवर्ड रीसेट करें' });
    expect(mail?.text).toContain('नमस्ते Kavya,');
    expect(mail?.text).toMatch(/\/hi\/reset-password\?token=/);
  });
});
