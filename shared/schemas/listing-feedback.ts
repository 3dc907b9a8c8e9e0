import * as z from 'zod';
import { removalReasons } from '../business/enums';
import { businessReportTypeSchema } from './business-fields';
import { msg } from '../i18n/catalog';

/** Questions, reports and removal requests about a listing (spec 1 §5, §7, §8). */
export const QUESTION_MAX_LENGTH = 200;

export const AddQuestionSchema = z.object({
  question: z
    .string({ error: msg('Please write your question') })
    .trim()
    .min(1, msg('Please write your question'))
    .max(QUESTION_MAX_LENGTH, msg('Less than 200 Characters*')),
  businessId: z.string().min(1, msg('Business ID not found')).max(64),
  cityName: z.string().max(80).optional(),
  userId: z.string().max(64).optional(),
});
export type AddQuestionInput = z.infer<typeof AddQuestionSchema>;

export const AnswerQuestionSchema = z.object({
  answer: z
    .string({ error: msg('Please write an answer') })
    .trim()
    .min(1, msg('Please write an answer'))
    .max(2000),
});

/** A report about a listing (businessId) or about a product's seller (productId, spec 2 §7): exactly one of them. */
export const BusinessReportSchema = z
  .object({
    type: businessReportTypeSchema,
    comment: z
      .string({ error: msg('Comment is required') })
      .trim()
      .min(1, msg('Comment is required'))
      .min(5, msg('Comment should be at least 5 characters'))
      .max(1000),
    businessId: z.string().min(1, msg('Business ID not found')).max(64).optional(),
    productId: z.string().min(1, msg('Product ID not found')).max(64).optional(),
  })
  .refine((report) => Boolean(report.businessId) !== Boolean(report.productId), { message: msg('Business ID not found'), path: ['businessId'] });
export type BusinessReportInput = z.infer<typeof BusinessReportSchema>;

/** The form sends reasons upper-cased (spec 1 §7); any case is accepted. No field is required (spec 1 §5). */
export const RemovalRequestSchema = z.object({
  reasons: z
    .array(z.string().transform((reason) => reason.trim()))
    .max(removalReasons.length)
    .default([])
    .transform((reasons) => reasons.map((reason) => removalReasons.find((known) => known.toLowerCase() === reason.toLowerCase())))
    .refine((reasons) => reasons.every(Boolean), msg('Unknown removal reason'))
    .transform((reasons) => reasons.filter((reason): reason is (typeof removalReasons)[number] => Boolean(reason))),
  additionalInfo: z.string().trim().max(2000).optional(),
  duplicateOf: z.string().trim().max(500).optional(),
  urlOfListing: z.string().trim().max(500).optional(),
  businessId: z.string().min(1, msg('Business ID not found')).max(64),
  cityName: z.string().max(80).optional(),
});
export type RemovalRequestInput = z.infer<typeof RemovalRequestSchema>;

/** `GET /questions/all?businessId`: a listing's questions and answers. */
export const QuestionsQuerySchema = z.object({
  businessId: z
    .string({ error: msg('Business ID not found') })
    .trim()
    .min(1, msg('Business ID not found'))
    .max(64),
});
/** The `{id}` of a question being answered. */
export const QuestionIdPathSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** A question as the API returns it (spec 1 §3 Question); `answer` is null until the owner or an admin answers. */
export interface QuestionResponse {
  _id: string;
  question: string;
  answer: string | null;
  businessId: string;
  createdAt: string;
  answeredAt: string | null;
}

/** `GET /questions/owner`: the owner's questions across their listings; an admin may name another owner. */
export const OwnerQuestionsQuerySchema = z.object({
  ownerId: z.string().trim().min(1).max(64).optional(),
  cursor: z.string().trim().max(2000).optional(),
  limit: z.coerce
    .number({ error: msg('Limit must be a number') })
    .int(msg('Limit must be a whole number'))
    .min(1, msg('Limit must be at least 1'))
    .max(50, msg('Limit must be at most 50'))
    .default(20),
});

/** A row of the owner's questions list: the question and the listing it was asked on. */
export interface OwnerQuestionRow extends QuestionResponse {
  business: { _id: string; name: string; slug: string; cityName: string };
}

export interface OwnerQuestionsPage {
  data: OwnerQuestionRow[];
  nextCursor: string | null;
}
