import { describe, expect, it } from 'vitest';
import { dateFilterWindow, dateTile, durationText, formatEventDate, fromZonedFields, istToday, overlapsWindow, toIstFields } from '../../../../shared/events/dates';

const ist = (local: string) => new Date(`${local}+05:30`);
const iso = (date: Date | undefined) => date?.toISOString();

describe('dateFilterWindow (Asia/Kolkata)', () => {
  const wednesday = ist('2026-03-11T10:00:00');

  it('starts today at midnight IST even when UTC is still on the day before', () => {
    const justAfterMidnight = new Date('2026-03-11T18:30:00Z'); // Thursday 00:00 IST
    const window = dateFilterWindow('today', justAfterMidnight);
    expect(iso(window.from)).toBe('2026-03-11T18:30:00.000Z');
    expect(iso(window.to)).toBe('2026-03-12T18:30:00.000Z');
    const lastSecond = dateFilterWindow('today', new Date('2026-03-11T18:29:59Z'));
    expect(iso(lastSecond.to)).toBe('2026-03-11T18:30:00.000Z');
  });

  it('gives tomorrow, this week, next week and this month from Wednesday', () => {
    expect(iso(dateFilterWindow('tomorrow', wednesday).from)).toBe(ist('2026-03-12T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_week', wednesday).from)).toBe(wednesday.toISOString()); // what is left of it
    expect(iso(dateFilterWindow('this_week', wednesday).to)).toBe(ist('2026-03-16T00:00:00').toISOString());
    expect(iso(dateFilterWindow('next_week', wednesday).from)).toBe(ist('2026-03-16T00:00:00').toISOString());
    expect(iso(dateFilterWindow('next_week', wednesday).to)).toBe(ist('2026-03-23T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_month', wednesday).to)).toBe(ist('2026-04-01T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_weekend', wednesday).from)).toBe(ist('2026-03-14T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_weekend', wednesday).to)).toBe(ist('2026-03-16T00:00:00').toISOString());
  });

  it('moves the week on from Sunday night to Monday', () => {
    const sundayNight = ist('2026-03-15T23:59:59');
    expect(iso(dateFilterWindow('this_week', sundayNight).to)).toBe(ist('2026-03-16T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_weekend', sundayNight).to)).toBe(ist('2026-03-16T00:00:00').toISOString());
    const monday = ist('2026-03-16T00:00:00');
    expect(iso(dateFilterWindow('this_week', monday).to)).toBe(ist('2026-03-23T00:00:00').toISOString());
    expect(iso(dateFilterWindow('next_week', monday).from)).toBe(ist('2026-03-23T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_weekend', monday).from)).toBe(ist('2026-03-21T00:00:00').toISOString());
  });

  it('turns the month at midnight IST, including a leap February', () => {
    expect(iso(dateFilterWindow('this_month', ist('2026-03-31T23:59:00')).to)).toBe(ist('2026-04-01T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_month', ist('2026-04-01T00:00:00')).to)).toBe(ist('2026-05-01T00:00:00').toISOString());
    expect(iso(dateFilterWindow('this_month', ist('2028-02-29T12:00:00')).to)).toBe(ist('2028-03-01T00:00:00').toISOString());
  });

  it('reads a custom range as whole IST days, never before now', () => {
    const window = dateFilterWindow('future', wednesday, { startDate: '2026-03-01', endDate: '2026-03-12' });
    expect(iso(window.from)).toBe(wednesday.toISOString());
    expect(iso(window.to)).toBe(ist('2026-03-13T00:00:00').toISOString());
  });

  it('keeps an event that spans days in every window it overlaps, and drops ended ones', () => {
    const fair = { start: ist('2026-03-10T11:00:00'), end: ist('2026-03-13T18:00:00') };
    for (const filter of ['today', 'tomorrow', 'this_week', 'this_month', 'future'] as const) expect(overlapsWindow(fair, dateFilterWindow(filter, wednesday))).toBe(true);
    expect(overlapsWindow(fair, dateFilterWindow('this_weekend', wednesday))).toBe(false);
    expect(overlapsWindow(fair, dateFilterWindow('past', wednesday))).toBe(false);
    const ended = { start: ist('2026-03-11T08:00:00'), end: ist('2026-03-11T09:59:00') };
    expect(overlapsWindow(ended, dateFilterWindow('today', wednesday))).toBe(false);
    expect(overlapsWindow(ended, dateFilterWindow('past', wednesday))).toBe(true);
    expect(overlapsWindow(ended, dateFilterWindow('any_date', wednesday))).toBe(true);
  });
});

describe('durationText', () => {
  it.each([
    ['2026-03-11T10:00:00', '2026-03-11T10:45:00', '45 minutes'],
    ['2026-03-11T10:00:00', '2026-03-11T11:00:00', '1 hour'],
    ['2026-03-11T10:00:00', '2026-03-11T12:30:00', '2 hours 30 minutes'],
    ['2026-03-11T10:00:00', '2026-03-12T10:00:00', '1 day'],
    ['2026-03-11T10:00:00', '2026-03-13T13:00:00', '2 days 3 hours'],
  ])('%s to %s is %s', (start, end, text) => expect(durationText({ start: ist(start), end: ist(end) })).toBe(text));
});

describe('formats', () => {
  it('writes dates in US English in IST', () => {
    expect(formatEventDate(new Date('2026-03-14T20:00:00Z'))).toBe('Sunday, March 15, 2026');
    expect(dateTile(new Date('2026-03-14T20:00:00Z'))).toEqual({ month: 'MAR', day: '15' });
    expect(istToday(new Date('2026-03-14T20:00:00Z'))).toBe('2026-03-15');
    expect(toIstFields(new Date('2026-03-14T20:00:00Z'))).toEqual({ date: '2026-03-15', time: '01:30' });
    expect(fromZonedFields('2026-03-15', '01:30')?.toISOString()).toBe('2026-03-14T20:00:00.000Z');
    expect(fromZonedFields('2026-03-15', '19:00', 'America/New_York')?.toISOString()).toBe('2026-03-15T23:00:00.000Z');
  });
});
