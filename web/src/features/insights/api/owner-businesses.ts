import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessResponse } from '@shared/schemas/business';
import { api } from '../../../lib/api-client';

/** The most listings the picker offers; an owner with more reaches the rest through ?businessId= from the business list. */
const PICKER_LIMIT = 100;

/** GET /businesses/getUserBusiness?userId=&page=1&limit=100: the picker's choices, the caller's own listings. */
export function getOwnerBusinessesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['insights', 'owner-businesses', userId],
    queryFn: ({ signal }) => api.get<{ data: BusinessResponse[] }>('/businesses/getUserBusiness', { params: { userId, page: 1, limit: PICKER_LIMIT }, signal }).then((answer) => answer.data),
  });
}

export function useOwnerBusinesses(userId: string | undefined) {
  return useQuery({ ...getOwnerBusinessesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
