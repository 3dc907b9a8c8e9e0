import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /chat/deleteConversation: removes the chat for the caller. */
export function deleteConversation(input: { participant1: string; participant2: string; businessId: string }) {
  return api.delete<{ message: string; conversationId: string }>('/chat/deleteConversation', { body: input });
}

export function useDeleteConversation(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: deleteConversation, onSuccess: options.onSuccess });
}
