import { queryOptions, useQuery } from '@tanstack/react-query';
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
