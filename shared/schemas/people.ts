import * as z from 'zod';
import type { UserResponse } from './auth';
import { msg } from '../i18n/catalog';

const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .default(20)
  .transform((limit) => Math.min(limit, 50));
const userId = z
  .string({ error: msg('userId is required') })
  .trim()
  .min(1, msg('userId is required'))
  .max(64);

/** `GET /users/followers?userId&limit&cursor`: who follows a member. */
export const FollowersQuerySchema = z.object({ userId, limit: pageLimit, cursor: z.string().max(2000).optional() });

/** `GET /users/following?userId&type&limit&cursor`: the members (or businesses) a member follows. */
export const FollowingQuerySchema = FollowersQuerySchema.extend({ type: z.enum(['user', 'business']).default('user') });

/** `GET /users/followStatus?userId`: does the caller follow this member? */
export const FollowStatusQuerySchema = z.object({ userId });

/** A member as follower lists and profile pages show them, with their follow counts. */
export interface PublicMember extends UserResponse {
  followersCount: number;
  followingCount: number;
}

/** A business in a "following" list: enough for a link and a card. */
export interface FollowedBusiness {
  _id: string;
  name: string;
  slug: string;
  cityName: string;
  logo?: string;
}

export interface MemberPage {
  data: PublicMember[];
  cursor: string | null;
}

export interface FollowedBusinessPage {
  data: FollowedBusiness[];
  cursor: string | null;
}
