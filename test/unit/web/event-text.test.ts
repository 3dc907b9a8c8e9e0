import { describe, expect, it } from 'vitest';
import type { EventResponse } from '@shared/schemas/event';
import type { RecurringSchedule } from '@shared/events/recurrence';
import { hindiMessages } from '@shared/i18n/compiled/hi.generated';
import { createI18n, translatorOf } from '@shared/i18n/translate';
import { calendarEventOf } from '../../../web/src/features/events/components/add-to-calendar';
import { eventText } from '../../../web/src/features/events/i18n';

/** An event's rich text reaches calendars, cards and meta descriptions as text: entities decoded, never 'QxA'. */
const event = {
  _id: 'evt-1',
  name: 'Founders’ Q&A',
  description: '<h2>Q&amp;A</h2><p>Ask the founders&nbsp;anything &mdash; chai &amp; samosa after.</p>',
  platform: 'physical',
  locationName: 'Hall 2',
  address: 'FC Road',
  city: 'Pune',
  start: '2026-03-20T13:30:00.000Z',
  end: '2026-03-20T15:30:00.000Z',
} as unknown as EventResponse;

describe('event text', () => {
  it('decodes entities and keeps the heading apart from its paragraph in the calendar entry', () => {
    expect(calendarEventOf(event, 'https://sbiz.example.in/in/pune/events/founders-qa').description).toBe('Q&A Ask the founders anything — chai & samosa after.');
  });
});

describe('event times in the page language (issue #28)', () => {
  const hindi = eventText('hi', translatorOf(createI18n('hi', hindiMessages)));
  const english = eventText('en', translatorOf(createI18n('en')));
  const weekly: RecurringSchedule = {
    reccuringType: 'weekly',
    startDate: '2026-03-02',
    endDate: '2026-03-30',
    slot: [{ day: 'Monday', innerSlots: [{ startTime: '07:30', endTime: '19:00' }] }],
  };

  it('writes a time of day in Hindi with its part of the day, in India time', () => {
    expect(hindi.time(event.start)).toBe('शाम 7:00');
    expect(hindi.time('2026-03-20T06:30:00.000Z')).toBe('दोपहर 12:00');
    expect(hindi.schedule(weekly)).toBe('हर सोमवार: सुबह 7:30 – शाम 7:00');
  });

  it('keeps English as the spec writes it', () => {
    expect(english.time(event.start)).toMatch(/^7:00\sPM$/);
    expect(english.schedule(weekly)).toBe('Every Monday: 7:30 AM – 7:00 PM');
  });
});
