/**
 * Reviews (spec 2 §2.4, §3, §5, §7; spec 1 §2): one engine for four kinds,
 * each served under its own API base.
 */
export const reviewKinds = ['business', 'product', 'blog', 'event'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** The API base of each kind, as the spec writes it. */
export const reviewBases = { business: '/reviews', product: '/productReviews', blog: '/blogReviews', event: '/eventRev' } as const satisfies Record<ReviewKind, string>;
/** The query and body field naming the reviewed thing. */
export const reviewTargetFields = { business: 'businessId', product: 'productId', blog: 'blogId', event: 'eventId' } as const satisfies Record<ReviewKind, string>;

/** Star ratings apply to businesses and products; articles and events are reviewed without stars. */
export const isRatedKind = (kind: ReviewKind) => kind === 'business' || kind === 'product';
/** Admins reply on business and product reviews; anyone signed in on article and event reviews. */
export const isOpenReplyKind = (kind: ReviewKind) => kind === 'blog' || kind === 'event';

export const reactionTypes = ['helpful', 'thanks', 'loved', 'ohno'] as const;
export type ReactionType = (typeof reactionTypes)[number];
export const reactionLabels: Record<ReactionType, string> = { helpful: 'Helpful', thanks: 'Thanks', loved: 'Love this', ohno: 'Oh no' };

export const reviewTags = ['good_service', 'excellent_service', 'clean_place', 'friendly_staff', 'delicious_food', 'quick_service', 'great_location', 'value_for_money'] as const;
export type ReviewTag = (typeof reviewTags)[number];
export const DEFAULT_REVIEW_TAG: ReviewTag = 'good_service';
export const reviewTagLabel = (tag: ReviewTag) => tag.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/** Spec 2 §9 and spec 1 §9. */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_TEXT_CUT = 300;
export const REVIEW_CARD_IMAGES = 4;
export const REVIEW_MAX_IMAGES = 10;
export const REVIEW_MIN_TEXT = 10;
export const POSITIVE_RATING = 4;
export const starLabels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

export const reviewMessages = {
  contentRequired: 'Please share your experience',
  contentTooShort: 'Please write at least 10 characters',
  titleRequired: 'Please Write your headline',
  titleTooShort: 'Your headline needs at least 10 characters',
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  tooManyImages: `You can add up to ${REVIEW_MAX_IMAGES} photos`,
  duplicate: 'You have already reviewed this. Delete your review to write a new one.',
  signedOut: 'Please Login To add Your Review',
  submitted: 'Review Submitted',
  deleted: 'Your Comment has been deleted',
  reported: 'Thank you for your report. Our team will review it shortly.',
  alreadyReported: 'You have already reported this review',
  emptyReply: 'Please write a reply',
  notFound: 'Review not found',
} as const;

/** Spec 1 §3: a review spam report's reasons, irrelevant by default. */
export const spamReasons = ['irrelevant', 'inappropriate', 'fraudulent', 'personal-info', 'other'] as const;
export type SpamReason = (typeof spamReasons)[number];
export const spamReasonLabels: Record<SpamReason, string> = {
  irrelevant: 'Irrelevant',
  inappropriate: 'Inappropriate',
  fraudulent: 'Fraudulent',
  'personal-info': 'Personal information',
  other: 'Other',
};
