import { DateTime } from 'luxon';
import { indianStateOf } from '../indian-states';
import * as z from 'zod';
import type { SafeHtml } from '../rich-text/safe-html';
import {
  currencies,
  dateFilters,
  eventFormats,
  eventPlatforms,
  EVENT_MAX_IMAGES,
  EVENTS_PAGE_SIZE,
  listingTypes,
  recordedPlatforms,
  recurringPatterns,
  timezones,
  weekDayNames,
  DEFAULT_TICKET_CURRENCY,
} from '../events/constants';
import { boundedText, httpUrl, optionalHttpUrl, uploadKey } from './common';
import { plainTextLength } from '../business/format';
import { msg } from '../i18n/catalog';
import { discountFitsPrice, discountTooLargeForTicketMessage, percentDiscountFits, PERCENT_DISCOUNT_TOO_HIGH } from '../products/discount';

/**
 * Events (spec 3 §3, §5, §7): the messages below are the spec's own, and the
 * web form shows the same constants.
 */
export const eventMessages = {
  nameRequired: msg('Event name is required'),
  nameShort: msg('Event name must be at least 3 characters'),
  nameLong: msg('Event name must be less than 100 characters'),
  descriptionRequired: msg('Description is required'),
  descriptionShort: msg('Description must be at least 10 characters'),
  descriptionLong: msg('Description must be less than 1000 characters'),
  locationTypeRequired: msg('Location type is required'),
  locationNameRequired: msg('Location name is required'),
  addressRequired: msg('Address is required'),
  cityRequired: msg('City name is required'),
  stateRequired: msg('State is required'),
  stateUnknown: msg('Please choose a state of India from the list'),
  countryRequired: msg('Country is required'),
  platformRequired: msg('Video hosting platform is required'),
  videoLinkRequired: msg('Video link is required'),
  eventLinkRequired: msg('Event link is required'),
  invalidUrl: msg('Please enter a valid URL'),
  startInPast: msg('Start date cannot be in the past'),
  startDateRequired: msg('Start date is required'),
  startTimeRequired: msg('Start time is required'),
  endDateRequired: msg('End date is required'),
  endTimeRequired: msg('End time is required'),
  endBeforeStart: msg('End date must be after start date'),
  timezoneRequired: msg('Timezone is required'),
  maxImages: msg('Maximum 10 images allowed'),
  invalidFiles: msg('Some files are invalid (only images under 5MB allowed)'),
  promotionalUrl: msg('Please enter a valid promotional URL'),
  notesLong: msg('Notes must be less than 500 characters'),
  businessRequired: msg('Please select a business'),
  patternRequired: msg('Recurring pattern is required'),
  weeklyDayRequired: msg('Select at least one day for weekly recurring events'),
  slotRequired: msg('At least one time slot required'),
  slotTimesRequired: msg('Start and end times are required'),
  editorSlotRequired: msg('At least one time slot with start and end time is required'),
  editorWeekday: msg('Please select at least one day of the week'),
  ticketRequired: msg('At least one ticket type is required'),
  ticketNameRequired: msg('Ticket name is required'),
  ticketQuantity: msg('Quantity must be between 1 and 10000'),
  ticketPrice: msg('Price cannot be negative'),
  listingTypeRequired: msg('Listing type is required'),
  eventEnded: msg('This event has already occurred. You can still view details but can no longer mark interest or attendance.'),
  notFound: msg('Event not found'),
  cancelled: msg('This event has been cancelled'),
  cancelledNoMarks: msg('This event has been cancelled, so it no longer takes interest or attendance.'),
  cancelledNoEdits: msg('A cancelled event cannot be edited. Duplicate it to schedule it again.'),
  endedNoCancel: msg('This event has already ended, so it cannot be cancelled.'),
} as const;

export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 1000;
export const NOTES_MAX = 500;
export const TICKETS_MAX = 20;
export const TICKET_QUANTITY_MAX = 10_000;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, eventMessages.slotTimesRequired);
/** A real calendar day (2026-02-31 is refused here, not later as a crash). */
const isRealDay = (value: string) => DateTime.fromISO(value.slice(0, 10)).isValid;
const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDay, message);
const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).refine((value) => isRealDay(value) && !Number.isNaN(Date.parse(value)), message);
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

export const InnerSlotSchema = z.object({ startTime: time, endTime: time });
export const ScheduleSlotSchema = z.object({
  day: z.union([z.enum(weekDayNames), z.literal('')]).optional(),
  innerSlots: z.array(InnerSlotSchema).min(1, eventMessages.slotRequired).max(12, msg('At most 12 time slots per day')),
});

