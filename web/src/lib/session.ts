import type { AuthResponse, TokenPair, UserResponse } from '@shared/schemas/auth';
import { createStoredValue } from './stored-value';

/** The signed-in user as the API returns it (email only for the user themself and admins). */
export type SessionUser = Pick<UserResponse, '_id' | 'firstName' | 'lastName' | 'slug' | 'role' | 'businessOwner'> &
  Partial<Pick<UserResponse, 'email' | 'image' | 'createdAt' | 'phone' | 'homeAddress'>>;

export interface Session {
  user: SessionUser;
  tokens: TokenPair;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isToken = (value: unknown) => isObject(value) && typeof value.token === 'string' && value.token.length > 0 && typeof value.expires === 'string';
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

function isSessionUser(user: unknown): user is SessionUser {
  return (
    isObject(user) &&
    typeof user._id === 'string' &&
    user._id.length > 0 &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.slug === 'string' &&
    (user.role === 'user' || user.role === 'admin') &&
    typeof user.businessOwner === 'boolean' &&
    optionalText(user.email) &&
    optionalText(user.image) &&
    optionalText(user.createdAt)
  );
}

/** A stored session: a user and both tokens; null is signed out; anything else is malformed (undefined). */
function readSession(value: unknown): Session | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isSessionUser(value.user) || !isObject(value.tokens)) return undefined;
  return isToken(value.tokens.access) && isToken(value.tokens.refresh) ? (value as unknown as Session) : undefined;
}

/** The signed-in user and their tokens, persisted in localStorage (null when signed out). */
export const sessionStore = createStoredValue<Session | null>('sbiz.session', readSession, null);

/** Keeps what a login, register or refresh answered. */
export function startSession(auth: AuthResponse) {
  sessionStore.set({ user: withoutNulls(auth.user), tokens: auth.tokens });
}

/** Replaces the stored user (after a profile change or a /auth/me refresh), keeping the tokens. */
export function updateSessionUser(user: UserResponse | SessionUser) {
  const session = sessionStore.get();
  if (!session) return;
  sessionStore.set({ ...session, user: withoutNulls(user) });
}

export function endSession() {
  sessionStore.reset();
}

/** The server answers a removed photo as `image: null`; the session stores it as absent. */
function withoutNulls(user: UserResponse | SessionUser): SessionUser {
  const { image, ...rest } = user as SessionUser & { image?: string | null };
  return image ? { ...rest, image } : rest;
}
