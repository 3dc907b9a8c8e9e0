import { describe, expect, it } from 'vitest';
import { addIndiaDays, formatIndiaDate, formatIndiaTime, formatTimeIn, indiaClock, indiaDay, indiaIso } from '../../../../shared/time/india';

describe('India time without a time-zone library', () => {
  it('writes an instant with the +05:30 offset, across midnight and to the second', () => {
    expect(indiaIso('2026-11-25T13:00:00.000Z')).toBe('2026-11-25T18:30:00+05:30');
    expect(indiaIso('2026-11-25T18:30:00.999Z')).toBe('2026-11-26T00:00:00+05:30');
    expect(indiaIso('2026-11-25T08:00:00+02:00')).toBe('2026-11-25T11:30:00+05:30');
  });

  it('reads a time without a zone as UTC, whatever the machine’s zone, and gives back what is not a date', () => {
    expect(indiaIso('2026-11-25T13:00:00')).toBe('2026-11-25T18:30:00+05:30');
    expect(indiaIso('next Tuesday')).toBe('next Tuesday');
  });

  it('reads the India wall clock of an instant: 20:00 UTC is 01:30 on Wednesday in India', () => {
    expect(indiaClock(Date.parse('2026-11-24T20:00:00Z'))).toMatchObject({ year: 2026, month: 11, day: 25, weekday: 3, hour: 1, minute: 30 });
    expect(formatIndiaDate('2026-11-24T20:00:00Z')).toContain('25');
  });

  it('names the India calendar day of an instant, and steps whole days across months', () => {
    expect(indiaDay(Date.parse('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(Date.parse('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(addIndiaDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addIndiaDays('2026-03-01', -29)).toBe('2026-01-31');
  });

  it('writes a time of day as every other time on the site does: "4:05 PM", not en-IN\'s "4:05 pm" (issue #25 3.16)', () => {
    expect(formatIndiaDate('2024-03-02T10:35:00Z', 'dateTime')).toBe('2 Mar 2024, 4:05 PM');
    expect(formatIndiaDate('2024-03-02T00:05:00Z', 'dateTime')).toMatch(/5:35\sAM$/);
  });
});

/** Minutes after midnight of a wall-clock "HH:mm". */
const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

describe('a time of day in the page language (issue #28)', () => {
  it.each([
    ['00:00', 'रात 12:00'],
    ['00:30', 'रात 12:30'],
    ['03:59', 'रात 3:59'],
    ['04:00', 'सुबह 4:00'],
    ['07:30', 'सुबह 7:30'],
    ['11:59', 'सुबह 11:59'],
    ['12:00', 'दोपहर 12:00'],
    ['14:00', 'दोपहर 2:00'],
    ['15:59', 'दोपहर 3:59'],
    ['16:00', 'शाम 4:00'],
    ['18:30', 'शाम 6:30'],
    ['19:59', 'शाम 7:59'],
    ['20:00', 'रात 8:00'],
    ['22:00', 'रात 10:00'],
    ['23:59', 'रात 11:59'],
  ])('writes %s in Hindi as "%s": its part of the day first, a 12-hour clock in Latin digits', (clock, hindi) => {
    expect(formatTimeIn(at(clock), 'hi')).toBe(hindi);
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['03:59', '3:59 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['19:59', '7:59 PM'],
    ['23:30', '11:30 PM'],
  ])('keeps English as it was: %s is "%s"', (clock, english) => {
    expect(formatTimeIn(at(clock), 'en')).toBe(english);
    expect(formatTimeIn(at(clock))).toBe(english);
  });

  it('wraps round the day: 1440 is midnight again, -30 is 11:30 at night', () => {
    expect(formatTimeIn(24 * 60, 'hi')).toBe('रात 12:00');
    expect(formatTimeIn(24 * 60 + 4 * 60, 'hi')).toBe('सुबह 4:00');
    expect(formatTimeIn(-30, 'hi')).toBe('रात 11:30');
  });

  it('reads an instant in India time: 10:35 UTC is 4:05 in the afternoon, शाम in Hindi', () => {
    expect(formatIndiaTime('2024-03-02T10:35:00Z', 'hi')).toBe('शाम 4:05');
    expect(formatIndiaTime(Date.parse('2024-03-02T10:35:00Z'))).toBe('4:05 PM');
    expect(formatIndiaTime(new Date('2024-03-01T22:00:00Z'), 'hi')).toBe('रात 3:30');
    expect(formatIndiaTime('not a date', 'hi')).toBe('');
  });

  it('writes a date with its time in Hindi with the part of the day, not "pm"', () => {
    expect(formatIndiaDate('2024-03-02T10:35:00Z', 'dateTime', 'hi')).toBe('2 मार्च 2024, शाम 4:05');
    expect(formatIndiaDate('2024-03-02T00:05:00Z', 'dateTime', 'hi')).toMatch(/, सुबह 5:35$/);
  });
});
