import { describe, expect, it } from 'vitest';
import type { WeekDay } from '@shared/business/enums';
import { hoursTableRows, openStatus, todayRow, weekDayInIndia } from '@shared/business/open-status';
import { defaultWorkingHours, type WorkingHours } from '@shared/business/working-hours';

/** A moment given as India wall-clock time. The week used: Mon 2025-06-02 to Sun 2025-06-08. */
const ist = (local: string) => new Date(`${local}+05:30`);

const slot = (day: WeekDay, open: string, close: string) => ({ day, open, close, closed: false });

describe('openStatus with the default hours (Mon-Fri 09:00-17:00, Sat 10:00-15:00, Sun closed)', () => {
  const hours = defaultWorkingHours();

  it.each([
    ['2025-06-02T00:00:00', false, 'Closed, opens today at 9:00 AM'],
    ['2025-06-02T07:59:00', false, 'Closed, opens today at 9:00 AM'],
    ['2025-06-02T07:59:30', false, 'Closed, opens today at 9:00 AM'],
    ['2025-06-02T08:00:00', false, 'Closed, opens in 60 minutes'],
    ['2025-06-02T08:01:00', false, 'Closed, opens in 59 minutes'],
    ['2025-06-02T08:59:00', false, 'Closed, opens in 1 minute'],
    ['2025-06-02T08:59:59', false, 'Closed, opens in 1 minute'],
    ['2025-06-02T09:00:00', true, 'Open now until 5:00 PM'],
    ['2025-06-02T12:00:00', true, 'Open now until 5:00 PM'],
    ['2025-06-02T15:59:00', true, 'Open now until 5:00 PM'],
    ['2025-06-02T15:59:30', true, 'Open now until 5:00 PM'],
    ['2025-06-02T16:00:00', true, 'Open, closes in 60 minutes'],
    ['2025-06-02T16:01:00', true, 'Open, closes in 59 minutes'],
    ['2025-06-02T16:59:00', true, 'Open, closes in 1 minute'],
    ['2025-06-02T16:59:30', true, 'Open, closes in 1 minute'],
    ['2025-06-02T17:00:00', false, 'Closed, opens tomorrow at 9:00 AM'],
    ['2025-06-02T23:59:00', false, 'Closed, opens tomorrow at 9:00 AM'],
    ['2025-06-06T18:00:00', false, 'Closed, opens tomorrow at 10:00 AM'],
    ['2025-06-07T09:00:00', false, 'Closed, opens in 60 minutes'],
    ['2025-06-07T14:30:00', true, 'Open, closes in 30 minutes'],
    ['2025-06-07T16:00:00', false, 'Closed, opens Monday at 9:00 AM'],
    ['2025-06-08T12:00:00', false, 'Closed, opens tomorrow at 9:00 AM'],
    ['2025-06-08T23:59:00', false, 'Closed, opens tomorrow at 9:00 AM'],
  ])('at %s India time: open %s, "%s"', (local, isOpen, text) => {
    expect(openStatus(hours, ist(local))).toEqual({ isOpen, text, tone: isOpen ? 'open' : 'closed' });
  });
});

describe('openStatus evaluates India time, not the machine or UTC day', () => {
  const tuesdayEarly: WorkingHours = [slot('Tuesday', '00:00', '01:00')];

  it('treats 18:30 UTC on Monday as Tuesday 00:00 in India', () => {
    expect(openStatus(tuesdayEarly, new Date('2025-06-02T18:30:00Z'))).toEqual({
      isOpen: true,
      text: 'Open, closes in 60 minutes',
      tone: 'open',
    });
  });

  it('treats 18:29 UTC on Monday as Monday 23:59 in India', () => {
    expect(openStatus(tuesdayEarly, new Date('2025-06-02T18:29:00Z')).text).toBe('Closed, opens in 1 minute');
  });

  it('reads 03:00 UTC as 08:30 in India', () => {
    expect(openStatus(defaultWorkingHours(), new Date('2025-06-02T03:00:00Z')).text).toBe('Closed, opens in 30 minutes');
  });

  it('names the India week day of the next opening', () => {
    // Saturday 19:00 UTC is already Sunday 00:30 in India, so Monday is "tomorrow".
    expect(openStatus(defaultWorkingHours(), new Date('2025-06-07T19:00:00Z')).text).toBe('Closed, opens tomorrow at 9:00 AM');
  });
});

