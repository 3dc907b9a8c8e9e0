import { useMutation } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** DELETE /chat/deleteConversation: removes the chat for the caller. */
export function deleteConversation(input: { participant1: string; participant2: string; businessId: string }) {
  return apiRoute('DELETE /chat/deleteConversation', { body: input });
}

export function useDeleteConversation(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: deleteConversation, onSuccess: options.onSuccess });
}
