import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** The most listings the picker offers; an owner with more reaches the rest through ?businessId= from the business list. */
const PICKER_LIMIT = 100;

/** GET /businesses/getUserBusiness?userId=&page=1&limit=100: the picker's choices, the caller's own listings. */
export function getOwnerBusinessesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['insights', 'owner-businesses', userId],
    queryFn: ({ signal }) => apiRoute('GET /businesses/getUserBusiness', { query: { userId, page: 1, limit: PICKER_LIMIT } }, { signal }).then((answer) => answer.data),
  });
}

export function useOwnerBusinesses(userId: string | undefined) {
  return useQuery({ ...getOwnerBusinessesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
