import { Entity } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';

/** Uses of one action by one caller (an address or an account) in one fixed window; TTL clears old windows. */
export const RateLimitEntity = new Entity(
  {
    model: { entity: 'rateLimit', version: '1', service: 'sbiz' },
    attributes: {
      action: { type: 'string', required: true, readOnly: true },
      caller: { type: 'string', required: true, readOnly: true },
      window: { type: 'number', required: true, readOnly: true },
      uses: { type: 'number', required: true, default: 0 },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byCaller: { pk: { field: 'pk', composite: ['action', 'caller', 'window'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

export interface UseCounter {
  action: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one use of an action by a caller in the current fixed window, unless
 * `max` are already counted: one conditional update, so parallel requests
 * cannot slip past the limit. Answers whether the use was allowed and, when it
 * was not, the seconds until the window ends.
 */
export async function countUse(counter: UseCounter, caller: string, now = Date.now()): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const window = Math.floor(now / 1000 / counter.windowSeconds);
  try {
    await RateLimitEntity.update({ action: counter.action, caller, window })
      .add({ uses: 1 })
      .set({ ttl: (window + 2) * counter.windowSeconds })
      .where((attributes, { notExists, lt }) => `${notExists(attributes.uses)} OR ${lt(attributes.uses, counter.max)}`)
      .go({ response: 'none' });
    return { allowed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window + 1) * counter.windowSeconds - now / 1000)) };
  }
}