export const RecurringScheduleSchema = z
  .object({
    reccuringType: z.enum(recurringPatterns, { error: eventMessages.patternRequired }),
    startDate: calendarDate(eventMessages.startDateRequired),
    endDate: calendarDate(eventMessages.endDateRequired),
    slot: z.array(ScheduleSlotSchema).max(7, msg('At most one slot list per week day')).default([]),
  })
  .superRefine((schedule, ctx) => {
    if (schedule.endDate < schedule.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: eventMessages.endBeforeStart });
    if (schedule.reccuringType === 'weekly') {
      const days = schedule.slot.filter((slot) => slot.day);
      if (!days.length) ctx.addIssue({ code: 'custom', path: ['slot'], message: eventMessages.weeklyDayRequired });
      if (new Set(days.map((slot) => slot.day)).size !== days.length) ctx.addIssue({ code: 'custom', path: ['slot'], message: msg('Each week day may appear only once') });
    } else if (!schedule.slot.length) {
      ctx.addIssue({ code: 'custom', path: ['slot'], message: eventMessages.slotRequired });
    }
    // A schedule spans at most a year: discovery looks back that far for running events.
    if (Date.parse(schedule.endDate) - Date.parse(schedule.startDate) > 366 * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: msg('A recurring schedule can run for at most one year') });
    }
  });
export type RecurringScheduleInput = z.infer<typeof RecurringScheduleSchema>;

export const TicketSchema = z.object({
  _id: z.string().trim().max(64).optional(),
  name: z.string({ error: eventMessages.ticketNameRequired }).trim().min(1, eventMessages.ticketNameRequired).max(100, msg('Ticket name must be less than 100 characters')),
  quantity: z.coerce.number({ error: eventMessages.ticketQuantity }).int(eventMessages.ticketQuantity).min(1, eventMessages.ticketQuantity).max(TICKET_QUANTITY_MAX, eventMessages.ticketQuantity),
  price: z.coerce
    .number({ error: eventMessages.ticketPrice })
    .min(0, eventMessages.ticketPrice)
    .max(10_000_000, msg('Price is too high'))
    .transform((price) => Math.round(price * 100) / 100),
  currency: z.enum(currencies, { error: `Currency must be one of ${currencies.join(', ')}` }).default(DEFAULT_TICKET_CURRENCY),
  instructions: boundedText(500).optional(),
});
export type TicketInput = z.infer<typeof TicketSchema>;

export const DiscountSchema = z
  .object({
    code: boundedText(40).optional(),
    type: z.enum(['flat', 'percent'], { error: msg('Discount type must be flat or percent') }),
    amount: z.coerce
      .number({ error: msg('Discount amount must be a number') })
      .positive(msg('Discount amount must be more than 0'))
      .max(1_000_000, msg('Discount amount is too high')),
  })
  .refine(percentDiscountFits, { message: PERCENT_DISCOUNT_TOO_HIGH, path: ['amount'] });

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? `Please keep this under ${max} characters`)
    .optional();

/**
 * POST /events/add and PATCH /events/update/{id} (JSON; images are upload
 * keys). Per the spec the server's `eventType` is the event category id and
 * its `eventCategory` is single or recurring.
 */
