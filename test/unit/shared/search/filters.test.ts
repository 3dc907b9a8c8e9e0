import { describe, expect, it } from 'vitest';
import { hasFilters, matchesFilters, openDuring, openIntervals, timeBands } from '@shared/search/filters';
import type { WeekDay } from '@shared/business/enums';

const slot = (day: WeekDay, open: string, close: string) => ({ day, open, close, closed: false });
/** Mon 2025-06-02 12:00 in India. */
const mondayNoon = new Date('2025-06-02T12:00:00+05:30');

describe('time bands', () => {
  it('are six bands of four hours covering the day', () => {
    expect(timeBands).toHaveLength(6);
    expect(timeBands.map((band) => band.to - band.from)).toEqual([240, 240, 240, 240, 240, 240]);
    expect(timeBands.at(-1)!.to).toBe(24 * 60);
  });
});

describe('openIntervals', () => {
  it('cuts an overnight slot at midnight and carries the rest into the next day', () => {
    const hours = [slot('Monday', '18:00', '03:00')];
    expect(openIntervals(hours, 'Monday')).toEqual([{ from: 18 * 60, to: 24 * 60 }]);
    expect(openIntervals(hours, 'Tuesday')).toEqual([{ from: 0, to: 180 }]);
    expect(openIntervals([slot('Sunday', '22:00', '02:00')], 'Monday')).toEqual([{ from: 0, to: 120 }]);
  });

  it('keeps split shifts apart', () => {
    expect(openIntervals([slot('Friday', '07:30', '15:30'), slot('Friday', '18:30', '23:00')], 'Friday')).toHaveLength(2);
  });
});

describe('openDuring', () => {
  const lunchAndDinner = [slot('Friday', '11:00', '15:00'), slot('Friday', '19:00', '23:00')];

  it('matches a band the listing is open in for some time, on a chosen day', () => {
    expect(openDuring(lunchAndDinner, ['Friday'], ['afternoon'])).toBe(true);
    expect(openDuring(lunchAndDinner, ['Friday'], ['evening'])).toBe(true);
    expect(openDuring(lunchAndDinner, ['Friday'], ['early-morning'])).toBe(false);
    expect(openDuring(lunchAndDinner, ['Monday'], ['afternoon'])).toBe(false);
  });

  it('treats several chosen values as alternatives and no value as any', () => {
    expect(openDuring(lunchAndDinner, ['Monday', 'Friday'], [])).toBe(true);
    expect(openDuring(lunchAndDinner, [], ['early-morning', 'night'])).toBe(true);
  });

  it('finds a late-night chai stall open late at night the day after', () => {
    expect(openDuring([slot('Saturday', '18:00', '03:00')], ['Sunday'], ['late-night'])).toBe(true);
  });
});

describe('matchesFilters', () => {
  const listing = {
    rating: { average: 4.2 },
    paymentTypes: ['cash', 'upi'],
    workingHours: [slot('Monday', '09:00', '17:00')],
    unclaimed: true,
  };

  it('passes with no filters', () => {
    expect(hasFilters({})).toBe(false);
    expect(matchesFilters(listing, {}, mondayNoon)).toBe(true);
  });

  it.each([
    [{ minRating: 4 }, true],
    [{ minRating: 4.5 }, false],
    [{ paymentTypes: ['upi', 'credit'] as const }, true],
    [{ paymentTypes: ['credit'] as const }, false],
    [{ claimed: false }, true],
    [{ claimed: true }, false],
    [{ openNow: true }, true],
    [{ days: ['Tuesday'] as const }, false],
    [{ timeBands: ['morning'] as const, days: ['Monday'] as const }, true],
  ])('%j → %s', (filters, expected) => {
    expect(hasFilters(filters)).toBe(true);
    expect(matchesFilters(listing, filters, mondayNoon)).toBe(expected);
  });

  it('is closed now outside its hours', () => {
    expect(matchesFilters(listing, { openNow: true }, new Date('2025-06-02T20:00:00+05:30'))).toBe(false);
  });

  it('never lets a listing closed every day through open now, and always one open around the clock, whatever the minute of the week', () => {
    const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
    const closedAllWeek = { rating: { average: 0 }, workingHours: everyDay.map((day) => ({ day, open: '09:00', close: '17:00', closed: true })) };
    const allDay = { rating: { average: 0 }, workingHours: everyDay.map((day) => slot(day, '00:00', '00:00')) };
    const wrong: string[] = [];
    // Each minute from an hour before an India midnight to a week and a day later, so every midnight (18:30 UTC) is crossed.
    const start = Date.parse('2025-06-01T23:00:00+05:30');
    for (let at = start; at < start + 8 * 24 * 60 * 60_000; at += 60_000) {
      const now = new Date(at);
      if (matchesFilters(closedAllWeek, { openNow: true }, now)) wrong.push(`closed all week open at ${now.toISOString()}`);
      if (!matchesFilters(allDay, { openNow: true }, now)) wrong.push(`open all day closed at ${now.toISOString()}`);
    }
    expect(wrong).toEqual([]);
  });
});
