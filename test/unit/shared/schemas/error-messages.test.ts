import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { isGenericIssueMessage } from '../../../../shared/schemas/error-messages';
import { UpdateBusinessSchema } from '../../../../shared/schemas/business';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('human validation messages', () => {
  it('says what to do instead of quoting zod', () => {
    expect(messageOf(z.string().max(120), 'x'.repeat(121))).toBe('Please keep this to 120 characters or fewer');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Please enter at least 3 characters');
    expect(messageOf(z.string().min(1), '')).toBe('This field is required');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This field is required');
    expect(messageOf(z.number(), 'ten')).toBe('Please enter a number');
    expect(messageOf(z.number().nonnegative(), -5)).toBe('Please enter a number that is not negative');
    expect(messageOf(z.number().max(100), 101)).toBe('Please enter a number no more than 100');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Please keep this to 2 items or fewer');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Please choose one of the options');
    expect(messageOf(z.email(), 'not-mail')).toBe('Please enter a valid email address');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('Unknown field: extra');
  });

  it("keeps a schema's own message, and marks only the generic ones", () => {
    expect(messageOf(z.string().max(5, 'Name is too long'), 'abcdefgh')).toBe('Name is too long');
    expect(isGenericIssueMessage('Please keep this to 120 characters or fewer')).toBe(true);
    expect(isGenericIssueMessage('Name is too long')).toBe(false);
  });

  it("reaches the setup form's fields: a long price title and a negative price", () => {
    const result = UpdateBusinessSchema.safeParse({ pricing: [{ units: 1, minPrice: -1, maxPrice: null, currency: 'INR', title: 'x'.repeat(121) }] });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages['pricing.0.title']).toBe('Please keep this to 120 characters or fewer');
    expect(messages['pricing.0.minPrice']).toMatch(/negative/);
  });
});
