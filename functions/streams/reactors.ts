import { followCountersReactor } from './reactors/follow-counters';
import type { StreamReactor } from './stream-records';

/**
 * Every reactor the stream handler runs. Each feature that keeps derived data
 * adds its reactor here.
 */
export const reactors: readonly StreamReactor[] = [followCountersReactor];
