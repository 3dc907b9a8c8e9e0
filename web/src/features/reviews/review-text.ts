/**
 * The reviews' fixed labels as messages to translate (issue #28): the
 * English of shared/reviews/constants.ts, marked with msg() so that the
 * catalogs carry them; shown with `t(reactionText[type])`.
 */
import type { ReactionType, ReviewKind, ReviewTag, SpamReason } from '@shared/reviews/constants';
import { msg } from '../../i18n';

export const reactionText: Record<ReactionType, string> = { helpful: msg('Helpful'), thanks: msg('Thanks'), loved: msg('Love this'), ohno: msg('Oh no') };

/** Poor … Excellent, one to five stars. */
export const starText = [msg('Poor'), msg('Fair'), msg('Good'), msg('Very Good'), msg('Excellent')] as const;

export const spamReasonText: Record<SpamReason, string> = {
  irrelevant: msg('Irrelevant'),
  inappropriate: msg('Inappropriate'),
  fraudulent: msg('Fraudulent'),
  'personal-info': msg('Personal information'),
  other: msg('Other'),
};

/** reviewTagLabel's English for every tag. */
export const tagText: Record<ReviewTag, string> = {
  good_service: msg('Good service'),
  excellent_service: msg('Excellent service'),
  clean_place: msg('Clean place'),
  friendly_staff: msg('Friendly staff'),
  delicious_food: msg('Delicious food'),
  quick_service: msg('Quick service'),
  great_location: msg('Great location'),
  value_for_money: msg('Value for money'),
  good_quality: msg('Good quality'),
  as_described: msg('As described'),
  well_packed: msg('Well packed'),
  on_time_delivery: msg('On time delivery'),
  durable: msg('Durable'),
  well_written: msg('Well written'),
  informative: msg('Informative'),
  useful_tips: msg('Useful tips'),
  easy_to_follow: msg('Easy to follow'),
  well_researched: msg('Well researched'),
  inspiring: msg('Inspiring'),
  well_organised: msg('Well organised'),
  great_venue: msg('Great venue'),
  fun_experience: msg('Fun experience'),
  good_crowd: msg('Good crowd'),
  worth_the_price: msg('Worth the price'),
  started_on_time: msg('Started on time'),
};

/** reviewWording and ownReviewMessage of each kind. */
export const wordingText: Record<ReviewKind, { headline: string; experience: string; ownReview: string }> = {
  business: { headline: msg('Sum up your visit'), experience: msg('What did you like or dislike?'), ownReview: msg('You cannot review your own business') },
  product: { headline: msg('Sum up the product'), experience: msg('How was the quality, packing and delivery?'), ownReview: msg('You cannot review your own product') },
  blog: { headline: msg('Sum up the article'), experience: msg('What did you learn, and what was missing?'), ownReview: msg('You cannot review your own article') },
  event: { headline: msg('Sum up the event'), experience: msg('How were the venue, the crowd and the programme?'), ownReview: msg('You cannot review your own event') },
};
