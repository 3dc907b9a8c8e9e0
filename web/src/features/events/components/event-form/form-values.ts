import {
  DEFAULT_TICKET_CURRENCY,
  locationOfPlatform,
  platformOfLocation,
  timezoneZones,
  type Currency,
  type EventTimezone,
  type LocationType,
  type RecurringPattern,
  type WeekDayName,
} from '@shared/events/constants';
import { fromZonedFields, toIstFields } from '@shared/events/dates';
import type { EventResponse } from '@shared/schemas/event';
import type { SaveEventBody } from '../../api/save-event';

export interface TicketValues {
  key: string;
  _id?: string;
  name: string;
  quantity: string;
  price: string;
  currency: Currency;
  instructions: string;
}
export interface SlotValues {
  startTime: string;
  endTime: string;
}
export interface DaySlots {
  day: WeekDayName | '';
  innerSlots: SlotValues[];
}

/** The event form's fields (spec 3 §3 'Event form fields'). */
export interface EventFormValues {
  businessId: string;
  city: string;
  name: string;
  description: string;
  tickets: TicketValues[];
  /** The chosen discount of the owner's (GET /discount/all), copied in: its code, type and amount. */
  discountCode: string;
  discountType: '' | 'flat' | 'percent';
  discountAmount: string;
  eventType: 'single' | 'recurring';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezone: EventTimezone | '';
  recurringPattern: RecurringPattern | '';
  recurringStartDate: string;
  recurringEndDate: string;
  recurringSlots: DaySlots[];
  locationType: LocationType | '';
  locationName: string;
  address: string;
  state: string;
  country: string;
  link: string;
  linkPlatform: string;
  images: string[];
  promotionalLink: string;
  notes: string;
  eventCategory: string;
  eventSubCat: string;
  eventFormat: string;
  listingType: string;
}

let ticketKeys = 0;
export const newTicket = (): TicketValues => ({ key: `ticket-${++ticketKeys}`, name: '', quantity: '100', price: '0', currency: DEFAULT_TICKET_CURRENCY, instructions: '' });
export const emptySlot = (): SlotValues => ({ startTime: '', endTime: '' });

export function emptyEventForm(): EventFormValues {
  return {
    businessId: '',
    city: '',
    name: '',
    description: '',
    tickets: [{ ...newTicket(), name: 'General Admission' }],
    discountCode: '',
    discountType: '',
    discountAmount: '',
    eventType: 'single',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    timezone: 'IST',
    recurringPattern: '',
    recurringStartDate: '',
    recurringEndDate: '',
    recurringSlots: [],
    locationType: 'venue',
    locationName: '',
    address: '',
    state: '',
    country: 'India',
    link: '',
    linkPlatform: '',
    images: [],
    promotionalLink: '',
    notes: '',
    eventCategory: '',
    eventSubCat: '',
    eventFormat: '',
    listingType: 'public',
  };
}

/** A changed recurring pattern starts a fresh schedule: weekly with no days, the others with one empty slot (spec 3 §4). */
export function freshSchedule(pattern: RecurringPattern | ''): DaySlots[] {
  return pattern === 'weekly' || pattern === '' ? [] : [{ day: '', innerSlots: [emptySlot()] }];
}

/** Switching single/recurring carries the dates across (spec 3 §4). */
export function switchEventType(values: EventFormValues, next: 'single' | 'recurring'): EventFormValues {
  if (next === values.eventType) return values;
  return next === 'recurring'
    ? { ...values, eventType: next, recurringStartDate: values.recurringStartDate || values.startDate, recurringEndDate: values.recurringEndDate || values.endDate }
    : { ...values, eventType: next, startDate: values.startDate || values.recurringStartDate, endDate: values.endDate || values.recurringEndDate };
}

/** Changing the location type clears what the new type does not use (spec 3 §4). */
export function switchLocationType(values: EventFormValues, next: LocationType): EventFormValues {
  const venueCleared = { locationName: '', address: '', state: '', country: '' };
  switch (next) {
    case 'online':
      return { ...values, ...venueCleared, locationType: next, linkPlatform: '', link: '' };
    case 'venue':
      return { ...values, locationType: next, link: '', linkPlatform: '', country: values.country || 'India' };
    case 'recorded':
      return { ...values, ...venueCleared, locationType: next, link: '' };
  }
}

