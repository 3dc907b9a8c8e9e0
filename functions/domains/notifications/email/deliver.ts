import { createHash } from 'node:crypto';
import {
  dueHeldMails,
  fileDigestEntry,
  heldMailsAbout,
  notificationMailWentOut,
  holdMail,
  markMailsSent,
  markThrottledMailSent,
  takeMailThrottle,
  type HeldMailItem,
  type NotificationFacts,
} from '../../../data/entities/notification-mail';
import { countUse } from '../../../data/entities/rate-limit';
import { readInAppNotificationIds } from '../../../data/entities/notification';
import { getUserById } from '../../../data/entities/user';
import { sendEmail } from '../../../lib/mailer';
import { siteOrigin } from '../../../lib/site-origin';
import { loadNotificationPreferences } from '../preferences';
import { logger } from '../../../lib/observability';
import { composeBurstEmail, composeNotificationEmail, type MailedNotification, type Recipient } from './compose';
import { signUnsubscribeToken } from './unsubscribe-token';

/** One mail per thing (a conversation, a listing's leads, a review thread) per person in this long: a burst of leads is one mail. */
export const MAIL_BURST_WINDOW_MS = 10 * 60 * 1000;

/**
 * Notification mails one person gets in a day at most. A busy listing gets a
 * handful of leads, reviews and questions a day; past about twenty, mail stops
 * being read and starts being reported as spam (which costs every user's mail
 * its delivery). What comes after the twentieth goes into the next 9:00 digest,
 * so it still reaches the person by mail.
 */
export const MAX_NOTIFICATION_MAILS_PER_DAY = 20;
const dailyMails = { action: 'notificationMail', max: MAX_NOTIFICATION_MAILS_PER_DAY, windowSeconds: 24 * 60 * 60 };

/** A notification older than this is not mailed: a stream catching up after an outage would otherwise mail yesterday's news. */
const STALE_MS = 24 * 60 * 60 * 1000;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DIGEST_HOUR_IST = 9;

/** The IST date (YYYY-MM-DD) of the 9:00 IST digest that carries a notification made at `at`: today's before 9:00, else tomorrow's. */
export function digestDayFor(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  if (ist.getUTCHours() >= DIGEST_HOUR_IST) ist.setUTCDate(ist.getUTCDate() + 1);
  return ist.toISOString().slice(0, 10);
}

export type MailableNotification = MailedNotification & { userId: string; notificationId: string };
/**
 * 'held': the throttle holds it for the next mail about the same thing;
 * 'daily-limit': the day's mails are spent, it went into the next digest.
 */
export type DeliveryOutcome = 'sent' | 'email-off' | 'digest' | 'no-address' | 'stale' | 'held' | 'daily-limit';

