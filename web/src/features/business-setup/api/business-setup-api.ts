import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpdateBusinessInput } from '@shared/schemas/business';
import type { AmenityResponse } from '@shared/schemas/amenity';
import { apiRoute } from '../../../lib/api-route';

/** POST /businesses/{id}: the listing with every field, for its owner's setup form. */
export function getBusinessForEdit({ businessId, cityName, signal }: { businessId: string; cityName?: string; signal?: AbortSignal }) {
  return apiRoute('POST /businesses/{id}', { path: { id: businessId }, body: { cityName } }, { signal }).then((answer) => answer.data);
}

export function getBusinessForEditQueryOptions(businessId: string) {
  return queryOptions({ queryKey: ['businesses', 'edit', businessId], queryFn: ({ signal }) => getBusinessForEdit({ businessId, signal }) });
}

export function useBusinessForEdit(businessId: string | undefined) {
  return useQuery({ ...getBusinessForEditQueryOptions(businessId ?? ''), enabled: Boolean(businessId) });
}

export interface UpdateBusinessVariables {
  businessId: string;
  changes: UpdateBusinessInput & { imagesToRemove?: string[]; logoRemoved?: boolean; deleteHeader?: 'yes' | 'no' };
}

/** PATCH /businesses/update/{id}. */
export function updateBusiness({ businessId, changes }: UpdateBusinessVariables) {
  return apiRoute('PATCH /businesses/update/{id}', { path: { id: businessId }, body: changes }).then((answer) => answer.data);
}

/** POST /businesses/submitEditRequest: in page mode 'business' a save asks an admin instead. */
export function submitEditRequest(input: { businessId: string; cityName: string; requestedFields: UpdateBusinessInput }) {
  return apiRoute('POST /businesses/submitEditRequest', { body: input });
}

/** GET /businesses/generateContent: a description draft from the listing's own fields. */
export function generateContent(businessId: string, cityName: string) {
  return apiRoute('GET /businesses/generateContent', { query: { id: businessId, cityName } }).then((answer) => answer.content);
}

export type Amenity = AmenityResponse;

/** GET /amenity/all. */
export function getAmenities({ signal }: { signal?: AbortSignal } = {}) {
  return apiRoute('GET /amenity/all', {}, { signal }).then((answer) => answer.amenities);
}

export function useAmenities() {
  return useQuery(queryOptions({ queryKey: ['amenities'], queryFn: ({ signal }) => getAmenities({ signal }), staleTime: Infinity }));
}

/** GET /businesses/getUserBusiness: the signed-in owner's listings. */
export function getUserBusinesses({ userId, page = 1, limit = 10, search, signal }: { userId: string; page?: number; limit?: number; search?: string; signal?: AbortSignal }) {
  return apiRoute('GET /businesses/getUserBusiness', { query: { userId, page, limit, search } }, { signal });
}

export function getUserBusinessesQueryOptions(userId: string, { search = '', page = 1 }: { search?: string; page?: number } = {}) {
  return queryOptions({
    queryKey: ['businesses', 'owner', userId, search, page],
    queryFn: ({ signal }) => getUserBusinesses({ userId, search: search || undefined, page, signal }),
    placeholderData: (previous) => previous,
  });
}
