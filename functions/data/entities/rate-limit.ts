import { Entity } from 'electrodb';
import { isConditionFailure, TooManyRequestsError } from '../../lib/errors';
import { entityConfig } from '../client';

/** Uses of one action by one caller (an address) in one fixed window; TTL clears old windows. */
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

export interface RateLimit {
  action: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one use and refuses it with a 429 past `max` in the window: one
 * conditional update, so parallel requests cannot slip past the limit.
 */
export async function takeRateLimit(limit: RateLimit, caller: string, now = Date.now()) {
  const window = Math.floor(now / 1000 / limit.windowSeconds);
  try {
    await RateLimitEntity.update({ action: limit.action, caller, window })
      .add({ uses: 1 })
      .set({ ttl: (window + 2) * limit.windowSeconds })
      .where((attributes, { notExists, lt }) => `${notExists(attributes.uses)} OR ${lt(attributes.uses, limit.max)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new TooManyRequestsError(limit.message, { cause: error });
    throw error;
  }
}
