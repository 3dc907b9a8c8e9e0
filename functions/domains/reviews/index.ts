import * as z from 'zod';
import {
  type AddReviewInput,
  BlockReviewSchema,
  DismissReportsSchema,
  ModerationQuerySchema,
  type ModerationQueuePage,
  ReactOnReviewSchema,
  ReplySchema,
  ReviewIdPathSchema,
  ReviewerQuerySchema,
  SpamReportSchema,
  addReviewSchemas,
  isRatedKind,
  ownReviewMessage,
  reviewBases,
  reviewKinds,
  reviewMessages,
  reviewTargetFields,
  reviewsQuerySchemas,
  type ReviewKind,
  type ReviewsDetailsResponse,
} from '../../../shared/schemas/review';
import { isToxic, TOXIC_REVIEW_MESSAGE } from '../../../shared/moderation/toxicity';
import { isOwnUploadKey } from '../../../shared/uploads';
import { BusinessEntity } from '../../data/entities/business';
import { isFollowing } from '../../data/entities/follow';
import { createReview, deleteReview, findAuthoredReview, getReview, getReviews, listReviewsByAuthor, setReviewStatus, type ReviewItem } from '../../data/entities/review';
import { toggleReaction } from '../../data/entities/review-reaction';
import { addReply } from '../../data/entities/review-reply';
import { listModerationQueue, removeFromModerationQueue, reportReview } from '../../data/entities/review-report';
import { getRatingSummary } from '../../data/entities/review-stats';
import { findUserBySlug, getUserById } from '../../data/entities/user';
import { resolveReviewTarget } from '../../data/review-targets';
import { listApprovedReviews, toReviewResponses, toReviewUser } from '../../data/reviews';
import { readCursor, signCursor } from '../../lib/cursor';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type Caller, type DomainRoutes, type RouteCaller, type RouteDefinition, type RouteResult } from '../../lib/http';
import type { DomainRouteKey, RouteKey } from '../../manifest';
import { countBusinessEvent } from '../../lib/observability';
import { isTargetOwner, mayDelete, mayReply, maySee } from './review-rules';
import { msg } from '../../../shared/i18n/catalog';

const TOXIC_REPLY_MESSAGE = msg('Your reply contains offensive language. Please revise it.');

/** A review that exists and that the caller may see, else 404. */
async function loadReview(kind: ReviewKind, reviewId: string, caller: Caller | undefined): Promise<ReviewItem> {
  const review = await getReview(reviewId);
  if (!review || review.kind !== kind || !maySee(review, caller)) throw new NotFoundError(reviewMessages.notFound);
  return review;
}

/** The reviewed thing as the caller may see it (its own read's rule), else 404. */
async function loadVisibleTarget(kind: ReviewKind, targetId: string, caller: Caller | undefined) {
  const target = await resolveReviewTarget(kind, targetId, caller);
  if (!target) throw new NotFoundError(kind === 'business' ? msg('Business not found') : msg('Nothing to review here'));
  return target;
}

/** A thing the caller may review: one they can see and that was not removed, else 404. */
async function loadReviewableTarget(kind: ReviewKind, targetId: string, caller: Caller) {
  const target = await loadVisibleTarget(kind, targetId, caller);
  if (target.removed) throw new NotFoundError(kind === 'business' ? msg('Business not found') : msg('Nothing to review here'));
  return target;
}

/** Stores the review; when the author already has one that a moderator blocked, says so (it stays, and so does the block). */
async function createOwnReview(review: Parameters<typeof createReview>[0]) {
  try {
    return await createReview(review);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const existing = await findAuthoredReview(review.userId, review.kind, review.targetId);
    if (existing?.status === 'blocked') throw new ForbiddenError(reviewMessages.blockedNoNewReview, { cause: error });
    throw error;
  }
}

function assertOwnReviewImages(images: readonly string[], caller: Caller) {
  for (const key of images) if (!isOwnUploadKey(key, caller.sub, 'review')) throw new BadRequestError(`Upload the photo first: ${key} is not one of your review photos`);
}

