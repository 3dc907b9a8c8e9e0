import * as z from 'zod';
import { boundedText, uploadKey } from './common';
import {
  defaultReviewTag,
  REVIEW_MAX_IMAGES,
  REVIEW_MIN_TEXT,
  REVIEW_PAGE_SIZE,
  reactionTypes,
  reviewKinds,
  reviewMessages,
  reviewTagsByKind,
  reviewTargetFields,
  spamReasons,
  type ReactionType,
  type ReviewKind,
  type ReviewTag,
  type SpamReason,
} from '../reviews/constants';
import { msg } from '../i18n/catalog';

// The constants live apart so the pages that only show reviews load no zod.
export * from '../reviews/constants';

const id = z.string().trim().min(1, msg('An id is required')).max(64);

const content = z
  .string({ error: reviewMessages.contentRequired })
  .trim()
  .min(1, reviewMessages.contentRequired)
  .min(REVIEW_MIN_TEXT, reviewMessages.contentTooShort)
  .max(5000, msg('Please keep your review under 5000 characters'));
const requiredTitle = z
  .string({ error: reviewMessages.titleRequired })
  .trim()
  .min(1, reviewMessages.titleRequired)
  .min(REVIEW_MIN_TEXT, reviewMessages.titleTooShort)
  .max(150, msg('Please keep your headline under 150 characters'));
const optionalTitle = boundedText(150).optional();
const rating = z.coerce.number({ error: reviewMessages.ratingRequired }).int(reviewMessages.ratingRequired).min(1, reviewMessages.ratingRequired).max(5, reviewMessages.ratingRequired);

/** A base's tags: only its own list (a product review cannot be tagged "Delicious food"). */
const tagsOf = (kind: ReviewKind) =>
  z
    .array(z.enum(reviewTagsByKind[kind] as readonly ReviewTag[] as [ReviewTag, ...ReviewTag[]], { error: msg('Please choose tags from the list') }))
    .max(reviewTagsByKind[kind].length)
    .default([defaultReviewTag[kind]]);

const reviewFields = {
  content,
  images: z.array(uploadKey).max(REVIEW_MAX_IMAGES, reviewMessages.tooManyImages).default([]),
  /** Sent by the spec's form; the server takes the author from the token. */
  user: z.string().max(64).optional(),
  categories: z.array(z.string().max(100)).max(20).optional(),
};

/** The body of POST {base}/add, per kind. */
export const addReviewSchemas = {
  business: z.object({ ...reviewFields, tags: tagsOf('business'), title: requiredTitle, rating, business: id, cityName: boundedText(100).optional() }),
  product: z.object({ ...reviewFields, tags: tagsOf('product'), title: optionalTitle, rating, productId: id }),
  blog: z.object({ ...reviewFields, tags: tagsOf('blog'), title: optionalTitle, blogId: id }),
  event: z.object({ ...reviewFields, tags: tagsOf('event'), title: optionalTitle, eventId: id }),
} as const;
export type AddReviewInput<K extends ReviewKind = ReviewKind> = z.infer<(typeof addReviewSchemas)[K]>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** The query of GET {base}/getReviewsDetails: the target, status, paging (page or cursor) and one filter. */
export const reviewsQuerySchemas = Object.fromEntries(
  reviewKinds.map((kind) => [
    kind,
    z.object({
      [reviewTargetFields[kind]]: id,
      status: z.literal('approved').optional(),
      page: z.coerce.number().int().min(1).max(200).default(1),
      limit: z.coerce.number().int().min(1).max(20).default(REVIEW_PAGE_SIZE),
      cursor: z.string().max(2000).optional(),
      positive: flag,
      image: flag,
    }),
  ]),
) as unknown as Record<ReviewKind, z.ZodType<ReviewsQuery & Record<string, string>, unknown>>;
export interface ReviewsQuery {
  status?: 'approved';
  page: number;
  limit: number;
  cursor?: string;
  positive: boolean;
  image: boolean;
}

export const ReviewIdPathSchema = z.object({ reviewId: id });

export const ReactOnReviewSchema = z.object({ reviewId: id, reactionType: z.enum(reactionTypes, { error: msg('Please choose a reaction') }) });
export type ReactOnReviewInput = z.infer<typeof ReactOnReviewSchema>;

export const ReplySchema = z.object({
  content: z.string({ error: reviewMessages.emptyReply }).trim().min(1, reviewMessages.emptyReply).max(2000, msg('Please keep your reply under 2000 characters')),
  userId: z.string().max(64).optional(),
});
export type ReplyInput = z.infer<typeof ReplySchema>;

/** PATCH {base}/block/{reviewId}: block (the default) or unblock. */
export const BlockReviewSchema = z.object({ blocked: z.boolean().default(true) });

export const SpamReportSchema = z.object({
  reviewId: id,
  reason: z.enum(spamReasons, { error: msg('Please choose a reason') }).default('irrelevant'),
  comment: boundedText(500).optional(),
});
export type SpamReportInput = z.infer<typeof SpamReportSchema>;

export const ModerationQuerySchema = z.object({ cursor: z.string().max(2000).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) });
export const DismissReportsSchema = z.object({ reviewId: id });

export const ReviewerQuerySchema = z.object({ slug: z.string().trim().min(1).max(120) });

/** What the API answers for one review (spec 2 §3). */
export interface ReviewUser {
  _id: string;
  firstName: string;
  lastName: string;
  image: string | null;
  slug: string;
  followers: number;
  following: number;
}
export interface ReviewReply {
  _id: string;
  user: Omit<ReviewUser, 'followers' | 'following'>;
  content: string;
  timestamp: string;
  /** The reply is from the owner of the reviewed business. */
  owner: boolean;
}
export interface ReviewResponse {
  _id: string;
  kind: ReviewKind;
  targetId: string;
  content: string;
  rating: number | null;
  title: string;
  images: string[];
  tags: ReviewTag[];
  createdAt: string;
  status: 'approved' | 'blocked';
  user: ReviewUser;
  replies: ReviewReply[];
  reactions: Record<ReactionType, string[]>;
  cityName?: string;
}
export interface RatingSummary {
  total: number;
  average: number;
  ratingCounts: Record<'1' | '2' | '3' | '4' | '5', number>;
}
export interface ReviewsDetailsResponse extends RatingSummary {
  data: ReviewResponse[];
  /** The caller's own review when it is blocked (only its author and admins see it). */
  mine: ReviewResponse | null;
  page: number;
  limit: number;
  nextCursor: string | null;
}

/** The filters of a review list: every review, the positive ones (4 stars and up), or those with photos. */
export const reviewFilters = ['all', 'positive', 'image'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];

/** A reported review in the admin's queue: its reports by reason, counted. */
export interface ModerationEntry {
  reviewId: string;
  kind: ReviewKind;
  reportCount: number;
  reasons: Record<SpamReason, number>;
  lastReportedAt: string;
  lastComment: string | null;
}

/** `GET /reviews/moderation`: one page of the queue, most reported first, each entry with its review. */
export interface ModerationQueuePage {
  data: (ModerationEntry & { review: ReviewResponse })[];
  nextCursor: string | null;
}

/** `GET /reviews/getByUser?slug=`: a reviewer's public profile and their reviews (a business's with its card). */
export interface ReviewerProfile {
  user: ReviewUser & { isFollowing: boolean };
  reviews: (ReviewResponse & { business: { name: string; slug: string; cityName: string } | null })[];
}
