import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvironmentCache } from '../../../../../functions/lib/config';
import { resetSigningKeyCache } from '../../../../../functions/lib/tokens';
import { composeDigestEmail, composeNotificationEmail, type MailedNotification } from '../../../../../functions/domains/notifications/email/compose';
import { digestDayFor } from '../../../../../functions/domains/notifications/email/deliver';
import { signUnsubscribeToken, verifyUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS } from '../../../../../functions/domains/notifications/email/unsubscribe-token';
import { dueDigestDays, msUntilNextDigest } from '../../../../../functions/scheduled/daily-digest';

const DAY = 24 * 60 * 60 * 1000;

// The entities these modules load read the table's name at import.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit';
});

beforeAll(() => {
  process.env.JWT_SECRET = 'a-unit-test-secret-that-is-long-enough-0123456789';
  resetEnvironmentCache();
  resetSigningKeyCache();
});

describe('the unsubscribe token', () => {
  it('names the person and the kind, signed', async () => {
    const token = await signUnsubscribeToken('user-1', 'reviews');
    expect(await verifyUnsubscribeToken(token)).toEqual({ userId: 'user-1', scope: 'reviews' });
    expect(await verifyUnsubscribeToken(await signUnsubscribeToken('user-1', 'all'))).toEqual({ userId: 'user-1', scope: 'all' });
  });

  it('expires after its days', async () => {
    const issued = Date.parse('2026-01-01T00:00:00Z');
    const token = await signUnsubscribeToken('user-1', 'leads', issued);
    await expect(verifyUnsubscribeToken(token, issued + (UNSUBSCRIBE_TOKEN_DAYS - 1) * DAY)).resolves.toMatchObject({ scope: 'leads' });
    await expect(verifyUnsubscribeToken(token, issued + (UNSUBSCRIBE_TOKEN_DAYS + 1) * DAY)).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/expired/) });
  });

  it('fails when any part is tampered with or it was signed with another key', async () => {
    const token = await signUnsubscribeToken('user-1', 'leads');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const rewrite = (changes: object) => Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
    for (const bad of [
      `${header}.${rewrite({ sub: 'user-2' })}.${signature}`,
      `${header}.${rewrite({ scope: 'all' })}.${signature}`,
      `${header}.${rewrite({ exp: claims.exp + 365 * 86400 })}.${signature}`,
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      `${header}.${payload}.${signature.split('').reverse().join('')}`,
    ]) {
      await expect(verifyUnsubscribeToken(bad)).rejects.toMatchObject({ statusCode: 400, message: 'This unsubscribe link is not valid' });
    }
    process.env.JWT_SECRET = 'another-secret-entirely-that-is-long-enough-987654';
    resetEnvironmentCache();
    resetSigningKeyCache();
    const foreign = await signUnsubscribeToken('user-1', 'leads');
    process.env.JWT_SECRET = 'a-unit-test-secret-that-is-long-enough-0123456789';
    resetEnvironmentCache();
    resetSigningKeyCache();
    await expect(verifyUnsubscribeToken(foreign)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('a notification mail', () => {
  const notification: MailedNotification = {
    kind: 'reviews',
    event: 'review',
    actorName: '<b>Asha</b> & "co"',
    subjectName: 'Chai\nPoint',
    excerpt: '<script>alert(1)</script>',
    link: '/in/pune/sbiz/chai-point',
    createdAt: '2026-11-27T10:00:00.000Z',
  };
  const links = { origin: 'https://sbiz.example.in', unsubscribeToken: 'header.payload.signature' };

  it('has a one-line subject, a text part, an escaped HTML part and the RFC 8058 headers', () => {
    const mail = composeNotificationEmail({ email: 'owner@example.in', firstName: 'Neha' }, notification, links);
    expect(mail.to).toBe('owner@example.in');
    expect(mail.subject).toBe('<b>Asha</b> & "co" reviewed Chai Point');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.text).toContain('https://sbiz.example.in/in/pune/sbiz/chai-point');
    expect(mail.text).toContain('Unsubscribe: https://sbiz.example.in/unsubscribe?token=header.payload.signature');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&#60;b&#62;Asha&#60;/b&#62; &#38; &#34;co&#34;');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('href="https://sbiz.example.in/in/pune/sbiz/chai-point"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://sbiz.example.in/api/notifications/unsubscribe?token=header.payload.signature>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a digest lists each notification and counts what it leaves out', () => {
    const mail = composeDigestEmail({ email: 'owner@example.in' }, [notification, { ...notification, event: 'review-reply', actorName: 'Ravi' }], links, 3);
    expect(mail.subject).toBe('Your Sbiz day: 5 new notifications');
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain('Ravi replied to a review of Chai\nPoint');
    expect(mail.text).toContain('…and 3 more: https://sbiz.example.in/dashboard/notifications');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html.match(/<li /g)).toHaveLength(2);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('the digest’s days (IST)', () => {
  it('files a notification under the next 9:00 IST', () => {
    expect(digestDayFor(new Date('2026-11-27T03:29:00Z'))).toBe('2026-11-27'); // 8:59 IST
    expect(digestDayFor(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-28'); // 9:00 IST
    expect(digestDayFor(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28'); // 1:30 IST on the 28th, before its 9:00
  });

  it('runs today’s once 9:00 IST has passed, and makes up yesterday’s', () => {
    expect(dueDigestDays(new Date('2026-11-27T03:31:00Z'))).toEqual(['2026-11-26', '2026-11-27']);
    expect(dueDigestDays(new Date('2026-11-27T03:00:00Z'))).toEqual(['2026-11-25', '2026-11-26']);
    expect(msUntilNextDigest(new Date('2026-11-27T03:00:00Z'))).toBe(30 * 60 * 1000);
    expect(msUntilNextDigest(new Date('2026-11-27T03:30:00Z'))).toBe(DAY);
  });
});
