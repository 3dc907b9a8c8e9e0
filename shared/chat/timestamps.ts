import { DateTime } from 'luxon';

export const CHAT_TIME_ZONE = 'Asia/Kolkata';

/**
 * A message's time as the chat shows it (spec 2 §2.1): the time of day for
 * today, 'Yesterday', otherwise a short numeric date — all in India time.
 */
export function formatChatTimestamp(iso: string, now: Date = new Date()): string {
  const at = DateTime.fromISO(iso, { zone: CHAT_TIME_ZONE });
  if (!at.isValid) return '';
  const today = DateTime.fromJSDate(now, { zone: CHAT_TIME_ZONE }).startOf('day');
  const day = at.startOf('day');
  if (day.equals(today)) return at.toFormat('h:mm a');
  if (day.equals(today.minus({ days: 1 }))) return 'Yesterday';
  return at.toFormat('dd/MM/yy');
}

/** The time of day shown under each bubble, e.g. '4:05 PM'. */
export function formatChatClock(iso: string): string {
  const at = DateTime.fromISO(iso, { zone: CHAT_TIME_ZONE });
  return at.isValid ? at.toFormat('h:mm a') : '';
}
