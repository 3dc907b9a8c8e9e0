import { Entity, type EntityItem } from 'electrodb';
import { claimMessages, claimStatuses } from '../../../shared/schemas/claim';
import { entityConfig, tableName } from '../client';
import { transactWrite } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { BusinessEntity, type BusinessItem } from './business';
import { UserEntity } from './user';
import { msg } from '../../../shared/i18n/catalog';

/**
 * A user's claim of an unclaimed listing, waiting for an admin. One claim
 * per user and listing (its id is made of both), so claiming twice is a
 * failed condition, not a read-then-write. Listed newest first for the
 * admins (gsi1) and per claimant (gsi2).
 */
export const BusinessClaimEntity = new Entity(
  {
    model: { entity: 'businessClaim', version: '1', service: 'sbiz' },
    attributes: {
      claimId: { type: 'string', required: true, readOnly: true },
      businessId: { type: 'string', required: true, readOnly: true },
      businessName: { type: 'string', required: true, readOnly: true },
      businessSlug: { type: 'string', required: true, readOnly: true },
      cityName: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      note: { type: 'string', readOnly: true },
      status: { type: claimStatuses, required: true, default: 'pending' },
      /** A constant partition for the admin list (few claims; read newest first). */
      queue: { type: 'string', required: true, readOnly: true, default: 'claims' },
      decidedBy: { type: 'string' },
      decidedAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['claimId'] }, sk: { field: 'sk', composite: [] } },
      byCreated: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['queue'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'claimId'] } },
      byClaimant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'claimId'] } },
    },
  },
  entityConfig(),
);

export type BusinessClaimItem = EntityItem<typeof BusinessClaimEntity>;

/** One user's claim of one listing has this id. */
export const claimIdOf = (businessId: string, userId: string) => `${businessId}_${userId}`;

/** A transaction check that the listing is still unclaimed. */
function stillUnclaimed(businessId: string) {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: BusinessEntity.get({ businessId }).params().Key as Record<string, unknown>,
      ConditionExpression: '#unclaimed = :true',
      ExpressionAttributeNames: { '#unclaimed': 'unclaimed' },
      ExpressionAttributeValues: { ':true': true },
    },
  };
}

/**
 * Files a pending claim, in one transaction with the check that the
 * listing is still unclaimed: 409 when it is claimed, or when this user has
 * claimed it already.
 */
export async function createClaim(business: BusinessItem, userId: string, note: string | undefined): Promise<BusinessClaimItem> {
  const claim = {
    claimId: claimIdOf(business.businessId, userId),
    businessId: business.businessId,
    businessName: business.name,
    businessSlug: business.slug,
    cityName: business.cityName,
    userId,
    ...(note ? { note } : {}),
  };
  await retryTransactionConflicts(() =>
    transactWrite([{ Put: BusinessClaimEntity.create(claim).params() }, stillUnclaimed(business.businessId)], (failed) => (failed === 0 ? claimMessages.claimedTwice : claimMessages.alreadyClaimed)),
  );
  const created = await getClaim(claim.claimId);
  if (!created) throw new Error(`Claim ${claim.claimId} vanished after creation`);
  return created;
}

export async function getClaim(claimId: string): Promise<BusinessClaimItem | undefined> {
  const { data } = await BusinessClaimEntity.get({ claimId }).go();
  return data ?? undefined;
}

/** One page of claims, newest first (the admin table). */
export function listClaims(limit: number, cursor: string | null) {
  return BusinessClaimEntity.query.byCreated({ queue: 'claims' }).go({ order: 'desc', limit, cursor });
}

/** A user's own claims, newest first (a user files a handful). */
export async function listClaimsByUser(userId: string): Promise<BusinessClaimItem[]> {
  const { data } = await BusinessClaimEntity.query.byClaimant({ userId }).go({ order: 'desc', limit: 100 });
  return data;
}

const decision = (claimId: string, status: 'approved' | 'rejected', adminId: string) =>
  BusinessClaimEntity.patch({ claimId })
    .set({ status, decidedBy: adminId, decidedAt: new Date().toISOString() })
    .where(({ status: current }, { eq }) => eq(current, 'pending'));

/**
 * Approves a pending claim: the claim becomes approved, the listing gets
 * the claimant as its owner and loses its unclaimed flag, and the claimant
 * becomes a business owner: all or nothing, guarded by the claim being
 * pending and the listing still unclaimed.
 */
export async function approveClaim(claim: BusinessClaimItem, business: BusinessItem, adminId: string): Promise<void> {
  await retryTransactionConflicts(() =>
    transactWrite(
      [
        { Update: decision(claim.claimId, 'approved', adminId).params() },
        {
          Update: BusinessEntity.patch({ businessId: business.businessId })
            .set({ ownerId: claim.userId, unclaimed: false })
            // The owner index is keyed by owner and creation time: the new owner's list gets the listing.
            .composite({ createdAt: business.createdAt })
            .where(({ unclaimed }, { eq }) => eq(unclaimed, true))
            .params(),
        },
        { Update: UserEntity.patch({ userId: claim.userId }).set({ businessOwner: true }).params() },
      ],
      (failed) => (failed === 0 ? claimMessages.decided : failed === 1 ? claimMessages.alreadyClaimed : msg('The claimant\u2019s account no longer exists')),
    ),
  );
}

/** Rejects a pending claim (guarded: still pending); the listing is untouched. */
export async function rejectClaim(claimId: string, adminId: string): Promise<void> {
  await transactWrite([{ Update: decision(claimId, 'rejected', adminId).params() }], () => claimMessages.decided);
}
