import * as z from 'zod';
import { msg } from '../i18n/catalog';

/**
 * zod's own messages ('Too big: expected string to have <=120 characters')
 * are for developers. Every schema that does not say something better gets
 * these instead, in the web forms and in the API's answers alike.
 */
const generated = new Set<string>();

const typeWords: Record<string, string> = {
  number: msg('Please enter a number'),
  int: msg('Please enter a whole number'),
  boolean: msg('Please choose yes or no'),
  string: msg('Please enter text'),
  array: msg('Please provide a list'),
  object: msg('Please provide the details'),
  date: msg('Please enter a valid date'),
};

/** The human message for a raw zod issue, or undefined to keep zod's. */
export function humanIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return msg('This field is required');
      return typeWords[issue.expected] ?? msg('Please check this value');
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Please keep this to ${max} characters or fewer`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Please keep this to ${max} items or fewer`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive === false ? `Please enter a number below ${max}` : `Please enter a number no more than ${max}`;
      return undefined;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? msg('This field is required') : `Please enter at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? msg('Please add at least one') : `Please add at least ${min}`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        if (min === 0) return issue.inclusive === false ? msg('Please enter a number above 0') : msg('Please enter a number that is not negative');
        return issue.inclusive === false ? `Please enter a number above ${min}` : `Please enter a number no less than ${min}`;
      }
      return undefined;
    }
    case 'invalid_format':
      if (issue.format === 'email') return msg('Please enter a valid email address');
      if (issue.format === 'url') return msg('Please enter a valid URL');
      return msg('Please check the format of this value');
    case 'invalid_value':
      return msg('Please choose one of the options');
    case 'not_multiple_of':
      return `Please enter a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return msg('Please check this value');
    default:
      return undefined;
  }
}

/** Whether a message is one of these generic ones (the API then names the field it is about). */
export const isGenericIssueMessage = (message: string) => generated.has(message);

z.config({
  customError: (issue) => {
    const message = humanIssueMessage(issue);
    if (message) generated.add(message);
    return message;
  },
});
