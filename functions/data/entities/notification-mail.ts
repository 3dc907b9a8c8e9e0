import { Entity, type EntityItem } from 'electrodb';
import { notificationFacts } from './notification';
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

/** Takes the throttle for this notification's mail; false when another mail about the same thing went out less than `windowMs` ago. */
export async function takeMailThrottle(userId: string, topic: string, notificationId: string, windowMs: number, now = Date.now()): Promise<boolean> {
  const until = now + windowMs;
  try {
    await MailThrottleEntity.put({ userId, topic, notificationId, until, ttl: Math.ceil(until / 1000) + 24 * 60 * 60 })
      .where(
        (attributes, { notExists, lte, eq }) =>
          `${notExists(attributes.until)} OR ${lte(attributes.until, now)} OR (${eq(attributes.notificationId, notificationId)} AND ${notExists(attributes.sentAt)})`,
      )
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records that the throttle's mail went out. */
export async function markThrottledMailSent(userId: string, topic: string): Promise<void> {
  await MailThrottleEntity.patch({ userId, topic }).set({ sentAt: new Date().toISOString() }).go({ response: 'none' });
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