describe('openStatus with overnight hours', () => {
  const bar: WorkingHours = [slot('Friday', '18:00', '02:00'), slot('Saturday', '18:00', '02:00')];

  it.each([
    ['2025-06-06T17:30:00', false, 'Closed, opens in 30 minutes'],
    ['2025-06-06T23:00:00', true, 'Open now until 2:00 AM'],
    ['2025-06-07T00:00:00', true, 'Open now until 2:00 AM'],
    ['2025-06-07T00:59:00', true, 'Open now until 2:00 AM'],
    ['2025-06-07T01:00:00', true, 'Open, closes in 60 minutes'],
    ['2025-06-07T01:30:00', true, 'Open, closes in 30 minutes'],
    ['2025-06-07T02:00:00', false, 'Closed, opens today at 6:00 PM'],
    ['2025-06-08T01:59:00', true, 'Open, closes in 1 minute'],
    ['2025-06-08T02:00:00', false, 'Closed, opens Friday at 6:00 PM'],
    ['2025-06-06T01:00:00', false, 'Closed, opens today at 6:00 PM'],
  ])('at %s: open %s, "%s"', (local, isOpen, text) => {
    expect(openStatus(bar, ist(local))).toEqual({ isOpen, text, tone: isOpen ? 'open' : 'closed' });
  });

  it('reads AM/PM text across midnight the same way', () => {
    const hours: WorkingHours = [slot('Monday', '10:00 PM', '2:00 AM')];
    expect(openStatus(hours, ist('2025-06-03T01:15:00')).text).toBe('Open, closes in 45 minutes');
    expect(openStatus(hours, ist('2025-06-02T21:30:00')).text).toBe('Closed, opens in 30 minutes');
  });

  it('treats a close of 00:00 as midnight, the end of the day', () => {
    const hours: WorkingHours = [slot('Monday', '09:00', '00:00')];
    expect(openStatus(hours, ist('2025-06-02T22:00:00')).text).toBe('Open now until 12:00 AM');
    expect(openStatus(hours, ist('2025-06-02T23:30:00')).text).toBe('Open, closes in 30 minutes');
    expect(openStatus(hours, ist('2025-06-03T00:00:00'))).toEqual({
      isOpen: false,
      text: 'Closed, opens Monday at 9:00 AM',
      tone: 'closed',
    });
  });

  it("joins an evening slot with the next day's slot from midnight", () => {
    const hours: WorkingHours = [slot('Monday', '18:00', '00:00'), slot('Tuesday', '00:00', '02:00')];
    expect(openStatus(hours, ist('2025-06-02T20:00:00')).text).toBe('Open now until 2:00 AM');
    expect(openStatus(hours, ist('2025-06-02T23:30:00')).text).toBe('Open now until 2:00 AM');
  });

  it('says only "Open now" when open for more than the next 24 hours', () => {
    const allWeek: WorkingHours = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => slot(day, '00:00', '00:00'));
    expect(openStatus(allWeek, ist('2025-06-04T03:00:00'))).toEqual({ isOpen: true, text: 'Open now', tone: 'open' });
    const weekdaysOnly = allWeek.slice(0, 5);
    expect(openStatus(weekdaysOnly, ist('2025-06-02T10:00:00')).text).toBe('Open now');
    expect(openStatus(weekdaysOnly, ist('2025-06-06T10:00:00')).text).toBe('Open now until 12:00 AM');
    expect(openStatus(weekdaysOnly, ist('2025-06-06T23:00:00')).text).toBe('Open, closes in 60 minutes');
  });

  it('shows a single 24-hour day as open until midnight', () => {
    expect(openStatus([slot('Monday', '00:00', '00:00')], ist('2025-06-02T10:00:00')).text).toBe('Open now until 12:00 AM');
  });
});

