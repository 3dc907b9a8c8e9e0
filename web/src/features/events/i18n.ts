/**
 * The events pages' words in the page's language (issue #28): labels of the
 * shared enumerations, dates and times in India time with the page's locale
 * (Latin digits in Hindi too), durations, discounts and ticket prices.
 */
import { useMemo } from 'react';
import { EVENT_ZONE, type EventFormat, type ListingType, type RecurringPattern } from '@shared/events/constants';
import type { RecurringSchedule } from '@shared/events/recurrence';
import { intlLocale, type Locale } from '@shared/i18n/locales';
import { formatIndiaTime, formatTimeIn } from '@shared/time/india';
import { weekDayLabels } from '@shared/i18n/week-days';
import { msg, useLocale, useT, type Translate } from '../../i18n';

export const listingTypeLabels: Record<ListingType, string> = { public: msg('Public'), private: msg('Private'), 'invite-only': msg('Invite only'), draft: msg('Draft') };
export const recordedPlatformLabels: Record<string, string> = { youtube: msg('Youtube'), vimeo: msg('Vimeo'), others: msg('Others') };
export const recordedPlatformText = (t: Translate, id: string) => (recordedPlatformLabels[id] ? t(recordedPlatformLabels[id]) : id);
export const platformLabels = { physical: msg('In person'), online: msg('Online'), recorded: msg('Recorded') } as const;
export const patternLabels: Record<RecurringPattern, string> = { daily: msg('Daily'), weekly: msg('Weekly'), monthly: msg('Monthly') };
/** A week day's name in the page's language ('' and unknown names are left as they are). */
export const weekDayLabel = (t: Translate, day: string) => (day in weekDayLabels ? t(weekDayLabels[day as keyof typeof weekDayLabels]) : day);

/** The spec's format labels, as eventFormatLabel writes them in English. */
export const eventFormatLabels: Record<EventFormat, string> = {
  attraction: msg('Attraction'),
  camp_trip_or_retreat: msg('Camp Trip or Retreat'),
  appearance_or_signing: msg('Appearance or Signing'),
  exhibition: msg('Exhibition'),
  market: msg('Market'),
  awards: msg('Awards'),
  parade: msg('Parade'),
  gala_or_dinner: msg('Gala or Dinner'),
  class_training_or_workshop: msg('Class Training or Workshop'),
  meeting_or_networking_event: msg('Meeting or Networking Event'),
  rally: msg('Rally'),
  tournament_or_competition: msg('Tournament or Competition'),
  race_or_endurance_event: msg('Race or Endurance Event'),
  tours_and_walks: msg('Tours and Walks'),
  conference_or_convention: msg('Conference or Convention'),
  concert: msg('Concert'),
  seminar_or_talk: msg('Seminar or Talk'),
  tradeshow_consumer_show_or_expo: msg('Tradeshow Consumer Show or Expo'),
  festival_or_fair: msg('Festival or Fair'),
  performance_or_live_show: msg('Performance or Live Show'),
  screening: msg('Screening'),
};
export const eventFormatText = (t: Translate, format: string) => (format in eventFormatLabels ? t(eventFormatLabels[format as EventFormat]) : format);

/** The Intl locale of a page: 'en-IN' or 'hi-IN-u-nu-latn'; event dates keep the spec's US English on English pages. */
const dateLocale = (locale: Locale) => (locale === 'en' ? 'en-US' : intlLocale[locale]);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, kind: 'date' | 'time' | 'month'): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date' ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } : kind === 'time' ? { hour: 'numeric', minute: '2-digit' } : { month: 'short' };
    formatters.set(key, (made = new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: EVENT_ZONE })));
  }
  return made;
}
const at = (value: Date | string) => (value instanceof Date ? value : new Date(value));

// Built once, as the formatters above: a card's date tile and price were a new Intl format each (a list of cards hydrates dozens).
let dayFormat: Intl.DateTimeFormat | undefined;
/** The day of the month in India time. */
const dayNumber = (value: Date | string) =>
  Number((dayFormat ??= new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: EVENT_ZONE })).formatToParts(at(value)).find((part) => part.type === 'day')?.value);
const moneyFormats = new Map<string, Intl.NumberFormat>();

