import { addEventView, cancelEvent, createEvent, findEventBySlug, getEventById, updateEvent, type EventItem } from '../../data/entities/event';
import { getEventCategory, listEventCategories, listEventSubCategories, type EventCategoryItem } from '../../data/entities/event-category';
import { markEvent, marksOf } from '../../data/entities/event-mark';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type Caller, type DomainRoutes } from '../../lib/http';
import {
  EventIdPathSchema,
  EventListQuerySchema,
  EventMarkBodySchema,
  EventSlugQuerySchema,
  SaveEventSchema,
  SubCatsQuerySchema,
  eventMessages,
  type CancelEventResponse,
  type EventCategoryResponse,
  type MarkKind,
} from '../../../shared/schemas/event';
import { listEvents } from './event-list';
import { canEditEvent, canSeeEvent, toEventResponse } from './event-response';
import { ORGANIZER_ONLY, eventContent } from './event-save';
import { msg } from '../../../shared/i18n/catalog';

/** A visible event (drafts only to their host and admins), else 404. */
async function loadEvent(eventId: string, caller: Caller | undefined): Promise<EventItem> {
  const event = await getEventById(eventId);
  if (!event || !canSeeEvent(event, caller)) throw new NotFoundError(eventMessages.notFound);
  return event;
}

/** The event with the caller's own marks. */
async function respond(event: EventItem, caller: Caller | undefined) {
  const marks = caller ? await marksOf(caller.sub, [event.eventId]) : undefined;
  return toEventResponse(event, caller, { interested: Boolean(marks?.interested.has(event.eventId)), going: Boolean(marks?.going.has(event.eventId)) });
}

const categoryRef = (item: EventCategoryItem) => ({ _id: item.categoryId, name: item.name, ...(item.nameHi ? { nameHi: item.nameHi } : {}), slug: item.slug });

const markMessages: Record<MarkKind, string> = { interested: 'Marked Interested!', going: 'Marked As Going, Add event to Calendar!' };

/** Marks the event for the caller (never for another user): idempotent, refused once the event has ended or was cancelled. */
async function mark(eventId: string, caller: Caller, kind: MarkKind) {
  const event = await loadEvent(eventId, caller);
  if (event.cancelledAt) throw new BadRequestError(eventMessages.cancelledNoMarks);
  const result = await markEvent(event.eventId, caller.sub, kind, new Date());
  if (result === 'ended') {
    // The transaction refuses both; a cancellation that landed since the read above is named as such.
    const now = await getEventById(event.eventId);
    throw new BadRequestError(now?.cancelledAt ? eventMessages.cancelledNoMarks : eventMessages.eventEnded);
  }
  return { success: true, message: markMessages[kind], alreadyMarked: result === 'already', data: await respond((await getEventById(event.eventId)) ?? event, caller) };
}

