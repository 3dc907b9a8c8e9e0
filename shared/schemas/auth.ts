import * as z from 'zod';
import { indianPhoneDigits } from '../business/format';
import { EmailSchema } from './login';
import { msg } from '../i18n/catalog';

export { EmailSchema, LoginSchema, type LoginInput } from './login';

/** Shared by the signup/login forms and the auth Lambda, so both say the same thing. */
export const PASSWORD_MIN_LENGTH = 8;

export const PasswordSchema = z
  .string({ error: msg('Password is required') })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, msg('Password must be at most 128 characters'));

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

export const RegisterSchema = z.object({
  firstName: nameField(msg('First name')),
  lastName: nameField(msg('Last name')),
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const RefreshSchema = z.object({
  refreshToken: z
    .string({ error: msg('refreshToken is required') })
    .min(10)
    .max(500),
});
export type RefreshInput = z.infer<typeof RefreshSchema>;

/** The spec's social login posts `data` with the provider's user; we verify the provider token inside it. */
export const GoogleLoginSchema = z.object({
  data: z.object({ credential: z.string().min(20, msg('A Google ID token is required')).max(5000) }),
});
export const FacebookLoginSchema = z.object({
  data: z.object({ accessToken: z.string().min(10, msg('A Facebook access token is required')).max(2000) }),
});

export const PHONE_INVALID = msg('Please enter a 10-digit Indian mobile number');

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The user as the API returns it. `email` is present only for the user themself and admins. */
export interface UserResponse {
  _id: string;
  firstName: string;
  lastName: string;
  email?: string;
  slug: string;
  role: Role;
  businessOwner: boolean;
  image?: string;
  /** Private: only for the user themself and admins (and, in Ask, the business they message). */
  phone?: string;
  homeAddress?: string;
  createdAt: string;
}

export interface TokenPair {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

export interface AuthResponse {
  user: UserResponse;
  tokens: TokenPair;
}

export const UpdateUserSchema = z
  .object({
    firstName: nameField(msg('First name')).optional(),
    lastName: nameField(msg('Last name')).optional(),
    image: z.string().max(500).nullable().optional(),
    businessOwner: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
    role: z.enum(roles).optional(),
    /** Ten digits after +91 (spaces, dashes, +91 or a leading 0 allowed); '' or null removes it. */
    phone: z
      .string()
      .trim()
      .max(20, PHONE_INVALID)
      .refine((phone) => phone === '' || indianPhoneDigits(phone) !== null, PHONE_INVALID)
      .transform((phone) => (phone ? indianPhoneDigits(phone)! : null))
      .nullable()
      .optional(),
    homeAddress: z
      .string()
      .trim()
      .max(200, msg('Please keep the address under 200 characters'))
      .transform((text) => text || null)
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

/** `PATCH /auth/changePassword`: the current password proves it is really the user. */
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: msg('Current password is required') })
    .min(1, msg('Current password is required'))
    .max(128),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** `POST /auth/forgotPassword`. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** `POST /auth/resetPassword`: the token from the emailed link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: msg('The reset link is incomplete') })
    .min(10, msg('The reset link is incomplete'))
    .max(300, msg('The reset link is invalid')),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** The same answer whether or not the email has an account (no enumeration). */
export const FORGOT_PASSWORD_SENT = msg('If an account exists for that email, we have sent a link to reset your password. It expires in 30 minutes.');
export const RESET_LINK_INVALID = msg('This reset link is invalid or has expired. Please ask for a new one.');
export const PASSWORD_RESET_MINUTES = 30;
