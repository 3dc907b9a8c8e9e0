import type { AddBusinessInput, BusinessResponse } from '@shared/schemas/business';
import { api } from '../lib/api-client';

/** POST /businesses/add: answers the new listing (its _id and cityName). Used by the setup form and the claim page. */
export function addBusiness(input: AddBusinessInput & { registration?: boolean }) {
  return api.post<BusinessResponse>('/businesses/add', input);
}
