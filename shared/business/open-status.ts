/**
 * Open/closed status and the profile's working-hours table, evaluated in
 * India time (spec 1, §2 "Business profile", §4 and §9).
 *
 * Status texts, in order of precedence:
 * - 'Open, closes in N minutes' when the business closes within 60 minutes;
 * - 'Open now until h:mm AM' otherwise, or 'Open now' when it stays open for
 *   more than the next 24 hours (a bare time would then name the wrong day);
 * - 'Closed, opens in N minutes' when it opens within 60 minutes;
 * - 'Closed, opens {today|tomorrow|Monday|next Monday} at h:mm AM' otherwise,
 *   where 'next Monday' is a week away on today's own weekday;
 * - 'Closed' when no open hours exist at all.
 * On a day the listing is temporarily closed 'Closed' reads 'Temporarily
 * closed', and on a special day marked closed 'Closed for Diwali' (its
 * label); special days and closures change the openings themselves as
 * special-hours.ts says, so the next opening may be further away than a
 * week: beyond 13 days it reads 'opens on 16 Dec at 9:00 AM'.
 * N counts started minutes (a close 30 seconds away is "1 minute"), and
 * "minute" is singular for 1. Slots that touch or overlap, including one
 * running past midnight into the next day's, count as one opening.
 */
import { msg } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';
import { DAY_MS, formatTimeIn, INDIA_TIME_ZONE, indiaClock, indiaDay } from '../time/india';
import { weekDays, type WeekDay } from './enums';
import { formatIsoDayIn, weekDayName } from './localized-days';
import { dayPlan, formatIsoDay, specialSlots, type DayPlan, type HoursExceptions } from './special-hours';
import { crossesMidnight, daySlots, formatTime, parseTime, slotEndMinutes, toTime12, type WorkingHourSlot } from './working-hours';

/** The time zone every open/closed decision is made in. */
export { INDIA_TIME_ZONE };
/** How close to a change the status counts down in minutes (spec §9). */
export const NEAR_CHANGE_MINUTES = 60;

/** Green for open, red for closed. */
export type OpenTone = 'open' | 'closed';

/** What the profile's status badge shows. */
export interface OpenStatus {
  isOpen: boolean;
  text: string;
  tone: OpenTone;
  /** Closed today for a reason other than the week's hours: a temporary closure or a special day. */
  reason?: 'temporary-closure' | 'special-day';
}

/** One day of the profile's working-hours table. */
export interface HoursTableRow {
  day: WeekDay;
  isToday: boolean;
  /** No open slot that day. */
  closed: boolean;
  /** The day's open slots as shown ("9:00 AM", in Hindi "सुबह 9:00"), with a marker for slots running past midnight. */
  slots: { open: string; close: string; overnight: boolean }[];
  /** Some slot that day runs past midnight. */
  overnight: boolean;
  /**
   * The row's next date (today, or within six days) is a special day or in a
   * temporary closure: its slots are that date's, and this says why
   * ('Closed for Diwali', 'Diwali hours', 'Temporarily closed').
   */
  exception?: { date: string; text: string };
}

/** Today's row of the table, with the colour it is highlighted in. */
export interface TodayRow extends HoursTableRow {
  isToday: true;
  /** The business is open at this moment (the row is green), else red. */
  isOpenNow: boolean;
  tone: OpenTone;
}

const MINUTE_MS = 60_000;

/** The week day it is in India at `now`. */
export function weekDayInIndia(now: Date): WeekDay {
  return dayOf(now.getTime());
}

/** Why a closed status is closed: the week's hours, a temporary closure or a special day marked closed. */
type ClosedAs = { kind: 'closed' } | { kind: 'temporary' } | { kind: 'special'; label: string };

/** When a closed business opens next, as the status names it; `time` is the minute of the India day. */
type NextOpening =
  | { when: 'in'; in: number }
  | { when: 'today'; time: number }
  | { when: 'tomorrow'; time: number }
  | { when: 'day'; day: WeekDay; time: number }
  | { when: 'next-day'; day: WeekDay; time: number }
  | { when: 'date'; date: string; thisYear: number; time: number };