function targetIdOf(kind: ReviewKind, body: AddReviewInput): string {
  if (kind === 'business') return (body as AddReviewInput<'business'>).business;
  return (body as unknown as Record<string, string>)[reviewTargetFields[kind]]!;
}

/** The seven routes every review base has, keyed without the base: 'POST /add', 'GET /getReviewsDetails', … */
type BaseRouteKey = DomainRouteKey<'reviews'> extends infer K ? (K extends `${infer M} /eventRev${infer Rest}` ? `${M} ${Rest}` : never) : never;
/** A base-less route key on all four bases, so its caller is missing if any base's route is public. */
type OnEveryBase<K extends string> = K extends `${infer M} ${infer Rest}` ? `${M} ${(typeof reviewBases)[ReviewKind]}${Rest}` : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the routes of one base differ in their input and output types
type ReviewBaseRoutes = { [K in BaseRouteKey]: RouteDefinition<any, any, any, RouteCaller<Extract<OnEveryBase<K>, RouteKey>>, RouteResult<Extract<OnEveryBase<K>, RouteKey>>> };

/** The seven routes of one review base, all sharing the engine. */
function reviewRoutes(kind: ReviewKind): Record<string, ReviewBaseRoutes[BaseRouteKey]> {
  const base = reviewBases[kind];
  const routes: ReviewBaseRoutes = {
    // Writes a review: validated (spec 2 §5), scored for toxicity (nothing is stored above 0.7), one per author and target.
    'POST /add': defineRoute({
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the lookup by a union key widens the schema; the route needs one input type
      body: addReviewSchemas[kind] as z.ZodType<AddReviewInput>,
      handler: async ({ body, caller }) => {
        const targetId = targetIdOf(kind, body);
        const target = await loadReviewableTarget(kind, targetId, caller);
        if (isTargetOwner(target, caller)) throw new ForbiddenError(ownReviewMessage(kind));
        assertOwnReviewImages(body.images, caller);
        if (isToxic(`${body.title ?? ''}\n${body.content}`)) throw new BadRequestError(TOXIC_REVIEW_MESSAGE);
        const review = await createOwnReview({
          kind,
          targetId,
          userId: caller.sub,
          ...(isRatedKind(kind) && 'rating' in body ? { rating: body.rating } : {}),
          title: body.title ?? '',
          content: body.content,
          tags: [...new Set(body.tags)],
          images: [...new Set(body.images)],
          ...(target.cityName ? { cityName: target.cityName } : {}),
        });
        countBusinessEvent('reviewCreated');
        const [data] = await toReviewResponses([review]);
        if (!data) throw new Error(`No answer for review ${review.reviewId}`);
        return reply(201, { message: reviewMessages.submitted, data });
      },
    }),

    // A page of approved reviews (newest first; all, positive or with photos) with the rating summary; the author also gets their blocked review.
    'GET /getReviewsDetails': defineRoute({
      query: reviewsQuerySchemas[kind],
      handler: async ({ query, caller }): Promise<ReviewsDetailsResponse> => {
        const targetId = query[reviewTargetFields[kind]]!;
        const filter = query.positive ? 'positive' : query.image ? 'image' : 'all';
        // Reviews of something the caller may not see (a draft event) are not shown either.
        const visible = loadVisibleTarget(kind, targetId, caller);
        void visible.catch(() => undefined); // awaited below; an early answer (a bad cursor) must not leave it unhandled
        let cursor = await readCursor(query.cursor);
        if (!cursor && query.page > 1) {
          await visible;
          // Page n without a cursor: skip the first n-1 pages' keys in one read.
          cursor = (await listApprovedReviews(kind, targetId, { limit: query.limit * (query.page - 1), filter })).cursor;
          if (!cursor) return { data: [], mine: null, page: query.page, limit: query.limit, nextCursor: null, ...(await getRatingSummary(kind, targetId)) };
        }
        const [page, summary, mine] = await Promise.all([
          listApprovedReviews(kind, targetId, { limit: query.limit, filter, cursor }),
          getRatingSummary(kind, targetId),
          caller ? findAuthoredReview(caller.sub, kind, targetId) : undefined,
          visible,
        ]);
        const { version: _version, ...rating } = summary;
        return {
          data: page.reviews,
          mine: mine?.status === 'blocked' ? ((await toReviewResponses([mine]))[0] ?? null) : null,
          page: query.page,
          limit: query.limit,
          nextCursor: await signCursor(page.cursor),
          ...rating,
        };
      },
    }),

    // Gives a reaction, or takes it back when given before: one per user and type, each its own item.
    'PATCH /reactOnReview': defineRoute({
      body: ReactOnReviewSchema,
      handler: async ({ body, caller }) => {
        const review = await loadReview(kind, body.reviewId, caller);
        // 'Helpful' on one's own words says nothing.
        if (review.userId === caller.sub) throw new BadRequestError(reviewMessages.ownReaction);
        const result = await toggleReaction({ reviewId: body.reviewId, reactionType: body.reactionType, userId: caller.sub });
        return { reviewId: body.reviewId, reactionType: body.reactionType, reacted: result === 'added' };
      },
    }),

    // Replies to a review: admins; anyone on articles and events; the owner of the reviewed business (with the 'Owner' badge).
    'PATCH /reply/{reviewId}': defineRoute({
      path: ReviewIdPathSchema,
      body: ReplySchema,
      handler: async ({ path, body, caller }) => {
        const review = await loadReview(kind, path.reviewId, caller);
        const target = await resolveReviewTarget(kind, review.targetId, caller);
        if (!mayReply(kind, target, caller)) throw new ForbiddenError(msg('Only an admin or the owner of this business can reply to its reviews'));
        if (isToxic(body.content)) throw new BadRequestError(TOXIC_REPLY_MESSAGE);
        const author = await getUserById(caller.sub);
        const stored = await addReply({
          reviewId: review.reviewId,
          userId: caller.sub,
          author: { firstName: author?.firstName ?? '', lastName: author?.lastName ?? '', slug: author?.slug ?? '', ...(author?.image ? { image: author.image } : {}) },
          content: body.content,
          owner: isTargetOwner(target, caller),
        });
        return reply(201, { message: 'Reply added', data: { _id: stored.replyId, content: stored.content, timestamp: stored.createdAt, owner: stored.owner } });
      },
    }),

    // Deletes a review: its author (unless a moderator blocked it) or an admin. Its author may then review again.
    'DELETE /delete/{reviewId}': defineRoute({
      path: ReviewIdPathSchema,
      handler: async ({ path, caller }) => {
        const review = await loadReview(kind, path.reviewId, caller);
        if (!mayDelete(review, caller)) throw new ForbiddenError(msg('Only the author of this review or an admin can delete it'));
        // A blocked review stays: deleting it would free its author to post the same words again.
        const keepBlocked = caller.role !== 'admin';
        if (keepBlocked && review.status === 'blocked') throw new ForbiddenError(reviewMessages.blockedNoDelete);
        if (!(await deleteReview(review, { keepBlocked }))) throw new NotFoundError(reviewMessages.notFound);
        await removeFromModerationQueue(review.reviewId);
        return { message: reviewMessages.deleted };
      },
    }),

    // An admin blocks a review (it leaves the lists and the rating) or unblocks it; blocking settles its reports.
    'PATCH /block/{reviewId}': defineRoute({
      path: ReviewIdPathSchema,
      body: BlockReviewSchema,
      handler: async ({ path, body, caller }) => {
        const review = await loadReview(kind, path.reviewId, caller);
        const status = body.blocked ? 'blocked' : 'approved';
        if (review.status !== status && !(await setReviewStatus(review, status))) throw new NotFoundError(reviewMessages.notFound);
        if (body.blocked) await removeFromModerationQueue(review.reviewId);
        return { reviewId: review.reviewId, status, message: body.blocked ? 'Review blocked' : 'Review unblocked' };
      },
    }),

    // Reports a review to the moderators, once per user, with a reason.
    'PATCH /spam': defineRoute({
      body: SpamReportSchema,
      handler: async ({ body, caller }) => {
        const review = await loadReview(kind, body.reviewId, caller);
        if (review.userId === caller.sub) throw new BadRequestError(msg('You cannot report your own review'));
        await reportReview({ reviewId: review.reviewId, kind, userId: caller.sub, reason: body.reason, ...(body.comment ? { comment: body.comment } : {}) });
        return { message: reviewMessages.reported };
      },
    }),
  };
  return Object.fromEntries(Object.entries(routes).map(([key, route]) => [key.replace(' ', ` ${base}`), route]));
}

