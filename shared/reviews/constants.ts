import { msg } from '../i18n/catalog';
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

/** Each review base offers its own tags: a product is not "Delicious food", an article not "Clean place". */
export const reviewTagsByKind = {
  business: ['good_service', 'excellent_service', 'clean_place', 'friendly_staff', 'delicious_food', 'quick_service', 'great_location', 'value_for_money'],
  product: ['good_quality', 'value_for_money', 'as_described', 'well_packed', 'on_time_delivery', 'durable'],
  blog: ['well_written', 'informative', 'useful_tips', 'easy_to_follow', 'well_researched', 'inspiring'],
  event: ['well_organised', 'great_venue', 'fun_experience', 'good_crowd', 'worth_the_price', 'started_on_time'],
} as const satisfies Record<ReviewKind, readonly string[]>;
export type ReviewTag = (typeof reviewTagsByKind)[ReviewKind][number];
/** Every tag of every base (a stored review's tags are read with this). */
export const reviewTags = [...new Set(Object.values(reviewTagsByKind).flat())] as ReviewTag[];
/** The tag a review sent without tags gets. */
export const defaultReviewTag = { business: 'good_service', product: 'good_quality', blog: 'informative', event: 'fun_experience' } as const satisfies {
  [K in ReviewKind]: (typeof reviewTagsByKind)[K][number];
};
export const reviewTagLabel = (tag: ReviewTag) => tag.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/** How each base names what is reviewed, and what its form asks. */
export const reviewWording = {
  business: { noun: 'business', headline: 'Sum up your visit', experience: 'What did you like or dislike?' },
  product: { noun: 'product', headline: 'Sum up the product', experience: 'How was the quality, packing and delivery?' },
  blog: { noun: 'article', headline: 'Sum up the article', experience: 'What did you learn, and what was missing?' },
  event: { noun: 'event', headline: 'Sum up the event', experience: 'How were the venue, the crowd and the programme?' },
} as const satisfies Record<ReviewKind, { noun: string; headline: string; experience: string }>;
/** The refusal when the owner, seller, host or author reviews their own listing. */
export const ownReviewMessage = (kind: ReviewKind) => `You cannot review your own ${reviewWording[kind].noun}`;

/** Spec 2 §9 and spec 1 §9. */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_TEXT_CUT = 300;
export const REVIEW_CARD_IMAGES = 4;
export const REVIEW_MAX_IMAGES = 10;
export const REVIEW_MIN_TEXT = 10;
export const POSITIVE_RATING = 4;
export const starLabels = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

export const reviewMessages = {
  contentRequired: msg('Please share your experience'),
  contentTooShort: msg('Please write at least 10 characters'),
  titleRequired: msg('Please Write your headline'),
  titleTooShort: msg('Your headline needs at least 10 characters'),
  ratingRequired: msg('Please choose a rating from 1 to 5 stars'),
  tooManyImages: `You can add up to ${REVIEW_MAX_IMAGES} photos`,
  duplicate: msg('You have already reviewed this. Delete your review to write a new one.'),
  signedOut: msg('Please Login To add Your Review'),
  submitted: msg('Review Submitted'),
  deleted: msg('Your Comment has been deleted'),
  reported: msg('Thank you for your report. Our team will review it shortly.'),
  alreadyReported: msg('You have already reported this review'),
  emptyReply: msg('Please write a reply'),
  notFound: msg('Review not found'),
  ownReaction: msg('You cannot react to your own review'),
  blockedNoDelete: msg('This review was blocked by our moderators and cannot be deleted'),
  blockedNoNewReview: msg('Your review of this was blocked by our moderators, so you cannot review it again'),
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
