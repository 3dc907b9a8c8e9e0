import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';
import { getFollowersQueryOptions } from './get-followers';

/** PATCH /businesses/followOrUnfollowBusiness: follows, or unfollows when already following. */
export function toggleFollow({ businessId, cityName }: { businessId: string; cityName: string }) {
  return apiRoute('PATCH /businesses/followOrUnfollowBusiness', { body: { businessId, cityName } });
}

export function useToggleFollow(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    // The followers list and the profile (its follow state and counter) both change.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: getFollowersQueryOptions(businessId).queryKey }), queryClient.invalidateQueries({ queryKey: ['businesses'], type: 'active' })]),
  });
}
