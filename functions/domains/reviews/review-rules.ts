import { isOpenReplyKind, type ReviewKind } from '../../../shared/schemas/review';
import type { ReviewItem } from '../../data/entities/review';
import type { ReviewTarget } from '../../data/review-targets';
import type { Caller } from '../../lib/http';

const isAdmin = (caller: Caller) => caller.role === 'admin';

/** The owner of the reviewed thing (business reviews), who replies with the 'Owner' badge. */
export const isTargetOwner = (target: ReviewTarget | undefined, caller: Caller) => Boolean(target?.ownerId && target.ownerId === caller.sub);

/**
 * Who may reply (spec 2 §6, plus owners): admins on every review; anyone
 * signed in on article and event reviews; the owner of the reviewed business.
 */
export function mayReply(kind: ReviewKind, target: ReviewTarget | undefined, caller: Caller): boolean {
  return isAdmin(caller) || isOpenReplyKind(kind) || isTargetOwner(target, caller);
}

/** The author deletes their own review; an admin deletes any. */
export function mayDelete(review: Pick<ReviewItem, 'userId'>, caller: Caller): boolean {
  return isAdmin(caller) || review.userId === caller.sub;
}

/** A blocked review is shown only to its author and to admins. */
export function maySee(review: Pick<ReviewItem, 'userId' | 'status'>, caller: Caller | undefined): boolean {
  return review.status === 'approved' || Boolean(caller && (isAdmin(caller) || review.userId === caller.sub));
}
