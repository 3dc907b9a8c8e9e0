import { EVENT_MAX_IMAGES } from '@shared/events/constants';
import { istToday } from '@shared/events/dates';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, eventMessages as m, NAME_MAX, NAME_MIN, NOTES_MAX, TICKET_QUANTITY_MAX } from '@shared/schemas/event';
import { plainTextLength } from '@shared/business/format';
import { httpUrl } from '@shared/schemas/common';
import { PERCENT_DISCOUNT_TOO_HIGH } from '@shared/products/discount';
import { msg, translate, type Translate } from '../../../../i18n';
import { weekDayLabel } from '../../i18n';
import type { EventFormValues } from './form-values';

export const formTabs = ['basic', 'tickets', 'datetime', 'schedule', 'location', 'media', 'settings'] as const;
export type FormTab = (typeof formTabs)[number];
export const tabLabels: Record<FormTab, string> = {
  basic: msg('Basic Info'),
  tickets: msg('Tickets'),
  datetime: msg('Date & Time'),
  schedule: msg('Recurring Schedule'),
  location: msg('Location'),
  media: msg('Media & Promotion'),
  settings: msg('Settings'),
};

export interface FormError {
  tab: FormTab;
  /** The value's dotted path in the form (react-hook-form's name for it). */
  path: string;
  /** The id of the control to focus. */
  field: string;
  message: string;
}

type PlainField = Exclude<keyof EventFormValues, 'tickets' | 'recurringSlots'>;

/** Where each value is edited: its tab and the id of its control. */
const controls: Record<PlainField, [FormTab, string]> = {
  businessId: ['basic', 'event-business'],
  name: ['basic', 'event-name'],
  description: ['basic', 'event-description'],
  discountCode: ['tickets', 'event-discount'],
  discountType: ['tickets', 'event-discount'],
  discountAmount: ['tickets', 'event-discount'],
  eventType: ['datetime', 'event-type'],
  startDate: ['datetime', 'event-start-date'],
  startTime: ['datetime', 'event-start-time'],
  endDate: ['datetime', 'event-end-date'],
  endTime: ['datetime', 'event-end-time'],
  timezone: ['datetime', 'event-timezone'],
  recurringPattern: ['schedule', 'event-recurring-pattern'],
  recurringStartDate: ['schedule', 'event-recurring-start'],
  recurringEndDate: ['schedule', 'event-recurring-end'],
  locationType: ['location', 'event-location-type'],
  locationName: ['location', 'event-location-name'],
  address: ['location', 'event-address'],
  city: ['location', 'event-city'],
  state: ['location', 'event-state'],
  country: ['location', 'event-country'],
  link: ['location', 'event-link'],
  linkPlatform: ['location', 'event-link-platform'],
  images: ['media', 'event-images'],
  promotionalLink: ['media', 'event-promotional-link'],
  notes: ['media', 'event-notes'],
  eventCategory: ['settings', 'event-category'],
  eventSubCat: ['settings', 'event-sub-category'],
  eventFormat: ['settings', 'event-format'],
  listingType: ['settings', 'event-listing-type'],
};

/** The tab that edits the value at `path`. */
export function tabOf(path: string): FormTab {
  const [head] = path.split('.');
  return head === 'tickets' ? 'tickets' : head === 'recurringSlots' ? 'schedule' : (controls[head as PlainField]?.[0] ?? 'basic');
}

/** The id of the control that edits the value at `path` (a ticket's and a slot's ids name their ticket and day). */
export function controlOf(path: string, values: EventFormValues): string {
  const [head, index, part, slot, end] = path.split('.');
  if (head === 'tickets') return part ? `ticket-${values.tickets[Number(index)]?.key}-${part}` : 'event-add-ticket';
  if (head === 'recurringSlots') {
    if (index === undefined) return values.recurringPattern === 'weekly' ? 'event-recurring-days' : 'slot-all-add';
    const scope = values.recurringSlots[Number(index)]?.day || 'all';
    return slot === undefined ? `slot-${scope}-add` : `slot-${scope}-${slot}-${end === 'endTime' ? 'end' : 'start'}`;
  }
  return controls[head as PlainField]?.[1] ?? head!;
}

/** The wizard's tabs: the recurring schedule only for recurring events (spec 3 §2.3). */
export function visibleTabs(values: Pick<EventFormValues, 'eventType'>): FormTab[] {
  return formTabs.filter((tab) => tab !== 'schedule' || values.eventType === 'recurring');
}

const isUrl = (value: string) => httpUrl().safeParse(value).success;

/**
 * Every problem of the form (spec 3 §5), in tab order. `unchangedStart` is
 * the loaded start date in edit mode: an event that has begun may still be
 * edited without moving its start. The messages are in `t`'s language
 * (the page's; English by default).
 */
