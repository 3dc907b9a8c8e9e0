import { describe, expect, it } from 'vitest';
import { dateFilterWindow } from '../../../../shared/events/dates';
import { describeSchedule, expandOccurrences, nextOccurrence, occursWithin, recurrenceRules, scheduleSpan, type RecurringSchedule } from '../../../../shared/events/recurrence';

const ist = (local: string) => new Date(`${local}+05:30`);
const slots = (...times: Array<[string, string]>) => times.map(([startTime, endTime]) => ({ startTime, endTime }));

describe('expandOccurrences', () => {
  it('expands a weekly schedule with two slots on its days only, in IST', () => {
    const weekly: RecurringSchedule = {
      reccuringType: 'weekly',
      startDate: '2026-03-11',
      endDate: '2026-03-25',
      slot: [
        { day: 'Wednesday', innerSlots: slots(['21:30', '22:30'], ['19:00', '21:00']) },
        { day: 'Saturday', innerSlots: slots(['10:00', '11:00']) },
      ],
    };
    const occurrences = expandOccurrences(weekly);
    expect(occurrences.map((o) => o.start.toISOString())).toEqual([
      ist('2026-03-11T19:00:00').toISOString(),
      ist('2026-03-11T21:30:00').toISOString(),
      ist('2026-03-14T10:00:00').toISOString(),
      ist('2026-03-18T19:00:00').toISOString(),
      ist('2026-03-18T21:30:00').toISOString(),
      ist('2026-03-21T10:00:00').toISOString(),
      ist('2026-03-25T19:00:00').toISOString(),
      ist('2026-03-25T21:30:00').toISOString(),
    ]);
    expect(scheduleSpan(weekly)).toEqual({ start: ist('2026-03-11T19:00:00'), end: ist('2026-03-25T22:30:00') });
    expect(describeSchedule(weekly)).toBe('Every Wednesday: 9:30 PM – 10:30 PM, 7:00 PM – 9:00 PM; Every Saturday: 10:00 AM – 11:00 AM');
  });

  it('expands daily and monthly schedules; monthly on the 31st falls on shorter months’ last day', () => {
    expect(expandOccurrences({ reccuringType: 'daily', startDate: '2026-03-30', endDate: '2026-04-02', slot: [{ innerSlots: slots(['06:30', '07:30']) }] })).toHaveLength(4);
    const monthly = expandOccurrences({ reccuringType: 'monthly', startDate: '2026-01-31', endDate: '2026-04-30', slot: [{ innerSlots: slots(['16:00', '19:00']) }] });
    expect(monthly.map((o) => o.start.toISOString())).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'].map((day) => ist(`${day}T16:00:00`).toISOString()));
  });

  it('ends a slot that runs past midnight at midnight, and caps the expansion', () => {
    const [late] = expandOccurrences({ reccuringType: 'daily', startDate: '2026-03-11', endDate: '2026-03-11', slot: [{ innerSlots: slots(['23:00', '01:00']) }] });
    expect(late!.end.toISOString()).toBe(ist('2026-03-12T00:00:00').toISOString());
    expect(
      expandOccurrences({
        reccuringType: 'daily',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        slot: [{ innerSlots: slots(['06:00', '07:00'], ['08:00', '09:00'], ['10:00', '11:00'], ['12:00', '13:00']) }],
      }),
    ).toHaveLength(1200);
    expect(expandOccurrences({ reccuringType: 'daily', startDate: '2026-03-11', endDate: '2026-03-10', slot: [{ innerSlots: slots(['06:00', '07:00']) }] })).toEqual([]);
  });

  it('says whether a schedule occurs in a window, and which occurrence is next', () => {
    const event = {
      start: ist('2026-03-18T19:00:00'),
      end: ist('2026-04-15T21:00:00'),
      reccuring: { reccuringType: 'weekly', startDate: '2026-03-18', endDate: '2026-04-15', slot: [{ day: 'Wednesday', innerSlots: slots(['19:00', '21:00']) }] } as RecurringSchedule,
    };
    const thursday = ist('2026-03-19T09:00:00');
    expect(occursWithin(event, dateFilterWindow('this_weekend', thursday))).toBe(false);
    expect(occursWithin(event, dateFilterWindow('next_week', thursday))).toBe(true);
    expect(occursWithin(event, dateFilterWindow('today', thursday))).toBe(false);
    expect(nextOccurrence(event, thursday).start.toISOString()).toBe(ist('2026-03-25T19:00:00').toISOString());
  });
});

describe('recurrenceRules', () => {
  it('writes a weekly schedule with one time slot as one rule over its days, until the end of its last IST day', () => {
    const walk: RecurringSchedule = {
      reccuringType: 'weekly',
      startDate: '2026-03-02',
      endDate: '2026-04-05',
      slot: [
        { day: 'Sunday', innerSlots: slots(['06:30', '08:00']) },
        { day: 'Wednesday', innerSlots: slots(['06:30', '08:00']) },
      ],
    };
    expect(recurrenceRules(walk)).toEqual([
      { first: { start: ist('2026-03-04T06:30:00'), end: ist('2026-03-04T08:00:00') }, rrule: 'FREQ=WEEKLY;BYDAY=WE,SU;UNTIL=20260405T182959Z', extraStarts: [] },
    ]);
  });

  it('gives each distinct time slot its own rule', () => {
    const daily: RecurringSchedule = { reccuringType: 'daily', startDate: '2026-03-10', endDate: '2026-03-12', slot: [{ day: '', innerSlots: slots(['09:00', '10:00'], ['18:00', '19:30']) }] };
    expect(recurrenceRules(daily).map((rule) => [rule.first.start, rule.rrule])).toEqual([
      [ist('2026-03-10T09:00:00'), 'FREQ=DAILY;UNTIL=20260312T182959Z'],
      [ist('2026-03-10T18:00:00'), 'FREQ=DAILY;UNTIL=20260312T182959Z'],
    ]);
  });

  it('repeats a monthly schedule from the 31st on each month’s last day, and one from the 30th on the 30th and February’s last day', () => {
    const monthly = (startDate: string): RecurringSchedule => ({ reccuringType: 'monthly', startDate, endDate: '2026-06-30', slot: [{ day: '', innerSlots: slots(['18:00', '20:00']) }] });
    expect(recurrenceRules(monthly('2026-01-31'))[0]).toMatchObject({ rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20260630T182959Z', extraStarts: [] });
    expect(recurrenceRules(monthly('2026-01-30'))[0]).toMatchObject({ rrule: 'FREQ=MONTHLY;BYMONTHDAY=30;UNTIL=20260630T182959Z', extraStarts: [ist('2026-02-28T18:00:00')] });
  });
});
