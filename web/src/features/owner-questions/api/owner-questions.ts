import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

const PAGE_SIZE = 20;

/** GET /questions/owner: questions across the owner's listings, unanswered first (an admin may name another owner). */
export const ownerQuestionsQueryOptions = (ownerId?: string) =>
  infiniteQueryOptions({
    queryKey: ['questions', 'owner', ownerId ?? 'me'],
    queryFn: ({ pageParam, signal }) => apiRoute('GET /questions/owner', { query: { ownerId, limit: PAGE_SIZE, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useOwnerQuestions = (ownerId?: string) => useInfiniteQuery(ownerQuestionsQueryOptions(ownerId));

/** PATCH /questions/answer/{id}; refreshes this list and the listing's Faqs tab. */
export function useAnswerOwnerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; businessId: string; answer: string }) => apiRoute('PATCH /questions/answer/{id}', { path: { id }, body: { answer } }),
    onSuccess: (_answer, { businessId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['questions', 'owner'] }),
        // The profile's Faqs tab keeps the listing's questions under this key.
        queryClient.invalidateQueries({ queryKey: ['businesses', businessId, 'questions'] }),
      ]),
  });
}
