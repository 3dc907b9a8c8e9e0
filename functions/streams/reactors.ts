import { followCountersReactor } from './reactors/follow-counters';
import { recentActivityReactor } from './reactors/recent-activity';
import { reviewStatsReactor } from './reactors/review-stats';
import { businessIndexReactor, categoryIndexReactor } from './reactors/search-index';
import type { StreamReactor } from './stream-records';

/**
 * Every reactor the stream handler runs. Each feature that keeps derived data
 * adds its reactor here.
 */
export const reactors: readonly StreamReactor[] = [followCountersReactor, businessIndexReactor, categoryIndexReactor, recentActivityReactor, reviewStatsReactor];
