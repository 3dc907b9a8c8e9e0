import type { StreamReactor } from './stream-records';

/**
 * Every reactor the stream handler runs. Each feature that keeps derived data
 * adds its reactor here, next to the entity it derives from.
 */
export const reactors: readonly StreamReactor[] = [];
