import { apiRoute } from '../../../lib/api-route';

/** PATCH /events/addView/{id} once the event loads; a failure is silent (spec 3 §8). */
export function countEventView(eventId: string) {
  return apiRoute('PATCH /events/addView/{id}', { path: { id: eventId } }).catch(() => undefined);
}
