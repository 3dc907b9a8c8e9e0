import * as z from 'zod/mini';
import { msg } from '../i18n/catalog';

/*
 * The login form is the only form on the home pages (the pop-up after 2 s), so its schema is
 * written with zod/mini: the pop-up loads ~5 KB of validation instead of classic zod's ~22 KB.
 * Every check names its own message, so the shared human-message config need not be loaded.
 */

export const EmailSchema = z.pipe(
  z.string({ error: msg('Email is required') }).check(z.trim(), z.minLength(1, msg('Email is required')), z.maxLength(254, msg('Email is too long'))),
  z.pipe(
    z.email(msg('Please enter a valid email address')),
    z.transform((email: string) => email.toLowerCase()),
  ),
);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: msg('Password is required') }).check(z.minLength(1, msg('Password is required')), z.maxLength(128, msg('Password must be at most 128 characters'))),
});
export type LoginInput = z.infer<typeof LoginSchema>;
