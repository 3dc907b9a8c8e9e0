import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { notificationKinds, type NotificationKind } from '../../../../shared/schemas/notifications';
import { env } from '../../../lib/config';
import { BadRequestError } from '../../../lib/errors';
import { signingKey } from '../../../lib/tokens';
import { msg } from '../../../../shared/i18n/catalog';

/**
 * The token in a mail's unsubscribe link (RFC 8058 one-click): who, and which
 * kind's email to switch off ('all' for every kind, as a digest's link does).
 * HMAC-signed with the app's JWT secret under its own audience and type, so
 * it can never pass as a session token nor a session token as it.
 */
export type UnsubscribeScope = NotificationKind | 'all';

/** Long enough for a mail read weeks later; short enough that an old forwarded mail stops working. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;
const AUDIENCE = 'sbiz-unsubscribe';
export const UNSUBSCRIBE_LINK_INVALID = msg('This unsubscribe link is not valid');
export const UNSUBSCRIBE_LINK_EXPIRED = msg('This unsubscribe link has expired. Change what we email you in your notification settings.');

export async function signUnsubscribeToken(userId: string, scope: UnsubscribeScope, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ typ: 'unsubscribe', scope })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(env().JWT_ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60)
    .sign(await signingKey());
}

/** Who and what a token unsubscribes; a forged, altered or expired token is a 400. */
export async function verifyUnsubscribeToken(token: string, now = Date.now()): Promise<{ userId: string; scope: UnsubscribeScope }> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      issuer: env().JWT_ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    });
    const scope = payload.scope;
    const known = scope === 'all' || (notificationKinds as readonly unknown[]).includes(scope);
    if (payload.typ !== 'unsubscribe' || typeof payload.sub !== 'string' || !known) throw new BadRequestError(UNSUBSCRIBE_LINK_INVALID);
    return { userId: payload.sub, scope: scope as UnsubscribeScope };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw new BadRequestError(error instanceof joseErrors.JWTExpired ? UNSUBSCRIBE_LINK_EXPIRED : UNSUBSCRIBE_LINK_INVALID, { cause: error });
  }
}
