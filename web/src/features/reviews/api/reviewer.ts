import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewResponse, ReviewUser } from '@shared/schemas/review';
import { api } from '../../../lib/api-client';

export interface ReviewerProfile {
  user: ReviewUser & { isFollowing: boolean };
  reviews: (ReviewResponse & { business: { name: string; slug: string; cityName: string } | null })[];
}

/** GET /reviews/getByUser?slug=: a reviewer's public profile and their reviews. */
export const getReviewer = (slug: string) => api.get<ReviewerProfile>(`/reviews/getByUser?slug=${encodeURIComponent(slug)}`);

export const getReviewerQueryOptions = (slug: string) => queryOptions({ queryKey: ['reviewer', slug], queryFn: () => getReviewer(slug) });

export const useReviewer = (slug: string) => useQuery(getReviewerQueryOptions(slug));

/** PATCH /users/followUser: follows the reviewer, or unfollows (spec 1 §4). */
export const followUser = (followeeId: string) => api.patch<{ following: boolean }>('/users/followUser', { followeeId });

export function useFollowUser(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: followUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: getReviewerQueryOptions(slug).queryKey }) });
}
