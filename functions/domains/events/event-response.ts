import type { EventItem } from '../../data/entities/event';
import type { Caller } from '../../lib/http';
import type { EventResponse, RecurringScheduleInput, TicketInput } from '../../../shared/schemas/event';
import { canEditEvent } from '../../data/event-visibility';

// Who sees and edits an event is decided beside the data, where the review engine asks it too.
export { canEditEvent, canSeeEvent } from '../../data/event-visibility';

export interface CallerMarks {
  interested: boolean;
  going: boolean;
}

/** The event in the spec's field names; `interested`/`going` hold only the caller's own id when marked. */
export function toEventResponse(event: EventItem, caller: Caller | undefined, marks: CallerMarks = { interested: false, going: false }): EventResponse {
  const tickets = (event.tickets ?? []) as Array<TicketInput & { _id: string }>;
  return {
    _id: event.eventId,
    name: event.name,
    title: event.name,
    slug: event.slug,
    description: event.description,
    ...(event.notes ? { notes: event.notes } : {}),
    start: event.startsAt,
    end: event.endsAt,
    timezone: event.timezone,
    ...(event.banner ? { banner: event.banner } : {}),
    images: event.images ?? [],
    platform: event.platform,
    paid: event.paid,
    ...(event.locationName ? { locationName: event.locationName } : {}),
    ...(event.address ? { address: event.address } : {}),
    city: event.city ?? event.cityName,
    cityName: event.cityName,
    ...(event.state ? { state: event.state } : {}),
    ...(event.country ? { country: event.country } : {}),
    ...(event.link ? { link: event.link } : {}),
    ...(event.linkPlatform ? { linkPlatform: event.linkPlatform } : {}),
    ...(event.promotionalLink ? { promotionalLink: event.promotionalLink } : {}),
    ...(event.tplink ? { tplink: event.tplink } : {}),
    views: event.views,
    interestedCount: event.interestedCount,
    goingCount: event.goingCount,
    interested: marks.interested && caller ? [caller.sub] : [],
    going: marks.going && caller ? [caller.sub] : [],
    isInterested: marks.interested,
    isGoing: marks.going,
    featured: event.featured,
    tickets,
    eventCategory: event.eventCategory,
    ...(event.eventTypeId ? { eventType: { _id: event.eventTypeId, name: event.eventTypeName ?? '', ...(event.eventTypeNameHi ? { nameHi: event.eventTypeNameHi } : {}) } } : {}),
    ...(event.eventSubCatId ? { eventSubCat: { _id: event.eventSubCatId, name: event.eventSubCatName ?? '', ...(event.eventSubCatNameHi ? { nameHi: event.eventSubCatNameHi } : {}) } } : {}),
    ...(event.eventFormat ? { eventFormat: event.eventFormat } : {}),
    listingType: event.listingType,
    ...(event.discount ? { discount: event.discount as EventResponse['discount'] } : {}),
    userId: { _id: event.hostId, firstName: event.hostFirstName, ...(event.hostImage ? { image: event.hostImage } : {}) },
    businessDetails: {
      _id: event.businessId,
      name: event.businessName,
      slug: event.businessSlug,
      cityName: event.businessCityName,
      ...(event.businessLogo ? { logo: event.businessLogo } : {}),
    },
    ...(event.reccuring ? { reccuring: event.reccuring as RecurringScheduleInput } : {}),
    canEdit: canEditEvent(event, caller),
    ...(event.cancelledAt ? { cancelledAt: event.cancelledAt } : {}),
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
}
