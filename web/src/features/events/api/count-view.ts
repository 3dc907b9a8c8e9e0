import { api } from '../../../lib/api-client';

/** PATCH /events/addView/{id} once the event loads; a failure is silent (spec 3 §8). */
export function countEventView(eventId: string) {
  return api.patch(`/events/addView/${encodeURIComponent(eventId)}`).catch(() => undefined);
}
