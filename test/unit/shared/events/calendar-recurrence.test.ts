import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { googleCalendarLink, icsFile, outlookCalendarLink, yahooCalendarLink, type CalendarEvent } from '../../../../shared/events/calendar';
import { expandOccurrences, type RecurringSchedule } from '../../../../shared/events/recurrence';

const ist = (local: string) => new Date(`${local}+05:30`);
const now = new Date('2026-03-01T04:30:00Z');
/** A weekly heritage walk: Wednesdays and Sundays for five weeks, one time slot. */
const walk: RecurringSchedule = {
  reccuringType: 'weekly',
  startDate: '2026-03-02',
  endDate: '2026-04-05',
  slot: [
    { day: 'Wednesday', innerSlots: [{ startTime: '06:30', endTime: '08:00' }] },
    { day: 'Sunday', innerSlots: [{ startTime: '06:30', endTime: '08:00' }] },
  ],
};
const event: CalendarEvent = {
  id: 'evt-walk',
  title: 'Old Pune Heritage Walk',
  description: 'Q&A with the guide after the walk.',
  location: 'Shaniwar Wada, Pune',
  url: 'https://sbiz.example.in/in/pune/events/old-pune-heritage-walk',
  occurrences: expandOccurrences(walk),
  schedule: walk,
};

/** Every occurrence a calendar app would show for the file, by expanding its rules with ical.js. */
function expandIcs(text: string): Array<{ uid: string; start: string; end: string }> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return calendar.getAllSubcomponents('vevent').flatMap((component) => {
    const entry = new ICAL.Event(component);
    const iterator = entry.iterator();
    const found = [];
    for (let next = iterator.next(); next && found.length < 500; next = iterator.next()) {
      const details = entry.getOccurrenceDetails(next);
      found.push({ uid: entry.uid, start: details.startDate.toJSDate().toISOString(), end: details.endDate.toJSDate().toISOString() });
    }
    return found;
  });
}

describe('a recurring event in the .ics file', () => {
  it('is one VEVENT with an RRULE whose expansion is exactly the schedule’s occurrences', () => {
    const text = icsFile(event, now);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE,SU;UNTIL=20260405T182959Z');
    const expanded = expandIcs(text);
    expect(expanded.map(({ start, end }) => ({ start, end }))).toEqual(event.occurrences.map((o) => ({ start: o.start.toISOString(), end: o.end.toISOString() })));
    expect(expanded).toHaveLength(10);
    expect(new Set(expanded.map((entry) => entry.uid))).toEqual(new Set(['evt-walk@sbiz.in']));
  });

  it.each<[string, RecurringSchedule]>([
    [
      'daily, two slots',
      {
        reccuringType: 'daily',
        startDate: '2026-03-10',
        endDate: '2026-03-16',
        slot: [
          {
            day: '',
            innerSlots: [
              { startTime: '09:00', endTime: '10:00' },
              { startTime: '18:00', endTime: '19:30' },
            ],
          },
        ],
      },
    ],
    [
      'weekly, different times per day',
      {
        reccuringType: 'weekly',
        startDate: '2026-03-02',
        endDate: '2026-03-31',
        slot: [
          { day: 'Monday', innerSlots: [{ startTime: '19:00', endTime: '21:00' }] },
          { day: 'Friday', innerSlots: [{ startTime: '20:00', endTime: '23:00' }] },
        ],
      },
    ],
    ['monthly on the 31st', { reccuringType: 'monthly', startDate: '2026-01-31', endDate: '2026-12-31', slot: [{ day: '', innerSlots: [{ startTime: '18:00', endTime: '20:00' }] }] }],
    [
      'monthly on the 30th (February’s last day)',
      { reccuringType: 'monthly', startDate: '2026-01-30', endDate: '2026-12-31', slot: [{ day: '', innerSlots: [{ startTime: '18:00', endTime: '20:00' }] }] },
    ],
    ['monthly on the 15th', { reccuringType: 'monthly', startDate: '2026-01-15', endDate: '2026-06-30', slot: [{ day: '', innerSlots: [{ startTime: '11:00', endTime: '12:00' }] }] }],
    ['a slot ending at midnight', { reccuringType: 'daily', startDate: '2026-03-10', endDate: '2026-03-12', slot: [{ day: '', innerSlots: [{ startTime: '22:00', endTime: '00:00' }] }] }],
  ])('expands to the same occurrences as the schedule: %s', (_name, schedule) => {
    const expanded = expandIcs(icsFile({ ...event, occurrences: expandOccurrences(schedule), schedule }, now));
    const sorted = expanded.map(({ start, end }) => ({ start, end })).sort((a, b) => a.start.localeCompare(b.start));
    expect(sorted).toEqual(expandOccurrences(schedule).map((o) => ({ start: o.start.toISOString(), end: o.end.toISOString() })));
  });
});

describe('calendar links of a recurring event', () => {
  const next = { start: ist('2026-03-04T06:30:00'), end: ist('2026-03-04T08:00:00') };

  it('gives Google the rule and every service the schedule, the decoded text and the absolute event URL', () => {
    const google = new URL(googleCalendarLink(event, next));
    expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=WE,SU;UNTIL=20260405T182959Z');
    expect(google.searchParams.get('dates')).toBe('20260304T010000Z/20260304T023000Z');
    for (const [link, field] of [
      [google, 'details'],
      [new URL(outlookCalendarLink(event, next)), 'body'],
      [new URL(yahooCalendarLink(event, next)), 'desc'],
    ] as const) {
      const text = link.searchParams.get(field)!;
      expect(text).toContain('Q&A with the guide');
      expect(text).toContain('Every Wednesday: 6:30 AM – 8:00 AM');
      expect(text).toContain(event.url);
    }
  });

  it('gives Yahoo its repeat code where it has one', () => {
    const weekly = new URL(yahooCalendarLink(event, next));
    // Two week days: Yahoo's weekly code repeats one day only, so the link adds the next date alone.
    expect(weekly.searchParams.get('RPAT')).toBeNull();
    const sundays: RecurringSchedule = { ...walk, slot: [walk.slot[1]!] };
    const sunday = new URL(yahooCalendarLink({ ...event, schedule: sundays }, { start: ist('2026-03-08T06:30:00'), end: ist('2026-03-08T08:00:00') }));
    expect(sunday.searchParams.get('RPAT')).toBe('01Wk');
    expect(sunday.searchParams.get('REND')).toBe('20260405');
  });

  it('leaves a one-off event without a rule', () => {
    const single = { ...event, schedule: undefined, occurrences: [next] };
    expect(new URL(googleCalendarLink(single, next)).searchParams.get('recur')).toBeNull();
    expect(icsFile(single, now)).not.toContain('RRULE');
  });
});
