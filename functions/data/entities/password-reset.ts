import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';
import { UserEntity } from './user';

/**
 * One emailed password-reset link. The link carries the id and a signature of
 * it; redeeming deletes this item under a condition in the same transaction
 * that sets the new password, so a link works once, and not after it expires.
 * The user item names the newest link (`passwordResetId`): issuing one voids
 * the earlier ones, and redeeming one voids them all.
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

/** Stores a new link for the user and makes it their only live one. */
export async function createPasswordReset(userId: string, lifetimeMs: number, now = Date.now()): Promise<string> {
  const expiresAt = now + lifetimeMs;
  const resetId = randomUUID();
  await transactWrite(
    [
      { Put: PasswordResetEntity.create({ resetId, userId, expiresAt, ttl: Math.ceil(expiresAt / 1000) }).params() },
      { Update: UserEntity.patch({ userId }).set({ passwordResetId: resetId }).params() },
    ],
    () => 'The account is gone',
  );
  return resetId;
}

export async function getPasswordReset(resetId: string) {
  const { data } = await PasswordResetEntity.get({ resetId }).go();
  return data ?? undefined;
}

/**
 * Spends the link and sets the password together: the delete is guarded on the
 * link still existing and not having expired, and the user's update on it being
 * their newest link, so two racing redemptions, a late one or an older link's
 * change nothing. Throws a ConflictError when a guard fails.
 */
export async function redeemPasswordReset(resetId: string, userId: string, passwordHash: string, message: string, now = Date.now()) {
  await transactWrite(
    [
      {
        Delete: PasswordResetEntity.delete({ resetId })
          .where(({ expiresAt, userId: owner }, { gt, eq }) => `${gt(expiresAt, now)} AND ${eq(owner, userId)}`)
          .params(),
      },
      {
        Update: UserEntity.patch({ userId })
          .set({ passwordHash, provider: 'password' })
          .remove(['passwordResetId'])
          .where(({ passwordResetId }, { eq }) => eq(passwordResetId, resetId))
          .params(),
      },
    ],
    () => message,
  );
}