const businessNamesOf = async (reviews: readonly ReviewItem[]) => {
  const ids = [...new Set(reviews.filter((review) => review.kind === 'business').map((review) => review.targetId))];
  if (!ids.length) return new Map<string, { name: string; slug: string; cityName: string }>();
  const { data } = await BusinessEntity.get(ids.map((businessId) => ({ businessId }))).go();
  return new Map(data.map((business) => [business.businessId, { name: business.name, slug: business.slug, cityName: business.cityName }]));
};

/** The routes on no review base; each base's are checked against the contract in reviewRoutes. */
const ownRoutes = {
  // The admin moderation queue: reported reviews, most reported first, with their reasons and counts.
  'GET /reviews/moderation': defineRoute({
    query: ModerationQuerySchema,
    handler: async ({ query }): Promise<ModerationQueuePage> => {
      const { entries, cursor } = await listModerationQueue({ limit: query.limit, cursor: await readCursor(query.cursor) });
      const reviews = await toReviewResponses(await getReviews(entries.map((entry) => entry.reviewId)));
      const byId = new Map(reviews.map((review) => [review._id, review]));
      return {
        data: entries.filter((entry) => byId.has(entry.reviewId)).map((entry) => ({ ...entry, review: byId.get(entry.reviewId)! })),
        nextCursor: await signCursor(cursor),
      };
    },
  }),

  // Dismisses the reports of a review: it leaves the queue and stays published.
  'PATCH /reviews/moderation/dismiss': defineRoute({
    body: DismissReportsSchema,
    handler: async ({ body }) => {
      await removeFromModerationQueue(body.reviewId);
      return { message: 'Reports dismissed' };
    },
  }),

  // A reviewer's public profile (/sb-user/{slug}): name, picture, follow counts and their reviews (blocked ones only to themself).
  'GET /reviews/getByUser': defineRoute({
    query: ReviewerQuerySchema,
    handler: async ({ query, caller }) => {
      const user = await findUserBySlug(query.slug);
      if (!user) throw new NotFoundError(msg('User not found'));
      const reviews = (await listReviewsByAuthor(user.userId, 50)).filter((review) => maySee(review, caller));
      const [shaped, businesses, following] = await Promise.all([
        toReviewResponses(reviews),
        businessNamesOf(reviews),
        caller && caller.sub !== user.userId ? isFollowing({ targetType: 'user', targetId: user.userId, followerId: caller.sub }) : false,
      ]);
      return {
        user: { ...toReviewUser(user, user.userId), isFollowing: following },
        reviews: shaped.map((review) => ({ ...review, business: review.kind === 'business' ? (businesses.get(review.targetId) ?? null) : null })),
      };
    },
  }),
} satisfies Partial<DomainRoutes<'reviews'>>;

export const reviewsRoutes = { ...Object.assign({}, ...reviewKinds.map(reviewRoutes)), ...ownRoutes } as DomainRoutes<'reviews'>;

export const handler = createDomainHandler('reviews', reviewsRoutes);
