import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../../../../functions/lib/validation';

describe('firstIssueMessage', () => {
  it("keeps a schema's own message as it is", () => {
    const result = z.object({ name: z.string().min(1, 'Business name is required') }).safeParse({ name: '' });
    expect(firstIssueMessage(result.error!, 'body')).toBe('Business name is required');
  });

  it("names the field when zod's generic message would not say which", () => {
    const result = z.object({ limit: z.number() }).safeParse({ limit: 'x' });
    expect(firstIssueMessage(result.error!, 'query')).toBe('limit: Please enter a number');
  });
});
