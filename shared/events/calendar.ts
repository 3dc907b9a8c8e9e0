import { DateTime } from 'luxon';
import { EVENT_ZONE } from './constants';
import { describeSchedule, recurrenceRules, type Occurrence, type RecurrenceRule, type RecurringSchedule } from './recurrence';

/**
 * "Add to calendar" (spec 3 §2.2): Google, Outlook and Yahoo deep links and
 * an RFC 5545 .ics file carrying the Asia/Kolkata VTIMEZONE, so a calendar
 * app shows the event at its IST time wherever the reader is. A recurring
 * event is one VEVENT with an RRULE per time slot, and the links repeat it
 * where the service can (Google: any rule; Yahoo: daily, weekly on one day,
 * monthly; Outlook's link cannot, so its text says when it repeats).
 */
export interface CalendarEvent {
  id: string;
  title: string;
  /** Plain text (rich text stripped). */
  description: string;
  location: string;
  /** The event page's absolute URL: calendars show it in the entry's text. */
  url: string;
  occurrences: Occurrence[];
  /** A recurring event's schedule: the .ics and the links repeat it instead of listing occurrences. */
  schedule?: RecurringSchedule;
}

const utcStamp = (date: Date) => DateTime.fromJSDate(date, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'");
const istStamp = (date: Date) => DateTime.fromJSDate(date, { zone: EVENT_ZONE }).toFormat("yyyyLLdd'T'HHmmss");
/** Deep links carry at most this much description (URLs have practical length limits). */
const LINK_DESCRIPTION_MAX = 1000;

function query(params: Record<string, string>) {
  return new URLSearchParams(params).toString();
}

const details = (event: CalendarEvent) => [event.description.slice(0, LINK_DESCRIPTION_MAX), event.schedule ? describeSchedule(event.schedule) : '', event.url].filter(Boolean).join('\n\n');

const istTimeOfDay = (date: Date) => DateTime.fromJSDate(date, { zone: EVENT_ZONE }).toFormat('HH:mm');
/** The rule that repeats this occurrence's time slot, for a recurring event. */
function ruleOf(event: CalendarEvent, occurrence: Occurrence): RecurrenceRule | undefined {
  if (!event.schedule) return undefined;
  const length = occurrence.end.getTime() - occurrence.start.getTime();
  return recurrenceRules(event.schedule).find((rule) => istTimeOfDay(rule.first.start) === istTimeOfDay(occurrence.start) && rule.first.end.getTime() - rule.first.start.getTime() === length);
}

/** Yahoo's repeat code (RPAT) and end day (REND): it knows every day, week and month, one week day only. */
function yahooRepeat(event: CalendarEvent, rule: RecurrenceRule | undefined): Record<string, string> {
  if (!event.schedule || !rule) return {};
  const end = { REND: event.schedule.endDate.replace(/-/g, '') };
  if (rule.rrule.startsWith('FREQ=DAILY;')) return { RPAT: '01Dy', ...end };
  if (/^FREQ=WEEKLY;BYDAY=[A-Z]{2};/.test(rule.rrule)) return { RPAT: '01Wk', ...end };
  if (/^FREQ=MONTHLY;BYMONTHDAY=\d+;UNTIL/.test(rule.rrule)) return { RPAT: '01Mh', ...end };
  return {};
}

/** Google Calendar's template link for one occurrence, repeating from it for a recurring event. */
export function googleCalendarLink(event: CalendarEvent, occurrence: Occurrence): string {
  const rule = ruleOf(event, occurrence);
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(occurrence.start)}/${utcStamp(occurrence.end)}`,
    details: details(event),
    location: event.location,
    ctz: EVENT_ZONE,
    ...(rule ? { recur: `RRULE:${rule.rrule}` } : {}),
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

/** Yahoo Calendar's link for one occurrence, repeating from it where Yahoo can. */
export function yahooCalendarLink(event: CalendarEvent, occurrence: Occurrence): string {
  return `https://calendar.yahoo.com/?${query({
    v: '60',
    title: event.title,
    st: utcStamp(occurrence.start),
    et: utcStamp(occurrence.end),
    desc: details(event),
    in_loc: event.location,
    ...yahooRepeat(event, ruleOf(event, occurrence)),
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

/** The file's VEVENTs: a recurring event's rules (one per time slot), else one per occurrence. */
function icsEntries(event: CalendarEvent): Array<{ uid: string; occurrence: Occurrence; rrule?: string; rdates?: Date[] }> {
  const rules = event.schedule ? recurrenceRules(event.schedule) : [];
  if (rules.length) {
    return rules.map((rule, index) => ({ uid: `${event.id}${rules.length > 1 ? `-${index + 1}` : ''}@sbiz.in`, occurrence: rule.first, rrule: rule.rrule, rdates: rule.extraStarts }));
  }
  return event.occurrences.slice(0, ICS_MAX_OCCURRENCES).map((occurrence, index) => ({ uid: `${event.id}-${index + 1}@sbiz.in`, occurrence }));
}

/** The .ics file: times in Asia/Kolkata with its VTIMEZONE; a recurring event repeats by RRULE. */
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
    ...icsEntries(event).flatMap(({ uid, occurrence, rrule, rdates = [] }) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${EVENT_ZONE}:${istStamp(occurrence.start)}`,
      `DTEND;TZID=${EVENT_ZONE}:${istStamp(occurrence.end)}`,
      ...(rrule ? [`RRULE:${rrule}`] : []),
      ...(rdates.length ? [`RDATE;TZID=${EVENT_ZONE}:${rdates.map(istStamp).join(',')}`] : []),
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
  return `${
    title
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
}

/** Google Maps' search link for a place. */
export function mapSearchLink(place: string): string {
  return `https://www.google.com/maps/search/?${query({ api: '1', query: place })}`;
}
