import { chatConversationsReactor } from './reactors/chat-conversations';
import { followCountersReactor } from './reactors/follow-counters';
import { recentActivityReactor } from './reactors/recent-activity';
import { businessIndexReactor, categoryIndexReactor } from './reactors/search-index';
import type { StreamReactor } from './stream-records';

/**
 * Every reactor the stream handler runs. Each feature that keeps derived data
 * adds its reactor here.
 */
export const reactors: readonly StreamReactor[] = [followCountersReactor, businessIndexReactor, categoryIndexReactor, recentActivityReactor, chatConversationsReactor];
