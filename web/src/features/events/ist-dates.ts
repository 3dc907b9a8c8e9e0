import type { Occurrence, RecurringSchedule } from '@shared/events/recurrence';
import { weekDayNames } from '@shared/events/constants';

/**
 * What the events pages compute from dates, without Luxon (21 KB gz that the
 * discovery and event pages would otherwise load before they are usable):
 * the same results as shared/events/dates.ts, recurrence.ts and calendar.ts,
 * which the server and the event form use, for India Standard Time (the
 * events' zone, Asia/Kolkata), a fixed UTC+05:30 without daylight saving.
 * test/unit/web/ist-dates.test.ts compares the two over many dates and
 * schedules.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const toMillis = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Has the event ended at `now`? (Interest and attendance close then.) */
export function hasEnded(times: { end: Date | string }, now: Date): boolean {
  return toMillis(times.end) < now.getTime();
}

/** The IST calendar day of an instant as midnight UTC of that date (so the UTC getters read the IST date). */
const istDay = (millis: number) => Math.floor((millis + IST_OFFSET_MS) / DAY_MS) * DAY_MS;

/** Today's IST calendar date, YYYY-MM-DD (the custom range's first selectable day). */
export function istToday(now: Date): string {
  return new Date(istDay(now.getTime())).toISOString().slice(0, 10);
}

/** A schedule's date (YYYY-MM-DD, or an ISO instant: its IST day) as midnight UTC of the IST date; NaN when invalid. */
function scheduleDay(date: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const day = Date.parse(`${date}T00:00:00Z`);
    // Date.parse rolls 2026-02-30 over to March; Luxon calls it invalid.
    return Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date ? Number.NaN : day;
  }
  // A wall time without an offset is IST's; one with an offset (or Z) is an instant, whose IST day counts.
  const wall = /^(\d{4}-\d{2}-\d{2})T[\d:.]*$/.exec(date);
  if (wall) return scheduleDay(wall[1]!);
  const instant = Date.parse(date);
  return Number.isNaN(instant) ? Number.NaN : istDay(instant);
}

/** The instant of an IST wall time ('19:30') on a day (midnight UTC of its IST date). */
function at(day: number, time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return day - IST_OFFSET_MS + (hour ?? 0) * 3_600_000 + (minute ?? 0) * 60_000;
}

function slotsOn(schedule: RecurringSchedule, day: number, first: number) {
  const date = new Date(day);
  switch (schedule.reccuringType) {
    case 'daily':
      return schedule.slot.flatMap((slot) => slot.innerSlots);
    case 'weekly': {
      const name = weekDayNames[(date.getUTCDay() + 6) % 7];
      return schedule.slot.filter((slot) => slot.day === name).flatMap((slot) => slot.innerSlots);
    }
    case 'monthly': {
      // The start date's day of the month; in shorter months, their last day.
      const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      return date.getUTCDate() === Math.min(new Date(first).getUTCDate(), daysInMonth) ? schedule.slot.flatMap((slot) => slot.innerSlots) : [];
    }
  }
}

/** No expansion goes beyond this many occurrences (MAX_OCCURRENCES of shared/events/recurrence.ts). */
const MAX_OCCURRENCES = 1200;

/**
 * The occurrences of a schedule in time order, at most `limit`. A slot whose
 * end is not after its start ends at midnight.
 */
export function expandOccurrences(schedule: RecurringSchedule, limit = MAX_OCCURRENCES): Occurrence[] {
  const first = scheduleDay(schedule.startDate);
  const last = scheduleDay(schedule.endDate);
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return [];
  const occurrences: Occurrence[] = [];
  for (let day = first; day <= last && occurrences.length < limit; day += DAY_MS) {
    const slots = [...slotsOn(schedule, day, first)].sort((a, b) => a.startTime.localeCompare(b.startTime));
    for (const slot of slots) {
      const start = at(day, slot.startTime);
      const end = at(day, slot.endTime);
      occurrences.push({ start: new Date(start), end: new Date(end > start ? end : day + DAY_MS - IST_OFFSET_MS) });
      if (occurrences.length >= limit) break;
    }
  }
  return occurrences;
}

/** The next occurrence that has not ended at `now` (the one a calendar link adds), else the last one. */
export function nextOccurrence(event: { start: string | Date; end: string | Date; reccuring?: RecurringSchedule | null }, now: Date): Occurrence {
  const single = { start: new Date(event.start), end: new Date(event.end) };
  if (!event.reccuring) return single;
  const occurrences = expandOccurrences(event.reccuring);
  return occurrences.find((occurrence) => occurrence.end >= now) ?? occurrences.at(-1) ?? single;
}

/** Google Maps' search link for a place. */
export function mapSearchLink(place: string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: place }).toString()}`;
}
