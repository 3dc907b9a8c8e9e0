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
 * N counts started minutes (a close 30 seconds away is "1 minute"), and
 * "minute" is singular for 1. Slots that touch or overlap, including one
 * running past midnight into the next day's, count as one opening.
 */
import { DAY_MS, INDIA_TIME_ZONE, indiaClock } from '../time/india';
import { weekDays, type WeekDay } from './enums';
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
export function openStatus(hours: readonly WorkingHourSlot[] | null | undefined, now: Date): OpenStatus {
  const today = indiaClock(now).dayStart;
  const at = now.getTime();
  const spans = openSpans(hours ?? [], today);

  const current = spans.find((span) => span.start <= at && at < span.end);
  if (current) {
    const left = Math.ceil((current.end - at) / MINUTE_MS);
    if (left <= NEAR_CHANGE_MINUTES) return open(`Open, closes in ${minutes(left)}`);
    if (current.end - at > DAY_MS) return open('Open now');
    return open(`Open now until ${toTime12(minuteOfDay(current.end))}`);
  }

  const next = spans.find((span) => span.start > at);
  if (!next) return closed('Closed');
  const away = Math.ceil((next.start - at) / MINUTE_MS);
  if (away <= NEAR_CHANGE_MINUTES) return closed(`Closed, opens in ${minutes(away)}`);
  const daysAhead = Math.round((indiaClock(next.start).dayStart - today) / DAY_MS);
  const when =
    daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : daysAhead >= 7 ? `next ${dayOf(next.start)}` : dayOf(next.start);
  return closed(`Closed, opens ${when} at ${toTime12(minuteOfDay(next.start))}`);
}

/** The working-hours table, Monday to Sunday, with today's row (in India) marked. */
export function hoursTableRows(hours: readonly WorkingHourSlot[] | null | undefined, now: Date): HoursTableRow[] {
  const today = weekDayInIndia(now);
  return weekDays.map((day) => {
    const slots = daySlots(hours ?? [], day).map((slot) => ({
      open: formatTime(slot.open),
      close: formatTime(slot.close),
      overnight: crossesMidnight(slot),
    }));
    return { day, isToday: day === today, closed: slots.length === 0, slots, overnight: slots.some((slot) => slot.overnight) };
  });
}

/** Today's row of the table: the India week day, whether it is open now (green) or not (red), and its overnight marker. */
export function todayRow(hours: readonly WorkingHourSlot[] | null | undefined, now: Date): TodayRow {
  const today = weekDayInIndia(now);
  const row = hoursTableRows(hours, now).find((each) => each.day === today);
  const { isOpen } = openStatus(hours, now);
  const base = row ?? { day: today, closed: true, slots: [], overnight: false };
  return { ...base, isToday: true, isOpenNow: isOpen, tone: isOpen ? 'open' : 'closed' };
}

/**
 * Every opening from yesterday (whose overnight slot may still run) to a
 * week from today (so a business open one day a week is always found), as
 * epoch milliseconds, sorted and with touching or overlapping ones merged.
 */
function openSpans(hours: readonly WorkingHourSlot[], today: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (let offset = -1; offset <= 7; offset += 1) {
    const dayStart = today + offset * DAY_MS;
    for (const slot of daySlots(hours, dayOf(dayStart))) {
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

function closed(text: string): OpenStatus {
  return { isOpen: false, text, tone: 'closed' };
}
