import { useQuery } from '@tanstack/react-query';
import type { BusinessReportInput } from '@shared/schemas/listing-feedback';
import type { AddLeadSchema, AddQuoteSchema, RequireFormSchema } from '@shared/schemas/product';
import type * as z from 'zod';
import { apiRoute } from '../../../lib/api-route';

export const sendQuote = (input: z.input<typeof AddQuoteSchema>) => apiRoute('POST /quotes/add', { body: input });
export const sendLead = (input: z.input<typeof AddLeadSchema>) => apiRoute('POST /leads/add', { body: input });
export const reportSeller = (input: Pick<BusinessReportInput, 'type' | 'comment'> & { productId: string }) => apiRoute('POST /report/add', { body: input });

/** GET /leads/inbox: the seller's quotes and leads, newest first. */
export function useInbox(cursor?: string) {
  return useQuery({
    queryKey: ['leads', 'inbox', cursor ?? null],
    queryFn: ({ signal }) => apiRoute('GET /leads/inbox', { query: { cursor } }, { signal }),
  });
}

export const markInboxItemRead = (id: string) => apiRoute('PATCH /leads/markRead/{id}', { path: { id } });

/** POST /leads/requestQuotes (/require-form): a request for quotes to the businesses of a category in a city. */
export const sendRequestForQuotes = (input: z.input<typeof RequireFormSchema>) => apiRoute('POST /leads/requestQuotes', { body: input });
