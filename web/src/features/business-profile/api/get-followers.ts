import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** GET /businesses/getBusinessFollowers: who follows the listing. */
export function getFollowers({ businessId, signal }: { businessId: string; signal?: AbortSignal }) {
  return apiRoute('GET /businesses/getBusinessFollowers', { query: { businessId } }, { signal }).then((answer) => answer.followers);
}

export function getFollowersQueryOptions(businessId: string) {
  return queryOptions({ queryKey: ['businesses', businessId, 'followers'], queryFn: ({ signal }) => getFollowers({ businessId, signal }) });
}

/** Fetched only when `enabled` (the Followers tab): the profile call already says whether the caller follows. */
export function useFollowers(businessId: string, enabled = true) {
  return useQuery({ ...getFollowersQueryOptions(businessId), enabled });
}
