import { api } from '../../../lib/api-client';

/** PATCH /businesses/businessViews: counts one view of the listing; failures are not the visitor's problem. */
export function countView(id: string, cityName: string) {
  return api.patch('/businesses/businessViews', { id, cityName }).catch(() => undefined);
}
