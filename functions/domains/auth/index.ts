import { countLogin } from '../../data/entities/daily-analytics';
import { createUser, findUserByEmail, getUserById, updateUser, type UserItem } from '../../data/entities/user';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, requestLocale, type DomainRoutes } from '../../lib/http';
import { toUserResponse } from '../../data/responses/user-response';
import { newUserSlug } from '../../lib/user-slug';
import {
  ChangePasswordSchema,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  FacebookLoginSchema,
  GoogleLoginSchema,
  LoginSchema,
  RefreshSchema,
  RegisterSchema,
  type AuthResponse,
} from '../../../shared/schemas/auth';
import { assertNotThrottled, clearFailedLogins, recordFailedLogin } from './login-throttle';
import { emailResetLink, resetPasswordWithToken } from './password-reset';
import { hashPassword, verifyPassword } from './passwords';
import { endAllSessions, endSession, rotateSession, startSession } from './sessions';
import { verifyFacebookToken, verifyGoogleCredential, type ProviderProfile } from './social';
import { msg } from '../../../shared/i18n/catalog';

async function signedIn(user: UserItem): Promise<AuthResponse> {
  await countLogin(user);
  return { user: toUserResponse(user, { sub: user.userId, role: user.role }), tokens: await startSession(user) };
}

/** Signs in with a provider's verified profile, creating the account on first use. */
async function socialSignIn(profile: ProviderProfile): Promise<AuthResponse> {
  const existing = await findUserByEmail(profile.email);
  if (existing) return signedIn(existing);
  try {
    return await signedIn(
      await createUser({
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        slug: newUserSlug(profile.firstName, profile.lastName),
        provider: profile.provider,
        image: profile.image,
      }),
    );
  } catch (error) {
    // Two first sign-ins raced: the other one created the account.
    const winner = error instanceof ConflictError ? await findUserByEmail(profile.email) : undefined;
    if (winner) return signedIn(winner);
    throw error;
  }
}

const INVALID_LOGIN = msg('Invalid email or password');

export const authRoutes: DomainRoutes<'auth'> = {
  // Create a password account and sign it in.
  'POST /auth/register': defineRoute({
    body: RegisterSchema,
    handler: async ({ body }) => {
      const user = await createUser({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        slug: newUserSlug(body.firstName, body.lastName),
        provider: 'password',
        passwordHash: await hashPassword(body.password),
      });
      return reply(201, await signedIn(user));
    },
  }),

  // Sign in with email and password; repeated failures for an email are throttled.
  'POST /auth/login': defineRoute({
    body: LoginSchema,
    handler: async ({ body }) => {
      await assertNotThrottled(body.email);
      const user = await findUserByEmail(body.email);
      if (!user || !(await verifyPassword(body.password, user.passwordHash))) {
        await recordFailedLogin(body.email);
        throw new UnauthorizedError(INVALID_LOGIN);
      }
      await clearFailedLogins(body.email);
      return signedIn(user);
    },
  }),

  // Rotate a refresh token: the old one stops working.
  'POST /auth/refresh': defineRoute({
    body: RefreshSchema,
    handler: async ({ body }) => {
      const { user, tokens } = await rotateSession(body.refreshToken, getUserById);
      return { user: toUserResponse(user, { sub: user.userId, role: user.role }), tokens };
    },
  }),

  // Revoke the session behind a refresh token.
  'POST /auth/logout': defineRoute({
    body: RefreshSchema,
    handler: async ({ body }) => {
      await endSession(body.refreshToken);
      return reply(204, undefined);
    },
  }),

  // The signed-in user.
  'GET /auth/me': defineRoute({
    handler: async ({ caller }) => {
      const user = caller && (await getUserById(caller.sub));
      if (!user) throw new NotFoundError(msg('User not found'));
      return { user: toUserResponse(user, caller) };
    },
  }),

  // Changes the signed-in user's password; the current one is required (and throttled like login). Every other session ends.
  'PATCH /auth/changePassword': defineRoute({
    body: ChangePasswordSchema,
    handler: async ({ body, caller }) => {
      const user = await getUserById(caller.sub);
      if (!user) throw new NotFoundError(msg('User not found'));
      await assertNotThrottled(user.email);
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        await recordFailedLogin(user.email);
        throw new BadRequestError(user.passwordHash ? msg('Current password is incorrect') : msg('This account signs in with Google or Facebook; use Forgot password to set a password'));
      }
      await clearFailedLogins(user.email);
      await updateUser(user.userId, { passwordHash: await hashPassword(body.newPassword) });
      await endAllSessions(user.userId, caller.sid);
      return { message: 'Password changed' };
    },
  }),

  // Emails a single-use reset link. The answer is the same whether or not the email has an account; requests are limited per address and per email (manifest rateLimit).
  'POST /auth/forgotPassword': defineRoute({
    body: ForgotPasswordSchema,
    handler: async ({ body, event }) => {
      const user = await findUserByEmail(body.email);
      // In the language the request was made in (issue #28): the mail and the page its link opens.
      if (user) await emailResetLink(user, requestLocale(event));
      return { message: FORGOT_PASSWORD_SENT };
    },
  }),

  // Sets a new password through an emailed link; the link then stops working.
  'POST /auth/resetPassword': defineRoute({
    body: ResetPasswordSchema,
    handler: async ({ body }) => {
      const user = await resetPasswordWithToken(body.token, body.password);
      await clearFailedLogins(user.email);
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },
  }),

  'POST /auth/googleLogin': defineRoute({
    body: GoogleLoginSchema,
    handler: async ({ body }) => socialSignIn(await verifyGoogleCredential(body.data.credential)),
  }),

  'POST /auth/facebookLogin': defineRoute({
    body: FacebookLoginSchema,
    handler: async ({ body }) => socialSignIn(await verifyFacebookToken(body.data.accessToken)),
  }),
};

export const handler = createDomainHandler('auth', authRoutes);
