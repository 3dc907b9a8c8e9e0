import * as z from 'zod';
import { createContactMessage, listContactMessages, setContactStatus, type ContactMessageItem } from '../../data/entities/contact-message';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import { ContactListQuerySchema, ContactMessageInputSchema, ContactStatusUpdateSchema, type ContactListResponse, type ContactMessageResponse } from '../../../shared/schemas/contactus';

const toContactResponse = (item: ContactMessageItem): ContactMessageResponse => ({
  _id: item.messageId,
  name: item.name,
  email: item.email,
  subject: item.subject,
  message: item.message,
  status: item.status,
  ...(item.messageOfLeft ? { messageOfLeft: item.messageOfLeft } : {}),
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

/** Matches the search box against name, email and subject, any case. */
const matches = (item: ContactMessageItem, text: string) => [item.name, item.email, item.subject].some((field) => field.toLowerCase().includes(text));

export const contactusRoutes: DomainRoutes<'contactus'> = {
  // The public contact form; throttled per address (its manifest rateLimit).
  'POST /contactus/add': defineRoute({
    body: ContactMessageInputSchema,
    handler: async ({ body }) => {
      return reply(201, { message: 'Contact details submitted successfully', data: toContactResponse(await createContactMessage(body)) });
    },
  }),

  // The admin table, newest first: search, status filter and pages.
  'GET /contactus/all': defineRoute({
    query: ContactListQuerySchema,
    handler: async ({ query }): Promise<ContactListResponse> => {
      const text = query.query?.toLowerCase();
      const wanted = (await listContactMessages()).filter((item) => (!text || matches(item, text)) && (!query.status || item.status === query.status));
      const total = wanted.length;
      const start = (query.page - 1) * query.limit;
      return {
        data: wanted.slice(start, start + query.limit).map(toContactResponse),
        pagination: { page: query.page, limit: query.limit, total, totalCount: total, totalPages: Math.ceil(total / query.limit) },
      };
    },
  }),

  // Checked, or Left with a note (messageOfLeft).
  'PATCH /contactus/update/{id}': defineRoute({
    path: z.object({ id: z.string().trim().min(1).max(100) }),
    body: ContactStatusUpdateSchema,
    handler: async ({ path, body }) => ({ message: 'Updated', data: toContactResponse(await setContactStatus(path.id, body)) }),
  }),
};

export const handler = createDomainHandler('contactus', contactusRoutes);
