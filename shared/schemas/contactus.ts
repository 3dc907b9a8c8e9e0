import * as z from 'zod';
import { EmailSchema } from './auth';
import { msg } from '../i18n/catalog';

export const contactStatuses = ['pending', 'Checked', 'Left'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000, note: 1000 } as const;
/** The admin table cuts the subject to 50 characters (spec 1 §9). */
export const SUBJECT_SHOWN = 50;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /contactus/add: the public contact form. */
export const ContactMessageInputSchema = z.object({
  name: text('Name', CONTACT_LIMITS.name),
  email: EmailSchema,
  subject: text('Subject', CONTACT_LIMITS.subject),
  message: text('Message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

/** PATCH /contactus/update/{id}: Checked, or Left with the note saying how it was left. */
export const ContactStatusUpdateSchema = z
  .object({
    status: z.enum(contactStatuses, { error: msg('status must be pending, Checked or Left') }),
    messageOfLeft: z
      .string({ error: msg('messageOfLeft must be text') })
      .trim()
      .max(CONTACT_LIMITS.note, `The note must be at most ${CONTACT_LIMITS.note} characters`)
      .optional(),
  })
  .refine((update) => update.status !== 'Left' || Boolean(update.messageOfLeft), { message: msg('Please add a note when leaving a message'), path: ['messageOfLeft'] });
export type ContactStatusUpdate = z.infer<typeof ContactStatusUpdateSchema>;

/** GET /contactus/all?query=&page=&limit=. */
export const ContactListQuerySchema = z.object({
  query: z.string().trim().max(120, msg('query must be at most 120 characters')).optional(),
  status: z.enum(contactStatuses, { error: msg('status must be pending, Checked or Left') }).optional(),
  page: z.coerce
    .number({ error: msg('page must be a number') })
    .int(msg('page must be a whole number'))
    .min(1, msg('page must be at least 1'))
    .max(100_000, msg('page is too large'))
    .default(1),
  limit: z.coerce
    .number({ error: msg('limit must be a number') })
    .int(msg('limit must be a whole number'))
    .min(1, msg('limit must be at least 1'))
    .default(200)
    .transform((value) => Math.min(value, 500)),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

export interface ContactMessageResponse {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  messageOfLeft?: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContactListResponse {
  data: ContactMessageResponse[];
  pagination: { page: number; limit: number; total: number; totalCount: number; totalPages: number };
}
