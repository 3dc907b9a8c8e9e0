import type { AccessClaims } from '../lib/tokens';
import type { EventItem } from './entities/event';

/** Whether the caller may edit this event: its host (the organizing business's owner) or an admin. */
export function canEditEvent(event: Pick<EventItem, 'hostId'>, caller: AccessClaims | undefined): boolean {
  return Boolean(caller && (caller.role === 'admin' || caller.sub === event.hostId));
}

/** Drafts are seen by their host and admins only: the event's own read, its lists and its reviews all ask this. */
export function canSeeEvent(event: Pick<EventItem, 'hostId' | 'listingType'>, caller: AccessClaims | undefined): boolean {
  return event.listingType !== 'draft' || canEditEvent(event, caller);
}
