import type { UserItem } from '../../data/entities/user';
import type { Caller } from '../../lib/http';
import type { UserResponse } from '../../../shared/schemas/auth';

/** The API's view of a user; the email, phone and home address are shown only to the user themself and to admins. */
export function toUserResponse(user: UserItem, viewer: Pick<Caller, 'sub' | 'role'> | undefined): UserResponse {
  const showPrivate = viewer?.sub === user.userId || viewer?.role === 'admin';
  return {
    _id: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(showPrivate ? { email: user.email, phone: user.phone, homeAddress: user.homeAddress } : {}),
    slug: user.slug,
    role: user.role,
    businessOwner: user.businessOwner,
    image: user.image,
    createdAt: user.createdAt,
  };
}
