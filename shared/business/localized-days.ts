/**
 * Week days and calendar days in the page's language (issue #28), with Intl
 * rather than catalogs: 'Monday' / 'सोमवार', '16 Dec' / '16 दिस॰'. English
 * keeps the exact text of formatIsoDay (special-hours.ts), which the
 * English pages and their tests rely on. Also the closure line of the
 * profile as a message (closureText's English).
 */
import { msg } from '../i18n/catalog';
import { intlLocale, type Locale } from '../i18n/locales';
import { indiaDay } from '../time/india';
import { weekDays, type WeekDay } from './enums';
import { formatIsoDay, type TemporaryClosure } from './special-hours';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/** A week day's name in the language: 'Monday', 'सोमवार'; `short` gives 'Mon', 'सोम'. */
export function weekDayName(day: WeekDay, locale: Locale, width: 'long' | 'short' = 'long'): string {
  if (locale === 'en' && width === 'long') return day;
  // 2024-01-01 was a Monday.
  return formatter(locale, { weekday: width }).format(Date.UTC(2024, 0, 1 + weekDays.indexOf(day)));
}

/** formatIsoDay in the language: "8 Nov", "8 Nov 2027", "Sun, 8 Nov"; in Hindi "8 नव॰", "रवि, 8 नव॰". */
export function formatIsoDayIn(day: string, locale: Locale, options: { thisYear?: number; weekday?: boolean } = {}): string {
  const match = ISO_DAY.exec(day);
  if (locale === 'en' || !match) return formatIsoDay(day, options);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return formatter(locale, {
    day: 'numeric',
    month: 'short',
    ...(options.thisYear === year ? {} : { year: 'numeric' }),
    ...(options.weekday ? { weekday: 'short' } : {}),
  }).format(Date.UTC(year, month - 1, date));
}

/** A message of the interface and its placeholders' values, for `t(message.id, message.values)`. */
export interface DayMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** closureText as a message, its dates in `locale`: 'Temporarily closed until 15 Dec', '… from 1 Dec until further notice'. */
export function closureMessage(closure: TemporaryClosure, now: Date, locale: Locale): DayMessage {
  const thisYear = Number(indiaDay(now).slice(0, 4));
  const from = formatIsoDayIn(closure.from, locale, { thisYear });
  const until = closure.until ? formatIsoDayIn(closure.until, locale, { thisYear }) : undefined;
  if (closure.from > indiaDay(now)) {
    return until ? { id: msg('Temporarily closed from {from} until {until}'), values: { from, until } } : { id: msg('Temporarily closed from {from} until further notice'), values: { from } };
  }
  return until ? { id: msg('Temporarily closed until {until}'), values: { until } } : { id: msg('Temporarily closed until further notice') };
}
