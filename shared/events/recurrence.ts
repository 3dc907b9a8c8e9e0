import { DateTime } from 'luxon';
import { EVENT_ZONE, weekDayNames, type RecurringPattern, type WeekDayName } from './constants';
import { overlapsWindow, type DateWindow } from './dates';

/**
 * A recurring schedule in the server's spelling (spec 3 §3, 'reccuring'):
 * from startDate to endDate (IST calendar days, inclusive), daily, weekly on
 * the slot days, or monthly on startDate's day of the month; each occurrence
 * day has one or more time slots (IST wall times).
 */
export interface InnerSlot {
  startTime: string;
  endTime: string;
}
export interface ScheduleSlot {
  /** A week day for weekly schedules; empty for daily and monthly ones. */
  day?: WeekDayName | '';
  innerSlots: InnerSlot[];
}
export interface RecurringSchedule {
  reccuringType: RecurringPattern;
  startDate: string;
  endDate: string;
  slot: ScheduleSlot[];
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** No expansion goes beyond this many occurrences (a year of three daily slots is 1,098). */
export const MAX_OCCURRENCES = 1200;

function slotsOn(schedule: RecurringSchedule, day: DateTime, first: DateTime): InnerSlot[] {
  switch (schedule.reccuringType) {
    case 'daily':
      return schedule.slot.flatMap((slot) => slot.innerSlots);
    case 'weekly': {
      const name = weekDayNames[day.weekday - 1];
      return schedule.slot.filter((slot) => slot.day === name).flatMap((slot) => slot.innerSlots);
    }
    case 'monthly':
      // The start date's day of the month; in shorter months, their last day.
      return day.day === Math.min(first.day, day.daysInMonth ?? 31) ? schedule.slot.flatMap((slot) => slot.innerSlots) : [];
  }
}

const at = (day: DateTime, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 });
};

/** A slot on a day; a slot whose end is not after its start ends at midnight. */
function slotOccurrence(day: DateTime, slot: InnerSlot): Occurrence {
  const start = at(day, slot.startTime);
  const endAt = at(day, slot.endTime);
  return { start: start.toJSDate(), end: (endAt > start ? endAt : day.plus({ days: 1 })).toJSDate() };
}

/**
 * The occurrences of a schedule in time order, at most `limit`. A slot whose
 * end is not after its start ends at midnight (the editor clears such ends,
 * so only old or hand-written data has them).
 */
export function expandOccurrences(schedule: RecurringSchedule, limit = MAX_OCCURRENCES): Occurrence[] {
  const first = DateTime.fromISO(schedule.startDate, { zone: EVENT_ZONE }).startOf('day');
  const last = DateTime.fromISO(schedule.endDate, { zone: EVENT_ZONE }).startOf('day');
  if (!first.isValid || !last.isValid || last < first) return [];
  const occurrences: Occurrence[] = [];
  for (let day = first; day <= last && occurrences.length < limit; day = day.plus({ days: 1 })) {
    const slots = [...slotsOn(schedule, day, first)].sort((a, b) => a.startTime.localeCompare(b.startTime));
    for (const slot of slots) {
      occurrences.push(slotOccurrence(day, slot));
      if (occurrences.length >= limit) break;
    }
  }
  return occurrences;
}

/** The first start and last end of a schedule; undefined when it has no occurrence. */
export function scheduleSpan(schedule: RecurringSchedule): Occurrence | undefined {
  const occurrences = expandOccurrences(schedule);
  if (!occurrences.length) return undefined;
  return { start: occurrences[0]!.start, end: occurrences.reduce((latest, o) => (o.end > latest ? o.end : latest), occurrences[0]!.end) };
}

/** Does an event (single, or recurring with its schedule) have an occurrence in the window? */
export function occursWithin(event: { start: string | Date; end: string | Date; reccuring?: RecurringSchedule | null }, window: DateWindow): boolean {
  if (!overlapsWindow(event, window)) return false;
  if (!event.reccuring || window.endedOnly) return true;
  return expandOccurrences(event.reccuring).some((occurrence) => overlapsWindow(occurrence, window));
}

/** The next occurrence that has not ended at `now` (the one a calendar link adds), else the last one. */
export function nextOccurrence(event: { start: string | Date; end: string | Date; reccuring?: RecurringSchedule | null }, now: Date): Occurrence {
  const single = { start: new Date(event.start), end: new Date(event.end) };
  if (!event.reccuring) return single;
  const occurrences = expandOccurrences(event.reccuring);
  return occurrences.find((occurrence) => occurrence.end >= now) ?? occurrences.at(-1) ?? single;
}

