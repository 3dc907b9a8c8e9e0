import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddQuestionInput, QuestionResponse } from '@shared/schemas/listing-feedback';
import { api } from '../../../lib/api-client';

/** GET /questions/all: the listing's questions and answers. */
export function getQuestions({ businessId, signal }: { businessId: string; signal?: AbortSignal }) {
  return api.get<{ data: QuestionResponse[] }>('/questions/all', { params: { businessId }, signal }).then((answer) => answer.data);
}

export function getQuestionsQueryOptions(businessId: string) {
  return queryOptions({ queryKey: ['businesses', businessId, 'questions'], queryFn: ({ signal }) => getQuestions({ businessId, signal }) });
}

export function useQuestions(businessId: string) {
  return useQuery(getQuestionsQueryOptions(businessId));
}

/** POST /questions/add. */
export function addQuestion(input: AddQuestionInput) {
  return api.post<{ data: QuestionResponse }>('/questions/add', input);
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
  return api.patch<{ data: QuestionResponse }>(`/questions/answer/${encodeURIComponent(id)}`, { answer });
}

export function useAnswerQuestion(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQuestionsQueryOptions(businessId).queryKey }),
  });
}