export function validateEventForm(values: EventFormValues, now: Date, unchangedStart?: string, t: Translate = translate): FormError[] {
  const errors: FormError[] = [];
  const say = (path: string, message: string) => errors.push({ tab: tabOf(path), path, field: controlOf(path, values), message });
  const add = (path: string, message: string) => say(path, t(message));
  const ofTicket = (index: number, problem: string) => t('Ticket {number}: {problem}', { number: String(index + 1), problem: t(problem) });
  const today = istToday(now);

  if (!values.businessId) add('businessId', m.businessRequired);
  const name = values.name.trim();
  if (!name) add('name', m.nameRequired);
  else if (name.length < NAME_MIN) add('name', m.nameShort);
  else if (name.length > NAME_MAX) add('name', m.nameLong);
  const descriptionLength = plainTextLength(values.description);
  if (!descriptionLength) add('description', m.descriptionRequired);
  else if (descriptionLength < DESCRIPTION_MIN) add('description', m.descriptionShort);
  else if (descriptionLength > DESCRIPTION_MAX) add('description', m.descriptionLong);

  if (!values.tickets.length) add('tickets', m.ticketRequired);
  values.tickets.forEach((ticket, index) => {
    if (!ticket.name.trim()) say(`tickets.${index}.name`, ofTicket(index, m.ticketNameRequired));
    const quantity = Number(ticket.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > TICKET_QUANTITY_MAX) say(`tickets.${index}.quantity`, ofTicket(index, m.ticketQuantity));
    if (ticket.price === '' || Number.isNaN(Number(ticket.price)) || Number(ticket.price) < 0) say(`tickets.${index}.price`, ofTicket(index, m.ticketPrice));
  });
  if (values.discountType && !(Number(values.discountAmount) > 0)) add('discountAmount', msg('Discount amount must be more than 0'));
  if (values.discountType === 'percent' && Number(values.discountAmount) >= 100) add('discountAmount', PERCENT_DISCOUNT_TOO_HIGH);

  if (!values.timezone) add('timezone', m.timezoneRequired);
  if (values.eventType === 'single') {
    if (!values.startDate) add('startDate', m.startDateRequired);
    else if (values.startDate < today && values.startDate !== unchangedStart) add('startDate', m.startInPast);
    if (!values.startTime) add('startTime', m.startTimeRequired);
    if (!values.endDate) add('endDate', m.endDateRequired);
    if (!values.endTime) add('endTime', m.endTimeRequired);
    if (values.startDate && values.endDate && values.startTime && values.endTime && `${values.endDate}T${values.endTime}` <= `${values.startDate}T${values.startTime}`) {
      add('endDate', m.endBeforeStart);
    } else if (values.startDate && values.endDate && values.endDate < values.startDate) add('endDate', m.endBeforeStart);
  } else {
    if (!values.recurringPattern) add('recurringPattern', m.patternRequired);
    if (!values.recurringStartDate) add('recurringStartDate', m.startDateRequired);
    else if (values.recurringStartDate < today && values.recurringStartDate !== unchangedStart) add('recurringStartDate', m.startInPast);
    if (!values.recurringEndDate) add('recurringEndDate', m.endDateRequired);
    else if (values.recurringStartDate && values.recurringEndDate < values.recurringStartDate) add('recurringEndDate', m.endBeforeStart);
    if (values.recurringPattern === 'weekly' && !values.recurringSlots.some((slot) => slot.day)) add('recurringSlots', m.weeklyDayRequired);
    values.recurringSlots.forEach((slot, index) => {
      // A day's problem names the day: 'Friday: At least one time slot required'.
      const on = (problem: string) => (slot.day ? t('{day}: {problem}', { day: weekDayLabel(t, slot.day), problem: t(problem) }) : t(problem));
      if (!slot.innerSlots.length) say(`recurringSlots.${index}.innerSlots`, on(m.slotRequired));
      else if (slot.innerSlots.some((inner) => !inner.startTime || !inner.endTime)) say(`recurringSlots.${index}.innerSlots.0.startTime`, on(m.editorSlotRequired));
    });
    if (values.recurringPattern && values.recurringPattern !== 'weekly' && !values.recurringSlots.length) add('recurringSlots', m.editorSlotRequired);
  }

  if (!values.locationType) add('locationType', m.locationTypeRequired);
  if (values.locationType === 'venue') {
    if (!values.locationName.trim()) add('locationName', m.locationNameRequired);
    if (!values.address.trim()) add('address', m.addressRequired);
    if (!values.city.trim()) add('city', m.cityRequired);
    if (!values.state.trim()) add('state', m.stateRequired);
    if (!values.country.trim()) add('country', m.countryRequired);
  }
  if (values.locationType === 'online') {
    if (!values.link.trim()) add('link', m.eventLinkRequired);
    else if (!isUrl(values.link)) add('link', m.invalidUrl);
  }
  if (values.locationType === 'recorded') {
    if (!values.linkPlatform) add('linkPlatform', m.platformRequired);
    if (!values.link.trim()) add('link', m.videoLinkRequired);
    else if (!isUrl(values.link)) add('link', m.invalidUrl);
  }

  if (values.images.length > EVENT_MAX_IMAGES) add('images', m.maxImages);
  if (values.promotionalLink.trim() && !isUrl(values.promotionalLink)) add('promotionalLink', m.promotionalUrl);
  if (values.notes.length > NOTES_MAX) add('notes', m.notesLong);

  if (!values.listingType) add('listingType', m.listingTypeRequired);
  return errors;
}
