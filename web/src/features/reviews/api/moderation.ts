import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewBases, type ModerationEntry } from '@shared/schemas/review';
import { apiRoute } from '../../../lib/api-route';

/** GET /reviews/moderation: reported reviews, most reported first (admins). */
export const getModerationQueue = () => apiRoute('GET /reviews/moderation', { query: { limit: 50 } });
export const getModerationQueueQueryOptions = () => queryOptions({ queryKey: ['review-moderation'], queryFn: getModerationQueue });
export const useModerationQueue = () => useQuery(getModerationQueueQueryOptions());

/** Blocks the review (PATCH {base}/block/{id}) or dismisses its reports (PATCH /reviews/moderation/dismiss). */
export function decide({ entry, decision }: { entry: ModerationEntry; decision: 'block' | 'dismiss' }) {
  if (decision === 'dismiss') return apiRoute('PATCH /reviews/moderation/dismiss', { body: { reviewId: entry.reviewId } });
  return apiRoute(`PATCH ${reviewBases[entry.kind]}/block/{reviewId}`, { path: { reviewId: entry.reviewId }, body: { blocked: true } });
}

export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decide, onSuccess: () => queryClient.invalidateQueries({ queryKey: getModerationQueueQueryOptions().queryKey }) });
}