export const SaveEventSchema = z
  .object({
    businessId: id(eventMessages.businessRequired),
    name: z.string({ error: eventMessages.nameRequired }).trim().min(1, eventMessages.nameRequired).min(NAME_MIN, eventMessages.nameShort).max(NAME_MAX, eventMessages.nameLong),
    description: z
      .string({ error: eventMessages.descriptionRequired })
      .max(20_000, eventMessages.descriptionLong)
      .refine((html) => plainTextLength(html) > 0, eventMessages.descriptionRequired)
      .refine((html) => plainTextLength(html) >= DESCRIPTION_MIN, eventMessages.descriptionShort)
      .refine((html) => plainTextLength(html) <= DESCRIPTION_MAX, eventMessages.descriptionLong),
    eventCategory: z.enum(['single', 'recurring']).default('single'),
    start: instant(eventMessages.startDateRequired).optional(),
    end: instant(eventMessages.endDateRequired).optional(),
    timezone: z.enum(timezones, { error: eventMessages.timezoneRequired }),
    reccuring: RecurringScheduleSchema.optional(),
    platform: z.enum(eventPlatforms, { error: eventMessages.locationTypeRequired }),
    locationName: optionalText(200),
    address: optionalText(300),
    city: optionalText(80),
    // A venue's state is one of the list; an older spelling or other case is stored as the list writes it.
    state: z
      .string()
      .trim()
      .max(80, msg('Please keep this under 80 characters'))
      .transform((state) => indianStateOf(state) ?? state)
      .optional(),
    country: optionalText(80),
    link: z.string().trim().max(2000, eventMessages.invalidUrl).optional(),
    linkPlatform: z.union([z.enum(recordedPlatforms, { error: eventMessages.platformRequired }), z.literal('')]).optional(),
    images: z.array(uploadKey).max(EVENT_MAX_IMAGES, eventMessages.maxImages).default([]),
    banner: uploadKey.optional(),
    promotionalLink: optionalHttpUrl(eventMessages.promotionalUrl),
    tplink: optionalHttpUrl(),
    notes: z
      .string()
      .max(10_000, eventMessages.notesLong)
      .refine((html) => plainTextLength(html) <= NOTES_MAX, eventMessages.notesLong)
      .optional(),
    eventType: id(msg('Please select an event category')).optional(),
    eventSubCat: z.union([id(msg('Please select an event sub category')), z.literal('')]).optional(),
    eventFormat: z.union([z.enum(eventFormats, { error: msg('Please choose an event format from the list') }), z.literal('')]).optional(),
    listingType: z.enum(listingTypes, { error: eventMessages.listingTypeRequired }),
    tickets: z.array(TicketSchema).min(1, eventMessages.ticketRequired).max(TICKETS_MAX, `At most ${TICKETS_MAX} ticket types`),
    discount: DiscountSchema.nullable().optional(),
    /** Set when this save duplicates another event (analytics and the success message). */
    duplicateOf: z.string().trim().max(64).optional(),
  })
  .superRefine((event, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (event.platform === 'physical') {
      if (!event.locationName) issue('locationName', eventMessages.locationNameRequired);
      if (!event.address) issue('address', eventMessages.addressRequired);
      if (!event.city) issue('city', eventMessages.cityRequired);
      if (!event.state) issue('state', eventMessages.stateRequired);
      else if (!indianStateOf(event.state)) issue('state', eventMessages.stateUnknown);
      if (!event.country) issue('country', eventMessages.countryRequired);
    }
    const validLink = !event.link || httpUrl().safeParse(event.link).success;
    if (event.platform === 'recorded') {
      if (!event.linkPlatform) issue('linkPlatform', eventMessages.platformRequired);
      if (!event.link) issue('link', eventMessages.videoLinkRequired);
    }
    if (event.platform === 'online' && !event.link) issue('link', eventMessages.eventLinkRequired);
    if (!validLink) issue('link', eventMessages.invalidUrl);
    // A flat discount as large as a paid ticket's price would sell it for ₹0 or less.
    const discount = event.discount;
    const swallowed = discount ? event.tickets.find((ticket) => ticket.price > 0 && !discountFitsPrice(discount, ticket.price)) : undefined;
    if (discount && swallowed) issue('discount', discountTooLargeForTicketMessage(discount, swallowed));
    if (event.eventCategory === 'recurring') {
      if (!event.reccuring) issue('reccuring', eventMessages.patternRequired);
    } else {
      if (!event.start) issue('start', eventMessages.startDateRequired);
      if (!event.end) issue('end', eventMessages.endDateRequired);
      if (event.start && event.end && Date.parse(event.end) <= Date.parse(event.start)) issue('end', eventMessages.endBeforeStart);
      // A single event lasts at most 31 days: discovery looks back that far for running events.
      if (event.start && event.end && Date.parse(event.end) - Date.parse(event.start) > 31 * 86_400_000)
        issue('end', msg('A single event can last at most 31 days; use a recurring schedule for longer runs'));
    }
  });
export type SaveEventInput = z.infer<typeof SaveEventSchema>;

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine(isRealDay, `${name} must be a date (YYYY-MM-DD)`);

