import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SessionEntity } from '../../data/entities/session';
import type { UserItem } from '../../data/entities/user';
import { isConditionFailure, UnauthorizedError } from '../../lib/errors';
import { REFRESH_TOKEN_SECONDS, signAccessToken } from '../../lib/tokens';
import type { TokenPair } from '../../../shared/schemas/auth';
import { msg } from '../../../shared/i18n/catalog';

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

function newRefreshSecret() {
  return randomBytes(32).toString('base64url');
}

function refreshExpiry(now: Date) {
  const expires = new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000);
  return { expiresAt: expires.toISOString(), ttl: Math.floor(expires.getTime() / 1000) };
}

/** Refresh tokens are `{sessionId}.{secret}`; only the secret's hash is stored. */
function parseRefreshToken(token: string) {
  const [sessionId, secret, ...rest] = token.split('.');
  if (!sessionId || !secret || rest.length) throw new UnauthorizedError(msg('Invalid refresh token'));
  return { sessionId, secret };
}

async function tokensFor(user: UserItem, sessionId: string, secret: string, expiresAt: string): Promise<TokenPair> {
  return {
    access: await signAccessToken({ sub: user.userId, role: user.role, sid: sessionId }),
    refresh: { token: `${sessionId}.${secret}`, expires: expiresAt },
  };
}

/** Opens a new session for a user who just proved who they are. */
export async function startSession(user: UserItem, now = new Date()): Promise<TokenPair> {
  const sessionId = randomBytes(16).toString('base64url');
  const secret = newRefreshSecret();
  const { expiresAt, ttl } = refreshExpiry(now);
  await SessionEntity.create({ sessionId, userId: user.userId, tokenHash: hash(secret), expiresAt, ttl }).go();
  return tokensFor(user, sessionId, secret, expiresAt);
}

/**
 * Swaps a refresh token for a new pair. The stored hash is replaced under a
 * condition on the old one, so of two concurrent refreshes with the same
 * token only one wins; a token that was already rotated ends the session.
 */
export async function rotateSession(refreshToken: string, loadUser: (userId: string) => Promise<UserItem | undefined>, now = new Date()) {
  const { sessionId, secret } = parseRefreshToken(refreshToken);
  const { data: session } = await SessionEntity.get({ sessionId }).go();
  if (!session || Date.parse(session.expiresAt) <= now.getTime()) throw new UnauthorizedError(msg('Session expired. Please login again.'));
  const presented = Buffer.from(hash(secret));
  const stored = Buffer.from(session.tokenHash);
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) {
    // Reuse of a rotated token means it leaked: end the whole session.
    await SessionEntity.delete({ sessionId }).go();
    throw new UnauthorizedError(msg('Session expired. Please login again.'));
  }
  const user = await loadUser(session.userId);
  if (!user) throw new UnauthorizedError(msg('Session expired. Please login again.'));
  const nextSecret = newRefreshSecret();
  const { expiresAt, ttl } = refreshExpiry(now);
  try {
    await SessionEntity.patch({ sessionId })
      .set({ tokenHash: hash(nextSecret), expiresAt, ttl })
      .where(({ tokenHash }, { eq }) => eq(tokenHash, session.tokenHash))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new UnauthorizedError(msg('Session expired. Please login again.'), { cause: error });
    throw error;
  }
  return { user, tokens: await tokensFor(user, sessionId, nextSecret, expiresAt) };
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored. */
export async function endSession(refreshToken: string) {
  const { sessionId, secret } = parseRefreshToken(refreshToken);
  const { data: session } = await SessionEntity.get({ sessionId }).go();
  if (session && session.tokenHash === hash(secret)) await SessionEntity.delete({ sessionId }).go();
}

/**
 * Ends every session of a user but `keep` (after a password change, the caller's own; after a reset, none):
 * whoever else held a session must sign in again.
 */
export async function endAllSessions(userId: string, keep?: string) {
  const { data } = await SessionEntity.query.byUser({ userId }).go({ pages: 'all' });
  await Promise.all(data.filter((session) => session.sessionId !== keep).map((session) => SessionEntity.delete({ sessionId: session.sessionId }).go()));
}
