import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { POSITIVE_RATING, reviewBases, type ReactionType, type ReviewKind, type SpamReason } from '@shared/reviews/constants';
import type { ApiInput } from '@shared/api/contract';
import type { ReviewFilter, ReviewResponse, ReviewsDetailsResponse } from '@shared/schemas/review';
import { apiRoute } from '../../../lib/api-route';
import { getReviews, getReviewsQueryOptions, reviewsOfTargetKey } from './get-reviews';

/** What POST {base}/add accepts: one of the kinds' review bodies. */
export type AddReviewBody = ApiInput<`POST ${(typeof reviewBases)[ReviewKind]}/add`>['body'];

/** POST {base}/add. */
export function addReview(kind: ReviewKind, body: AddReviewBody) {
  return apiRoute(`POST ${reviewBases[kind]}/add`, { body });
}

/** PATCH {base}/reactOnReview: gives the reaction, or takes it back. */
export function reactOnReview(kind: ReviewKind, reviewId: string, reactionType: ReactionType) {
  return apiRoute(`PATCH ${reviewBases[kind]}/reactOnReview`, { body: { reviewId, reactionType } });
}

/** PATCH {base}/reply/{reviewId}. */
export function replyToReview(kind: ReviewKind, reviewId: string, content: string) {
  return apiRoute(`PATCH ${reviewBases[kind]}/reply/{reviewId}`, { path: { reviewId }, body: { content } });
}

/** DELETE {base}/delete/{reviewId}. */
export function deleteReview(kind: ReviewKind, reviewId: string) {
  return apiRoute(`DELETE ${reviewBases[kind]}/delete/{reviewId}`, { path: { reviewId } });
}

/** PATCH {base}/block/{reviewId} (admins). */
export function blockReview(kind: ReviewKind, reviewId: string, blocked: boolean) {
  return apiRoute(`PATCH ${reviewBases[kind]}/block/{reviewId}`, { path: { reviewId }, body: { blocked } });
}

/** PATCH {base}/spam: reports a review once. */
export function reportReview(kind: ReviewKind, reviewId: string, reason: SpamReason) {
  return apiRoute(`PATCH ${reviewBases[kind]}/spam`, { body: { reviewId, reason } });
}

/** A review write that refreshes the target's lists and summary when done. */
export function useReviewMutation<Input, Output>(kind: ReviewKind, targetId: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsOfTargetKey(kind, targetId) }) });
}

/** How long the stream may take to count a new review, in reads half a second apart. */
const COUNT_TRIES = 60;

type ReviewsKey = readonly ['reviews', ReviewKind, string, ReviewFilter, number];

/**
 * Shows a new review at once in every cached list and count of its target
 * (the first page of each filter it belongs to, the totals, the stars), so
 * the section and the profile header, which read the same cache entry, move
 * together without waiting for the stream that keeps the counts.
 */
function countNewReview(queryClient: QueryClient, kind: ReviewKind, targetId: string, review: ReviewResponse) {
  const rating = review.rating ? (String(review.rating) as keyof ReviewsDetailsResponse['ratingCounts']) : undefined;
  for (const [key, summary] of queryClient.getQueriesData<ReviewsDetailsResponse>({ queryKey: reviewsOfTargetKey(kind, targetId) })) {
    if (!summary) continue;
    const [, , , filter, page] = key as unknown as ReviewsKey;
    const ratingCounts = rating ? { ...summary.ratingCounts, [rating]: summary.ratingCounts[rating] + 1 } : summary.ratingCounts;
    const rated = Object.values(ratingCounts).reduce((sum, count) => sum + count, 0);
    const starSum = Object.entries(ratingCounts).reduce((sum, [star, count]) => sum + Number(star) * count, 0);
    const listed = filter === 'all' || (filter === 'positive' && (review.rating ?? 0) >= POSITIVE_RATING) || (filter === 'image' && review.images.length > 0);
    queryClient.setQueryData<ReviewsDetailsResponse>(key, {
      ...summary,
      total: summary.total + 1,
      ratingCounts,
      average: rated ? Math.round((starSum / rated) * 10) / 10 : summary.average,
      data: listed && page === 1 ? [review, ...summary.data].slice(0, summary.limit) : summary.data,
    });
  }
}

/** Reads the target's first page (outside the cache) until the stream has counted the review, then refreshes every cached page with the server's own. */
async function refreshWhenCounted(queryClient: QueryClient, kind: ReviewKind, targetId: string, expectedTotal: number) {
  for (let tries = 0; tries < COUNT_TRIES; tries++) {
    const summary = await getReviews(kind, targetId, 'all', 1).catch(() => undefined);
    if (summary && summary.total >= expectedTotal) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await queryClient.invalidateQueries({ queryKey: reviewsOfTargetKey(kind, targetId) });
}

/** POST {base}/add: the review shows at once, and the server's counts replace the page's once the stream has them. */
export function useAddReview(kind: ReviewKind, targetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddReviewBody) => {
      const before = queryClient.getQueryData(getReviewsQueryOptions(kind, targetId).queryKey) ?? (await getReviews(kind, targetId, 'all', 1).catch(() => undefined));
      const answer = await addReview(kind, body);
      countNewReview(queryClient, kind, targetId, answer.data);
      void refreshWhenCounted(queryClient, kind, targetId, (before?.total ?? 0) + 1);
      return answer;
    },
  });
}
