import { adjustBusinessFollowers, BusinessEntity } from '../../data/entities/business';
import { FollowEntity, type FollowItem } from '../../data/entities/follow';
import { streamMarkerCreate } from '../../data/entities/stream-marker';
import { adjustUserFollowCounts, UserEntity } from '../../data/entities/user';
import { isRefusal, refused, transactWrite } from '../../data/transact';
import { isConditionFailure } from '../../lib/errors';
import { defineReactor } from '../stream-records';

const REACTOR = 'follow-counters';

/** The counters one edge moves, each on its own (a deleted user or listing is skipped). */
async function adjustEach(edge: FollowItem, delta: 1 | -1) {
  if (edge.targetType === 'business') await adjustBusinessFollowers(edge.targetId, delta);
  else await adjustUserFollowCounts(edge.targetId, 'followersCount', delta);
  await adjustUserFollowCounts(edge.followerId, 'followingCount', delta);
}

/**
 * Keeps followersCount (and the follower's followingCount) in step with follow
 * edges, exactly once per stream record: a marker named by the record's
 * sequence number is written in the same transaction as both counters, so a
 * redelivered batch changes nothing.
 */
export const followCountersReactor = defineReactor({
  name: REACTOR,
  entity: FollowEntity,
  async react(change) {
    const edge = change.newItem ?? change.oldItem;
    if (change.kind === 'MODIFY' || !edge) return;
    const delta = change.kind === 'INSERT' ? 1 : -1;
    if (!change.sequenceNumber) return adjustEach(edge, delta);
    const marker = () => streamMarkerCreate({ reactor: REACTOR, recordId: change.sequenceNumber! });
    const target =
      edge.targetType === 'business'
        ? BusinessEntity.patch({ businessId: edge.targetId }).add({ followersCount: delta }).params()
        : UserEntity.patch({ userId: edge.targetId }).add({ followersCount: delta }).params();
    try {
      await transactWrite([{ Put: marker().params() }, { Update: target }, { Update: UserEntity.patch({ userId: edge.followerId }).add({ followingCount: delta }).params() }], (failed) =>
        refused(failed === 0 ? 'applied' : 'gone'),
      );
    } catch (error) {
      if (!isRefusal(error, 'applied', 'gone')) throw error;
      // Applied before: this is a redelivered record.
      if (error.reason === 'applied') return;
      // One side is gone (a deleted user or listing): count the other side alone, still once.
      try {
        await marker().go();
      } catch (markerError) {
        if (isConditionFailure(markerError)) return;
        throw markerError;
      }
      await adjustEach(edge, delta);
    }
  },
});
