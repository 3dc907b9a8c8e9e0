import { Entity, type EntityItem } from 'electrodb';
import { notificationFacts } from './notification';
import { dueHourOf, dueInHourBuckets } from './chat-wait';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';

/**
 * What the notification mailer keeps (issue #27 §2): a throttle per person and
 * thing mailed about, the day's digest entries, and a mark per digest sent.
 */

/**
 * One mail about one thing (a conversation, a listing's leads) was sent to one
 * person until `until`: the next mail about it waits until then. `notificationId`
 * is the notification that took it, so that notification's retried stream record
 * may take it again while its mail has not gone out (`sentAt` unset).
 */
export const MailThrottleEntity = new Entity(
  {
    model: { entity: 'mailThrottle', version: '1', service: 'sbiz' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** A hash of what the mails are about (functions/domains/notifications/email/deliver.ts). */
      topic: { type: 'string', required: true, readOnly: true },
      notificationId: { type: 'string', required: true },
      /** When the mail went out: a retried record of the same notification then sends nothing. */
      sentAt: { type: 'string' },
      /** Epoch milliseconds. */
      until: { type: 'number', required: true },
      /** Epoch seconds: TTL clears it a day after it lapses. */
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byTopic: { pk: { field: 'pk', composite: ['userId', 'topic'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

/**
 * What taking the throttle found: 'taken' (this mail may go), 'sent' (this
 * very notification's mail already went: a retried record) or 'busy' with the
 * time the other mail's window lapses.
 */
export type MailThrottleTake = { state: 'taken' } | { state: 'sent' } | { state: 'busy'; until: number };

/** Takes the throttle for the mail of `notificationId` (a notification, or the sweep's mail of held ones, named by the newest). */
export async function takeMailThrottle(userId: string, topic: string, notificationId: string, windowMs: number, now = Date.now()): Promise<MailThrottleTake> {
  const until = now + windowMs;
  try {
    await MailThrottleEntity.put({ userId, topic, notificationId, until, ttl: Math.ceil(until / 1000) + 24 * 60 * 60 })
      .where(
        (attributes, { notExists, lte, eq }) =>
          `${notExists(attributes.until)} OR ${lte(attributes.until, now)} OR (${eq(attributes.notificationId, notificationId)} AND ${notExists(attributes.sentAt)})`,
      )
      .go({ response: 'none' });
    return { state: 'taken' };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await MailThrottleEntity.get({ userId, topic }).go({ consistent: true });
    if (data?.notificationId === notificationId && data.sentAt) return { state: 'sent' };
    return { state: 'busy', until: data?.until ?? until };
  }
}

/** Records that the throttle's mail went out. */
export async function markThrottledMailSent(userId: string, topic: string): Promise<void> {
  await MailThrottleEntity.patch({ userId, topic }).set({ sentAt: new Date().toISOString() }).go({ response: 'none' });
}

/** How long a held mail is kept after it went out: a retried record of it finds it and is not held again. */
const HELD_KEPT_SECONDS = 7 * 24 * 60 * 60;

/**
 * A notification the 10-minute throttle held back (issue #27 §2: never
 * flood, yet tell of every lead): 'held' until the next mail about the same
 * thing carries it, either the mail of the next notification after the window
 * or the 2-minute sweep's once the window lapses (functions/scheduled/
 * waiting-messages.ts), then 'sent' (mailed, or filed for the digest when the
 * day's mails were spent). A notification mailed at once gets a 'sent' one
 * too, so a retried record of it is never held and mailed again. Held ones
 * are indexed by the hour they fall due, so the sweep reads a few buckets and
 * never Scans.
 */
export const HeldMailEntity = new Entity(
  {
    model: { entity: 'heldMail', version: '1', service: 'sbiz' },
    attributes: {
      topic: { type: 'string', required: true, readOnly: true },
      ...notificationFacts,
      state: { type: ['held', 'sent'] as const, required: true },
      /** When the throttle that held it lapses (ISO); the time it went, once sent. */
      dueAt: { type: 'string', required: true },
      dueHour: { type: 'string', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byTopic: { pk: { field: 'pk', composite: ['userId', 'topic'] }, sk: { field: 'sk', composite: ['createdAt', 'notificationId'] } },
      byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['state', 'dueHour'] }, sk: { field: 'gsi1sk', composite: ['dueAt', 'userId', 'topic', 'notificationId'] } },
    },
  },
  entityConfig(),
);
export type HeldMailItem = EntityItem<typeof HeldMailEntity>;
export type NewHeldMail = Omit<HeldMailItem, 'state' | 'dueHour' | 'ttl'>;
/** What a held mail keeps of its notification. */
export type NotificationFacts = Omit<NewHeldMail, 'topic' | 'dueAt'>;

/** Holds a notification's mail until `dueAt`; a retried record finds it there (held or already sent) and changes nothing. */
export async function holdMail(entry: NewHeldMail): Promise<void> {
  try {
    await HeldMailEntity.create({ ...entry, state: 'held', dueHour: dueHourOf(entry.dueAt), ttl: Math.floor(Date.parse(entry.dueAt) / 1000) + HELD_KEPT_SECONDS }).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Whether this notification's news has gone out (its own mail, a mail that carried it, or the digest). */
export async function notificationMailWentOut(entry: Pick<HeldMailItem, 'userId' | 'topic' | 'createdAt' | 'notificationId'>): Promise<boolean> {
  const { data } = await HeldMailEntity.get(entry).go({ consistent: true });
  return data?.state === 'sent';
}

/** The mails still held about one thing for one person, oldest first. */
export async function heldMailsAbout(userId: string, topic: string): Promise<HeldMailItem[]> {
  const { data } = await HeldMailEntity.query
    .byTopic({ userId, topic })
    .where(({ state }, { eq }) => eq(state, 'held'))
    .go({ pages: 'all', consistent: true });
  return data;
}

/** The held mails due by `now`, from the buckets of the last `hours` hours (oldest first). */
export function dueHeldMails(now: Date, hours: number): Promise<HeldMailItem[]> {
  return dueInHourBuckets(now, hours, async (dueHour, until) => (await HeldMailEntity.query.byDue({ state: 'held', dueHour }).lte({ dueAt: until }).go({ pages: 'all' })).data);
}

/**
 * Records that these notifications' news went out (in a mail, or filed for
 * the digest when the day's mails were spent), held ones and the one whose
 * mail carried them alike: a retried stream record of any of them then finds
 * its record and sends nothing, whoever holds the throttle by then.
 */
export async function markMailsSent(topic: string, notifications: readonly NotificationFacts[], now: Date): Promise<void> {
  const at = now.toISOString();
  const ttl = Math.floor(now.getTime() / 1000) + HELD_KEPT_SECONDS;
  await Promise.all(notifications.map((facts) => HeldMailEntity.put({ ...facts, topic, state: 'sent', dueAt: at, dueHour: dueHourOf(at), ttl }).go({ response: 'none' })));
}

/**
 * A notification waiting for a digest: filed under the IST date of the 9:00
 * digest that will carry it, so the digest job reads one partition per day
 * (a Query, sorted by person) and never Scans.
 */
export const DigestEntryEntity = new Entity(
  {
    model: { entity: 'digestEntry', version: '1', service: 'sbiz' },
    attributes: {
      /** YYYY-MM-DD in IST. */
      sendOn: { type: 'string', required: true, readOnly: true },
      ...notificationFacts,
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byDay: { pk: { field: 'pk', composite: ['sendOn'] }, sk: { field: 'sk', composite: ['userId', 'createdAt', 'notificationId'] } },
    },
  },
  entityConfig(),
);
export type DigestEntryItem = EntityItem<typeof DigestEntryEntity>;

/** Files an entry; a retried record writes the same item again. */
export async function fileDigestEntry(entry: Omit<DigestEntryItem, 'ttl'>): Promise<void> {
  // Kept a week: long enough for a missed run to be made up the next morning.
  const ttl = Math.floor(Date.parse(`${entry.sendOn}T00:00:00+05:30`) / 1000) + 7 * 24 * 60 * 60;
  await DigestEntryEntity.put({ ...entry, ttl }).go({ response: 'none' });
}

/** Every entry for one digest day, person by person, a page at a time. */
export async function* digestEntriesFor(sendOn: string): AsyncGenerator<DigestEntryItem[]> {
  let cursor: string | null = null;
  do {
    const page: { data: DigestEntryItem[]; cursor: string | null } = await DigestEntryEntity.query.byDay({ sendOn }).go({ cursor, limit: 500 });
    if (page.data.length > 0) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

/** One digest sent to one person for one day: the mark that makes a rerun of the job send nothing twice. */
export const DigestSentEntity = new Entity(
  {
    model: { entity: 'digestSent', version: '1', service: 'sbiz' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      sendOn: { type: 'string', required: true, readOnly: true },
      count: { type: 'number', required: true, readOnly: true },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['sendOn'] } },
    },
  },
  entityConfig(),
);

/** Marks the digest sent; false when it already was. */
export async function markDigestSent(userId: string, sendOn: string, count: number): Promise<boolean> {
  try {
    const ttl = Math.floor(Date.parse(`${sendOn}T00:00:00+05:30`) / 1000) + 30 * 24 * 60 * 60;
    await DigestSentEntity.create({ userId, sendOn, count, ttl }).go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Undoes the mark when the mail could not be sent, so the next run tries again. */
export async function unmarkDigestSent(userId: string, sendOn: string): Promise<void> {
  await DigestSentEntity.delete({ userId, sendOn }).go({ response: 'none' });
}