/** GET /events/all. */
export const EventListQuerySchema = z.object({
  city: z.string().trim().min(1).max(80, msg('city is too long')).optional(),
  dateFilter: z.enum([...dateFilters, 'custom'], { error: `dateFilter must be one of ${dateFilters.join(', ')}` }).default('future'),
  startDate: isoDay('startDate').optional(),
  endDate: isoDay('endDate').optional(),
  interested: flag.optional(),
  isGoing: flag.optional(),
  userId: z.string().trim().min(1).max(64, msg('userId is too long')).optional(),
  /** With userId: only the events this business of the host organizes (the business profile's Events tab). */
  businessId: z.string().trim().min(1).max(64, msg('businessId is too long')).optional(),
  eventType: z.string().trim().min(1).max(64, msg('eventType is too long')).optional(),
  eventSubCat: z.string().trim().min(1).max(64, msg('eventSubCat is too long')).optional(),
  sortBy: z.enum(['views', 'start'], { error: msg('sortBy must be views or start') }).default('start'),
  page: z.coerce
    .number({ error: msg('page must be a whole number') })
    .int(msg('page must be a whole number'))
    .min(1, msg('page must be at least 1'))
    .max(1000, msg('page must be at most 1000'))
    .default(1),
  limit: z.coerce
    .number({ error: msg('limit must be a whole number') })
    .int(msg('limit must be a whole number'))
    .min(1, msg('limit must be at least 1'))
    .default(EVENTS_PAGE_SIZE)
    .transform((limit) => Math.min(limit, 50)),
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export const EventIdPathSchema = z.object({ id: z.string().trim().min(1).max(64, msg('id is too long')) });
export const EventSlugQuerySchema = z.object({
  slug: z
    .string({ error: msg('slug is required') })
    .trim()
    .min(1, msg('slug is required'))
    .max(120, msg('slug is too long')),
});
/** How a user marks an event: PATCH /events/addInterest or /events/addGoing (spec 3 §4). */
export const markKinds = ['interested', 'going'] as const;
export type MarkKind = (typeof markKinds)[number];
export const EventMarkBodySchema = z.object({
  eventId: z
    .string({ error: msg('eventId is required') })
    .trim()
    .min(1, msg('eventId is required'))
    .max(64, msg('eventId is too long')),
  /** Sent by the web as the spec says; the caller's own id is used whatever it says. */
  userId: z.string().max(64).optional(),
});
export const SubCatsQuerySchema = z.object({
  parentId: z
    .string({ error: msg('parentId is required') })
    .trim()
    .min(1, msg('parentId is required'))
    .max(64, msg('parentId is too long')),
});

/** An event as the API returns it (spec 3 §3 field names). */
export interface EventResponse {
  _id: string;
  name: string;
  title: string;
  slug: string;
  description: SafeHtml;
  notes?: SafeHtml;
  start: string;
  end: string;
  timezone: string;
  banner?: string;
  images: string[];
  platform: (typeof eventPlatforms)[number];
  paid: boolean;
  locationName?: string;
  address?: string;
  city: string;
  cityName: string;
  state?: string;
  country?: string;
  link?: string;
  linkPlatform?: string;
  promotionalLink?: string;
  tplink?: string;
  views: number;
  interestedCount: number;
  goingCount: number;
  /** The caller's own id when they marked the event (other users' ids are not shared). */
  interested: string[];
  going: string[];
  isInterested: boolean;
  isGoing: boolean;
  featured: boolean;
  tickets: Array<TicketInput & { _id: string }>;
  eventCategory: 'single' | 'recurring';
  /** The category and sub category, with their Hindi names where they have them (issue #28). */
  eventType?: { _id: string; name: string; nameHi?: string };
  eventSubCat?: { _id: string; name: string; nameHi?: string };
  eventFormat?: string;
  listingType: (typeof listingTypes)[number];
  discount?: z.infer<typeof DiscountSchema> | null;
  userId: { _id: string; firstName: string; image?: string };
  businessDetails: { _id: string; name: string; slug: string; cityName: string; logo?: string };
  reccuring?: RecurringScheduleInput;
  canEdit: boolean;
  /** When the host or an admin cancelled it; a cancelled event takes no marks and shows no tickets. */
  cancelledAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** PATCH /events/cancel/{id}: the event as it is now; `alreadyCancelled` when an earlier call had cancelled it. */
export interface CancelEventResponse {
  success: true;
  message: string;
  alreadyCancelled: boolean;
  data: EventResponse;
}

export interface EventListResponse {
  data: EventResponse[];
  pagination: { total: number; page: number; limit: number; totalPages: number };
}

export interface EventCategoryResponse {
  _id: string;
  name: string;
  /** The Hindi name, where there is one (shared/i18n/category-title.ts picks it on Hindi pages). */
  nameHi?: string;
  slug: string;
  events: number;
  subCategories: Array<{ _id: string; name: string; nameHi?: string; slug: string }>;
}
