import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_PAGE_SIZE, reviewBases, reviewTargetFields, type ReviewKind } from '@shared/reviews/constants';
import type { ReviewFilter } from '@shared/schemas/review';
import { apiRoute } from '../../../lib/api-route';
import { useDeferredResult } from '../../../lib/react-query';
import { reviewsQueryKey } from './cached-rating';

/** GET {base}/getReviewsDetails: one page of approved reviews (5) with the rating summary. */
export function getReviews(kind: ReviewKind, targetId: string, filter: ReviewFilter, page: number) {
  const query = {
    [reviewTargetFields[kind]]: targetId,
    status: 'approved',
    page,
    limit: REVIEW_PAGE_SIZE,
    positive: filter === 'positive' ? 'true' : undefined,
    image: filter === 'image' ? 'true' : undefined,
  };
  return apiRoute(`GET ${reviewBases[kind]}/getReviewsDetails`, { query });
}

export const getReviewsQueryOptions = (kind: ReviewKind, targetId: string, filter: ReviewFilter = 'all', page = 1) =>
  queryOptions({ queryKey: reviewsQueryKey(kind, targetId, filter, page), queryFn: () => getReviews(kind, targetId, filter, page) });

/** Every page and filter of one target, for invalidating after a change. */
export const reviewsOfTargetKey = (kind: ReviewKind, targetId: string) => getReviewsQueryOptions(kind, targetId).queryKey.slice(0, 3);

export function useReviews(kind: ReviewKind, targetId: string, filter: ReviewFilter, page: number) {
  return useDeferredResult(useQuery({ ...getReviewsQueryOptions(kind, targetId, filter, page), placeholderData: (previous) => previous }));
}
