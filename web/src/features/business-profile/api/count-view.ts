import { apiRoute } from '../../../lib/api-route';

/** PATCH /businesses/businessViews: counts one view of the listing; failures are not the visitor's problem. */
export function countView(id: string, cityName: string) {
  return apiRoute('PATCH /businesses/businessViews', { body: { id, cityName } }).catch(() => undefined);
}
