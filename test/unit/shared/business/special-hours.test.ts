import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holidaysToPick, indiaHolidays } from '@shared/business/holidays';
import { hoursTableRows, openStatus } from '@shared/business/open-status';
import { closureText, describeSpecialDay, isIsoDay, type HoursExceptions, type SpecialDay } from '@shared/business/special-hours';
import { defaultWorkingHours, type WorkingHours } from '@shared/business/working-hours';
import { specialHoursSchema, temporaryClosureSchema } from '@shared/schemas/business-fields';
import { UpdateBusinessSchema } from '@shared/schemas/business';
import { matchesFilters } from '@shared/search/filters';
import { businessCard } from '@shared/search/index-entries';
import { specialOpeningHoursSpecification } from '@shared/seo/json-ld';

/** A moment as India wall-clock time. The week used: Mon 2026-12-21 to Sun 2026-12-27 (Christmas on Friday). */
const ist = (local: string) => new Date(`${local}+05:30`);
const hours = defaultWorkingHours(); // Mon-Fri 09:00-17:00, Sat 10:00-15:00, Sun closed
const christmas: SpecialDay = { date: '2026-12-25', label: 'Christmas', closed: true, slots: [] };
const christmasEve: SpecialDay = { date: '2026-12-24', label: 'Christmas Eve', closed: false, slots: [{ open: '10:00', close: '14:00' }] };

describe('open now with special days', () => {
  it('a holiday makes "Open now" say closed, naming it, and finds the next opening after it', () => {
    const status = openStatus(hours, ist('2026-12-25T11:00:00'), { specialHours: [christmas] });
    expect(status).toEqual({ isOpen: false, tone: 'closed', reason: 'special-day', text: 'Closed for Christmas, opens tomorrow at 10:00 AM' });
    // The same moment without the special day: a normal Friday.
    expect(openStatus(hours, ist('2026-12-25T11:00:00')).text).toBe('Open now until 5:00 PM');
  });

  it("other hours on a date replace the week's hours that day", () => {
    const exceptions = { specialHours: [christmasEve, christmas] };
    expect(openStatus(hours, ist('2026-12-24T09:30:00'), exceptions).text).toBe('Closed, opens in 30 minutes');
    expect(openStatus(hours, ist('2026-12-24T13:30:00'), exceptions).text).toBe('Open, closes in 30 minutes');
    // After 2 PM it is shut, Christmas too: next Saturday's 10 AM.
    expect(openStatus(hours, ist('2026-12-24T15:00:00'), exceptions)).toMatchObject({ isOpen: false, text: 'Closed, opens Saturday at 10:00 AM' });
  });

  it('a special day opens a day the week keeps closed', () => {
    const sunday: SpecialDay = { date: '2026-12-27', label: 'Year-end sale', closed: false, slots: [{ open: '11:00', close: '19:00' }] };
    expect(openStatus(hours, ist('2026-12-27T12:00:00'), { specialHours: [sunday] }).text).toBe('Open now until 7:00 PM');
  });

  it('IST midnight edges: the special day begins and ends at midnight in India, not UTC', () => {
    const exceptions = { specialHours: [christmas] };
    // 23:59:59 IST on the 24th is 18:29:59 UTC: still Thursday the 24th (closed for the evening, no reason of the day).
    expect(openStatus(hours, ist('2026-12-24T23:59:59'), exceptions)).toMatchObject({ isOpen: false, text: 'Closed, opens Saturday at 10:00 AM' });
    expect(openStatus(hours, ist('2026-12-24T23:59:59'), exceptions).reason).toBeUndefined();
    // 19:00 UTC on the 24th is 00:30 IST on the 25th: Christmas.
    expect(openStatus(hours, new Date('2026-12-24T19:00:00Z'), exceptions).text).toBe('Closed for Christmas, opens tomorrow at 10:00 AM');
    expect(openStatus(hours, ist('2026-12-25T23:59:59'), exceptions).text).toBe('Closed for Christmas, opens tomorrow at 10:00 AM');
    expect(openStatus(hours, ist('2026-12-26T00:00:00'), exceptions).text).toBe('Closed, opens today at 10:00 AM');
  });

  it("last night's slot past midnight still ends as usual on a special day", () => {
    const late: WorkingHours = [{ day: 'Thursday', open: '18:00', close: '02:00', closed: false }];
    expect(openStatus(late, ist('2026-12-25T01:00:00'), { specialHours: [christmas] }).text).toBe('Open, closes in 60 minutes');
  });
});

