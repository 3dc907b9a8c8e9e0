import { createHmac, timingSafeEqual } from 'node:crypto';
import { createPasswordReset, getPasswordReset, redeemPasswordReset } from '../../data/entities/password-reset';
import { getUserById, type UserItem } from '../../data/entities/user';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { sendEmail } from '../../lib/mailer';
import { escapeHtml, siteOrigin } from '../../lib/site-origin';
import { signingKey } from '../../lib/tokens';
import { PASSWORD_RESET_MINUTES, RESET_LINK_INVALID } from '../../../shared/schemas/auth';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../../shared/i18n/locales';
import { mailTranslator } from '../../lib/mail-language';
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

/** Creates a single-use link for the user (voiding the earlier ones) and emails it, in `locale` (the request's language), linking to that language's page. */
export async function emailResetLink(user: UserItem, locale: Locale = DEFAULT_LOCALE) {
  const t = mailTranslator(locale);
  const origin = siteOrigin();
  const token = await tokenFor(await createPasswordReset(user.userId, LIFETIME_MS));
  const link = `${origin}${localizePath(`/reset-password?token=${encodeURIComponent(token)}`, locale)}`;
  const name = user.firstName?.trim();
  const hello = name ? t('Hi {name},', { name }) : t('Hi there,');
  const asked = t('Someone (hopefully you) asked to reset the password of your Sbiz account.');
  const expires = t('The link works once and expires in {minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.', { minutes: PASSWORD_RESET_MINUTES });
  await sendEmail({
    to: user.email,
    subject: t('Reset your Sbiz password'),
    text: `${hello}\n\n${t('Someone (hopefully you) asked to reset the password of your Sbiz account. Open this link to choose a new one:')}\n\n${link}\n\n${expires}\n\nSbiz`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('Choose a new password'))}</a></p><p>${escapeHtml(expires)}</p><p>Sbiz</p>`,
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
