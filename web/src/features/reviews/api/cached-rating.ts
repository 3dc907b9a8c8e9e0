import { useQuery } from '@tanstack/react-query';
import type { ReviewKind } from '@shared/reviews/constants';
import type { ReviewFilter, ReviewsDetailsResponse } from '@shared/schemas/review';

/**
 * The cache key of one page of a target's reviews (get-reviews.ts). Apart from
 * the review section's code: the business profile's header reads the rating
 * under it without loading the section, which loads as it nears the viewport.
 */
export const reviewsQueryKey = (kind: ReviewKind, targetId: string, filter: ReviewFilter = 'all', page = 1) => ['reviews', kind, targetId, filter, page] as const;

/**
 * A target's rating as the reviews section last read it, without a fetch of
 * its own (undefined until the section has loaded): the profile header counts
 * from the same cache entry as the section, so both move together.
 */
export function useCachedRating(kind: ReviewKind, targetId: string): { count: number; average: number } | undefined {
  return useQuery({
    queryKey: reviewsQueryKey(kind, targetId),
    enabled: false,
    select: (summary: ReviewsDetailsResponse) => ({ count: Object.values(summary.ratingCounts).reduce((sum, count) => sum + count, 0), average: summary.average }),
  }).data;
}