describe('open now with a temporary closure', () => {
  it('until further notice: closed with no next opening', () => {
    const exceptions = { temporaryClosure: { from: '2026-12-21', until: null, note: 'Renovation' } };
    expect(openStatus(hours, ist('2026-12-22T10:00:00'), exceptions)).toEqual({ isOpen: false, tone: 'closed', reason: 'temporary-closure', text: 'Temporarily closed' });
    expect(openStatus(hours, ist('2027-06-01T10:00:00'), exceptions).text).toBe('Temporarily closed');
  });

  it('until a date weeks away: says when it opens again, with the year when it is next year', () => {
    const exceptions = { temporaryClosure: { from: '2026-12-21', until: '2027-01-10' } };
    expect(openStatus(hours, ist('2026-12-22T10:00:00'), exceptions).text).toBe('Temporarily closed, opens on 11 Jan 2027 at 9:00 AM');
    expect(openStatus(hours, ist('2027-01-10T10:00:00'), exceptions).text).toBe('Temporarily closed, opens tomorrow at 9:00 AM');
    expect(openStatus(hours, ist('2027-01-11T09:30:00'), exceptions).isOpen).toBe(true);
  });

  it('a closure that starts tomorrow leaves today open and moves the next opening', () => {
    const exceptions = { temporaryClosure: { from: '2026-12-22', until: '2026-12-23' } };
    expect(openStatus(hours, ist('2026-12-21T10:00:00'), exceptions).text).toBe('Open now until 5:00 PM');
    expect(openStatus(hours, ist('2026-12-21T17:00:00'), exceptions).text).toBe('Closed, opens Thursday at 9:00 AM');
  });

  it('wins over a special day inside it', () => {
    const exceptions = { temporaryClosure: { from: '2026-12-20', until: null }, specialHours: [christmasEve] };
    expect(openStatus(hours, ist('2026-12-24T11:00:00'), exceptions).text).toBe('Temporarily closed');
  });

  it('reads as a sentence for the banner', () => {
    const now = ist('2026-12-22T10:00:00');
    expect(closureText({ from: '2026-12-21', until: '2027-01-10' }, now)).toBe('Temporarily closed until 10 Jan 2027');
    expect(closureText({ from: '2026-12-21', until: null }, now)).toBe('Temporarily closed until further notice');
    expect(closureText({ from: '2026-12-28', until: '2026-12-31' }, now)).toBe('Temporarily closed from 28 Dec until 31 Dec');
  });
});

describe('the hours table', () => {
  it("shows this week's special day in its row with its date, and today's as the row of today", () => {
    const monday = hoursTableRows(hours, ist('2026-12-21T10:00:00'), { specialHours: [christmasEve, christmas] });
    expect(monday.find((row) => row.day === 'Friday')).toMatchObject({ closed: true, slots: [], exception: { date: '2026-12-25', text: 'Closed for Christmas' } });
    expect(monday.find((row) => row.day === 'Thursday')).toMatchObject({ closed: false, slots: [{ open: '10:00 AM', close: '2:00 PM' }], exception: { text: 'Christmas Eve hours' } });
    expect(monday.find((row) => row.day === 'Monday')?.exception).toBeUndefined();
    const friday = hoursTableRows(hours, ist('2026-12-25T08:00:00'), { specialHours: [christmas] });
    expect(friday.find((row) => row.isToday)).toMatchObject({ day: 'Friday', exception: { text: 'Closed for Christmas' } });
  });

  it('marks the days of a closure', () => {
    const rows = hoursTableRows(hours, ist('2026-12-21T10:00:00'), { temporaryClosure: { from: '2026-12-23', until: '2026-12-24' } });
    expect(rows.filter((row) => row.exception).map((row) => row.day)).toEqual(['Wednesday', 'Thursday']);
  });

  it('describes special days for the list under it', () => {
    expect(describeSpecialDay(christmas)).toBe('Closed for Christmas');
    expect(describeSpecialDay(christmasEve)).toBe('Christmas Eve: 10:00 AM – 2:00 PM');
  });
});

