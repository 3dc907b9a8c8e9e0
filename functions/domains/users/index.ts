import * as z from 'zod';
import { toggleFollow } from '../../data/entities/follow';
import { findUserBySlug, getUserById, updateUser } from '../../data/entities/user';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { isOwnUploadKey } from '../../../shared/uploads';
import { UpdateUserSchema } from '../../../shared/schemas/auth';
import { toUserResponse } from '../../data/responses/user-response';

const UserIdPathSchema = z.object({ userId: z.string().min(1).max(64) });

export const usersRoutes: DomainRoutes<'users'> = {
  // Update a user: only the user themself or an admin; only an admin may change a role.
  'PATCH /users/update/{userId}': defineRoute({
    path: UserIdPathSchema,
    body: UpdateUserSchema,
    handler: async ({ path, body, caller }) => {
      const isAdmin = caller?.role === 'admin';
      if (caller?.sub !== path.userId && !isAdmin) throw new ForbiddenError('You can only update your own profile');
      if (body.role !== undefined && !isAdmin) throw new ForbiddenError('Only an admin can change roles');
      if (body.image && !isOwnUploadKey(body.image, caller!.sub, 'profile') && !isAdmin) {
        throw new BadRequestError('Upload the image first: the key is not one of your uploads');
      }
      const updated = await updateUser(path.userId, body);
      if (!updated) throw new NotFoundError('User not found');
      return { user: toUserResponse(updated, caller) };
    },
  }),

  // The public profile behind /sb-user/{slug}.
  'GET /users/getBySlug': defineRoute({
    query: z.object({ slug: z.string().trim().min(1, 'slug is required').max(120) }),
    handler: async ({ query, caller }) => {
      const user = await findUserBySlug(query.slug);
      if (!user) throw new NotFoundError('User not found');
      return { user: toUserResponse(user, caller) };
    },
  }),

  // Follows another member, or unfollows when already following.
  'PATCH /users/followUser': defineRoute({
    body: z.object({ followeeId: z.string().min(1, 'followeeId is required').max(64) }),
    handler: async ({ body, caller }) => {
      if (body.followeeId === caller!.sub) throw new BadRequestError('You cannot follow yourself');
      if (!(await getUserById(body.followeeId))) throw new NotFoundError('User not found');
      const result = await toggleFollow({ targetType: 'user', targetId: body.followeeId, followerId: caller!.sub });
      return { following: result === 'followed' };
    },
  }),
};

export const handler = createDomainHandler('users', usersRoutes);
