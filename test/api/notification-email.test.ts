import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNotification, markNotificationsRead, type NewNotification } from '../../functions/data/entities/notification';
import { deliverNotificationEmail, digestDayFor } from '../../functions/domains/notifications/email/deliver';
import { signUnsubscribeToken } from '../../functions/domains/notifications/email/unsubscribe-token';
import { sendDailyDigests } from '../../functions/scheduled/daily-digest';
import { runTwoMinuteSweeps } from '../../functions/scheduled/waiting-messages';
import { notificationEmailReactor } from '../../functions/streams/reactors/notification-email';
import { defaultNotificationPreferences, type NotificationPreferences } from '../../shared/schemas/notifications';
import { startHarness, type Harness } from './harness';

// The mails go to this test's own outbox folder (the handlers and the stream poller run in this process).
const outbox = mkdtempSync(join(tmpdir(), 'sbiz-notification-outbox-'));
process.env.OUTBOX_DIR = outbox;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
const token = (session: Session) => session.tokens.access.token;

function mailsTo(email: string | undefined): OutboxMail[] {
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email);
}

/** A notification record as the section-1 reactors write it; the stream poller hands it to the mailer. */
async function notifyOf(session: Session, overrides: Partial<NewNotification> = {}) {
  const input: NewNotification = {
    userId: session.user._id,
    notificationId: `test:${randomUUID()}`,
    kind: 'leads',
    event: 'quote-request',
    feed: 'inApp',
    actorName: 'Asha K.',
    subjectName: 'Shree Sagar Sweets',
    excerpt: 'Need 20 kg of kaju katli for Diwali',
    link: '/dashboard/leads',
    ...overrides,
  };
  const item = await createNotification(input);
  await api.poller.drain();
  return item!;
}

const preferencesOf = async (session: Session) => (await api.call<{ preferences: NotificationPreferences }>('GET', '/users/notificationPreferences', { token: token(session) })).body.preferences;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(async () => {
  await api.stop();
  rmSync(outbox, { recursive: true, force: true });
});

