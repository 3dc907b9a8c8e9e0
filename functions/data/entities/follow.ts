import { Entity, type EntityItem } from 'electrodb';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { msg } from '../../../shared/i18n/catalog';

/**
 * One follow edge: a user following a business or another user. The edge is
 * the truth; followers counters are derived from its INSERT and REMOVE
 * stream records, so concurrent toggles can never double-count.
 */
export const FollowEntity = new Entity(
  {
    model: { entity: 'follow', version: '1', service: 'sbiz' },
    attributes: {
      targetType: { type: ['business', 'user'] as const, required: true, readOnly: true },
      targetId: { type: 'string', required: true, readOnly: true },
      followerId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byTarget: { pk: { field: 'pk', composite: ['targetType', 'targetId'] }, sk: { field: 'sk', composite: ['followerId'] } },
      byFollower: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['followerId'] }, sk: { field: 'gsi1sk', composite: ['targetType', 'targetId'] } },
    },
  },
  entityConfig(),
);

export type FollowItem = EntityItem<typeof FollowEntity>;
type FollowKey = Pick<FollowItem, 'targetType' | 'targetId' | 'followerId'>;

/**
 * Follows if not following, unfollows if following, and says which it did.
 * Each step is guarded (the edge must not exist to create it, must exist to
 * delete it), so racing toggles settle on a consistent state.
 */
/** How often a toggle may find the edge changed under it before giving up. */
const MAX_FLIPS = 12;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(500, 10 * 2 ** attempt)));

export async function toggleFollow(key: FollowKey): Promise<'followed' | 'unfollowed'> {
  for (let attempt = 0; attempt < MAX_FLIPS; attempt++) {
    try {
      await FollowEntity.create(key).go();
      return 'followed';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await FollowEntity.delete(key)
        .where(({ followerId }, { exists }) => exists(followerId))
        .go();
      return 'unfollowed';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    // Another toggle of the same edge won both races; let it settle before trying again.
    await pause(attempt);
  }
  throw new ConflictError(msg('The follow state kept changing; please try again'));
}

/** Does this user follow that target? */
export async function isFollowing(key: FollowKey): Promise<boolean> {
  const { data } = await FollowEntity.get(key).go();
  return Boolean(data);
}

/** Who follows this target, newest edges first (up to `limit`). */
export async function listFollowers(targetType: FollowItem['targetType'], targetId: string, limit = 100): Promise<FollowItem[]> {
  const { data } = await FollowEntity.query.byTarget({ targetType, targetId }).go({ limit });
  return data;
}

/** One page of a target's followers (by follower id); `cursor` comes from the previous page. */
export async function pageFollowers(targetType: FollowItem['targetType'], targetId: string, limit: number, cursor: string | null) {
  return FollowEntity.query.byTarget({ targetType, targetId }).go({ limit, cursor });
}

/** One page of what a user follows, of one kind (users or businesses). */
export async function pageFollowing(followerId: string, targetType: FollowItem['targetType'], limit: number, cursor: string | null) {
  return FollowEntity.query.byFollower({ followerId, targetType }).go({ limit, cursor });
}
