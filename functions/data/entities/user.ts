import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { roles } from '../../../shared/schemas/auth';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { countQuery } from '../count';
import { transactWrite } from '../transact';
import { UniqueClaimEntity } from './unique-claim';
import { msg } from '../../../shared/i18n/catalog';

/** A person with an account. Email and slug uniqueness are guarded by UniqueClaim items. */
export const UserEntity = new Entity(
  {
    model: { entity: 'user', version: '1', service: 'sbiz' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      email: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      slug: { type: 'string', required: true },
      passwordHash: { type: 'string' },
      /** The one emailed reset link that may still set the password: a newer link replaces it, and redeeming it clears it. */
      passwordResetId: { type: 'string' },
      provider: { type: ['password', 'google', 'facebook'] as const, required: true, default: 'password' },
      role: { type: roles, required: true, default: 'user' },
      businessOwner: { type: 'boolean', required: true, default: false },
      image: { type: 'string' },
      /** Private contact details: the ten national digits, and one home address line (spec 1 §3 User home[]). */
      phone: { type: 'string' },
      homeAddress: { type: 'string' },
      followersCount: { type: 'number', required: true, default: 0 },
      followingCount: { type: 'number', required: true, default: 0 },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString(), watch: '*' },
      /** Every member's profile is public (/sb-user/{slug}): one directory partition lists them all for the sitemaps. */
      directory: { type: 'string', required: true, readOnly: true, default: 'members', hidden: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
      byEmail: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['email'] }, sk: { field: 'gsi1sk', composite: [] } },
      bySlug: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['slug'] }, sk: { field: 'gsi2sk', composite: [] } },
      byDirectory: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['directory'] }, sk: { field: 'gsi3sk', composite: ['slug'] } },
    },
  },
  entityConfig(),
);

export type UserItem = EntityItem<typeof UserEntity>;

/** Who has this id? */
export async function getUserById(userId: string): Promise<UserItem | undefined> {
  const { data } = await UserEntity.get({ userId }).go();
  return data ?? undefined;
}

/** Who signed up with this email (stored lower-cased)? */
export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const { data } = await UserEntity.query.byEmail({ email: email.toLowerCase() }).go({ limit: 1 });
  return data[0];
}

/** Whose public profile lives at /sb-user/{slug}? */
export async function findUserBySlug(slug: string): Promise<UserItem | undefined> {
  const { data } = await UserEntity.query.bySlug({ slug }).go({ limit: 1 });
  return data[0];
}

/** Every member, A–Z by profile slug, a page at a time (`cursor` from the previous page). */
export async function listMembers(limit: number, cursor: string | null) {
  return UserEntity.query.byDirectory({ directory: 'members' }).go({ limit, cursor });
}

/** How many members there are (counted by DynamoDB, a page at a time). */
export function countMembers(): Promise<number> {
  return countQuery(UserEntity.query.byDirectory({ directory: 'members' }));
}

export type NewUser = Pick<UserItem, 'email' | 'firstName' | 'lastName' | 'slug' | 'provider'> & Partial<Pick<UserItem, 'passwordHash' | 'role' | 'image' | 'userId'>>;

/**
 * Creates the user together with its email and slug claims, atomically: a
 * taken email or slug fails the whole write with a ConflictError.
 */
export async function createUser(user: NewUser): Promise<UserItem> {
  const userId = user.userId ?? randomUUID();
  const record = { ...user, userId, email: user.email.toLowerCase() };
  await transactWrite(
    [
      { Put: UserEntity.create(record).params() },
      { Put: UniqueClaimEntity.create({ scope: 'email', value: record.email, ownerId: userId }).params() },
      { Put: UniqueClaimEntity.create({ scope: 'userSlug', value: record.slug, ownerId: userId }).params() },
    ],
    (failed) => (failed === 2 ? msg('That profile address is taken') : msg('Email is already registered')),
  );
  const created = await getUserById(userId);
  if (!created) throw new Error(`User ${userId} vanished after creation`);
  return created;
}

export type UserChanges = Partial<Pick<UserItem, 'firstName' | 'lastName' | 'businessOwner' | 'role' | 'passwordHash'>> & {
  /** A new value, or null (or '') to remove it. */
  image?: string | null;
  phone?: string | null;
  homeAddress?: string | null;
};

const removable = ['image', 'phone', 'homeAddress'] as const;

/** Applies changes to an existing user; fails with undefined when there is no such user. */
export async function updateUser(userId: string, changes: UserChanges): Promise<UserItem | undefined> {
  const set: Record<string, unknown> = {};
  const remove: (typeof removable)[number][] = [];
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if ((removable as readonly string[]).includes(name) && (value === null || value === '')) remove.push(name as (typeof removable)[number]);
    else set[name] = value;
  }
  const patch = UserEntity.patch({ userId }).set(set);
  const update = remove.length ? patch.remove(remove) : patch;
  try {
    const { data } = await update.go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Moves a follow counter by one (the follow reactor). */
export async function adjustUserFollowCounts(userId: string, counter: 'followersCount' | 'followingCount', delta: 1 | -1) {
  try {
    // No floor at zero: +1 and -1 then commute, so the count is right whatever order the records arrive in.
    await UserEntity.patch({ userId })
      .add({ [counter]: delta })
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
