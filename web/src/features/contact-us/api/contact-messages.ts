import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageInput, ContactStatusUpdate } from '@shared/schemas/contactus';
import { apiRoute } from '../../../lib/api-route';

/** GET /contactus/all?query=&page=&limit=: the admin table. */
export function getContactMessagesQueryOptions({ query = '', page = 1, limit = 200 }: { query?: string; page?: number; limit?: number } = {}) {
  return queryOptions({
    queryKey: ['contact-messages', query, page, limit],
    queryFn: ({ signal }) => apiRoute('GET /contactus/all', { query: { query: query || undefined, page, limit } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(options: { query?: string; page?: number; limit?: number }) {
  return useQuery(getContactMessagesQueryOptions(options));
}

/** PATCH /contactus/update/{id}: status, and messageOfLeft when Left. */
export function updateContactMessage({ id, update }: { id: string; update: ContactStatusUpdate }) {
  return apiRoute('PATCH /contactus/update/{id}', { path: { id }, body: update });
}

export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getContactMessagesQueryOptions().queryKey.slice(0, 1) });
    },
  });
}

/** POST /contactus/add: the public contact form. */
export function sendContactMessage(input: ContactMessageInput) {
  return apiRoute('POST /contactus/add', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
