import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { REPLY_WINDOW_DAYS } from '../../../shared/chat/reply-time';

/**
 * When a customer first wrote in a conversation and when the owner first
 * answered: the stream reactor files one per conversation and the business's
 * response time is read from the last 30 days of them. It expires after the
 * window, so a conversation that comes back to life counts again.
 */
export const ReplySampleEntity = new Entity(
  {
    model: { entity: 'replySample', version: '1', service: 'sbiz' },
    attributes: {
      businessId: { type: 'string', required: true, readOnly: true },
      conversationId: { type: 'string', required: true, readOnly: true },
      startedAt: { type: 'string', required: true, readOnly: true },
      repliedAt: { type: 'string' },
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byBusiness: { pk: { field: 'pk', composite: ['businessId'] }, sk: { field: 'sk', composite: ['conversationId'] } },
    },
  },
  entityConfig(),
);

export type ReplySampleItem = EntityItem<typeof ReplySampleEntity>;

const WINDOW_SECONDS = REPLY_WINDOW_DAYS * 24 * 60 * 60;

/** A customer wrote: the conversation's sample starts now, unless it already has one. */
export async function startReplySample(businessId: string, conversationId: string, startedAt: string) {
  try {
    await ReplySampleEntity.create({ businessId, conversationId, startedAt, ttl: Math.floor(Date.parse(startedAt) / 1000) + WINDOW_SECONDS }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The owner wrote: the first reply is recorded once, and only after the customer wrote. */
export async function recordFirstReply(businessId: string, conversationId: string, repliedAt: string) {
  try {
    await ReplySampleEntity.patch({ businessId, conversationId })
      .set({ repliedAt })
      .where(({ repliedAt: replied, startedAt }, { notExists, lte }) => `${notExists(replied)} AND ${lte(startedAt, repliedAt)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The business's samples still inside the window (bounded: at most `limit`). */
export async function listReplySamples(businessId: string, limit: number): Promise<ReplySampleItem[]> {
  const { data } = await ReplySampleEntity.query.byBusiness({ businessId }).go({ limit, pages: 'all' });
  return data.slice(0, limit);
}
