import { EVENTS_MAX_PAGE_NUMBERS } from '@shared/events/constants';
import { describe, expect, it } from 'vitest';
import { emptyEventForm, freshSchedule, switchEventType, switchLocationType, toSaveBody, type EventFormValues } from '../../../web/src/features/events/components/event-form/form-values';
import { validateEventForm, visibleTabs } from '../../../web/src/features/events/components/event-form/validation';
import { pageWindow } from '../../../web/src/lib/page-window';
import { eventMessages } from '../../../shared/schemas/event';

const now = new Date('2026-03-11T04:30:00Z'); // Wednesday 10:00 IST
const valid = (): EventFormValues => ({
  ...emptyEventForm(),
  businessId: 'biz-1',
  city: 'Pune',
  name: 'Jazz by the River',
  description: '<p>Live jazz trios by the river.</p>',
  startDate: '2026-03-20',
  startTime: '18:00',
  endDate: '2026-03-20',
  endTime: '21:00',
  locationName: 'Ghat',
  address: 'Panchavati',
  state: 'Maharashtra',
});
const messages = (values: EventFormValues, unchangedStart?: string) => validateEventForm(values, now, unchangedStart).map((error) => error.message);

describe('the event form rules', () => {
  it('accepts a complete single event', () => expect(messages(valid())).toEqual([]));

  it('gives the spec messages, each on its tab', () => {
    const errors = validateEventForm({ ...valid(), businessId: '', name: 'Ab', startDate: '2026-03-10', promotionalLink: 'nope', locationName: '' }, now);
    expect(errors.map((error) => [error.tab, error.message])).toEqual([
      ['basic', eventMessages.businessRequired],
      ['basic', eventMessages.nameShort],
      ['datetime', eventMessages.startInPast],
      ['location', eventMessages.locationNameRequired],
      ['media', eventMessages.promotionalUrl],
    ]);
    expect(messages(valid(), undefined)).toEqual([]);
    expect(messages({ ...valid(), startDate: '2026-03-01', endDate: '2026-03-02' }, '2026-03-01')).toEqual([]);
    expect(messages({ ...valid(), endTime: '17:00' })).toEqual([eventMessages.endBeforeStart]);
    expect(messages({ ...valid(), tickets: [] })).toEqual([eventMessages.ticketRequired]);
    expect(messages({ ...switchLocationType(valid(), 'online') })).toEqual([eventMessages.eventLinkRequired]);
    expect(messages({ ...switchLocationType(valid(), 'recorded'), link: 'https://youtu.be/x' })).toEqual([eventMessages.platformRequired]);
  });

  it('checks a weekly schedule for days and slots, and shows the schedule tab only for recurring events', () => {
    const recurring = { ...switchEventType(valid(), 'recurring'), recurringPattern: 'weekly' as const, recurringSlots: freshSchedule('weekly') };
    expect(recurring.recurringStartDate).toBe('2026-03-20');
    expect(visibleTabs(recurring)).toContain('schedule');
    expect(visibleTabs(valid())).not.toContain('schedule');
    expect(messages(recurring)).toEqual([eventMessages.weeklyDayRequired]);
    const withDay = { ...recurring, recurringSlots: [{ day: 'Friday' as const, innerSlots: [{ startTime: '18:00', endTime: '' }] }] };
    expect(messages(withDay)).toEqual([`Friday: ${eventMessages.editorSlotRequired}`]);
    const complete = {
      ...withDay,
      recurringSlots: [
        {
          day: 'Friday' as const,
          innerSlots: [
            { startTime: '18:00', endTime: '19:00' },
            { startTime: '20:00', endTime: '21:00' },
          ],
        },
      ],
    };
    expect(messages(complete)).toEqual([]);
    const body = toSaveBody(complete);
    expect(body).toMatchObject({ eventCategory: 'recurring', reccuring: { reccuringType: 'weekly', startDate: '2026-03-20', slot: [{ day: 'Friday' }] }, platform: 'physical', city: 'Pune' });
    expect(body.start).toBeUndefined();
  });

  it('clears the fields a location type does not use and converts times in the chosen zone', () => {
    const online = switchLocationType({ ...valid(), link: '' }, 'online');
    expect(online).toMatchObject({ locationName: '', address: '', state: '', linkPlatform: '' });
    expect(toSaveBody(valid()).start).toBe('2026-03-20T12:30:00.000Z');
    expect(toSaveBody({ ...valid(), timezone: 'UTC' }).start).toBe('2026-03-20T18:00:00.000Z');
  });
});

describe('page numbers', () => {
  it('shows up to five, sliding with the current page', () => {
    expect(pageWindow(1, 3, { run: EVENTS_MAX_PAGE_NUMBERS })).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10, { run: EVENTS_MAX_PAGE_NUMBERS })).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, { run: EVENTS_MAX_PAGE_NUMBERS })).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, { run: EVENTS_MAX_PAGE_NUMBERS })).toEqual([6, 7, 8, 9, 10]);
  });
});
