import type { AddBusinessInput } from '@shared/schemas/business';
import { apiRoute } from '../lib/api-route';

/** POST /businesses/add: answers the new listing (its _id and cityName). Used by the setup form and the claim page. */
export function addBusiness(input: AddBusinessInput & { registration?: boolean }) {
  return apiRoute('POST /businesses/add', { body: input });
}
