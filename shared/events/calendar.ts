import { DateTime } from 'luxon';
import { EVENT_ZONE } from './constants';
import type { Occurrence } from './recurrence';

/**
 * "Add to calendar" (spec 3 §2.2): Google, Outlook and Yahoo deep links and
 * an RFC 5545 .ics file carrying the Asia/Kolkata VTIMEZONE, so a calendar
 * app shows the event at its IST time wherever the reader is.
 */
export interface CalendarEvent {
  id: string;
  title: string;
  /** Plain text (rich text stripped). */
  description: string;
  location: string;
  url: string;
  occurrences: Occurrence[];
}

const utcStamp = (date: Date) => DateTime.fromJSDate(date, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'");
const istStamp = (date: Date) => DateTime.fromJSDate(date, { zone: EVENT_ZONE }).toFormat("yyyyLLdd'T'HHmmss");
/** Deep links carry at most this much description (URLs have practical length limits). */
const LINK_DESCRIPTION_MAX = 1000;

function query(params: Record<string, string>) {
  return new URLSearchParams(params).toString();
}

const details = (event: CalendarEvent) => `${event.description.slice(0, LINK_DESCRIPTION_MAX)}${event.description ? '\n\n' : ''}${event.url}`;

/** Google Calendar's template link for one occurrence. */
export function googleCalendarLink(event: CalendarEvent, occurrence: Occurrence): string {
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(occurrence.start)}/${utcStamp(occurrence.end)}`,
    details: details(event),
    location: event.location,
    ctz: EVENT_ZONE,
  })}`;
}

/** Outlook on the web's compose link for one occurrence. */
export function outlookCalendarLink(event: CalendarEvent, occurrence: Occurrence): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: occurrence.start.toISOString(),
    enddt: occurrence.end.toISOString(),
    body: details(event),
    location: event.location,
  })}`;
}

/** Yahoo Calendar's link for one occurrence. */
export function yahooCalendarLink(event: CalendarEvent, occurrence: Occurrence): string {
  return `https://calendar.yahoo.com/?${query({
    v: '60',
    title: event.title,
    st: utcStamp(occurrence.start),
    et: utcStamp(occurrence.end),
    desc: details(event),
    in_loc: event.location,
  })}`;
}

/**
 * RFC 5545 §3.3.11 TEXT escaping. Any line break (CRLF, a bare CR or LF, or Unicode’s) becomes the `\n` escape, and every
 * other control character is dropped (TEXT allows none but tab): a bare CR in a title would otherwise start a
 * line of its own in the file, a property an attacker chose.
 */
function escapeText(text: string) {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '\\n')
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g, ''); // eslint-disable-line no-control-regex
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** At most this many occurrences go into one file. */
export const ICS_MAX_OCCURRENCES = 200;

/** The .ics file: one VEVENT per occurrence, times in Asia/Kolkata with its VTIMEZONE. */
export function icsFile(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sbiz//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${EVENT_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...event.occurrences.slice(0, ICS_MAX_OCCURRENCES).flatMap((occurrence, index) => [
      'BEGIN:VEVENT',
      `UID:${event.id}-${index + 1}@sbiz.in`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${EVENT_ZONE}:${istStamp(occurrence.start)}`,
      `DTEND;TZID=${EVENT_ZONE}:${istStamp(occurrence.end)}`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `URL:${event.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name for the download: the title's letters and digits. */
export function icsFileName(title: string): string {
  return `${title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'event'}.ics`;
}

/** Google Maps' search link for a place. */
export function mapSearchLink(place: string): string {
  return `https://www.google.com/maps/search/?${query({ api: '1', query: place })}`;
}
