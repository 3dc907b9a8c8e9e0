import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@shared/schemas/content';
import { api } from '../../../lib/api-client';

/** POST /feedback/add: an improvement idea or a broken page, with details; a signed-in sender is recorded by the server. */
export function sendFeedback(input: FeedbackInput) {
  return api.post<{ message: string }>('/feedback/add', input);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
