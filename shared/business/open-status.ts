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
import { DAY_MS, INDIA_TIME_ZONE, indiaClock, indiaDay } from '../time/india';
import { weekDays, type WeekDay } from './enums';
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
  /** The day's open slots as shown ("9:00 AM"), with a marker for slots running past midnight. */
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

/** Whether the business is open at `now` in India, and the status text the profile shows. */
export function openStatus(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null): OpenStatus {
  const today = indiaClock(now).dayStart;
  const at = now.getTime();
  const spans = openSpans(hours ?? [], today, exceptions);

  const current = spans.find((span) => span.start <= at && at < span.end);
  if (current) {
    const left = Math.ceil((current.end - at) / MINUTE_MS);
    if (left <= NEAR_CHANGE_MINUTES) return open(`Open, closes in ${minutes(left)}`);
    if (current.end - at > DAY_MS) return open('Open now');
    return open(`Open now until ${toTime12(minuteOfDay(current.end))}`);
  }

  const plan = exceptions ? dayPlan(exceptions, indiaDay(now)) : ({ kind: 'weekly' } as const);
  const { prefix, reason } = closedReason(plan);
  const next = spans.find((span) => span.start > at);
  if (!next) return closed(prefix, reason);
  const away = Math.ceil((next.start - at) / MINUTE_MS);
  if (away <= NEAR_CHANGE_MINUTES) return closed(`${prefix}, opens in ${minutes(away)}`, reason);
  const daysAhead = Math.round((indiaClock(next.start).dayStart - today) / DAY_MS);
  const when =
    daysAhead === 0
      ? 'today'
      : daysAhead === 1
        ? 'tomorrow'
        : daysAhead < 7
          ? dayOf(next.start)
          : daysAhead < 14
            ? `next ${dayOf(next.start)}`
            : `on ${formatIsoDay(indiaDay(next.start), { thisYear: indiaClock(now).year })}`;
  return closed(`${prefix}, opens ${when} at ${toTime12(minuteOfDay(next.start))}`, reason);
}

/** How a closed status starts on a day of this plan, and why. */
function closedReason(plan: DayPlan): { prefix: string; reason?: OpenStatus['reason'] } {
  if (plan.kind === 'closure') return { prefix: 'Temporarily closed', reason: 'temporary-closure' };
  if (plan.kind === 'special' && plan.special.closed) return { prefix: `Closed for ${plan.special.label}`, reason: 'special-day' };
  return { prefix: 'Closed' };
}

/**
 * The working-hours table, Monday to Sunday, with today's row (in India)
 * marked. Each row shows its day's next date, today or within six days: a
 * special day or a temporary closure on that date replaces the week's hours.
 */
export function hoursTableRows(hours: readonly WorkingHourSlot[] | null | undefined, now: Date, exceptions?: HoursExceptions | null): HoursTableRow[] {
  const today = weekDayInIndia(now);
  const todayStart = indiaClock(now).dayStart;
  return weekDays.map((day) => {
    const ahead = (weekDays.indexOf(day) - weekDays.indexOf(today) + weekDays.length) % weekDays.length;
    const date = indiaDay(todayStart + ahead * DAY_MS);
    const plan = exceptions ? dayPlan(exceptions, date) : ({ kind: 'weekly' } as const);
    const daySlotsShown = plan.kind === 'weekly' ? daySlots(hours ?? [], day) : plan.kind === 'special' ? specialSlots(plan.special) : [];
    const slots = daySlotsShown.map((slot) => ({
      open: formatTime(slot.open),
      close: formatTime(slot.close),
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
