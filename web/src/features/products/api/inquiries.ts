import { useQuery } from '@tanstack/react-query';
import type { AddLeadSchema, AddQuoteSchema, RequireFormSchema } from '@shared/schemas/product';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';
import type { InboxItem } from '../types';

export const sendQuote = (input: z.input<typeof AddQuoteSchema>) => api.post<{ message: string }>('/quotes/add', input);
export const sendLead = (input: z.input<typeof AddLeadSchema>) => api.post<{ message: string }>('/leads/add', input);
export const reportSeller = (input: { type: string; comment: string; productId: string }) => api.post<{ message: string }>('/report/add', input);

/** GET /leads/inbox: the seller's quotes and leads, newest first. */
export function useInbox(cursor?: string) {
  return useQuery({
    queryKey: ['leads', 'inbox', cursor ?? null],
    queryFn: ({ signal }) => api.get<{ data: InboxItem[]; nextCursor: string | null }>('/leads/inbox', { params: { cursor }, signal }),
  });
}

export const markInboxItemRead = (id: string) => api.patch(`/leads/markRead/${encodeURIComponent(id)}`);

/** POST /leads/requestQuotes (/require-form): a request for quotes to the businesses of a category in a city. */
export const sendRequestForQuotes = (input: z.input<typeof RequireFormSchema>) => api.post<{ message: string; recipients: number }>('/leads/requestQuotes', input);