/** A short human description: 'Every Monday and Wednesday, 7:00 PM – 9:00 PM'. */
export function describeSchedule(schedule: RecurringSchedule): string {
  const time = (value: string) => DateTime.fromFormat(value, 'HH:mm').setLocale('en-US').toFormat('h:mm a');
  const slots = (inner: InnerSlot[]) => inner.map((slot) => `${time(slot.startTime)} – ${time(slot.endTime)}`).join(', ');
  if (schedule.reccuringType === 'weekly') {
    return schedule.slot.map((slot) => `Every ${slot.day}: ${slots(slot.innerSlots)}`).join('; ');
  }
  const inner = schedule.slot.flatMap((slot) => slot.innerSlots);
  if (schedule.reccuringType === 'daily') return `Daily: ${slots(inner)}`;
  const day = DateTime.fromISO(schedule.startDate).day;
  return `Monthly on day ${day}: ${slots(inner)}`;
}

/** One repeating time slot of a schedule as RFC 5545 writes it: its first occurrence and the RRULE value that repeats it. */
export interface RecurrenceRule {
  first: Occurrence;
  /** e.g. 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261231T182959Z' (UNTIL in UTC, the end of the schedule's last IST day). */
  rrule: string;
  /** Starts the rule cannot say (RDATE): a schedule on the 29th or 30th falls on a short February's last day. */
  extraStarts: Date[];
}

const RFC_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const utcUntil = (day: DateTime) => day.endOf('day').toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");

/**
 * The schedule as recurrence rules, one per distinct time slot (most
 * schedules have one): each rule generates exactly the occurrences
 * expandOccurrences gives for that slot. A monthly schedule on the 31st
 * repeats on each month's last day (BYMONTHDAY=-1); one on the 29th or 30th
 * repeats on that day and adds February's last day as an extra start, as
 * slotsOn reads them (BYSETPOS would say it in the rule, but calendar apps
 * and ical.js ignore it there).
 */
export function recurrenceRules(schedule: RecurringSchedule): RecurrenceRule[] {
  const first = DateTime.fromISO(schedule.startDate, { zone: EVENT_ZONE }).startOf('day');
  const last = DateTime.fromISO(schedule.endDate, { zone: EVENT_ZONE }).startOf('day');
  if (!first.isValid || !last.isValid || last < first) return [];
  const slotKey = (slot: InnerSlot) => `${slot.startTime}-${slot.endTime}`;
  const groups = new Map<string, { slot: InnerSlot; days: Set<WeekDayName> }>();
  for (const entry of schedule.slot) {
    for (const inner of entry.innerSlots) {
      const group = groups.get(slotKey(inner)) ?? { slot: inner, days: new Set<WeekDayName>() };
      if (entry.day) group.days.add(entry.day);
      groups.set(slotKey(inner), group);
    }
  }
  const until = `UNTIL=${utcUntil(last)}`;
  const occurrences = expandOccurrences(schedule);
  return [...groups.values()].flatMap(({ slot, days }) => {
    let rule: string;
    if (schedule.reccuringType === 'daily') rule = 'FREQ=DAILY';
    else if (schedule.reccuringType === 'weekly') rule = `FREQ=WEEKLY;BYDAY=${weekDayNames.flatMap((name, index) => (days.has(name) ? [RFC_DAYS[index]] : [])).join(',')}`;
    else rule = `FREQ=MONTHLY;BYMONTHDAY=${first.day === 31 ? -1 : first.day}`;
    const isThisSlot = (occurrence: Occurrence) => {
      const own = slotOccurrence(DateTime.fromJSDate(occurrence.start, { zone: EVENT_ZONE }).startOf('day'), slot);
      return own.start.getTime() === occurrence.start.getTime() && own.end.getTime() === occurrence.end.getTime();
    };
    const own = occurrences.filter(isThisSlot);
    if (!own.length) return [];
    const extraStarts =
      schedule.reccuringType === 'monthly' && first.day > 28 && first.day < 31
        ? own.filter((occurrence) => DateTime.fromJSDate(occurrence.start, { zone: EVENT_ZONE }).day !== first.day).map((occurrence) => occurrence.start)
        : [];
    return [{ first: own[0]!, rrule: `${rule};${until}`, extraStarts }];
  });
}
