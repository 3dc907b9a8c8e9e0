import { randomBytes } from 'node:crypto';
import { getBusinessById, normaliseCityName } from '../../data/entities/business';
import type { EventContent, EventItem } from '../../data/entities/event';
import { getEventCategory } from '../../data/entities/event-category';
import { getUserById } from '../../data/entities/user';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/http';
import { sanitizeRichText } from '../../lib/rich-text';
import { istDayStart } from '../../../shared/events/dates';
import { scheduleSpan } from '../../../shared/events/recurrence';
import { eventMessages, type SaveEventInput } from '../../../shared/schemas/event';
import { isOwnUploadKey } from '../../../shared/uploads';
import { msg } from '../../../shared/i18n/catalog';

export const ORGANIZER_ONLY = msg('Only the owner of the organizing business or an admin can do this');

/** Every image key a save adds must be the caller's own 'event' upload; keys already on the event may stay. */
function assertOwnImages(keys: readonly string[], existing: ReadonlySet<string>, caller: Caller) {
  for (const key of keys) {
    if (existing.has(key)) continue;
    if (!isOwnUploadKey(key, caller.sub, 'event')) throw new BadRequestError(`Upload the event image first: ${key.slice(0, 80)} is not one of your uploads`);
  }
}

/** The first start and last end: a single event's own, a recurring one's schedule span. */
function timesOf(body: SaveEventInput): { startsAt: string; endsAt: string } {
  if (body.eventCategory === 'recurring') {
    const span = body.reccuring ? scheduleSpan(body.reccuring) : undefined;
    if (!span) throw new BadRequestError(eventMessages.slotRequired);
    return { startsAt: span.start.toISOString(), endsAt: span.end.toISOString() };
  }
  return { startsAt: new Date(body.start!).toISOString(), endsAt: new Date(body.end!).toISOString() };
}

/** The category and sub category the event is filed under; the sub category must belong to the category. */
async function categoryOf(body: SaveEventInput) {
  if (!body.eventType) return {};
  const category = await getEventCategory(body.eventType);
  if (!category || category.parentId !== '') throw new BadRequestError(msg('Please select an event category from the list'));
  const main = { eventTypeId: category.categoryId, eventTypeName: category.name, ...(category.nameHi ? { eventTypeNameHi: category.nameHi } : {}) };
  if (!body.eventSubCat) return main;
  const sub = await getEventCategory(body.eventSubCat);
  if (!sub || sub.parentId !== category.categoryId) throw new BadRequestError(msg('The sub category does not belong to the chosen event category'));
  return { ...main, eventSubCatId: sub.categoryId, eventSubCatName: sub.name, ...(sub.nameHi ? { eventSubCatNameHi: sub.nameHi } : {}) };
}

/**
 * The stored content of a save: checks that the caller manages the
 * organizing business, that a new or moved start is not in the past (IST
 * days), and that new images are the caller's uploads (or the duplicated
 * event's); clears the fields
 * the location type does not use (spec 3 §4); sanitises the rich text.
 */
export async function eventContent(body: SaveEventInput, caller: Caller, now: Date, previous?: EventItem, duplicateOf?: EventItem): Promise<EventContent> {
  const business = await getBusinessById(body.businessId);
  if (!business) throw new NotFoundError(msg('Business not found'));
  if (caller.role !== 'admin' && business.ownerId !== caller.sub) throw new ForbiddenError(ORGANIZER_ONLY);
  const times = timesOf(body);
  const startMoved = !previous || previous.startsAt !== times.startsAt;
  if (startMoved && istDayStart(times.startsAt) < istDayStart(now.toISOString())) throw new BadRequestError(eventMessages.startInPast);
  // Images already on the event being edited (or duplicated) may stay, whoever uploaded them.
  const source = previous ?? duplicateOf;
  assertOwnImages([...body.images, ...(body.banner ? [body.banner] : [])], new Set([...(source?.images ?? []), ...(source?.banner ? [source.banner] : [])]), caller);
  const host = await getUserById(business.ownerId);
  const venue = body.platform === 'physical';
  const images = [...new Set(body.images)];
  return {
    name: body.name,
    description: sanitizeRichText(body.description),
    notes: body.notes ? sanitizeRichText(body.notes) || undefined : undefined,
    ...times,
    timezone: body.timezone,
    banner: body.banner ?? images[0],
    images,
    platform: body.platform,
    paid: body.tickets.some((ticket) => ticket.price > 0),
    locationName: venue ? body.locationName : undefined,
    address: venue ? body.address : undefined,
    city: venue ? body.city : undefined,
    state: venue ? body.state : undefined,
    country: venue ? body.country : undefined,
    cityName: normaliseCityName(venue && body.city ? body.city : business.cityName),
    link: venue ? undefined : body.link || undefined,
    linkPlatform: body.platform === 'recorded' ? body.linkPlatform || undefined : undefined,
    promotionalLink: body.promotionalLink || undefined,
    tplink: body.tplink || undefined,
    tickets: body.tickets.map((ticket) => ({ ...ticket, _id: ticket._id || randomBytes(8).toString('hex') })),
    eventCategory: body.eventCategory,
    ...(await categoryOf(body)),
    eventFormat: body.eventFormat || undefined,
    listingType: body.listingType,
    discount: body.discount ?? undefined,
    reccuring: body.eventCategory === 'recurring' ? body.reccuring : undefined,
    hostId: business.ownerId,
    hostFirstName: host?.firstName ?? business.name,
    hostImage: host?.image,
    businessId: business.businessId,
    businessName: business.name,
    businessSlug: business.slug,
    businessCityName: business.cityName,
    businessLogo: business.logo,
  };
}
