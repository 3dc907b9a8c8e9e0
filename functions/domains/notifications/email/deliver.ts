import { createHash } from 'node:crypto';
import { fileDigestEntry, markThrottledMailSent, takeMailThrottle } from '../../../data/entities/notification-mail';
import { countUse } from '../../../data/entities/rate-limit';
import { getUserById } from '../../../data/entities/user';
import { sendEmail } from '../../../lib/mailer';
import { siteOrigin } from '../../../lib/site-origin';
import { loadNotificationPreferences } from '../preferences';
import { composeNotificationEmail, type MailedNotification } from './compose';
import { signUnsubscribeToken } from './unsubscribe-token';

/** One mail per thing (a conversation, a listing's leads, a review thread) per person in this long: a burst of leads is one mail. */
export const MAIL_BURST_WINDOW_MS = 10 * 60 * 1000;

/**
 * Notification mails one person gets in a day at most. A busy listing gets a
 * handful of leads, reviews and questions a day; past about twenty, mail stops
 * being read and starts being reported as spam (which costs every user's mail
 * its delivery), while the bell and /dashboard/notifications still hold them all
 * and the daily digest is the way to get more by mail.
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
export type DeliveryOutcome = 'sent' | 'email-off' | 'digest' | 'no-address' | 'stale' | 'throttled' | 'daily-limit';

/** What mails about the same thing share: a burst of them is one mail. */
function topicOf(notification: MailableNotification): string {
  return createHash('sha256')
    .update(`${notification.kind}\n${notification.link}\n${notification.subjectName ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Mails one new notification to its recipient, as their preferences say: not
 * at all with the kind's email switched off, into tomorrow's 9:00 digest with
 * the digest on, else now, unless a mail about the same thing went out in the
 * last 10 minutes or the day's mails are spent. Safe to run again for the same
 * notification (a retried stream record): the throttle it took is its own, and
 * once its mail is marked sent nothing goes out again.
 */
export async function deliverNotificationEmail(notification: MailableNotification, now = new Date()): Promise<DeliveryOutcome> {
  if (now.getTime() - Date.parse(notification.createdAt) > STALE_MS) return 'stale';
  const preferences = await loadNotificationPreferences(notification.userId);
  if (!preferences.kinds[notification.kind].email) return 'email-off';
  if (preferences.dailyDigest) {
    await fileDigestEntry({
      sendOn: digestDayFor(new Date(notification.createdAt)),
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
    return 'digest';
  }
  const user = await getUserById(notification.userId);
  if (!user?.email) return 'no-address';
  const topic = topicOf(notification);
  if (!(await takeMailThrottle(notification.userId, topic, notification.notificationId, MAIL_BURST_WINDOW_MS, now.getTime()))) return 'throttled';
  // A retried record counts again: it can only make the day's limit come sooner, never let more through.
  if (!(await countUse(dailyMails, notification.userId, now.getTime())).allowed) return 'daily-limit';
  const links = { origin: siteOrigin(), unsubscribeToken: await signUnsubscribeToken(notification.userId, notification.kind, now.getTime()) };
  await sendEmail(composeNotificationEmail({ email: user.email, firstName: user.firstName, locale: preferences.language }, notification, links));
  await markThrottledMailSent(notification.userId, topic);
  return 'sent';
}
