import * as z from 'zod';
import { getBusinessById, type BusinessItem } from '../../data/entities/business';
import { isFollowing, pageFollowers, pageFollowing, toggleFollow } from '../../data/entities/follow';
import { findUserBySlug, getUserById, updateUser, type UserItem } from '../../data/entities/user';
import { readCursor, signCursor } from '../../lib/cursor';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { isOwnUploadKey } from '../../../shared/uploads';
import { UpdateUserSchema } from '../../../shared/schemas/auth';
import { toUserResponse } from '../../data/responses/user-response';
import { FollowersQuerySchema, FollowingQuerySchema, FollowStatusQuerySchema, type FollowedBusiness, type PublicMember } from '../../../shared/schemas/people';
import type { Caller } from '../../lib/http';
import { msg } from '../../../shared/i18n/catalog';

function toPublicMember(user: UserItem, viewer: Caller | undefined): PublicMember {
  return { ...toUserResponse(user, viewer), followersCount: Math.max(0, user.followersCount), followingCount: Math.max(0, user.followingCount) };
}

async function membersById(ids: string[], viewer: Caller | undefined): Promise<PublicMember[]> {
  const users = await Promise.all(ids.map((id) => getUserById(id)));
  return users.filter((user): user is UserItem => user !== undefined).map((user) => toPublicMember(user, viewer));
}

async function businessesById(ids: string[]): Promise<FollowedBusiness[]> {
  const businesses = await Promise.all(ids.map((id) => getBusinessById(id)));
  return businesses
    .filter((business): business is BusinessItem => business?.status === 'active')
    .map((business) => ({ _id: business.businessId, name: business.name, slug: business.slug, cityName: business.cityName, logo: business.logo }));
}

/** A 404 for an id that names nobody, so a typo never reads as "no followers". */
async function requireUser(userId: string): Promise<UserItem> {
  const user = await getUserById(userId);
  if (!user) throw new NotFoundError(msg('User not found'));
  return user;
}

const UserIdPathSchema = z.object({ userId: z.string().min(1).max(64) });

export const usersRoutes: DomainRoutes<'users'> = {
  // Update a user: only the user themself or an admin; only an admin may change a role.
  'PATCH /users/update/{userId}': defineRoute({
    path: UserIdPathSchema,
    body: UpdateUserSchema,
    handler: async ({ path, body, caller }) => {
      const isAdmin = caller.role === 'admin';
      if (caller.sub !== path.userId && !isAdmin) throw new ForbiddenError(msg('You can only update your own profile'));
      if (body.role !== undefined && !isAdmin) throw new ForbiddenError(msg('Only an admin can change roles'));
      if (body.image && !isOwnUploadKey(body.image, caller.sub, 'profile') && !isAdmin) {
        throw new BadRequestError(msg('Upload the image first: the key is not one of your uploads'));
      }
      const updated = await updateUser(path.userId, body);
      if (!updated) throw new NotFoundError(msg('User not found'));
      return { user: toUserResponse(updated, caller) };
    },
  }),

  // The public profile behind /sb-user/{slug}.
  'GET /users/getBySlug': defineRoute({
    query: z.object({ slug: z.string().trim().min(1, msg('slug is required')).max(120) }),
    handler: async ({ query, caller }) => {
      const user = await findUserBySlug(query.slug);
      if (!user) throw new NotFoundError(msg('User not found'));
      return { user: toPublicMember(user, caller) };
    },
  }),

  // Who follows a member, a page at a time.
  'GET /users/followers': defineRoute({
    query: FollowersQuerySchema,
    handler: async ({ query, caller }) => {
      await requireUser(query.userId);
      const page = await pageFollowers('user', query.userId, query.limit, await readCursor(query.cursor));
      return {
        data: await membersById(
          page.data.map((edge) => edge.followerId),
          caller,
        ),
        cursor: await signCursor(page.cursor),
      };
    },
  }),

  // The members (type=user, the default) or businesses (type=business) a member follows, a page at a time.
  'GET /users/following': defineRoute({
    query: FollowingQuerySchema,
    handler: async ({ query, caller }) => {
      await requireUser(query.userId);
      const page = await pageFollowing(query.userId, query.type, query.limit, await readCursor(query.cursor));
      const ids = page.data.map((edge) => edge.targetId);
      return { data: query.type === 'user' ? await membersById(ids, caller) : await businessesById(ids), cursor: await signCursor(page.cursor) };
    },
  }),

  // Does the caller follow this member (the Follow/Following button)?
  'GET /users/followStatus': defineRoute({
    query: FollowStatusQuerySchema,
    handler: async ({ query, caller }) => ({
      following: caller.sub !== query.userId && (await isFollowing({ targetType: 'user', targetId: query.userId, followerId: caller.sub })),
    }),
  }),

  // Follows another member, or unfollows when already following.
  'PATCH /users/followUser': defineRoute({
    body: z.object({ followeeId: z.string().min(1, msg('followeeId is required')).max(64) }),
    handler: async ({ body, caller }) => {
      if (body.followeeId === caller.sub) throw new BadRequestError(msg('You cannot follow yourself'));
      if (!(await getUserById(body.followeeId))) throw new NotFoundError(msg('User not found'));
      const result = await toggleFollow({ targetType: 'user', targetId: body.followeeId, followerId: caller.sub });
      return { following: result === 'followed' };
    },
  }),
};

export const handler = createDomainHandler('users', usersRoutes);
