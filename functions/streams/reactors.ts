import { adminListingsReactor } from './reactors/admin-listings';
import { articleIndexReactor, articleReviewCountReactor, articleViewReactor } from './reactors/article-index';
import { businessInsightReactors } from './reactors/business-insights';
import { chatConversationsReactor } from './reactors/chat-conversations';
import { eventCategoryCountsReactor } from './reactors/event-category-counts';
import { eventIndexReactor } from './reactors/event-search-index';
import { dailyAnalyticsReactors } from './reactors/daily-analytics';
import { followCountersReactor } from './reactors/follow-counters';
import { notificationReactors } from './reactors/notifications';
import { notificationEmailReactor } from './reactors/notification-email';
import { productIndexReactor, productViewReactor } from './reactors/product-index';
import { questionOwnerReactor } from './reactors/question-owner';
import { discountCleanupReactor } from './reactors/discount-cleanup';
import { recentActivityReactor } from './reactors/recent-activity';
import { reviewCleanupReactor } from './reactors/review-cleanup';
import { reviewStatsReactor } from './reactors/review-stats';
import { businessIndexReactor, categoryIndexReactor } from './reactors/search-index';
import type { StreamReactor } from './stream-records';

/**
 * Every reactor the stream handler runs. Each feature that keeps derived data
 * adds its reactor here.
 */
export const reactors: readonly StreamReactor[] = [
  followCountersReactor,
  businessIndexReactor,
  categoryIndexReactor,
  recentActivityReactor,
  eventIndexReactor,
  eventCategoryCountsReactor,
  productIndexReactor,
  productViewReactor,
  chatConversationsReactor,
  reviewStatsReactor,
  reviewCleanupReactor,
  adminListingsReactor,
  ...dailyAnalyticsReactors,
  ...businessInsightReactors,
  articleIndexReactor,
  articleViewReactor,
  articleReviewCountReactor,
  questionOwnerReactor,
  discountCleanupReactor,
  ...notificationReactors,
  notificationEmailReactor,
];
