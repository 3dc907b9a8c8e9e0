import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reviewBases, type ReactionType, type ReviewKind, type SpamReason } from '@shared/reviews/constants';
import type { ReviewResponse } from '@shared/schemas/review';
import { api } from '../../../lib/api-client';
import { getReviewsQueryOptions, reviewsOfTargetKey } from './get-reviews';

/** POST {base}/add. */
export function addReview(kind: ReviewKind, body: Record<string, unknown>) {
  return api.post<{ message: string; data: ReviewResponse }>(`${reviewBases[kind]}/add`, body);
}

/** PATCH {base}/reactOnReview: gives the reaction, or takes it back. */
export function reactOnReview(kind: ReviewKind, reviewId: string, reactionType: ReactionType) {
  return api.patch<{ reacted: boolean }>(`${reviewBases[kind]}/reactOnReview`, { reviewId, reactionType });
}

/** PATCH {base}/reply/{reviewId}. */
export function replyToReview(kind: ReviewKind, reviewId: string, content: string) {
  return api.patch(`${reviewBases[kind]}/reply/${encodeURIComponent(reviewId)}`, { content });
}

/** DELETE {base}/delete/{reviewId}. */
export function deleteReview(kind: ReviewKind, reviewId: string) {
  return api.delete<{ message: string }>(`${reviewBases[kind]}/delete/${encodeURIComponent(reviewId)}`);
}

/** PATCH {base}/block/{reviewId} (admins). */
export function blockReview(kind: ReviewKind, reviewId: string, blocked: boolean) {
  return api.patch(`${reviewBases[kind]}/block/${encodeURIComponent(reviewId)}`, { blocked });
}

/** PATCH {base}/spam: reports a review once. */
export function reportReview(kind: ReviewKind, reviewId: string, reason: SpamReason) {
  return api.patch<{ message: string }>(`${reviewBases[kind]}/spam`, { reviewId, reason });
}

/** A review write that refreshes the target's lists and summary when done. */
export function useReviewMutation<Input, Output>(kind: ReviewKind, targetId: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsOfTargetKey(kind, targetId) }) });
}

/** How long a new review may take to be counted (the stream's lag), in tries half a second apart. */
const COUNT_TRIES = 12;

/**
 * The review list shows a new review at once, but its target's counts are
 * kept by the stream, a moment later: reads the first page again until the
 * review is counted, so the section and the header (same cache entry) move together.
 */
async function refreshUntilCounted(queryClient: QueryClient, kind: ReviewKind, targetId: string, countedBefore: number) {
  const firstPage = getReviewsQueryOptions(kind, targetId);
  for (let tries = 0; tries < COUNT_TRIES; tries++) {
    const summary = await queryClient.fetchQuery({ ...firstPage, staleTime: 0 }).catch(() => undefined);
    if (summary && summary.total > countedBefore) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await queryClient.invalidateQueries({ queryKey: reviewsOfTargetKey(kind, targetId) });
}

/** POST {base}/add, then every list and count of the target follows. */
export function useAddReview(kind: ReviewKind, targetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const countedBefore = queryClient.getQueryData(getReviewsQueryOptions(kind, targetId).queryKey)?.total ?? 0;
      const answer = await addReview(kind, body);
      await queryClient.invalidateQueries({ queryKey: reviewsOfTargetKey(kind, targetId) });
      void refreshUntilCounted(queryClient, kind, targetId, countedBefore);
      return answer;
    },
  });
}
