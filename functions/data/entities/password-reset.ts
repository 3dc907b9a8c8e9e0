import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';
import { UserEntity } from './user';

/**
 * One emailed password-reset link. The link carries the id and a signature of
 * it; redeeming deletes this item under a condition in the same transaction
 * that sets the new password, so a link works once, and not after it expires.
 */
export const PasswordResetEntity = new Entity(
  {
    model: { entity: 'passwordReset', version: '1', service: 'sbiz' },
    attributes: {
      resetId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      userId: { type: 'string', required: true, readOnly: true },
      /** Epoch milliseconds after which the link no longer works. */
      expiresAt: { type: 'number', required: true, readOnly: true },
      /** Epoch seconds: DynamoDB's TTL removes spent-by-time links. */
      ttl: { type: 'number', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['resetId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

export async function createPasswordReset(userId: string, lifetimeMs: number, now = Date.now()): Promise<string> {
  const expiresAt = now + lifetimeMs;
  const { data } = await PasswordResetEntity.create({ userId, expiresAt, ttl: Math.ceil(expiresAt / 1000) }).go();
  return data.resetId;
}

export async function getPasswordReset(resetId: string) {
  const { data } = await PasswordResetEntity.get({ resetId }).go();
  return data ?? undefined;
}

/**
 * Spends the link and sets the password together: the delete is guarded on the
 * link still existing and not having expired, so two racing redemptions (or a
 * late one) change nothing. Throws a ConflictError when the guard fails.
 */
export async function redeemPasswordReset(resetId: string, userId: string, passwordHash: string, message: string, now = Date.now()) {
  await transactWrite(
    [
      { Delete: PasswordResetEntity.delete({ resetId }).where(({ expiresAt, userId: owner }, { gt, eq }) => `${gt(expiresAt, now)} AND ${eq(owner, userId)}`).params() },
      { Update: UserEntity.patch({ userId }).set({ passwordHash, provider: 'password' }).params() },
    ],
    () => message,
  );
}