/** What mails about the same thing share: a burst of them is one mail. */
function topicOf(notification: MailableNotification): string {
  return createHash('sha256')
    .update(`${notification.kind}\n${notification.link}\n${notification.subjectName ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The facts a held mail or a digest entry keeps of a notification. */
const factsOf = (notification: MailableNotification): NotificationFacts => ({
  userId: notification.userId,
  notificationId: notification.notificationId,
  kind: notification.kind,
  event: notification.event,
  link: notification.link,
  createdAt: notification.createdAt,
  ...(notification.actorName ? { actorName: notification.actorName } : {}),
  ...(notification.subjectName ? { subjectName: notification.subjectName } : {}),
  ...(notification.excerpt ? { excerpt: notification.excerpt } : {}),
});

/** Files notifications for the 9:00 IST digest that follows `at`. */
const fileForDigest = (notifications: readonly MailableNotification[], at: Date) =>
  Promise.all(notifications.map((notification) => fileDigestEntry({ sendOn: digestDayFor(at), ...factsOf(notification) })));

/**
 * Sends the mail that carries `notifications` (oldest first; all about one
 * topic, the throttle already taken for it): one notification's own mail, or
 * a burst's mail listing them. With the day's mails spent they go into the
 * next digest instead. Then the throttle and every one of them are marked sent.
 */
async function sendTopicMail(recipient: Recipient & { userId: string }, topic: string, notifications: readonly MailableNotification[], now: Date) {
  const { userId, ...to } = recipient;
  const newest = notifications.at(-1)!;
  let outcome: 'sent' | 'daily-limit' = 'sent';
  // A retried record counts again: it can only make the day's limit come sooner, never let more through.
  if (!(await countUse(dailyMails, userId, now.getTime())).allowed) {
    await fileForDigest(notifications, now);
    outcome = 'daily-limit';
  } else {
    const links = { origin: siteOrigin(), unsubscribeToken: await signUnsubscribeToken(userId, newest.kind, now.getTime()) };
    await sendEmail(notifications.length === 1 ? composeNotificationEmail(to, newest, links) : composeBurstEmail(to, notifications, links));
  }
  await markThrottledMailSent(userId, topic);
  await markMailsSent(topic, notifications.map(factsOf), now);
  return outcome;
}

/**
 * Mails one new notification to its recipient, as their preferences say: not
 * at all with the kind's email switched off, into tomorrow's 9:00 digest with
 * the digest on, else now. When a mail about the same thing went out in the
 * last 10 minutes it is held, and goes with the next mail about it (the next
 * notification's after the window, or the 2-minute sweep's, sendHeldMails);
 * when this mail goes, it carries those held before it. Past the day's limit
 * they go into the next digest. Safe to run again for the same notification
 * (a retried stream record): the throttle it took is its own, once its mail
 * is marked sent nothing goes out again, and a held one is held once.
 */
export async function deliverNotificationEmail(notification: MailableNotification, now = new Date()): Promise<DeliveryOutcome> {
  if (now.getTime() - Date.parse(notification.createdAt) > STALE_MS) return 'stale';
  const preferences = await loadNotificationPreferences(notification.userId);
  if (!preferences.kinds[notification.kind].email) return 'email-off';
  if (preferences.dailyDigest) {
    await fileForDigest([notification], new Date(notification.createdAt));
    return 'digest';
  }
  const user = await getUserById(notification.userId);
  if (!user?.email) return 'no-address';
  const topic = topicOf(notification);
  // A retried record of one whose news has gone out (its own mail, a mail that carried it, or the digest): nothing more.
  if (await notificationMailWentOut({ userId: notification.userId, topic, createdAt: notification.createdAt, notificationId: notification.notificationId })) return 'sent';
  const throttle = await takeMailThrottle(notification.userId, topic, notification.notificationId, MAIL_BURST_WINDOW_MS, now.getTime());
  if (throttle.state === 'sent') return 'sent';
  if (throttle.state === 'busy') {
    await holdMail({ topic, dueAt: new Date(throttle.until).toISOString(), ...factsOf(notification) });
    return 'held';
  }
  const held = await heldMailsAbout(notification.userId, topic);
  // A retried record of a held one may find the window lapsed: it is among the held, once.
  const carried = held.some((entry) => entry.notificationId === notification.notificationId) ? held : [...held, notification];
  const recipient = { userId: notification.userId, email: user.email, firstName: user.firstName, locale: preferences.language };
  return sendTopicMail(recipient, topic, carried, now);
}

/** Held mails older than this are no longer swept (a sweep stopped for longer leaves them to the app). */
const HELD_SWEEP_HOURS = 6;

/**
 * Mails what the throttle held once its window has lapsed and no newer
 * notification's mail carried it: one mail per person and topic, listing the
 * held ones (or into the next digest when the day's mails are spent, or the
 * person chose the digest meanwhile). Run by the 2-minute sweep. A topic
 * whose throttle is busy again waits for that mail or the next sweep. Answers
 * how many mails (or digest filings) it made.
 */
export async function sendHeldMails(now = new Date()): Promise<number> {
  const byTopic = new Map<string, HeldMailItem[]>();
  for (const entry of await dueHeldMails(now, HELD_SWEEP_HOURS)) {
    const key = `${entry.userId}\n${entry.topic}`;
    byTopic.set(key, [...(byTopic.get(key) ?? []), entry]);
  }
  let sent = 0;
  for (const entries of byTopic.values()) {
    try {
      if (
        await sendHeld(
          entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
          now,
        )
      )
        sent += 1;
    } catch (error) {
      // One person's failure must not hold up the others; their mails stay held and the next sweep tries again.
      logger.warn('Could not send held notification mails', { userId: entries[0]!.userId, error });
    }
  }
  return sent;
}

/** Sends one person's held mails about one topic (oldest first), as their preferences now say. */
async function sendHeld(entries: HeldMailItem[], now: Date): Promise<boolean> {
  const { userId, topic } = entries[0]!;
  const [preferences, user, read] = await Promise.all([
    loadNotificationPreferences(userId),
    getUserById(userId),
    readInAppNotificationIds(
      userId,
      entries.map((entry) => entry.notificationId),
    ),
  ]);
  // What was read in the app while held is known already: a mail about it would only repeat it.
  const wanted = entries.filter((entry) => preferences.kinds[entry.kind].email && !read.has(entry.notificationId));
  // Switched off, read or without an address meanwhile: nothing to send, and nothing left to hold.
  if (wanted.length === 0 || !user?.email) {
    await markMailsSent(topic, entries.map(factsOf), now);
    return false;
  }
  if (preferences.dailyDigest) {
    await fileForDigest(wanted, now);
    await markMailsSent(topic, entries.map(factsOf), now);
    return true;
  }
  // Named by the newest held one, so a sweep that stopped before sending takes the same throttle again.
  const throttle = await takeMailThrottle(userId, topic, `held:${wanted.at(-1)!.notificationId}`, MAIL_BURST_WINDOW_MS, now.getTime());
  if (throttle.state === 'busy') return false;
  if (throttle.state === 'taken') await sendTopicMail({ userId, email: user.email, firstName: user.firstName, locale: preferences.language }, topic, wanted, now);
  else await markMailsSent(topic, entries.map(factsOf), now);
  return throttle.state === 'taken';
}
