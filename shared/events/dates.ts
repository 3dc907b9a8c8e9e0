import { DateTime } from 'luxon';
import { EVENT_ZONE, type DateFilter } from './constants';

/**
 * Every date rule of event discovery (spec 3 §4 date filters), computed in
 * Asia/Kolkata whatever the server's clock zone: a day starts at midnight
 * IST, a week on Monday, the weekend is Saturday and Sunday.
 *
 * A filter is a window [from, to). An event belongs to a window when it
 * overlaps it (so a festival that started yesterday and ends tomorrow is on
 * today), and, except for `past` and `any_date`, when it has not ended yet.
 */
export interface DateWindow {
  /** Inclusive; undefined means unbounded. */
  from?: Date;
  /** Exclusive; undefined means unbounded. */
  to?: Date;
  /** Only events whose end is before `to` (the past view). */
  endedOnly?: boolean;
}

export interface EventTimes {
  start: Date | string;
  end: Date | string;
}

const ist = (now: Date) => DateTime.fromJSDate(now, { zone: EVENT_ZONE });

/** Midnight IST of a calendar date written YYYY-MM-DD (or of an ISO instant's IST day). */
export function istDayStart(date: string): DateTime {
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const parsed = plain ? DateTime.fromISO(date, { zone: EVENT_ZONE }) : DateTime.fromISO(date, { setZone: true }).setZone(EVENT_ZONE);
  return parsed.startOf('day');
}

/** The window of a date filter at `now`, or of a custom range of IST calendar days (both ends inclusive). */
export function dateFilterWindow(filter: DateFilter, now: Date, custom?: { startDate?: string; endDate?: string }): DateWindow {
  const today = ist(now).startOf('day');
  const upcoming = (from: DateTime, to: DateTime): DateWindow => ({ from: new Date(Math.max(from.toMillis(), now.getTime())), to: to.toJSDate() });
  if (custom?.startDate || custom?.endDate) {
    const from = custom.startDate ? istDayStart(custom.startDate) : today;
    const to = custom.endDate ? istDayStart(custom.endDate).plus({ days: 1 }) : undefined;
    return { from: new Date(Math.max(from.toMillis(), filter === 'past' ? from.toMillis() : now.getTime())), ...(to ? { to: to.toJSDate() } : {}) };
  }
  switch (filter) {
    case 'future':
      return { from: now };
    case 'past':
      return { to: now, endedOnly: true };
    case 'any_date':
      return {};
    case 'today':
      return upcoming(today, today.plus({ days: 1 }));
    case 'tomorrow':
      return upcoming(today.plus({ days: 1 }), today.plus({ days: 2 }));
    case 'this_weekend': {
      // Saturday 00:00 to Monday 00:00 of this ISO week (on a Sunday: today and what is left of it).
      const monday = today.startOf('week');
      return upcoming(monday.plus({ days: 5 }), monday.plus({ days: 7 }));
    }
    case 'this_week': {
      const monday = today.startOf('week');
      return upcoming(monday, monday.plus({ weeks: 1 }));
    }
    case 'next_week': {
      const monday = today.startOf('week').plus({ weeks: 1 });
      return upcoming(monday, monday.plus({ weeks: 1 }));
    }
    case 'this_month': {
      const first = today.startOf('month');
      return upcoming(first, first.plus({ months: 1 }));
    }
  }
}

const toMillis = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Does [start, end] overlap the window (and, for the past view, has it ended)? */
export function overlapsWindow(times: EventTimes, window: DateWindow): boolean {
  const start = toMillis(times.start);
  const end = toMillis(times.end);
  if (window.endedOnly) return window.to === undefined || end < window.to.getTime();
  if (window.from && end < window.from.getTime()) return false;
  if (window.to && start >= window.to.getTime()) return false;
  return true;
}

/** Has the event ended at `now`? (Interest and attendance close then.) */
export function hasEnded(times: Pick<EventTimes, 'end'>, now: Date): boolean {
  return toMillis(times.end) < now.getTime();
}

/**
 * The duration in days and hours, e.g. '2 days 3 hours', '5 hours',
 * '1 day', '45 minutes' for a short event.
 */
export function durationText(times: EventTimes): string {
  const minutes = Math.max(0, Math.round((toMillis(times.end) - toMillis(times.start)) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  const parts = [days ? unit(days, 'day') : '', hours ? unit(hours, 'hour') : ''].filter(Boolean);
  if (!parts.length) return unit(rest, 'minute');
  if (!days && rest) parts.push(unit(rest, 'minute'));
  return parts.join(' ');
}

/** 'Saturday, March 14, 2026' (spec 3 §2.1: long weekday, long month, numeric day and year, US English) in IST. */
export function formatEventDate(value: Date | string): string {
  return ist(new Date(toMillis(value)))
    .setLocale('en-US')
    .toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** '7:30 PM' in IST. */
export function formatEventTime(value: Date | string): string {
  return ist(new Date(toMillis(value)))
    .setLocale('en-US')
    .toLocaleString({ hour: 'numeric', minute: '2-digit' });
}

/** The date tile: 'MAR' and '14' in IST. */
export function dateTile(value: Date | string): { month: string; day: string } {
  const date = ist(new Date(toMillis(value)));
  return { month: date.setLocale('en-US').toFormat('LLL').toUpperCase(), day: String(date.day) };
}

/** Today's IST calendar date, YYYY-MM-DD (the custom range's first selectable day). */
export function istToday(now: Date): string {
  return ist(now).toISODate()!;
}

/** The wall time of an instant in a zone (IST by default) as the form's date and time fields ('2026-03-14', '19:30'). */
export function toIstFields(value: Date | string, zone: string = EVENT_ZONE): { date: string; time: string } {
  const date = DateTime.fromMillis(toMillis(value), { zone });
  return { date: date.toISODate()!, time: date.toFormat('HH:mm') };
}

/** An instant from a wall date and time in a zone. Invalid input gives undefined. */
export function fromZonedFields(date: string, time: string, zone: string = EVENT_ZONE): Date | undefined {
  const parsed = DateTime.fromISO(`${date}T${time}`, { zone });
  return parsed.isValid ? parsed.toJSDate() : undefined;
}
