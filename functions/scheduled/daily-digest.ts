import type { Context } from 'aws-lambda';
import { getMany } from '../data/batch-get';
import { digestEntriesFor, markDigestSent, unmarkDigestSent, type DigestEntryItem } from '../data/entities/notification-mail';
import { NotificationEntity } from '../data/entities/notification';
import { getUserById } from '../data/entities/user';
import { composeDigestEmail } from '../domains/notifications/email/compose';
import { DIGEST_HOUR_IST, digestDayFor } from '../domains/notifications/email/deliver';
import { signUnsubscribeToken } from '../domains/notifications/email/unsubscribe-token';
import { loadNotificationPreferences } from '../domains/notifications/preferences';
import { sendEmail } from '../lib/mailer';
import { logger } from '../lib/observability';
import { siteOrigin } from '../lib/site-origin';

/** Lines one digest lists at most; the rest are counted and wait in the app. */
const DIGEST_LINES = 50;

/**
 * The digest days due at `now`: today's (IST) once 9:00 IST has passed, and
 * yesterday's, so a run that was missed is made up by the next one. A day
 * already sent to a person is marked and not sent again.
 */
export function dueDigestDays(now: Date): string[] {
  // digestDayFor answers the next 9:00's day: after 9:00 that is tomorrow, so today is the day before it.
  const next = new Date(`${digestDayFor(now)}T00:00:00Z`);
  const day = (offset: number) => new Date(next.getTime() - offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return [day(2), day(1)];
}

/** Sends one person their digest for one day, of what is still unread and still wanted by mail. Answers whether a mail went. */
async function sendDigest(userId: string, sendOn: string, entries: DigestEntryItem[], now: Date): Promise<boolean> {
  const preferences = await loadNotificationPreferences(userId);
  const wanted = entries.filter((entry) => preferences.kinds[entry.kind].email);
  const stored = await getMany(wanted.map((entry) => NotificationEntity.get({ userId, notificationId: entry.notificationId })));
  // Read in the app meanwhile, or gone: not news any more. A mail-only one is stored read, and is what the mail is for.
  const unread = wanted.filter((_, index) => {
    const item = stored[index];
    return item !== undefined && (item.feed === 'mailOnly' || item.state === 'unread');
  });
  if (unread.length === 0) return false;
  const user = await getUserById(userId);
  if (!user?.email) return false;
  if (!(await markDigestSent(userId, sendOn, unread.length))) return false;
  try {
    const shown = unread.slice(-DIGEST_LINES).reverse();
    const links = { origin: siteOrigin(), unsubscribeToken: await signUnsubscribeToken(userId, 'all', now.getTime()) };
    // Without the digest chosen, the entries are what came after a day's mail limit (email/deliver.ts).
    const overflow = !preferences.dailyDigest;
    await sendEmail(composeDigestEmail({ email: user.email, firstName: user.firstName, locale: preferences.language }, shown, links, unread.length - shown.length, overflow));
    return true;
  } catch (error) {
    await unmarkDigestSent(userId, sendOn);
    throw error;
  }
}

/**
 * The daily digest (issue #27 §2): at 9:00 IST each person who chose "one mail
 * a day" gets one mail of their unread notifications since the last one, and
 * so does anyone whose mails reached the day's limit, of what came after it. Run
 * by an EventBridge schedule on AWS and a timer on the local stack. Reads each
 * due day's entries with one Query per page (sorted by person); answers how
 * many digests were sent.
 */
export async function sendDailyDigests(now = new Date()): Promise<number> {
  let sent = 0;
  for (const sendOn of dueDigestDays(now)) {
    let userId: string | undefined;
    let entries: DigestEntryItem[] = [];
    const flush = async () => {
      if (!userId || entries.length === 0) return;
      try {
        if (await sendDigest(userId, sendOn, entries, now)) sent += 1;
      } catch (error) {
        // One person's failure must not hold up the others; their day stays unmarked, so the next run tries again.
        logger.warn('Could not send a digest', { userId, sendOn, error });
      }
    };
    for await (const page of digestEntriesFor(sendOn)) {
      for (const entry of page) {
        if (entry.userId !== userId) {
          await flush();
          userId = entry.userId;
          entries = [];
        }
        entries.push(entry);
      }
    }
    await flush();
  }
  return sent;
}

/** When the local stack's timer next runs the digest: the next 9:00 IST. */
export function msUntilNextDigest(now = new Date()): number {
  return Date.parse(`${digestDayFor(now)}T${String(DIGEST_HOUR_IST).padStart(2, '0')}:00:00+05:30`) - now.getTime();
}

export async function handler(_event: unknown, context?: Context) {
  if (context) logger.addContext(context);
  try {
    const sent = await sendDailyDigests();
    logger.info('daily digests sent', { sent });
  } finally {
    logger.resetKeys();
  }
}

/**
 * The local stack's stand-in for the EventBridge schedule: runs the digest
 * once now (making up a 9:00 missed while the stack was stopped; days already
 * sent are marked) and then at every 9:00 IST. Answers the stopper.
 */
export function startDigestTimer(): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () =>
    void sendDailyDigests()
      .catch((error: unknown) => console.warn('daily digest failed', error))
      .finally(schedule);
  const schedule = () => {
    if (stopped) return;
    // A second past 9:00, so the run counts today as due.
    timer = setTimeout(run, msUntilNextDigest() + 1000);
    timer.unref();
  };
  run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
