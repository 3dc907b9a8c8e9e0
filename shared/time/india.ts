/**
 * India time without a time-zone library. Asia/Kolkata has been UTC+05:30,
 * with no daylight saving, since 1945, so a fixed offset is exact for every
 * date a listing can carry; this keeps luxon out of public pages and Lambdas.
 */
import { DEFAULT_LOCALE, intlLocale, type Locale } from '../i18n/locales';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** The calendar and clock reading in India at a moment. */
export interface IndiaClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** ISO week day: 1 Monday … 7 Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  /** The epoch milliseconds of that India day's midnight. */
  dayStart: number;
}

export function indiaClock(at: Date | number): IndiaClock {
  const ms = typeof at === 'number' ? at : at.getTime();
  const shifted = new Date(ms + IST_OFFSET_MS);
  const sinceMidnight = (((ms + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay() || 7,
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    dayStart: ms - sinceMidnight,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "14:05": the 24-hour clock in India. */
export function indiaTime24(at: Date | number): string {
  const { hour, minute } = indiaClock(at);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * The parts of the day a Hindi time is written with, from their first
 * minute: "रात 12:00" to "रात 3:59", "सुबह 4:00" to "सुबह 11:59", then
 * दोपहर from noon, शाम from 4 PM and रात again from 8 PM.
 */
const HINDI_DAY_PARTS: readonly { from: number; name: string }[] = [
  { from: 20 * 60, name: 'रात' },
  { from: 16 * 60, name: 'शाम' },
  { from: 12 * 60, name: 'दोपहर' },
  { from: 4 * 60, name: 'सुबह' },
  { from: 0, name: 'रात' },
];

/** How each language writes a 12-hour clock reading ("7:30") at a minute of the day. */
const timeOfDayIn: Record<Locale, (clock: string, minuteOfDay: number) => string> = {
  en: (clock, minuteOfDay) => `${clock} ${minuteOfDay < 12 * 60 ? 'AM' : 'PM'}`,
  hi: (clock, minuteOfDay) => `${HINDI_DAY_PARTS.find((part) => minuteOfDay >= part.from)?.name ?? ''} ${clock}`,
};

/**
 * A time of day, given in minutes after midnight, as the page's language
 * writes it: "7:30 AM" in English, "सुबह 7:30" in Hindi (its part of the
 * day first, Latin digits, as Indian Hindi apps write it). 1440 and beyond
 * wrap round the day. Every time of day the site shows goes through here.
 */
export function formatTimeIn(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const minuteOfDay = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(minuteOfDay / 60);
  return timeOfDayIn[locale](`${hour % 12 || 12}:${twoDigits(minuteOfDay % 60)}`, minuteOfDay);
}

/** The time of day of an instant in India, in the page's language ("4:05 PM", "शाम 4:05"); '' for text that is not a date. */
export function formatIndiaTime(at: Date | number | string, locale: Locale = DEFAULT_LOCALE): string {
  const ms = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();
  if (Number.isNaN(ms)) return '';
  const { hour, minute } = indiaClock(ms);
  return formatTimeIn(hour * 60 + minute, locale);
}

/**
 * The formats' options. Each Intl.DateTimeFormat is built on first use: building one with a time zone loads
 * that zone's data, tens of milliseconds on a phone, which at import would run on every page, dates or not.
 */
const dateFormatOptions = {
  /** "2 Mar 2024" */
  short: { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' },
  /** "2 Mar 2024, 4:05 PM" (en-IN writes "pm"; every other time on the site is "4:05 PM", so it is upper-cased) */
  dateTime: { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  /** "March 2024" */
  monthYear: { timeZone: INDIA_TIME_ZONE, month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type IndiaDateFormat = keyof typeof dateFormatOptions;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO date shown in India time, or undefined when it is not a date; in Hindi with `locale` 'hi' ("2 मार्च 2024", "2 मार्च 2024, शाम 4:05", Latin digits). */
export function formatIndiaDate(iso: string, format: IndiaDateFormat = 'short', locale: Locale = DEFAULT_LOCALE): string | undefined {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  // Intl writes "4:05 pm" in Hindi too; Hindi names the part of the day instead ("2 मार्च 2024, शाम 4:05").
  if (format === 'dateTime' && locale !== 'en') return `${formatIndiaDate(iso, 'short', locale)}, ${formatIndiaTime(ms, locale)}`;
  const key = `${locale}:${format}`;
  let formatter = dateFormats.get(key);
  if (!formatter) dateFormats.set(key, (formatter = new Intl.DateTimeFormat(intlLocale[locale], dateFormatOptions[format])));
  return (
    formatter
      .formatToParts(ms)
      // "4:05 PM" with a plain space, as every other time on the site (Intl puts a narrow no-break space before the day period).
      .map((part) => (part.type === 'dayPeriod' ? part.value.toUpperCase() : part.value.replace(/\u202f/g, ' ')))
      .join('')
  );
}

/** The India calendar day of an instant as YYYY-MM-DD: a day in Sbiz starts at midnight IST, not UTC. */
export function indiaDay(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India day `days` after (or, negative, before) a YYYY-MM-DD day. */
export function addIndiaDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as ISO 8601 in IST ('2026-11-25T18:30:00+05:30'); a time without a zone is read as UTC, a non-date comes back as given. */
export function indiaIso(instant: string): string {
  const ms = Date.parse(/(Z|[+-]\d\d:?\d\d)$/i.test(instant) || !instant.includes('T') ? instant : `${instant}Z`);
  if (Number.isNaN(ms)) return instant;
  return `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
