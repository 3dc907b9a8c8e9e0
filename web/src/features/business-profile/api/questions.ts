import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddQuestionInput } from '@shared/schemas/listing-feedback';
import { apiRoute } from '../../../lib/api-route';

/** GET /questions/all: the listing's questions and answers. */
export function getQuestions({ businessId, signal }: { businessId: string; signal?: AbortSignal }) {
  return apiRoute('GET /questions/all', { query: { businessId } }, { signal }).then((answer) => answer.data);
}

export function getQuestionsQueryOptions(businessId: string) {
  return queryOptions({ queryKey: ['businesses', businessId, 'questions'], queryFn: ({ signal }) => getQuestions({ businessId, signal }) });
}

export function useQuestions(businessId: string) {
  return useQuery(getQuestionsQueryOptions(businessId));
}

/** POST /questions/add. */
export function addQuestion(input: AddQuestionInput) {
  return apiRoute('POST /questions/add', { body: input });
}

export function useAddQuestion(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQuestionsQueryOptions(businessId).queryKey }),
  });
}

/** PATCH /questions/answer/{id}: the owner's (or an admin's) answer. */
export function answerQuestion({ id, answer }: { id: string; answer: string }) {
  return apiRoute('PATCH /questions/answer/{id}', { path: { id }, body: { answer } });
}

export function useAnswerQuestion(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQuestionsQueryOptions(businessId).queryKey }),
  });
}