/** The form filled from a stored event (edit and duplicate). */
export function formFromEvent(event: EventResponse): EventFormValues {
  const timezone = (event.timezone as EventTimezone) || 'IST';
  const zone = timezoneZones[timezone] ?? timezoneZones.IST;
  const start = toIstFields(event.start, zone);
  const end = toIstFields(event.end, zone);
  const schedule = event.reccuring;
  return {
    ...emptyEventForm(),
    businessId: event.businessDetails._id,
    city: event.city,
    name: event.name,
    description: event.description,
    tickets: event.tickets.map((ticket) => ({
      ...newTicket(),
      _id: ticket._id,
      name: ticket.name,
      quantity: String(ticket.quantity),
      price: String(ticket.price),
      currency: ticket.currency,
      instructions: ticket.instructions ?? '',
    })),
    discountCode: event.discount?.code ?? '',
    discountType: event.discount?.type ?? '',
    discountAmount: event.discount ? String(event.discount.amount) : '',
    eventType: event.eventCategory,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    timezone,
    recurringPattern: schedule?.reccuringType ?? '',
    recurringStartDate: schedule?.startDate ?? '',
    recurringEndDate: schedule?.endDate ?? '',
    recurringSlots: (schedule?.slot ?? []).map((slot) => ({ day: slot.day ?? '', innerSlots: slot.innerSlots.map((inner) => ({ ...inner })) })),
    locationType: locationOfPlatform[event.platform],
    locationName: event.locationName ?? '',
    address: event.address ?? '',
    state: event.state ?? '',
    country: event.country ?? (event.platform === 'physical' ? 'India' : ''),
    link: event.link ?? '',
    linkPlatform: event.linkPlatform ?? '',
    images: event.images,
    promotionalLink: event.promotionalLink ?? '',
    notes: event.notes ?? '',
    eventCategory: event.eventType?._id ?? '',
    eventSubCat: event.eventSubCat?._id ?? '',
    eventFormat: event.eventFormat ?? '',
    listingType: event.listingType,
  };
}

/** The API body (spec 3 §7; the form's category is the server's eventType and vice versa). */
export function toSaveBody(values: EventFormValues, duplicateOf?: string): SaveEventBody {
  const zone = timezoneZones[values.timezone || 'IST'];
  const single = values.eventType === 'single';
  const at = (date: string, time: string) => fromZonedFields(date, time, zone)?.toISOString();
  const venue = values.locationType === 'venue';
  return {
    businessId: values.businessId,
    name: values.name.trim(),
    description: values.description,
    eventCategory: values.eventType,
    ...(single ? { start: at(values.startDate, values.startTime), end: at(values.endDate, values.endTime) } : {}),
    timezone: values.timezone || 'IST',
    ...(single
      ? {}
      : {
          reccuring: {
            reccuringType: values.recurringPattern as RecurringPattern,
            startDate: values.recurringStartDate,
            endDate: values.recurringEndDate,
            slot: values.recurringSlots.map((slot) => ({ day: slot.day, innerSlots: slot.innerSlots })),
          },
        }),
    platform: platformOfLocation[values.locationType || 'venue'],
    ...(venue ? { locationName: values.locationName, address: values.address, city: values.city, state: values.state, country: values.country } : {}),
    ...(values.locationType !== 'venue' && values.link ? { link: values.link.trim() } : {}),
    ...(values.locationType === 'recorded' && values.linkPlatform ? { linkPlatform: values.linkPlatform as 'youtube' } : {}),
    images: values.images,
    ...(values.promotionalLink.trim() ? { promotionalLink: values.promotionalLink.trim() } : {}),
    ...(values.notes.trim() ? { notes: values.notes } : {}),
    ...(values.eventCategory ? { eventType: values.eventCategory } : {}),
    ...(values.eventSubCat ? { eventSubCat: values.eventSubCat } : {}),
    ...(values.eventFormat ? { eventFormat: values.eventFormat as 'concert' } : {}),
    listingType: values.listingType as 'public',
    tickets: values.tickets.map((ticket) => ({
      ...(ticket._id ? { _id: ticket._id } : {}),
      name: ticket.name.trim(),
      quantity: Number(ticket.quantity),
      price: Number(ticket.price),
      currency: ticket.currency,
      ...(ticket.instructions.trim() ? { instructions: ticket.instructions.trim() } : {}),
    })),
    ...(values.discountType && Number(values.discountAmount) > 0
      ? { discount: { ...(values.discountCode ? { code: values.discountCode } : {}), type: values.discountType, amount: Number(values.discountAmount) } }
      : { discount: null }),
    ...(duplicateOf ? { duplicateOf } : {}),
  };
}
