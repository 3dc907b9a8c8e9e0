import { DateTime } from 'luxon';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { formatTimeIn } from '../time/india';

export const CHAT_TIME_ZONE = 'Asia/Kolkata';

/** The time of day of an India wall-clock reading, in the page's language ('4:05 PM', 'शाम 4:05'). */
const timeOfDay = (at: DateTime, locale: Locale) => formatTimeIn(at.hour * 60 + at.minute, locale);

/**
 * A message's time as the chat shows it (spec 2 §2.1): the time of day for
 * today, 'Yesterday', otherwise a short numeric date — all in India time.
 * The time of day is in `locale` ('8:35 AM', 'सुबह 8:35'); 'Yesterday' is
 * left for the caller to translate.
 */
export function formatChatTimestamp(iso: string, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const at = DateTime.fromISO(iso, { zone: CHAT_TIME_ZONE });
  if (!at.isValid) return '';
  const today = DateTime.fromJSDate(now, { zone: CHAT_TIME_ZONE }).startOf('day');
  const day = at.startOf('day');
  if (day.equals(today)) return timeOfDay(at, locale);
  if (day.equals(today.minus({ days: 1 }))) return 'Yesterday';
  return at.toFormat('dd/MM/yy');
}

/** The time of day shown under each bubble, e.g. '4:05 PM' ('शाम 4:05' in Hindi). */
export function formatChatClock(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const at = DateTime.fromISO(iso, { zone: CHAT_TIME_ZONE });
  return at.isValid ? timeOfDay(at, locale) : '';
}
