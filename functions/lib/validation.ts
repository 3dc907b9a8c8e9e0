import type { ZodError } from 'zod';

/**
 * The message a client sees for invalid input: the first issue, in the
 * schema's own words. Schemas carry the spec's messages, so this is usually
 * the exact text the spec shows.
 */
export function firstIssueMessage(error: ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = issue.path.join('.');
  // zod's generic messages ("Invalid input: expected string, received undefined") need the field name to be useful.
  if (/^Invalid input|^Required$|^Expected|^Too (small|big)|^Invalid option/i.test(issue.message) && field) {
    return `${field}: ${issue.message}`;
  }
  return issue.message;
}
