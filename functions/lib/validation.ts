import type * as z from 'zod';
import { isGenericIssueMessage } from '../../shared/schemas/error-messages';

/**
 * The message a client sees for invalid input: the first issue, in the
 * schema's own words. Schemas carry the spec's messages, so this is usually
 * the exact text the spec shows.
 */
export function firstIssueMessage(error: { issues: readonly z.core.$ZodIssue[] }, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = issue.path.join('.');
  // Generic messages ('This field is required', or zod's own) need the field name to be useful.
  if ((isGenericIssueMessage(issue.message) || /^Invalid input|^Required$|^Expected|^Too (small|big)|^Invalid option/i.test(issue.message)) && field) {
    return `${field}: ${issue.message}`;
  }
  return issue.message;
}
