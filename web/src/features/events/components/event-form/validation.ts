import { EVENT_MAX_IMAGES } from '@shared/events/constants';
import { istToday } from '@shared/events/dates';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, eventMessages as m, NAME_MAX, NAME_MIN, NOTES_MAX, TICKET_QUANTITY_MAX } from '@shared/schemas/event';
import { plainTextLength } from '@shared/business/format';
import { httpUrl } from '@shared/schemas/common';
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
  /** The id of the control to focus. */
  field: string;
  message: string;
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
  const say = (tab: FormTab, field: string, message: string) => errors.push({ tab, field, message });
  const add = (tab: FormTab, field: string, message: string) => say(tab, field, t(message));
  const ofTicket = (index: number, problem: string) => t('Ticket {number}: {problem}', { number: String(index + 1), problem: t(problem) });
  const today = istToday(now);

  if (!values.businessId) add('basic', 'event-business', m.businessRequired);
  const name = values.name.trim();
  if (!name) add('basic', 'event-name', m.nameRequired);
  else if (name.length < NAME_MIN) add('basic', 'event-name', m.nameShort);
  else if (name.length > NAME_MAX) add('basic', 'event-name', m.nameLong);
  const descriptionLength = plainTextLength(values.description);
  if (!descriptionLength) add('basic', 'event-description', m.descriptionRequired);
  else if (descriptionLength < DESCRIPTION_MIN) add('basic', 'event-description', m.descriptionShort);
  else if (descriptionLength > DESCRIPTION_MAX) add('basic', 'event-description', m.descriptionLong);

  if (!values.tickets.length) add('tickets', 'event-add-ticket', m.ticketRequired);
  values.tickets.forEach((ticket, index) => {
    if (!ticket.name.trim()) say('tickets', `ticket-${ticket.key}-name`, ofTicket(index, m.ticketNameRequired));
    const quantity = Number(ticket.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > TICKET_QUANTITY_MAX) say('tickets', `ticket-${ticket.key}-quantity`, ofTicket(index, m.ticketQuantity));
    if (ticket.price === '' || Number.isNaN(Number(ticket.price)) || Number(ticket.price) < 0) say('tickets', `ticket-${ticket.key}-price`, ofTicket(index, m.ticketPrice));
  });
  if (values.discountType && !(Number(values.discountAmount) > 0)) add('tickets', 'event-discount', msg('Discount amount must be more than 0'));
  if (values.discountType === 'percent' && Number(values.discountAmount) > 100) add('tickets', 'event-discount', msg('A percent discount is at most 100'));

  if (!values.timezone) add('datetime', 'event-timezone', m.timezoneRequired);
  if (values.eventType === 'single') {
    if (!values.startDate) add('datetime', 'event-start-date', m.startDateRequired);
    else if (values.startDate < today && values.startDate !== unchangedStart) add('datetime', 'event-start-date', m.startInPast);
    if (!values.startTime) add('datetime', 'event-start-time', m.startTimeRequired);
    if (!values.endDate) add('datetime', 'event-end-date', m.endDateRequired);
    if (!values.endTime) add('datetime', 'event-end-time', m.endTimeRequired);
    if (values.startDate && values.endDate && values.startTime && values.endTime && `${values.endDate}T${values.endTime}` <= `${values.startDate}T${values.startTime}`) {
      add('datetime', 'event-end-date', m.endBeforeStart);
    } else if (values.startDate && values.endDate && values.endDate < values.startDate) add('datetime', 'event-end-date', m.endBeforeStart);
  } else {
    if (!values.recurringPattern) add('schedule', 'event-recurring-pattern', m.patternRequired);
    if (!values.recurringStartDate) add('schedule', 'event-recurring-start', m.startDateRequired);
    else if (values.recurringStartDate < today && values.recurringStartDate !== unchangedStart) add('schedule', 'event-recurring-start', m.startInPast);
    if (!values.recurringEndDate) add('schedule', 'event-recurring-end', m.endDateRequired);
    else if (values.recurringStartDate && values.recurringEndDate < values.recurringStartDate) add('schedule', 'event-recurring-end', m.endBeforeStart);
    if (values.recurringPattern === 'weekly' && !values.recurringSlots.some((slot) => slot.day)) add('schedule', 'event-recurring-days', m.weeklyDayRequired);
    for (const slot of values.recurringSlots) {
      // A day's problem names the day: 'Friday: At least one time slot required'.
      const on = (problem: string) => (slot.day ? t('{day}: {problem}', { day: weekDayLabel(t, slot.day), problem: t(problem) }) : t(problem));
      if (!slot.innerSlots.length) say('schedule', `slot-${slot.day || 'all'}-add`, on(m.slotRequired));
      else if (slot.innerSlots.some((inner) => !inner.startTime || !inner.endTime)) say('schedule', `slot-${slot.day || 'all'}-0-start`, on(m.editorSlotRequired));
    }
    if (values.recurringPattern && values.recurringPattern !== 'weekly' && !values.recurringSlots.length) add('schedule', 'slot-all-add', m.editorSlotRequired);
  }

  if (!values.locationType) add('location', 'event-location-type', m.locationTypeRequired);
  if (values.locationType === 'venue') {
    if (!values.locationName.trim()) add('location', 'event-location-name', m.locationNameRequired);
    if (!values.address.trim()) add('location', 'event-address', m.addressRequired);
    if (!values.city.trim()) add('location', 'event-city', m.cityRequired);
    if (!values.state.trim()) add('location', 'event-state', m.stateRequired);
    if (!values.country.trim()) add('location', 'event-country', m.countryRequired);
  }
  if (values.locationType === 'online') {
    if (!values.link.trim()) add('location', 'event-link', m.eventLinkRequired);
    else if (!isUrl(values.link)) add('location', 'event-link', m.invalidUrl);
  }
  if (values.locationType === 'recorded') {
    if (!values.linkPlatform) add('location', 'event-link-platform', m.platformRequired);
    if (!values.link.trim()) add('location', 'event-link', m.videoLinkRequired);
    else if (!isUrl(values.link)) add('location', 'event-link', m.invalidUrl);
  }

  if (values.images.length > EVENT_MAX_IMAGES) add('media', 'event-images', m.maxImages);
  if (values.promotionalLink.trim() && !isUrl(values.promotionalLink)) add('media', 'event-promotional-link', m.promotionalUrl);
  if (values.notes.length > NOTES_MAX) add('media', 'event-notes', m.notesLong);

  if (!values.listingType) add('settings', 'event-listing-type', m.listingTypeRequired);
  return errors;
}
