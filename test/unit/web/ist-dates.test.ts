import { describe, expect, it } from 'vitest';
import * as luxonCalendar from '../../../shared/events/calendar';
import * as luxonDates from '../../../shared/events/dates';
import * as luxonRecurrence from '../../../shared/events/recurrence';
import type { RecurringSchedule } from '../../../shared/events/recurrence';
import { expandOccurrences, hasEnded, istToday, mapSearchLink, nextOccurrence } from '../../../web/src/features/events/ist-dates';

/** The events pages' dates without Luxon must give what the shared (Luxon) module gives the server and the event form. */
describe("the events pages' IST dates", () => {
  // Around IST and UTC midnights, month and year ends, a leap day.
  const instants = ['2026-03-14T18:29:59.999Z', '2026-03-14T18:30:00.000Z', '2026-12-31T18:29:00Z', '2026-12-31T18:31:00Z', '2028-02-28T20:00:00Z', '2026-06-30T23:59:59Z', '2026-01-01T00:00:00Z'].map(
    (text) => new Date(text),
  );
  for (let hour = 0; hour < 24 * 9; hour += 5) instants.push(new Date(Date.UTC(2026, 1, 25, hour, 17)));

  it("gives IST's calendar day and whether an event has ended", () => {
    for (const now of instants) {
      expect(istToday(now), now.toISOString()).toBe(luxonDates.istToday(now));
      for (const end of ['2026-03-14T18:30:00.000Z', new Date('2026-12-31T18:30:00Z')]) expect(hasEnded({ end }, now)).toBe(luxonDates.hasEnded({ end }, now));
    }
  });

  const schedules: RecurringSchedule[] = [
    {
      reccuringType: 'daily',
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      slot: [
        {
          day: '',
          innerSlots: [
            { startTime: '19:30', endTime: '21:00' },
            { startTime: '06:00', endTime: '07:15' },
          ],
        },
      ],
    },
    { reccuringType: 'daily', startDate: '2026-12-30', endDate: '2027-01-02', slot: [{ day: '', innerSlots: [{ startTime: '22:00', endTime: '01:00' }] }] },
    {
      reccuringType: 'weekly',
      startDate: '2026-02-01',
      endDate: '2026-04-30',
      slot: [
        { day: 'Monday', innerSlots: [{ startTime: '18:00', endTime: '20:00' }] },
        { day: 'Sunday', innerSlots: [{ startTime: '00:00', endTime: '23:59' }] },
      ],
    },
    { reccuringType: 'monthly', startDate: '2026-01-31', endDate: '2027-03-31', slot: [{ day: '', innerSlots: [{ startTime: '10:00', endTime: '12:30' }] }] },
    { reccuringType: 'monthly', startDate: '2028-01-29', endDate: '2028-04-30', slot: [{ day: '', innerSlots: [{ startTime: '23:30', endTime: '23:30' }] }] },
    { reccuringType: 'daily', startDate: '2026-03-14T00:00:00+05:30', endDate: '2026-03-16T20:00:00.000Z', slot: [{ day: '', innerSlots: [{ startTime: '09:00', endTime: '10:00' }] }] },
    { reccuringType: 'daily', startDate: '2026-03-14T10:00', endDate: '2026-03-15', slot: [{ day: '', innerSlots: [{ startTime: '09:00', endTime: '10:00' }] }] },
    { reccuringType: 'daily', startDate: '2026-02-30', endDate: '2026-03-05', slot: [{ day: '', innerSlots: [{ startTime: '09:00', endTime: '10:00' }] }] },
    { reccuringType: 'daily', startDate: '2026-03-05', endDate: '2026-03-01', slot: [{ day: '', innerSlots: [{ startTime: '09:00', endTime: '10:00' }] }] },
    {
      reccuringType: 'daily',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      slot: [{ day: '', innerSlots: ['08:00', '12:00', '16:00', '20:00'].map((startTime) => ({ startTime, endTime: '23:00' })) }],
    },
  ];

  it('expands recurring schedules into the same occurrences, and picks the same next one', () => {
    let total = 0;
    for (const schedule of schedules) {
      const expected = luxonRecurrence.expandOccurrences(schedule);
      total += expected.length;
      expect(expandOccurrences(schedule), JSON.stringify(schedule)).toEqual(expected);
      expect(expandOccurrences(schedule, 3)).toEqual(luxonRecurrence.expandOccurrences(schedule, 3));
      const event = { start: '2026-03-01T10:00:00Z', end: '2026-03-01T12:00:00Z', reccuring: schedule };
      for (const now of instants) expect(nextOccurrence(event, now)).toEqual(luxonRecurrence.nextOccurrence(event, now));
    }
    // The schedules do expand (the cap included), so the comparison is not of empty lists.
    expect(total).toBeGreaterThan(1250);
    const single = { start: '2026-03-01T10:00:00Z', end: '2026-03-01T12:00:00Z' };
    expect(nextOccurrence(single, instants[0]!)).toEqual(luxonRecurrence.nextOccurrence(single, instants[0]!));
  });

  it("links a place to Google Maps' search as the calendar module does", () => {
    for (const place of ['Shaniwar Wada, Pune', 'Café & Bar #1 / Koregaon Park', 'सवाई गंधर्व']) expect(mapSearchLink(place)).toBe(luxonCalendar.mapSearchLink(place));
  });
});
