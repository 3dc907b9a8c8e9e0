/**
 * Reviews as the API shows them (spec 2 §3): each review with its author,
 * replies and reaction lists. Shared by the reviews domain and the business
 * profile (which carries its first reviews), so both shape them the same way.
 */
import type { ReviewFilter, ReviewKind, ReviewReply, ReviewResponse, ReviewTag, ReviewUser } from '../../shared/schemas/review';
import { queryApprovedReviews, type ReviewItem } from './entities/review';
import { listReactions } from './entities/review-reaction';
import { listReplies, type ReviewReplyItem } from './entities/review-reply';
import { UserEntity, type UserItem } from './entities/user';

/** A deleted account still leaves its reviews readable. */
const FORMER_USER = { firstName: 'Former', lastName: 'user', slug: '', image: null };

export function toReviewUser(user: UserItem | undefined, userId: string): ReviewUser {
  if (!user) return { _id: userId, ...FORMER_USER, followers: 0, following: 0 };
  return {
    _id: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    image: user.image ?? null,
    slug: user.slug,
    followers: Math.max(0, user.followersCount),
    following: Math.max(0, user.followingCount),
  };
}

function toReplyResponse(reply: ReviewReplyItem): ReviewReply {
  return {
    _id: reply.replyId,
    user: {
      _id: reply.userId,
      firstName: reply.author.firstName ?? '',
      lastName: reply.author.lastName ?? '',
      image: reply.author.image ?? null,
      slug: reply.author.slug ?? '',
    },
    content: reply.content,
    timestamp: reply.createdAt,
    owner: reply.owner,
  };
}

/** Users by id, in one batch read. */
export async function getUsersById(userIds: readonly string[]): Promise<Map<string, UserItem>> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return new Map();
  const { data } = await UserEntity.get(unique.map((userId) => ({ userId }))).go();
  return new Map(data.map((user) => [user.userId, user]));
}

/** Shapes stored reviews for the API: one batch read of their authors, and their replies and reactions (a query each, in parallel). */
export async function toReviewResponses(reviews: readonly ReviewItem[]): Promise<ReviewResponse[]> {
  const [users, details] = await Promise.all([
    getUsersById(reviews.map((review) => review.userId)),
    Promise.all(reviews.map(async (review) => ({ replies: await listReplies(review.reviewId), reactions: await listReactions(review.reviewId) }))),
  ]);
  return reviews.map((review, index) => ({
    _id: review.reviewId,
    kind: review.kind,
    targetId: review.targetId,
    content: review.content,
    rating: review.rating ?? null,
    title: review.title,
    images: review.images,
    tags: review.tags as ReviewTag[],
    createdAt: review.createdAt,
    status: review.status,
    user: toReviewUser(users.get(review.userId), review.userId),
    replies: details[index]!.replies.map(toReplyResponse),
    reactions: details[index]!.reactions,
    ...(review.cityName ? { cityName: review.cityName } : {}),
  }));
}

/**
 * A target's approved reviews, newest first, shaped for the API: what the
 * Reviews tab pages through and what a profile shows first. `cursor` is
 * ElectroDB's (sign it before handing it out).
 */
export async function listApprovedReviews(
  kind: ReviewKind,
  targetId: string,
  options: { limit: number; filter?: ReviewFilter; cursor?: string | null },
): Promise<{ reviews: ReviewResponse[]; cursor: string | null }> {
  const { data, cursor } = await queryApprovedReviews(kind, targetId, options.filter ?? 'all', { limit: options.limit, cursor: options.cursor ?? null });
  return { reviews: await toReviewResponses(data), cursor };
}

/** The photos of a target's approved reviews, newest review first (at most `limit`): the profile gallery shows them after the business's own. */
export async function listReviewImages(kind: ReviewKind, targetId: string, limit: number): Promise<string[]> {
  const images: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: ReviewItem[]; cursor: string | null } = await queryApprovedReviews(kind, targetId, 'image', { limit: 25, cursor });
    for (const review of page.data) images.push(...review.images);
    cursor = page.cursor;
  } while (cursor && images.length < limit);
  return images.slice(0, limit);
}
