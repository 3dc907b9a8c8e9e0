import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@shared/schemas/content';
import { apiRoute } from '../../../lib/api-route';

/** POST /feedback/add: an improvement idea or a broken page, with details; a signed-in sender is recorded by the server. */
export function sendFeedback(input: FeedbackInput) {
  return apiRoute('POST /feedback/add', { body: input });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