describe('cards and the open-now filter', () => {
  const business = {
    businessId: 'b1',
    name: 'Cafe',
    slug: 'cafe',
    cityName: 'pune',
    status: 'active',
    workingHours: hours,
    specialHours: [{ ...christmas, _id: 'x1' }],
    temporaryClosure: { from: '2027-01-05', until: null, note: 'Moving' },
  };

  it('carry the special days (without entry ids) and the closure, so open now is decided when the list is read', () => {
    const card = businessCard(business);
    expect(card.specialHours).toEqual([christmas]);
    expect(card.temporaryClosure).toEqual({ from: '2027-01-05', until: null, note: 'Moving' });
    expect(matchesFilters(card, { openNow: true }, ist('2026-12-24T11:00:00'))).toBe(true);
    expect(matchesFilters(card, { openNow: true }, ist('2026-12-25T11:00:00'))).toBe(false);
    // The closure starts on the 5th: the same card, no re-index.
    expect(matchesFilters(card, { openNow: true }, ist('2027-01-04T11:00:00'))).toBe(true);
    expect(matchesFilters(card, { openNow: true }, ist('2027-01-05T11:00:00'))).toBe(false);
  });

  it('a listing without them keeps its card as before', () => {
    const card = businessCard({ ...business, specialHours: undefined, temporaryClosure: undefined });
    expect('specialHours' in card || 'temporaryClosure' in card).toBe(false);
  });
});

describe('the schema (India day of the request is Mon 21 Dec 2026)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(ist('2026-12-21T00:10:00'));
  });
  afterEach(() => vi.useRealTimers());

  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('accepts today and later, closed or with hours', () => {
    expect(specialHoursSchema.safeParse([{ date: '2026-12-21', label: 'Today', closed: true }, christmasEve]).success).toBe(true);
  });

  it('refuses a past date (the day before in India, though it is still the 20th in UTC)', () => {
    expect(messages(specialHoursSchema.safeParse([{ ...christmas, date: '2026-12-20' }]))).toEqual(['0.date: 20 Dec 2026 is in the past; special days must be today or later']);
  });

  it('refuses two special days on one date, a closing time before the opening time, and missing hours', () => {
    expect(messages(specialHoursSchema.safeParse([christmas, { ...christmas, label: 'Again' }]))).toEqual(['1.date: There is already a special day on 25 Dec 2026']);
    expect(messages(specialHoursSchema.safeParse([{ ...christmasEve, slots: [{ open: '14:00', close: '10:00' }] }]))).toEqual(['0.slots.0.close: Closing time must be after opening time']);
    expect(
      messages(
        specialHoursSchema.safeParse([
          {
            ...christmasEve,
            slots: [
              { open: '10:00', close: '14:00' },
              { open: '13:00', close: '15:00' },
            ],
          },
        ]),
      ),
    ).toEqual(['0.slots.1.open: Time slots must not overlap']);
    expect(messages(specialHoursSchema.safeParse([{ ...christmasEve, slots: [] }]))).toEqual(['0.slots: Please add the hours for this day, or mark it closed']);
    expect(messages(specialHoursSchema.safeParse([{ ...christmas, label: '  ' }]))).toEqual(['0.label: Please say what the day is (for example, Diwali)']);
    expect(messages(specialHoursSchema.safeParse([{ ...christmas, date: '2026-02-30' }]))).toEqual(['0.date: Please enter a valid date']);
  });

  it('refuses more than 60, bounded strings', () => {
    const many = Array.from({ length: 61 }, (_, index) => ({ date: new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10), label: 'Day', closed: true }));
    expect(messages(specialHoursSchema.safeParse(many))).toEqual([': Please keep to 60 special days']);
    expect(specialHoursSchema.safeParse(many.slice(0, 60)).success).toBe(true);
    expect(messages(specialHoursSchema.safeParse([{ ...christmas, label: 'x'.repeat(61) }]))).toEqual(['0.label: Please keep the name to 60 characters']);
  });

  it('checks the closure: last day not before the first nor before today; a closure already running may keep its start', () => {
    expect(temporaryClosureSchema.safeParse({ from: '2026-12-01', until: null, note: 'Renovation' }).success).toBe(true);
    expect(messages(temporaryClosureSchema.safeParse({ from: '2026-12-28', until: '2026-12-26' }))).toEqual(['until: The last day closed must be on or after the first']);
    expect(messages(temporaryClosureSchema.safeParse({ from: '2026-12-01', until: '2026-12-20' }))).toEqual(['until: This closure has already ended; choose a last day of today or later']);
    expect(messages(temporaryClosureSchema.safeParse({ from: '2026-12-21', until: null, note: 'x'.repeat(161) }))).toEqual(['note: Please keep the note to 160 characters']);
  });

  it('is part of the update schema, where null lifts a closure', () => {
    expect(UpdateBusinessSchema.safeParse({ temporaryClosure: null, specialHours: [] }).success).toBe(true);
  });
});