/** The status, before it is put in words (English in openStatus, any language in openStatusMessage); times are minutes of the India day. */
type StatusParts = { state: 'closes-in'; minutes: number } | { state: 'open-now' } | { state: 'open-until'; time: number } | { state: 'closed'; closedAs: ClosedAs; next?: NextOpening };

/** A message of the interface (its English id) and its placeholders' values, for `t(message.id, message.values)`. */
export interface StatusMessage {
  id: string;
  values?: Record<string, string | number>;
}

function statusParts(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null): StatusParts {
  const today = indiaClock(now).dayStart;
  const at = now.getTime();
  const spans = openSpans(hours ?? [], today, exceptions);

  const current = spans.find((span) => span.start <= at && at < span.end);
  if (current) {
    const left = Math.ceil((current.end - at) / MINUTE_MS);
    if (left <= NEAR_CHANGE_MINUTES) return { state: 'closes-in', minutes: left };
    if (current.end - at > DAY_MS) return { state: 'open-now' };
    return { state: 'open-until', time: minuteOfDay(current.end) };
  }

  const plan = exceptions ? dayPlan(exceptions, indiaDay(now)) : ({ kind: 'weekly' } as const);
  const closedAs = closedAsOf(plan);
  const next = spans.find((span) => span.start > at);
  if (!next) return { state: 'closed', closedAs };
  const away = Math.ceil((next.start - at) / MINUTE_MS);
  if (away <= NEAR_CHANGE_MINUTES) return { state: 'closed', closedAs, next: { when: 'in', in: away } };
  const daysAhead = Math.round((indiaClock(next.start).dayStart - today) / DAY_MS);
  const time = minuteOfDay(next.start);
  const opening: NextOpening =
    daysAhead === 0
      ? { when: 'today', time }
      : daysAhead === 1
        ? { when: 'tomorrow', time }
        : daysAhead < 7
          ? { when: 'day', day: dayOf(next.start), time }
          : daysAhead < 14
            ? { when: 'next-day', day: dayOf(next.start), time }
            : { when: 'date', date: indiaDay(next.start), thisYear: indiaClock(now).year, time };
  return { state: 'closed', closedAs, next: opening };
}

/** Whether the business is open at `now` in India: openStatus's `isOpen`, without its English text (the web shows openStatusMessage's). */
export function isOpenAt(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null): boolean {
  return statusParts(hours, now, exceptions).state !== 'closed';
}

/** Whether the business is open at `now` in India, and the status text the profile shows (English). */
export function openStatus(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null): OpenStatus {
  const parts = statusParts(hours, now, exceptions);
  if (parts.state === 'closes-in') return open(`Open, closes in ${minutes(parts.minutes)}`);
  if (parts.state === 'open-now') return open('Open now');
  if (parts.state === 'open-until') return open(`Open now until ${toTime12(parts.time)}`);
  const { closedAs, next } = parts;
  const reason = reasonOf(closedAs);
  const prefix = closedAs.kind === 'temporary' ? 'Temporarily closed' : closedAs.kind === 'special' ? `Closed for ${closedAs.label}` : 'Closed';
  if (!next) return closed(prefix, reason);
  if (next.when === 'in') return closed(`${prefix}, opens in ${minutes(next.in)}`, reason);
  const when =
    next.when === 'today' || next.when === 'tomorrow'
      ? next.when
      : next.when === 'day'
        ? next.day
        : next.when === 'next-day'
          ? `next ${next.day}`
          : `on ${formatIsoDay(next.date, { thisYear: next.thisYear })}`;
  return closed(`${prefix}, opens ${when} at ${toTime12(next.time)}`, reason);
}

