import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/**
 * A signed-in session: one per refresh-token family. Only a hash of the
 * current refresh secret is stored; rotation replaces it under a condition on
 * the old hash, so a replayed (already rotated) token cannot be used twice.
 */
export const SessionEntity = new Entity(
  {
    model: { entity: 'session', version: '1', service: 'sbiz' },
    attributes: {
      sessionId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      tokenHash: { type: 'string', required: true },
      expiresAt: { type: 'string', required: true },
      /** Epoch seconds: DynamoDB's TTL removes expired sessions. */
      ttl: { type: 'number', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
      byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  entityConfig(),
);

/**
 * Whether a session is still open for this user. An access token names its
 * session: once the session ends (sign-out, a password change or reset), its
 * access tokens are refused at once rather than for the rest of their 15
 * minutes. A consistent read, so a sign-out is seen by the next request.
 */
export async function isSessionOpen(sessionId: string, userId: string, now = Date.now()): Promise<boolean> {
  const { data } = await SessionEntity.get({ sessionId }).go({ attributes: ['userId', 'expiresAt'], consistent: true });
  return data !== null && data.userId === userId && Date.parse(data.expiresAt) > now;
}
