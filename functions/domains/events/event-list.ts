import { normaliseCityName } from '../../data/entities/business';
import { getEventsById, listCityEventsBefore, listCityEventsInWindow, listHostEvents, type EventItem } from '../../data/entities/event';
import { markedEventIds, marksOf } from '../../data/entities/event-mark';
import { UnauthorizedError } from '../../lib/errors';
import type { Caller } from '../../lib/http';
import { dateFilterWindow, type DateWindow } from '../../../shared/events/dates';
import { occursWithin, type RecurringSchedule } from '../../../shared/events/recurrence';
import type { EventListQuery, EventListResponse } from '../../../shared/schemas/event';
import { canEditEvent, toEventResponse } from './event-response';
import { msg } from '../../../shared/i18n/catalog';

/** The city a list without one is for: the spec's default location. */
export const DEFAULT_CITY = 'new-delhi';

/** The window of the query's date filter; a custom range (startDate/endDate) wins over the named filter. */
export function windowOf(query: Pick<EventListQuery, 'dateFilter' | 'startDate' | 'endDate'>, now: Date): DateWindow {
  const custom = query.startDate || query.endDate ? { startDate: query.startDate?.slice(0, 10), endDate: query.endDate?.slice(0, 10) } : undefined;
  const filter = query.dateFilter === 'custom' ? 'future' : query.dateFilter;
  return dateFilterWindow(filter, now, custom);
}

/** The events a list starts from, before the date and category rules: a user's marks, a host's events, or a city's timeline. */
async function candidates(query: EventListQuery, caller: Caller | undefined, window: DateWindow, now: Date): Promise<EventItem[]> {
  if (query.interested || query.isGoing) {
    if (!caller) throw new UnauthorizedError(msg('You need to Login'));
    const ids = await markedEventIds(caller.sub, query.isGoing ? 'going' : 'interested');
    return (await getEventsById(ids)).filter((event) => event.listingType !== 'draft' || canEditEvent(event, caller));
  }
  if (query.userId) {
    const own = Boolean(caller && (caller.sub === query.userId || caller.role === 'admin'));
    return (await listHostEvents(query.userId)).filter((event) => own || event.listingType === 'public');
  }
  const city = normaliseCityName(query.city ?? DEFAULT_CITY);
  const events = window.endedOnly ? await listCityEventsBefore(city, window.to ?? now) : await listCityEventsInWindow(city, window);
  // A cancelled event leaves the city's lists; its host's list and the lists of those who marked it keep it, marked cancelled.
  return events.filter((event) => event.listingType === 'public' && !event.cancelledAt);
}

const startOf = (event: EventItem) => event.startsAt;

/**
 * GET /events/all: the events of a city (or of the caller's marks, or of a
 * host) in a date window, optionally of one category and sub category, by
 * start (past ones newest first) or by views, a page at a time with the total.
 */
export async function listEvents(query: EventListQuery, caller: Caller | undefined, now: Date): Promise<EventListResponse> {
  const window = windowOf(query, now);
  const matching = (await candidates(query, caller, window, now)).filter(
    (event) =>
      occursWithin({ start: event.startsAt, end: event.endsAt, reccuring: event.reccuring as RecurringSchedule | undefined }, window) &&
      (!query.businessId || event.businessId === query.businessId) &&
      (!query.eventType || event.eventTypeId === query.eventType) &&
      (!query.eventSubCat || event.eventSubCatId === query.eventSubCat),
  );
  const newestFirst = window.endedOnly;
  const hasEnded = (event: EventItem) => Date.parse(event.endsAt) < now.getTime();
  matching.sort((a, b) => {
    if (query.sortBy === 'views') return b.views - a.views || startOf(a).localeCompare(startOf(b));
    if (newestFirst) return startOf(b).localeCompare(startOf(a));
    // A host's own list (every date) leads with what is still to come, soonest first; what has ended follows, latest first.
    if (query.userId && hasEnded(a) !== hasEnded(b)) return hasEnded(a) ? 1 : -1;
    if (query.userId && hasEnded(a)) return startOf(b).localeCompare(startOf(a));
    return startOf(a).localeCompare(startOf(b));
  });
  const total = matching.length;
  const page = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
  const marks = caller
    ? await marksOf(
        caller.sub,
        page.map((event) => event.eventId),
      )
    : undefined;
  return {
    data: page.map((event) => toEventResponse(event, caller, { interested: Boolean(marks?.interested.has(event.eventId)), going: Boolean(marks?.going.has(event.eventId)) })),
    pagination: { total, page: query.page, limit: query.limit, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}