/** The status's messages; each one's English is the text openStatus writes. */
const statusMessages = {
  closesIn: msg('Open, closes in {minutes, plural, one {# minute} other {# minutes}}'),
  openNow: msg('Open now'),
  openUntil: msg('Open now until {time}'),
  closed: msg('Closed'),
  temporary: msg('Temporarily closed'),
  special: msg('Closed for {label}'),
  opensIn: msg('{closed, select, temporary {Temporarily closed} special {Closed for {label}} other {Closed}}, opens in {minutes, plural, one {# minute} other {# minutes}}'),
  today: msg('{closed, select, temporary {Temporarily closed} special {Closed for {label}} other {Closed}}, opens today at {time}'),
  tomorrow: msg('{closed, select, temporary {Temporarily closed} special {Closed for {label}} other {Closed}}, opens tomorrow at {time}'),
  day: msg('{closed, select, temporary {Temporarily closed} special {Closed for {label}} other {Closed}}, opens {day} at {time}'),
  'next-day': msg('{closed, select, temporary {Temporarily closed} special {Closed for {label}} other {Closed}}, opens next {day} at {time}'),
  date: msg('{closed, select, temporary {Temporarily closed} special {Closed for {label}} other {Closed}}, opens on {date} at {time}'),
  specialHours: msg('{label} hours'),
} as const;

/**
 * The status text as a message to translate, `t(message.id, message.values)`:
 * its English is openStatus's text; week days and dates come in `locale`
 * (Intl), times too ("9:00 AM", "सुबह 9:00").
 */
export function openStatusMessage(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null, locale: Locale = 'en'): StatusMessage {
  const parts = statusParts(hours, now, exceptions);
  if (parts.state === 'closes-in') return { id: statusMessages.closesIn, values: { minutes: parts.minutes } };
  if (parts.state === 'open-now') return { id: statusMessages.openNow };
  if (parts.state === 'open-until') return { id: statusMessages.openUntil, values: { time: formatTimeIn(parts.time, locale) } };
  const { closedAs, next } = parts;
  if (!next) {
    if (closedAs.kind === 'temporary') return { id: statusMessages.temporary };
    if (closedAs.kind === 'special') return { id: statusMessages.special, values: { label: closedAs.label } };
    return { id: statusMessages.closed };
  }
  const prefix = { closed: closedAs.kind, label: closedAs.kind === 'special' ? closedAs.label : '' };
  if (next.when === 'in') return { id: statusMessages.opensIn, values: { ...prefix, minutes: next.in } };
  const time = formatTimeIn(next.time, locale);
  switch (next.when) {
    case 'today':
    case 'tomorrow':
      return { id: statusMessages[next.when], values: { ...prefix, time } };
    case 'date':
      return { id: statusMessages.date, values: { ...prefix, date: formatIsoDayIn(next.date, locale, { thisYear: next.thisYear }), time } };
    default:
      return { id: statusMessages[next.when], values: { ...prefix, day: weekDayName(next.day, locale), time } };
  }
}

/**
 * Why a day of the hours table keeps other hours, as a message: 'Temporarily
 * closed', 'Closed for Diwali', 'Diwali hours'; undefined on a day of the
 * week's hours. Its English is the row's `exception.text`.
 */
export function dayExceptionMessage(exceptions: HoursExceptions | null | undefined, date: string): StatusMessage | undefined {
  const plan = dayPlan(exceptions, date);
  if (plan.kind === 'closure') return { id: statusMessages.temporary };
  if (plan.kind === 'special') return { id: plan.special.closed ? statusMessages.special : statusMessages.specialHours, values: { label: plan.special.label } };
  return undefined;
}

/** How a closed status starts on a day of this plan. */
function closedAsOf(plan: DayPlan): ClosedAs {
  if (plan.kind === 'closure') return { kind: 'temporary' };
  if (plan.kind === 'special' && plan.special.closed) return { kind: 'special', label: plan.special.label };
  return { kind: 'closed' };
}

function reasonOf(closedAs: ClosedAs): OpenStatus['reason'] {
  return closedAs.kind === 'temporary' ? 'temporary-closure' : closedAs.kind === 'special' ? 'special-day' : undefined;
}

/**
 * The working-hours table, Monday to Sunday, with today's row (in India)
 * marked. Each row shows its day's next date, today or within six days: a
 * special day or a temporary closure on that date replaces the week's hours.
 * Slot times are written in `locale` ("9:00 AM", "सुबह 9:00").
 */