describe('GET and PATCH /users/notificationPreferences', () => {
  let member: Session;
  beforeEach(async () => {
    member = await api.signUp({ firstName: 'Pref' });
  });

  it('answers the defaults until the member chooses, and only the caller’s own', async () => {
    expect(await preferencesOf(member)).toEqual(defaultNotificationPreferences);
    expect((await api.call('GET', '/users/notificationPreferences')).status).toBe(401);
    expect((await api.call('PATCH', '/users/notificationPreferences', { body: { dailyDigest: true } })).status).toBe(401);
  });

  it('changes only the switches sent, for the caller alone', async () => {
    const other = await api.signUp({ firstName: 'Other' });
    const changed = await api.call('PATCH', '/users/notificationPreferences', { token: token(member), body: { kinds: { leads: { email: false }, reviews: { inApp: false } } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.preferences.kinds.leads).toEqual({ inApp: true, email: false });
    expect(changed.body.preferences.kinds.reviews).toEqual({ inApp: false, email: true });
    const digest = await api.call('PATCH', '/users/notificationPreferences', { token: token(member), body: { dailyDigest: true } });
    expect(digest.body.preferences).toMatchObject({ dailyDigest: true, kinds: { leads: { inApp: true, email: false }, reviews: { inApp: false, email: true } } });
    expect(await preferencesOf(member)).toEqual(digest.body.preferences);
    expect(await preferencesOf(other)).toEqual(defaultNotificationPreferences);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    for (const body of [
      { kinds: { leads: { email: 'no' } } },
      { kinds: { spam: { email: false } } },
      { kinds: { leads: { sms: true } } },
      { dailyDigest: 'yes' },
      { userId: 'someone-else', dailyDigest: true },
      [],
    ]) {
      const refused = await api.call('PATCH', '/users/notificationPreferences', { token: token(member), body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.body.message).toBe('string');
    }
    expect((await api.call('PATCH', '/users/notificationPreferences', { token: token(member), rawBody: '{"dailyDigest":' })).status).toBe(400);
    expect(await preferencesOf(member)).toEqual(defaultNotificationPreferences);
  });
});

describe('a notification’s mail', () => {
  it('is one mail with a text and an escaped HTML part and one-click unsubscribe headers, once even when its record is applied again', async () => {
    const owner = await api.signUp({ firstName: 'Neha<b>' });
    const item = await notifyOf(owner, { actorName: '<img src=x onerror=alert(1)>', subjectName: 'Tom & Jerry’s "Sweets"', excerpt: '<script>alert(1)</script> 20 kg' });
    // A retried stream record hands the same insert to the mailer again.
    await notificationEmailReactor.react({ kind: 'INSERT', entity: 'notification', newItem: item, sequenceNumber: 'retried-1' });
    const mails = mailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxMail];
    expect(mail.subject).toBe('<img src=x onerror=alert(1)> asked Tom & Jerry’s "Sweets" for a quote');
    expect(mail.text).toContain('Hi Neha<b>,');
    expect(mail.text).toContain('<script>alert(1)</script> 20 kg');
    expect(mail.text).toContain(`${api.url}/dashboard/leads`);
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; 20 kg');
    expect(mail.html).toContain('Tom &#38; Jerry’s &#34;Sweets&#34;');
    expect(mail.html).toContain('Hi Neha&#60;b&#62;,');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${api.url}/api/notifications/unsubscribe\\?token=[\\w.-]+>$`));
    expect(mail.text).toMatch(new RegExp(`Unsubscribe: ${api.url}/unsubscribe\\?token=`));
  });

  it('is not sent when the member switched email off for the kind, and is for other kinds', async () => {
    const owner = await api.signUp({ firstName: 'Quiet' });
    await api.call('PATCH', '/users/notificationPreferences', { token: token(owner), body: { kinds: { leads: { email: false } } } });
    await notifyOf(owner);
    expect(mailsTo(owner.user.email)).toHaveLength(0);
    await notifyOf(owner, { kind: 'reviews', event: 'review', link: '/in/pune/sbiz/shree-sagar' });
    expect(mailsTo(owner.user.email).map((mail) => mail.subject)).toEqual(['Asha K. reviewed Shree Sagar Sweets']);
  });

  it('goes once per thing in 10 minutes: a burst of leads is one mail, another listing’s lead is its own', async () => {
    const owner = await api.signUp({ firstName: 'Busy' });
    for (const actorName of ['Asha K.', 'Ravi S.', 'Meena P.']) await notifyOf(owner, { actorName });
    expect(mailsTo(owner.user.email)).toHaveLength(1);
    await notifyOf(owner, { subjectName: 'Another Shop' });
    expect(mailsTo(owner.user.email).map((mail) => mail.subject)).toEqual(['Asha K. asked Shree Sagar Sweets for a quote', 'Asha K. asked Another Shop for a quote']);
  });

  it('mails what the 10 minutes held back once they lapse, in one mail per thing, and never twice', async () => {
    const owner = await api.signUp({ firstName: 'Swamped' });
    const first = await notifyOf(owner, { actorName: 'Asha K.' });
    const held = [await notifyOf(owner, { actorName: 'Ravi <b>S.</b>', excerpt: '<script>x</script> 5 kg' }), await notifyOf(owner, { actorName: 'Meena P.' })];
    await notifyOf(owner, { actorName: 'Dev R.', subjectName: 'Another Shop' });
    expect(mailsTo(owner.user.email)).toHaveLength(2);

    // The 2-minute sweep, once the window has lapsed: one mail lists both held leads, newest first.
    await runTwoMinuteSweeps(new Date(Date.now() + 11 * 60 * 1000));
    const mails = mailsTo(owner.user.email);
    expect(mails).toHaveLength(3);
    const burst = mails[2]!;
    expect(burst.subject).toBe('Meena P. asked Shree Sagar Sweets for a quote, and 1 more');
    expect(burst.text).toMatch(/- Meena P\. asked Shree Sagar Sweets for a quote[^]*- Ravi <b>S\.<\/b> asked Shree Sagar Sweets for a quote: “<script>x<\/script> 5 kg”/);
    expect(burst.text).toContain(`${api.url}/dashboard/leads`);
    expect(burst.html).not.toMatch(/<script|<b>/);
    expect(burst.html).toContain('Ravi &#60;b&#62;S.&#60;/b&#62; asked Shree Sagar Sweets for a quote');
    expect(burst.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(burst.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${api.url}/api/notifications/unsubscribe\\?token=[\\w.-]+>$`));

    // Retried records of the mailed ones, and the sweep again later, send nothing more.
    for (const item of [first, ...held]) await notificationEmailReactor.react({ kind: 'INSERT', entity: 'notification', newItem: item, sequenceNumber: `retried-${item.notificationId}` });
    for (const item of held) expect(await deliverNotificationEmail(item, new Date(Date.now() + 30 * 60 * 1000))).toBe('sent');
    await runTwoMinuteSweeps(new Date(Date.now() + 13 * 60 * 1000));
    await runTwoMinuteSweeps(new Date(Date.now() + 40 * 60 * 1000));
    expect(mailsTo(owner.user.email)).toHaveLength(3);
  });

  it('sends no held mail about what was read in the app meanwhile, and still mails the unread ones', async () => {
    const owner = await api.signUp({ firstName: 'Attentive' });
    await notifyOf(owner, { actorName: 'Asha K.' });
    const seen = await notifyOf(owner, { actorName: 'Ravi S.' });
    await notifyOf(owner, { actorName: 'Dev R.', subjectName: 'Another Shop' });
    await notifyOf(owner, { actorName: 'Meena P.', subjectName: 'Another Shop' });
    expect(mailsTo(owner.user.email)).toHaveLength(2);
    expect(await markNotificationsRead(owner.user._id, [seen.notificationId])).toBe(1);

    await runTwoMinuteSweeps(new Date(Date.now() + 11 * 60 * 1000));
    const mails = mailsTo(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Asha K. asked Shree Sagar Sweets for a quote', 'Dev R. asked Another Shop for a quote', 'Meena P. asked Another Shop for a quote']);
    expect(mails[2]!.text).not.toContain('Ravi S.');
  });

  it('folds what was held into the next mail about the same thing after the window', async () => {
    const owner = await api.signUp({ firstName: 'Steady' });
    await notifyOf(owner, { actorName: 'Asha K.' });
    await notifyOf(owner, { actorName: 'Ravi S.' });
    await notifyOf(owner, { actorName: 'Meena P.' });
    expect(mailsTo(owner.user.email)).toHaveLength(1);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    // The next lead's notification as the mailer reactor hands it over, 11 minutes on.
    const next = {
      userId: owner.user._id,
      notificationId: `test:${randomUUID()}`,
      kind: 'leads' as const,
      event: 'quote-request' as const,
      actorName: 'Kiran D.',
      subjectName: 'Shree Sagar Sweets',
      link: '/dashboard/leads',
      createdAt: later.toISOString(),
    };
    expect(await deliverNotificationEmail(next, later)).toBe('sent');
    const mails = mailsTo(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Asha K. asked Shree Sagar Sweets for a quote', 'Kiran D. asked Shree Sagar Sweets for a quote, and 2 more']);
    expect(mails[1]!.text).toContain('Ravi S. asked Shree Sagar Sweets for a quote');
    expect(mails[1]!.text).toContain('Meena P. asked Shree Sagar Sweets for a quote');
    // Nothing is left for the sweep, and the next mail about it waits 10 minutes again.
    await runTwoMinuteSweeps(new Date(later.getTime() + 60 * 1000));
    expect(mailsTo(owner.user.email)).toHaveLength(2);
  });

  it('stops at 20 a day, however many different things happen; the rest go into the next morning’s digest', async () => {
    const owner = await api.signUp({ firstName: 'Popular' });
    for (let index = 0; index < 22; index++) await notifyOf(owner, { subjectName: `Shop ${index}` });
    const overflowAt = new Date();
    // One more about Shop 0, held by its window and then past the day's limit too.
    await notifyOf(owner, { subjectName: 'Shop 0', actorName: 'Late L.' });
    const sweepAt = new Date(Date.now() + 11 * 60 * 1000);
    await runTwoMinuteSweeps(sweepAt);
    expect(mailsTo(owner.user.email)).toHaveLength(20);

    const tomorrowMorning = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await sendDailyDigests(new Date(`${new Date(tomorrowMorning.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10)}T09:30:00+05:30`));
    // Each goes into the 9:00 IST digest after it went past the limit: Shop 20's and 21's now, the held one's at the sweep,
    // 11 minutes on. A run in the minutes before 9:00 IST puts them in two days' digests, both made up the next morning.
    const digests = mailsTo(owner.user.email).slice(20);
    if (digestDayFor(overflowAt) === digestDayFor(sweepAt)) {
      expect(digests.map((mail) => mail.subject)).toEqual(['Your Sbiz day: 3 new notifications']);
    } else {
      expect(digests.map((mail) => mail.subject)).toEqual(['Your Sbiz day: 2 new notifications', 'Your Sbiz day: 1 new notification']);
    }
    const text = digests.map((mail) => mail.text).join('\n');
    expect(text).toContain('Asha K. asked Shop 20 for a quote');
    expect(text).toContain('Asha K. asked Shop 21 for a quote');
    expect(text).toContain('Late L. asked Shop 0 for a quote');
    for (const digest of digests) {
      expect(digest.text).toContain('reached their daily limit');
      expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
  });
});

describe('POST /notifications/unsubscribe', () => {
  const unsubscribeUrlOf = (mail: OutboxMail) => new URL(/^<([^>]+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);

  it('works without signing in, as a mail client posts it, and switches that kind’s email off', async () => {
    const owner = await api.signUp({ firstName: 'Leaving' });
    await notifyOf(owner);
    const url = unsubscribeUrlOf(mailsTo(owner.user.email)[0]!);
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ unsubscribed: 'leads', message: expect.stringContaining('leads and quote requests') });
    const preferences = await preferencesOf(owner);
    expect(preferences.kinds.leads).toEqual({ inApp: true, email: false });
    expect(preferences.kinds.reviews).toEqual({ inApp: true, email: true });
    // Posting again changes nothing more and is still fine.
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    await notifyOf(owner, { subjectName: 'After unsubscribing' });
    expect(mailsTo(owner.user.email)).toHaveLength(1);
  });

  it('with an "all" token switches every kind’s email off and leaves the app alone', async () => {
    const owner = await api.signUp({ firstName: 'All' });
    const response = await api.call('POST', `/notifications/unsubscribe?token=${await signUnsubscribeToken(owner.user._id, 'all')}`);
    expect(response.status).toBe(200);
    const preferences = await preferencesOf(owner);
    for (const switches of Object.values(preferences.kinds)) expect(switches).toEqual({ inApp: true, email: false });
  });

  it('refuses a forged, altered, expired or missing token with a 400 and changes nothing', async () => {
    const owner = await api.signUp({ firstName: 'Target' });
    const good = await signUnsubscribeToken(owner.user._id, 'leads');
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), scope: 'all' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const cases = {
      altered: `${header}.${otherPayload}.${signature}`,
      forged: `${header}.${payload}.${flipped}`,
      expired: await signUnsubscribeToken(owner.user._id, 'leads', Date.now() - 61 * 24 * 60 * 60 * 1000),
      session: token(owner),
      garbage: 'not-a-token-at-all',
    };
    for (const [name, bad] of Object.entries(cases)) {
      const response = await api.call('POST', `/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.status, name).toBe(400);
      expect(response.body.message, name).toMatch(/unsubscribe link/);
    }
    expect((await api.call('POST', '/notifications/unsubscribe')).status).toBe(400);
    expect((await api.call('POST', `/notifications/unsubscribe?token=${encodeURIComponent(cases.expired)}`)).body.message).toMatch(/expired/);
    expect(await preferencesOf(owner)).toEqual(defaultNotificationPreferences);
  });
});

describe('the daily digest', () => {
  it('sends a digest member one mail at 9:00 IST of what is still unread, and only once', async () => {
    const member = await api.signUp({ firstName: 'Digest' });
    const quiet = await api.signUp({ firstName: 'Immediate' });
    await api.call('PATCH', '/users/notificationPreferences', { token: token(member), body: { dailyDigest: true } });
    await notifyOf(member, { actorName: 'Asha K.' });
    await notifyOf(member, { kind: 'reviews', event: 'review', actorName: 'Ravi S.', link: '/in/pune/sbiz/shree-sagar' });
    const read = await notifyOf(member, { kind: 'questions', event: 'question', actorName: 'Meena P.', link: '/dashboard/questions' });
    await api.call('PATCH', '/notifications/markRead', { token: token(member), body: { ids: [read.notificationId] } });
    await notifyOf(quiet);
    expect(mailsTo(member.user.email)).toHaveLength(0);
    expect(mailsTo(quiet.user.email)).toHaveLength(1);

    const tomorrowMorning = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const nineThirty = new Date(`${new Date(tomorrowMorning.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10)}T09:30:00+05:30`);
    await sendDailyDigests(nineThirty);
    await sendDailyDigests(nineThirty);
    const digests = mailsTo(member.user.email);
    expect(digests).toHaveLength(1);
    const [digest] = digests as [OutboxMail];
    expect(digest.subject).toBe('Your Sbiz day: 2 new notifications');
    expect(digest.text).toContain('Ravi S. reviewed Shree Sagar Sweets');
    expect(digest.text).toContain('Asha K. asked Shree Sagar Sweets for a quote');
    expect(digest.text).not.toContain('Meena P.');
    expect(digest.html).toContain('Ravi S. reviewed Shree Sagar Sweets');
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mailsTo(quiet.user.email)).toHaveLength(1);
  });
});

describe('/dev/outbox on the local stack', () => {
  it('lists the mails and shows one: its headers, text and its HTML in a sandboxed frame with a policy that runs nothing', async () => {
    const owner = await api.signUp({ firstName: 'Viewer' });
    await notifyOf(owner, { actorName: '<i>Outbox</i> Buyer' });
    const list = await fetch(`${api.url}/dev/outbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await list.text();
    const link = new RegExp(`<td>${owner.user.email}</td><td><a href="(/dev/outbox/[\\w-]+)">&#60;i&#62;Outbox&#60;/i&#62; Buyer asked`).exec(html);
    expect(link, html.slice(0, 500)).not.toBeNull();
    const detail = await (await fetch(`${api.url}${link![1]}`)).text();
    expect(detail).toContain('<dd data-header="List-Unsubscribe-Post">List-Unsubscribe=One-Click</dd>');
    expect(detail).toMatch(/<dd data-header="List-Unsubscribe">&#60;http:\/\/[^<]+\/api\/notifications\/unsubscribe\?token=/);
    expect(detail).toContain(`<iframe title="The mail's HTML part" sandbox src="${link![1]}/html">`);
    const part = await fetch(`${api.url}${link![1]}/html`);
    expect(part.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(await part.text()).toContain('&#60;i&#62;Outbox&#60;/i&#62; Buyer asked');
    expect((await fetch(`${api.url}/dev/outbox/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${api.url}/dev/outbox/no-such-mail`)).status).toBe(404);
  });
});
