import { describe, expect, it } from 'vitest';
import { addIndiaDays, formatIndiaDate, indiaClock, indiaDay, indiaIso } from '../../../../shared/time/india';

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
    expect(formatIndiaDate('2024-03-02T10:35:00Z', 'dateTime')).toMatch(/^2 Mar 2024, 4:05\sPM$/);
    expect(formatIndiaDate('2024-03-02T00:05:00Z', 'dateTime')).toMatch(/5:35\sAM$/);
  });
});