describe('openStatus with several slots per day', () => {
  const lunchBreak: WorkingHours = [slot('Monday', '14:00', '18:00'), slot('Monday', '09:00', '13:00')];

  it.each([
    ['2025-06-02T10:00:00', true, 'Open now until 1:00 PM'],
    ['2025-06-02T12:30:00', true, 'Open, closes in 30 minutes'],
    ['2025-06-02T13:00:00', false, 'Closed, opens in 60 minutes'],
    ['2025-06-02T13:30:00', false, 'Closed, opens in 30 minutes'],
    ['2025-06-02T15:00:00', true, 'Open now until 6:00 PM'],
    ['2025-06-02T18:00:00', false, 'Closed, opens next Monday at 9:00 AM'],
  ])('at %s: open %s, "%s"', (local, isOpen, text) => {
    expect(openStatus(lunchBreak, ist(local))).toEqual({ isOpen, text, tone: isOpen ? 'open' : 'closed' });
  });

  it('runs touching slots together', () => {
    const hours: WorkingHours = [slot('Monday', '09:00', '13:00'), slot('Monday', '13:00', '17:00')];
    expect(openStatus(hours, ist('2025-06-02T12:30:00')).text).toBe('Open now until 5:00 PM');
  });

  it('runs overlapping slots together', () => {
    const hours: WorkingHours = [slot('Monday', '09:00', '13:00'), slot('Monday', '12:00', '15:00')];
    expect(openStatus(hours, ist('2025-06-02T12:30:00')).text).toBe('Open now until 3:00 PM');
  });
});

describe('openStatus wording of the next opening', () => {
  const mondayOnly: WorkingHours = [slot('Monday', '09:00', '17:00')];

  it.each([
    ['2025-06-01T12:00:00', 'Closed, opens tomorrow at 9:00 AM'],
    ['2025-06-02T07:00:00', 'Closed, opens today at 9:00 AM'],
    ['2025-06-02T17:00:00', 'Closed, opens next Monday at 9:00 AM'],
    ['2025-06-03T12:00:00', 'Closed, opens Monday at 9:00 AM'],
    ['2025-06-07T12:00:00', 'Closed, opens Monday at 9:00 AM'],
  ])('at %s: "%s"', (local, text) => {
    expect(openStatus(mondayOnly, ist(local)).text).toBe(text);
  });

  it('shows a midnight opening as 12:00 AM', () => {
    const hours: WorkingHours = [slot('Tuesday', '00:00', '06:00')];
    expect(openStatus(hours, ist('2025-06-02T12:00:00')).text).toBe('Closed, opens tomorrow at 12:00 AM');
    expect(openStatus(hours, ist('2025-06-02T23:00:00')).text).toBe('Closed, opens in 60 minutes');
  });

  it('shows minutes past the hour and PM times', () => {
    const hours: WorkingHours = [slot('Wednesday', '7:30 PM', '11:30 PM')];
    expect(openStatus(hours, ist('2025-06-02T12:00:00')).text).toBe('Closed, opens Wednesday at 7:30 PM');
    expect(openStatus(hours, ist('2025-06-04T20:00:00')).text).toBe('Open now until 11:30 PM');
  });
});

describe('openStatus without usable hours', () => {
  const closed = { isOpen: false, text: 'Closed', tone: 'closed' };

  it.each([
    ['an empty list', []],
    ['null', null],
    ['undefined', undefined],
    ['only closed markers', [{ day: 'Monday', open: '', close: '', closed: true }]],
    ['slots flagged closed even with times', [{ day: 'Monday', open: '09:00', close: '17:00', closed: true }]],
    ['unparseable times', [slot('Monday', 'morning', 'evening')]],
  ] as const)('is plain "Closed" for %s', (_, hours) => {
    expect(openStatus(hours as WorkingHours | null | undefined, ist('2025-06-02T12:00:00'))).toEqual(closed);
  });

  it('is "Closed" when every day is switched off', () => {
    const hours = defaultWorkingHours().map((entry) => ({ ...entry, open: '', close: '', closed: true }));
    expect(openStatus(hours, ist('2025-06-04T10:00:00'))).toEqual(closed);
  });
});