export function hoursTableRows(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null, locale: Locale = 'en'): HoursTableRow[] {
  const today = weekDayInIndia(now);
  const todayStart = indiaClock(now).dayStart;
  return weekDays.map((day) => {
    const ahead = (weekDays.indexOf(day) - weekDays.indexOf(today) + weekDays.length) % weekDays.length;
    const date = indiaDay(todayStart + ahead * DAY_MS);
    const plan = exceptions ? dayPlan(exceptions, date) : ({ kind: 'weekly' } as const);
    const daySlotsShown = plan.kind === 'weekly' ? daySlots(hours ?? [], day) : plan.kind === 'special' ? specialSlots(plan.special) : [];
    const slots = daySlotsShown.map((slot) => ({
      open: formatTime(slot.open, locale),
      close: formatTime(slot.close, locale),
      overnight: crossesMidnight(slot),
    }));
    const exception =
      plan.kind === 'closure'
        ? { date, text: 'Temporarily closed' }
        : plan.kind === 'special'
          ? { date, text: plan.special.closed ? `Closed for ${plan.special.label}` : `${plan.special.label} hours` }
          : undefined;
    return { day, isToday: day === today, closed: slots.length === 0, slots, overnight: slots.some((slot) => slot.overnight), ...(exception ? { exception } : {}) };
  });
}

/** Today's row of the table: the India week day, whether it is open now (green) or not (red), and its overnight marker. */
export function todayRow(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null): TodayRow {
  const today = weekDayInIndia(now);
  const row = hoursTableRows(hours, now, exceptions).find((each) => each.day === today);
  const { isOpen } = openStatus(hours, now, exceptions);
  const base = row ?? { day: today, closed: true, slots: [], overnight: false };
  return { ...base, isToday: true, isOpenNow: isOpen, tone: isOpen ? 'open' : 'closed' };
}

/** The furthest the next opening is looked for: a closure may last months, never more than this. */
const HORIZON_MAX_DAYS = 400;

/**
 * How many days ahead openings are listed: a week (so a business open one
 * day a week is always found), plus the days a closure or closed special
 * days take out of it.
 */
function horizonDays(today: string, exceptions: HoursExceptions | null | undefined): number {
  if (!exceptions) return 7;
  const closure = exceptions.temporaryClosure;
  const closedDays = closure?.until && closure.until >= today ? Math.round((Date.parse(closure.until) - Date.parse(closure.from > today ? closure.from : today)) / DAY_MS) + 1 : 0;
  const specialDays = (exceptions.specialHours ?? []).filter((special) => special.date >= today).length;
  return Math.min(HORIZON_MAX_DAYS, 7 + closedDays + specialDays);
}

/**
 * Every opening from yesterday (whose overnight slot may still run) to the
 * horizon, as epoch milliseconds, sorted and with touching or overlapping
 * ones merged. Each day's openings follow its plan (special-hours.ts).
 */
function openSpans(hours: readonly WorkingHourSlot[], today: number, exceptions?: HoursExceptions | null): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const horizon = horizonDays(indiaDay(today), exceptions);
  for (let offset = -1; offset <= horizon; offset += 1) {
    const dayStart = today + offset * DAY_MS;
    const plan = exceptions ? dayPlan(exceptions, indiaDay(dayStart)) : ({ kind: 'weekly' } as const);
    const slots = plan.kind === 'weekly' ? daySlots(hours, dayOf(dayStart)) : plan.kind === 'special' ? specialSlots(plan.special) : [];
    for (const slot of slots) {
      const start = parseTime(slot.open);
      const end = slotEndMinutes(slot.open, slot.close);
      if (start === null || end === null) continue;
      spans.push({ start: dayStart + start * MINUTE_MS, end: dayStart + end * MINUTE_MS });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

function dayOf(epochMs: number): WeekDay {
  return weekDays[indiaClock(epochMs).weekday - 1] ?? 'Monday';
}

function minuteOfDay(epochMs: number): number {
  const { hour, minute } = indiaClock(epochMs);
  return hour * 60 + minute;
}

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

function open(text: string): OpenStatus {
  return { isOpen: true, text, tone: 'open' };
}

function closed(text: string, reason?: OpenStatus['reason']): OpenStatus {
  return { isOpen: false, text, tone: 'closed', ...(reason ? { reason } : {}) };
}