export interface EventText {
  locale: Locale;
  /** 'Saturday, March 14, 2026' (English) or 'शनिवार, 14 मार्च 2026' in India time. */
  date: (value: Date | string) => string;
  /** '7:30 PM' in India time ('शाम 7:30' in Hindi). */
  time: (value: Date | string) => string;
  /** The date tile: 'MAR' and '14'. */
  tile: (value: Date | string) => { month: string; day: string };
  /** '2 days 3 hours', '5 hours', '45 minutes'. */
  duration: (times: { start: Date | string; end: Date | string }) => string;
  /** '₹1,500' with the page's grouping, or another currency's symbol. */
  money: (amount: number, currency?: string) => string;
  /** 'Flat ₹200' or '10% Off'. */
  discount: (discount: { type: 'flat' | 'percent'; amount: number }) => string;
  /** 'Every Monday: 7:00 PM – 9:00 PM', 'Daily: …', 'Monthly on day 5: …'. */
  schedule: (schedule: RecurringSchedule) => string;
}

export function eventText(locale: Locale, t: Translate): EventText {
  // English keeps the spec's US English ('7:30 PM'); Hindi names the part of the day ('शाम 7:30').
  const time = (value: Date | string) => (locale === 'en' ? formatter(locale, 'time').format(at(value)) : formatIndiaTime(at(value), locale));
  const money = (amount: number, currency = 'INR') => {
    const maximumFractionDigits = amount % 1 ? 2 : 0;
    const key = `${locale}|${currency}|${maximumFractionDigits}`;
    let made = moneyFormats.get(key);
    if (!made) {
      const intl = currency === 'INR' ? intlLocale[locale] : locale === 'en' ? 'en-US' : intlLocale[locale];
      moneyFormats.set(key, (made = new Intl.NumberFormat(intl, { style: 'currency', currency, maximumFractionDigits })));
    }
    return made.format(amount);
  };
  // A schedule's wall time ('19:00') as describeSchedule writes it in English ('7:00 PM'), or in the page's language.
  const slotTime = (value: string) => {
    const [hour = 0, minute = 0] = value.split(':').map(Number);
    return formatTimeIn(hour * 60 + minute, locale);
  };
  const slots = (inner: Array<{ startTime: string; endTime: string }>) => inner.map((slot) => `${slotTime(slot.startTime)} – ${slotTime(slot.endTime)}`).join(', ');
  return {
    locale,
    date: (value) => formatter(locale, 'date').format(at(value)),
    time,
    tile: (value) => ({ month: formatter(locale, 'month').format(at(value)).toUpperCase(), day: String(dayNumber(value)) }),
    duration: ({ start, end }) => {
      const minutes = Math.max(0, Math.round((at(end).getTime() - at(start).getTime()) / 60_000));
      const days = Math.floor(minutes / (24 * 60));
      const hours = Math.floor((minutes % (24 * 60)) / 60);
      const rest = minutes % 60;
      const parts = [days ? t('{count, plural, one {# day} other {# days}}', { count: days }) : '', hours ? t('{count, plural, one {# hour} other {# hours}}', { count: hours }) : ''].filter(Boolean);
      const inMinutes = (count: number) => t('{count, plural, one {# minute} other {# minutes}}', { count });
      if (!parts.length) return inMinutes(rest);
      if (!days && rest) parts.push(inMinutes(rest));
      return parts.join(' ');
    },
    money,
    discount: (discount) => (discount.type === 'flat' ? t('Flat {amount}', { amount: `₹${discount.amount}` }) : t('{amount}% Off', { amount: String(discount.amount) })),
    schedule: (schedule) => {
      if (schedule.reccuringType === 'weekly') {
        return schedule.slot.map((slot) => t('Every {day}: {times}', { day: weekDayLabel(t, slot.day ?? ''), times: slots(slot.innerSlots) })).join('; ');
      }
      const inner = schedule.slot.flatMap((slot) => slot.innerSlots);
      if (schedule.reccuringType === 'daily') return t('Daily: {times}', { times: slots(inner) });
      return t('Monthly on day {day}: {times}', { day: String(Number(schedule.startDate.slice(8, 10))), times: slots(inner) });
    },
  };
}

/** The page's event formatters. */
export function useEventText(): EventText {
  const locale = useLocale();
  const t = useT();
  return useMemo(() => eventText(locale, t), [locale, t]);
}
