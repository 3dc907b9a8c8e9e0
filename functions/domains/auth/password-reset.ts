import { createHmac, timingSafeEqual } from 'node:crypto';
import { createPasswordReset, getPasswordReset, redeemPasswordReset } from '../../data/entities/password-reset';
import { getUserById, type UserItem } from '../../data/entities/user';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { sendEmail } from '../../lib/mailer';
import { escapeHtml, siteOrigin } from '../../lib/site-origin';
import { signingKey } from '../../lib/tokens';
import { PASSWORD_RESET_MINUTES, RESET_LINK_INVALID } from '../../../shared/schemas/auth';
import { hashPassword } from './passwords';
import { endAllSessions } from './sessions';

const LIFETIME_MS = PASSWORD_RESET_MINUTES * 60 * 1000;

async function signature(resetId: string) {
  return createHmac('sha256', await signingKey())
    .update(`password-reset:${resetId}`)
    .digest('base64url');
}

/** The link's token: the reset id and its signature, so a guessed or altered id is refused before any read. */
export async function tokenFor(resetId: string) {
  return `${resetId}.${await signature(resetId)}`;
}

async function resetIdOf(token: string): Promise<string> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) throw new BadRequestError(RESET_LINK_INVALID);
  const resetId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(await signature(resetId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BadRequestError(RESET_LINK_INVALID);
  return resetId;
}

/** Creates a single-use link for the user (voiding the earlier ones) and emails it. */
export async function emailResetLink(user: UserItem) {
  const origin = siteOrigin();
  const token = await tokenFor(await createPasswordReset(user.userId, LIFETIME_MS));
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  const name = user.firstName || 'there';
  await sendEmail({
    to: user.email,
    subject: 'Reset your Sbiz password',
    text: `Hi ${name},\n\nSomeone (hopefully you) asked to reset the password of your Sbiz account. Open this link to choose a new one:\n\n${link}\n\nThe link works once and expires in ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays the same.\n\nSbiz`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Someone (hopefully you) asked to reset the password of your Sbiz account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays the same.</p><p>Sbiz</p>`,
  });
}

/** Sets the new password through a link; the link is spent and every session of the account ends. */
export async function resetPasswordWithToken(token: string, password: string) {
  const resetId = await resetIdOf(token);
  const reset = await getPasswordReset(resetId);
  if (!reset || reset.expiresAt <= Date.now()) throw new BadRequestError(RESET_LINK_INVALID);
  const user = await getUserById(reset.userId);
  if (!user) throw new BadRequestError(RESET_LINK_INVALID);
  try {
    await redeemPasswordReset(resetId, user.userId, await hashPassword(password), RESET_LINK_INVALID);
  } catch (error) {
    // Another redemption of the same link won the race, or it expired meanwhile.
    if (error instanceof ConflictError) throw new BadRequestError(RESET_LINK_INVALID, { cause: error });
    throw error;
  }
  await endAllSessions(user.userId);
  return user;
}