export const eventsRoutes: DomainRoutes<'events'> = {
  // Discovery lists: a city's events in a date window, by category, the caller's marks or a host's events, 18 a page.
  'GET /events/all': defineRoute({
    query: EventListQuerySchema,
    handler: async ({ query, caller }) => listEvents(query, caller, new Date()),
  }),

  // The main event categories with their sub categories, in display order.
  'GET /events/getEventCats': defineRoute({
    handler: async () => {
      const items = await listEventCategories();
      const data: EventCategoryResponse[] = items
        .filter((item) => item.parentId === '')
        .map((main) => ({ ...categoryRef(main), events: main.events, subCategories: items.filter((item) => item.parentId === main.categoryId).map(categoryRef) }));
      return { data };
    },
  }),

  // The sub categories of one main category.
  'GET /events/getEventSubCatsByParent': defineRoute({
    query: SubCatsQuerySchema,
    handler: async ({ query }) => {
      const parent = await getEventCategory(query.parentId);
      if (!parent || parent.parentId !== '') throw new NotFoundError(msg('Event category not found'));
      return { data: (await listEventSubCategories(parent.categoryId)).map(categoryRef) };
    },
  }),

  // The detail page's one read: the event with its host, organizer and the caller's marks.
  'GET /events/getEventBySlug': defineRoute({
    query: EventSlugQuerySchema,
    handler: async ({ query, caller }) => {
      const event = await findEventBySlug(query.slug);
      if (!event || !canSeeEvent(event, caller)) throw new NotFoundError(eventMessages.notFound);
      return { data: await respond(event, caller) };
    },
  }),

  // The edit and duplicate forms' load.
  'GET /events/{id}': defineRoute({
    path: EventIdPathSchema,
    handler: async ({ path, caller }) => ({ data: await respond(await loadEvent(path.id, caller), caller) }),
  }),

  // Counts one view (atomic ADD: concurrent views are never lost).
  'PATCH /events/addView/{id}': defineRoute({
    path: EventIdPathSchema,
    handler: async ({ path }) => {
      if (!(await addEventView(path.id))) throw new NotFoundError(eventMessages.notFound);
      return { success: true };
    },
  }),

  'PATCH /events/addInterest': defineRoute({
    body: EventMarkBodySchema,
    handler: async ({ body, caller }) => mark(body.eventId, caller, 'interested'),
  }),

  'PATCH /events/addGoing': defineRoute({
    body: EventMarkBodySchema,
    handler: async ({ body, caller }) => mark(body.eventId, caller, 'going'),
  }),

  // A new event organized by one of the caller's businesses (any business for an admin); also the duplicate of an existing one.
  'POST /events/add': defineRoute({
    body: SaveEventSchema,
    handler: async ({ body, caller }) => {
      const source = body.duplicateOf ? await loadEvent(body.duplicateOf, caller) : undefined;
      if (source && !canEditEvent(source, caller)) throw new ForbiddenError(ORGANIZER_ONLY);
      const content = await eventContent(body, caller, new Date(), undefined, source);
      const event = await createEvent({ ...content, ...(body.duplicateOf ? { duplicateOf: body.duplicateOf } : {}) });
      return reply(201, {
        success: true,
        message: body.duplicateOf ? 'Event duplicated successfully!' : 'Event created successfully!',
        data: toEventResponse(event, caller),
      });
    },
  }),

  // Saves the edit form: the event's host or an admin only.
  'PATCH /events/update/{id}': defineRoute({
    path: EventIdPathSchema,
    body: SaveEventSchema,
    handler: async ({ path, body, caller }) => {
      const previous = await loadEvent(path.id, caller);
      if (!canEditEvent(previous, caller)) throw new ForbiddenError(ORGANIZER_ONLY);
      if (previous.cancelledAt) throw new BadRequestError(eventMessages.cancelledNoEdits);
      const content = await eventContent(body, caller, new Date(), previous);
      const updated = await updateEvent(path.id, content, previous);
      if (!updated) throw new NotFoundError(eventMessages.notFound);
      return { success: true, message: 'Event updated successfully!', data: await respond(updated, caller) };
    },
  }),

  // Cancels the event: its host or an admin only. The record stays (marks, reviews, the page saying so); the
  // notifications reactor tells everyone who marked it. Cancelling again answers the same, changing nothing.
  'PATCH /events/cancel/{id}': defineRoute({
    path: EventIdPathSchema,
    handler: async ({ path, caller }): Promise<CancelEventResponse> => {
      const event = await loadEvent(path.id, caller);
      if (!canEditEvent(event, caller)) throw new ForbiddenError(ORGANIZER_ONLY);
      const now = new Date();
      if (!event.cancelledAt && Date.parse(event.endsAt) < now.getTime()) throw new BadRequestError(eventMessages.endedNoCancel);
      const cancelled = await cancelEvent(event.eventId, now);
      if (cancelled.result === 'missing') throw new NotFoundError(eventMessages.notFound);
      return { success: true, message: eventMessages.cancelled, alreadyCancelled: cancelled.result === 'already', data: await respond(cancelled.event, caller) };
    },
  }),
};

export const handler = createDomainHandler('events', eventsRoutes);
