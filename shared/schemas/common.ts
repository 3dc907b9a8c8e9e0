import * as z from 'zod';
// Human messages for every schema that does not give its own.
import './error-messages';
import { msg } from '../i18n/catalog';

/**
 * Field builders every schema uses, so that each string and array has a bound
 * and each link is http or https. A `javascript:` or `data:` URL is refused
 * here, once, for every URL field of every entity.
 */
export const INVALID_URL: string = msg('Please enter a valid URL');

/** A trimmed string of at most `max` characters. */
export const boundedText = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);

/** An absolute http(s) URL. */
export const httpUrl = (message = INVALID_URL) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, message);

/** An http(s) URL, or '' to clear the field. */
export const optionalHttpUrl = (message = INVALID_URL) => z.union([z.literal(''), httpUrl(message)]).optional();

/** An S3 key from POST /uploads/presign; the handler checks that it sits under the caller's prefix. */
export const uploadKey = z.string().trim().min(1).max(512);
