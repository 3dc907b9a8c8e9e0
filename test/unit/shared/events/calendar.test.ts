import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { googleCalendarLink, icsFile, icsFileName, mapSearchLink, outlookCalendarLink, yahooCalendarLink, type CalendarEvent } from '../../../../shared/events/calendar';

const ist = (local: string) => new Date(`${local}+05:30`);
const event: CalendarEvent = {
  id: 'evt-1',
  title: 'Sufi Night; Qawwali, Kalaam & more',
  description: `An evening of qawwali\nby the Nizami brothers. ${'Long text. '.repeat(20)}`,
  location: 'Qutub Minar Lawns, Mehrauli, New Delhi',
  url: 'https://sbiz.example.in/in/new-delhi/events/sufi-night',
  occurrences: [
    { start: ist('2026-03-20T19:00:00'), end: ist('2026-03-20T22:00:00') },
    { start: ist('2026-03-27T19:00:00'), end: ist('2026-03-27T22:00:00') },
  ],
};

describe('the .ics file', () => {
  const text = icsFile(event, new Date('2026-03-11T04:30:00Z'));

  it('is RFC 5545 that a calendar parser reads back, in Asia/Kolkata', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(2);
    expect(events[0]!.summary).toBe(event.title);
    expect(events[0]!.location).toBe(event.location);
    expect(events[0]!.description).toContain('by the Nizami brothers');
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(ist('2026-03-20T19:00:00').toISOString());
    expect(events[1]!.endDate.toJSDate().toISOString()).toBe(ist('2026-03-27T22:00:00').toISOString());
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(events[0]!.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(new Set(events.map((item) => item.uid)).size).toBe(2);
  });

  it('names the file after the title', () => expect(icsFileName(event.title)).toBe('Sufi-Night-Qawwali-Kalaam-more.ics'));

  it('keeps line breaks and control characters in a title or place from starting lines of their own', () => {
    const hostile: CalendarEvent = {
      ...event,
      title: 'Free entry\rATTENDEE:mailto:victim@example.in',
      location: 'Hall 2\r\nORGANIZER:mailto:evil@example.in\nX-A:1\u2028X-B:2',
      description: 'Bell\u0007 null\u0000 escape\u001b del\u007f tab\tkept',
      occurrences: event.occurrences.slice(0, 1),
    };
    const file = icsFile(hostile, new Date('2026-03-11T04:30:00Z'));
    // Every line ends in CRLF: no bare CR or LF, and no control character but the tab.
    expect(file.split('\r\n').join('')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/); // eslint-disable-line no-control-regex
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    expect(vevent.getAllProperties().map((property) => property.name)).toEqual(['uid', 'dtstamp', 'dtstart', 'dtend', 'summary', 'description', 'location', 'url']);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Free entry\nATTENDEE:mailto:victim@example.in');
    expect(vevent.getFirstPropertyValue('location')).toBe('Hall 2\nORGANIZER:mailto:evil@example.in\nX-A:1\nX-B:2');
    expect(vevent.getFirstPropertyValue('description')).toBe('Bell null escape del tab\tkept');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const title = `मुंबई महोत्सव ${'नृत्य और संगीत, '.repeat(12)}😀 end`;
    const file = icsFile({ ...event, title, occurrences: event.occurrences.slice(0, 1) }, new Date('2026-03-11T04:30:00Z'));
    const lines = file.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(lines.join('')).not.toContain('\ufffd');
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(title);
  });
});

describe('calendar deep links', () => {
  const [first] = event.occurrences;
  it('builds Google, Outlook and Yahoo links with UTC times', () => {
    const google = new URL(googleCalendarLink(event, first!));
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20260320T133000Z/20260320T163000Z');
    expect(google.searchParams.get('text')).toBe(event.title);
    expect(google.searchParams.get('ctz')).toBe('Asia/Kolkata');
    const outlook = new URL(outlookCalendarLink(event, first!));
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-20T13:30:00.000Z');
    expect(outlook.searchParams.get('subject')).toBe(event.title);
    const yahoo = new URL(yahooCalendarLink(event, first!));
    expect(yahoo.searchParams.get('st')).toBe('20260320T133000Z');
    expect(yahoo.searchParams.get('in_loc')).toBe(event.location);
    expect(new URL(mapSearchLink(event.location)).searchParams.get('query')).toBe(event.location);
  });
});