describe('hoursTableRows', () => {
  it('lists Monday to Sunday, marks today, shows 12-hour times and closed days', () => {
    const rows = hoursTableRows(defaultWorkingHours(), ist('2025-06-04T10:00:00'));
    expect(rows.map((row) => row.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows.filter((row) => row.isToday).map((row) => row.day)).toEqual(['Wednesday']);
    expect(rows[5]).toEqual({
      day: 'Saturday',
      isToday: false,
      closed: false,
      slots: [{ open: '10:00 AM', close: '3:00 PM', overnight: false }],
      overnight: false,
    });
    expect(rows[6]).toEqual({ day: 'Sunday', isToday: false, closed: true, slots: [], overnight: false });
  });

  it('keeps AM/PM text, shows unparseable text as it is, and flags overnight slots', () => {
    const hours: WorkingHours = [slot('Monday', '9:00 am', '1:00 PM'), slot('Monday', '20:00', '01:30'), slot('Tuesday', 'noon', 'late')];
    const [monday, tuesday] = hoursTableRows(hours, ist('2025-06-02T10:00:00'));
    expect(monday).toEqual({
      day: 'Monday',
      isToday: true,
      closed: false,
      slots: [
        { open: '9:00 AM', close: '1:00 PM', overnight: false },
        { open: '8:00 PM', close: '1:30 AM', overnight: true },
      ],
      overnight: true,
    });
    expect(tuesday?.slots).toEqual([{ open: 'noon', close: 'late', overnight: false }]);
  });

  it('accepts missing hours', () => {
    expect(hoursTableRows(undefined, ist('2025-06-02T10:00:00')).every((row) => row.closed)).toBe(true);
  });
});

describe('todayRow', () => {
  it('is green on an open day while open', () => {
    expect(todayRow(defaultWorkingHours(), ist('2025-06-02T12:00:00'))).toEqual({
      day: 'Monday',
      isToday: true,
      closed: false,
      slots: [{ open: '9:00 AM', close: '5:00 PM', overnight: false }],
      overnight: false,
      isOpenNow: true,
      tone: 'open',
    });
  });

  it('is red on an open day after closing', () => {
    const row = todayRow(defaultWorkingHours(), ist('2025-06-02T18:00:00'));
    expect([row.day, row.closed, row.isOpenNow, row.tone]).toEqual(['Monday', false, false, 'closed']);
  });

  it('is red on Sunday, closed by default', () => {
    const row = todayRow(defaultWorkingHours(), ist('2025-06-08T12:00:00'));
    expect([row.day, row.closed, row.slots, row.isOpenNow, row.tone]).toEqual(['Sunday', true, [], false, 'closed']);
  });

  it("marks an overnight day and stays green after midnight on yesterday's slot", () => {
    const hours: WorkingHours = [slot('Friday', '18:00', '02:00')];
    const friday = todayRow(hours, ist('2025-06-06T22:00:00'));
    expect([friday.day, friday.overnight, friday.tone]).toEqual(['Friday', true, 'open']);
    const saturday = todayRow(hours, ist('2025-06-07T01:00:00'));
    expect([saturday.day, saturday.closed, saturday.overnight, saturday.isOpenNow, saturday.tone]).toEqual(['Saturday', true, false, true, 'open']);
  });

  it('does not mark a day that ends exactly at midnight as overnight', () => {
    expect(todayRow([slot('Monday', '09:00', '00:00')], ist('2025-06-02T12:00:00')).overnight).toBe(false);
  });

  it('uses the India day near midnight UTC', () => {
    expect(todayRow([], new Date('2025-06-01T18:30:00Z')).day).toBe('Monday');
    expect(todayRow([], new Date('2025-06-01T18:29:59Z')).day).toBe('Sunday');
  });

  it('is closed and red with no hours', () => {
    expect(todayRow(null, ist('2025-06-03T12:00:00'))).toEqual({
      day: 'Tuesday',
      isToday: true,
      closed: true,
      slots: [],
      overnight: false,
      isOpenNow: false,
      tone: 'closed',
    });
  });
});

describe('weekDayInIndia', () => {
  it.each([
    ['2025-06-01T18:29:59Z', 'Sunday'],
    ['2025-06-01T18:30:00Z', 'Monday'],
    ['2025-06-08T18:29:00Z', 'Sunday'],
    ['2025-06-08T18:30:00Z', 'Monday'],
    ['2025-06-04T00:00:00Z', 'Wednesday'],
  ])('%s is %s in India', (utc, day) => {
    expect(weekDayInIndia(new Date(utc))).toBe(day);
  });
});
