import { describe, expect, it } from 'vitest';
import type { EventResponse } from '@shared/schemas/event';
import { calendarEventOf } from '../../../web/src/features/events/components/add-to-calendar';

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
