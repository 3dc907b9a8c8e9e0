import * as z from 'zod';
import type { AuthResponse, TokenPair, UserResponse } from '@shared/schemas/auth';
import { createStoredValue } from './stored-value';

/** The signed-in user as the API returns it (email only for the user themself and admins). */
export type SessionUser = Pick<UserResponse, '_id' | 'firstName' | 'lastName' | 'slug' | 'role' | 'businessOwner'> &
  Partial<Pick<UserResponse, 'email' | 'image' | 'createdAt'>>;

export interface Session {
  user: SessionUser;
  tokens: TokenPair;
}

const TokenSchema = z.object({ token: z.string().min(1), expires: z.string() });

const SessionUserSchema = z.looseObject({
  _id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  slug: z.string(),
  role: z.enum(['user', 'admin']),
  businessOwner: z.boolean(),
  email: z.string().optional(),
  image: z.string().optional(),
  createdAt: z.string().optional(),
});

const SessionSchema = z.object({
  user: SessionUserSchema,
  tokens: z.object({ access: TokenSchema, refresh: TokenSchema }),
});

/** The signed-in user and their tokens, persisted in localStorage (null when signed out). */
export const sessionStore = createStoredValue<Session | null>('sbiz.session', SessionSchema.nullable(), null);

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