describe('JSON-LD specialOpeningHoursSpecification', () => {
  it('writes closed days as 00:00-00:00 and other hours per slot, from today on, with the closure', () => {
    const exceptions: HoursExceptions = {
      specialHours: [{ ...christmas, date: '2026-12-20' }, christmasEve, christmas],
      temporaryClosure: { from: '2027-01-05', until: null },
    };
    expect(specialOpeningHoursSpecification(exceptions, '2026-12-21')).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2027-01-05' },
      { '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '14:00', validFrom: '2026-12-24', validThrough: '2026-12-24' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-25', validThrough: '2026-12-25' },
    ]);
    expect(specialOpeningHoursSpecification({ temporaryClosure: { from: '2026-12-01', until: '2026-12-10' } }, '2026-12-21')).toEqual([]);
  });
});

describe('the holiday quick pick', () => {
  it('holds real, ordered dates for 2026 and 2027 with the national days and major festivals', () => {
    expect(indiaHolidays.every((holiday) => isIsoDay(holiday.date))).toBe(true);
    expect(indiaHolidays.map((holiday) => holiday.date)).toEqual([...indiaHolidays.map((holiday) => holiday.date)].sort());
    const on = (date: string) => indiaHolidays.find((holiday) => holiday.date === date)?.name;
    expect([on('2026-01-26'), on('2026-03-04'), on('2026-03-21'), on('2026-08-15'), on('2026-10-02'), on('2026-10-20'), on('2026-11-08'), on('2026-12-25')]).toEqual([
      'Republic Day',
      'Holi',
      'Eid al-Fitr',
      'Independence Day',
      'Gandhi Jayanti',
      'Dussehra',
      'Diwali',
      'Christmas',
    ]);
    expect([on('2027-01-26'), on('2027-03-22'), on('2027-10-09'), on('2027-10-29'), on('2027-12-25')]).toEqual(['Republic Day', 'Holi', 'Dussehra', 'Diwali', 'Christmas']);
  });

  it("offers the rest of this year, and next year's from October", () => {
    const late = holidaysToPick('2026-11-27');
    expect(late[0]).toMatchObject({ date: '2026-12-25', name: 'Christmas' });
    expect(late.some((holiday) => holiday.date === '2027-10-29')).toBe(true);
    const spring = holidaysToPick('2027-03-01');
    expect(spring[0]!.date >= '2027-03-01').toBe(true);
    expect(spring.every((holiday) => holiday.date.startsWith('2027'))).toBe(true);
  });
});
