import * as z from 'zod';
import { msg } from '../i18n/catalog';

export const feedbackIssueTypes = ['Page Broken', 'Need Changes', 'UI Suggestions'] as const;

/** The feedback modal (spec 1 §2, §5): an area and non-empty details, else 'Please fill all fields'. */
export const FeedbackSchema = z.object({
  area: z.enum(['improvement', 'broken'], { error: msg('Please fill all fields') }),
  details: z
    .string({ error: msg('Please fill all fields') })
    .trim()
    .min(1, msg('Please fill all fields'))
    .max(2000),
  issueType: z.enum(feedbackIssueTypes).optional(),
  userId: z.string().max(64).optional(),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;

export const trendingTypes = ['business', 'products', 'events', 'articles'] as const;
