import { adjustBusinessFollowers } from '../../data/entities/business';
import { adjustUserFollowCounts } from '../../data/entities/user';
import type { StreamReactor } from '../stream-records';

/** Keeps followersCount (and the follower's followingCount) in step with follow edges. */
export const followCountersReactor: StreamReactor = {
  name: 'follow-counters',
  entity: 'follow',
  async react(change) {
    if (change.kind === 'MODIFY') return;
    const edge = (change.newItem ?? change.oldItem) as { targetType: string; targetId: string; followerId: string };
    const delta = change.kind === 'INSERT' ? 1 : -1;
    if (edge.targetType === 'business') await adjustBusinessFollowers(edge.targetId, delta);
    else await adjustUserFollowCounts(edge.targetId, 'followersCount', delta);
    await adjustUserFollowCounts(edge.followerId, 'followingCount', delta);
  },
};
