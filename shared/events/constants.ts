/**
 * Event enumerations and limits (spec 3 §3, §9). Shared by the API schemas,
 * the form and the seed.
 */
export const EVENT_ZONE = 'Asia/Kolkata';
export const EVENTS_PAGE_SIZE = 18;
export const EVENTS_MAX_PAGE_NUMBERS = 5;
export const EVENT_MAX_IMAGES = 10;
export const EVENT_IMAGE_MAX_BYTES = 5_242_880;
export const TICKET_HOLD_SECONDS = 597;
export const CALENDAR_CONFIRMATION_MS = 3000;

export const dateFilters = ['future', 'past', 'today', 'tomorrow', 'this_weekend', 'this_week', 'next_week', 'this_month', 'any_date'] as const;
export type DateFilter = (typeof dateFilters)[number];

export const eventPlatforms = ['physical', 'online', 'recorded'] as const;
export type EventPlatform = (typeof eventPlatforms)[number];
/** The form's location types and the platform each is stored as. */
export const locationTypes = ['venue', 'online', 'recorded'] as const;
export type LocationType = (typeof locationTypes)[number];
export const platformOfLocation: Record<LocationType, EventPlatform> = { venue: 'physical', online: 'online', recorded: 'recorded' };
export const locationOfPlatform: Record<EventPlatform, LocationType> = { physical: 'venue', online: 'online', recorded: 'recorded' };

export const recordedPlatforms = ['youtube', 'vimeo', 'others'] as const;
export const recordedPlatformLabels: Record<(typeof recordedPlatforms)[number], string> = { youtube: 'Youtube', vimeo: 'Vimeo', others: 'Others' };

export const timezones = ['UTC', 'EST', 'CST', 'MST', 'PST', 'GMT', 'CET', 'JST', 'IST'] as const;
export type EventTimezone = (typeof timezones)[number];
/** The IANA zone behind each of the form's abbreviations. */
export const timezoneZones: Record<EventTimezone, string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  CST: 'America/Chicago',
  MST: 'America/Denver',
  PST: 'America/Los_Angeles',
  GMT: 'Europe/London',
  CET: 'Europe/Paris',
  JST: 'Asia/Tokyo',
  IST: 'Asia/Kolkata',
};

export const currencies = ['USD', 'EUR', 'GBP', 'PKR', 'INR', 'CAD', 'AUD', 'JPY'] as const;
export type Currency = (typeof currencies)[number];
/** India first: tickets are priced in rupees unless the host picks another currency. */
export const DEFAULT_TICKET_CURRENCY: Currency = 'INR';

export const listingTypes = ['public', 'private', 'invite-only', 'draft'] as const;
export type ListingType = (typeof listingTypes)[number];
export const listingTypeLabels: Record<ListingType, string> = { public: 'Public', private: 'Private', 'invite-only': 'Invite only', draft: 'Draft' };

export const recurringPatterns = ['daily', 'weekly', 'monthly'] as const;
export type RecurringPattern = (typeof recurringPatterns)[number];
export const weekDayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDayName = (typeof weekDayNames)[number];

export const eventFormats = [
  'attraction',
  'camp_trip_or_retreat',
  'appearance_or_signing',
  'exhibition',
  'market',
  'awards',
  'parade',
  'gala_or_dinner',
  'class_training_or_workshop',
  'meeting_or_networking_event',
  'rally',
  'tournament_or_competition',
  'race_or_endurance_event',
  'tours_and_walks',
  'conference_or_convention',
  'concert',
  'seminar_or_talk',
  'tradeshow_consumer_show_or_expo',
  'festival_or_fair',
  'performance_or_live_show',
  'screening',
] as const;
export type EventFormat = (typeof eventFormats)[number];

/** 'class_training_or_workshop' → 'Class Training or Workshop'. */
export function eventFormatLabel(format: string): string {
  return format
    .split('_')
    .map((word) => (word === 'or' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Discount label (spec 3 §3): 'Flat ₹{amount}' or '{amount}% Off'. */
export function discountLabel(discount: { type: 'flat' | 'percent'; amount: number }): string {
  return discount.type === 'flat' ? `Flat ₹${discount.amount}` : `${discount.amount}% Off`;
}
