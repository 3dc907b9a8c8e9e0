import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { editRequestStatuses, type StoredEditableFields } from '../../../shared/schemas/business';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { LISTING_CHANGED, transactWithBusinessUpdate } from './business';
import { msg } from '../../../shared/i18n/catalog';
import { stillApplicable } from '../../../shared/business/listing-changes';
import { indiaDay } from '../../../shared/time/india';

const ALREADY_DECIDED = msg('This request has already been decided');

/** A suggested change to a listing, waiting for an admin (spec 1 §2 Admin screens, §4). */
export const EditRequestEntity = new Entity(
  {
    model: { entity: 'editRequest', version: '1', service: 'sbiz' },
    attributes: {
      requestId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      businessId: { type: 'string', required: true, readOnly: true },
      cityName: { type: 'string', required: true, readOnly: true },
      requestedBy: { type: 'string', required: true, readOnly: true },
      /** Only what the request changes (see changedListingFields). */
      requestedFields: { type: 'any', required: true, readOnly: true },
      /** Fields the request clears: top-level names and `nested.key` paths. */
      removedFields: { type: 'list', items: { type: 'string' }, readOnly: true },
      status: { type: editRequestStatuses, required: true, default: 'pending' },
      /** A constant partition for the admin list (few requests; read newest first). */
      queue: { type: 'string', required: true, readOnly: true, default: 'editRequests' },
      decidedBy: { type: 'string' },
      decidedAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['requestId'] }, sk: { field: 'sk', composite: [] } },
      byCreated: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['queue'] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  entityConfig(),
);

export type EditRequestItem = EntityItem<typeof EditRequestEntity>;

/** Files a suggested change to a listing, pending until an admin decides. */
export async function createEditRequest(input: Pick<EditRequestItem, 'businessId' | 'cityName' | 'requestedBy' | 'requestedFields' | 'removedFields'>) {
  const { data } = await EditRequestEntity.create(input).go();
  return data;
}

/** Which edit request has this id? */
export async function getEditRequest(requestId: string): Promise<EditRequestItem | undefined> {
  const { data } = await EditRequestEntity.get({ requestId }).go();
  return data ?? undefined;
}

/** One page of edit requests, newest first (the admin table), without the fields they ask to change. */
export async function listEditRequests(limit: number, cursor: string | null) {
  return EditRequestEntity.query.byCreated({ queue: 'editRequests' }).go({ order: 'desc', limit, cursor, attributes: ['requestId', 'businessId', 'cityName', 'requestedBy', 'status', 'createdAt'] });
}

const decision = (requestId: string, status: 'approved' | 'rejected', adminId: string) =>
  EditRequestEntity.patch({ requestId })
    .set({ status, decidedBy: adminId, decidedAt: new Date().toISOString() })
    .where(({ status: current }, { eq }) => eq(current, 'pending'));

/**
 * Approves a pending request: the listing gets the requested fields (as
 * they still apply), nested objects merged field by field and requested
 * removals cleared, and the
 * request becomes approved, both or neither. The transaction is guarded by
 * the request still being pending and the listing not having changed since
 * the merge read it (a newer read is merged again).
 */
export async function approveEditRequest(request: EditRequestItem, adminId: string) {
  const changes = stillApplicable(request.requestedFields as StoredEditableFields, indiaDay(Date.now()));
  const found = await transactWithBusinessUpdate(request.businessId, changes, request.removedFields ?? [], (update) =>
    retryTransactionConflicts(() => transactWrite([{ Update: decision(request.requestId, 'approved', adminId).params() }, update], (failed) => (failed === 0 ? ALREADY_DECIDED : LISTING_CHANGED))),
  );
  if (!found) throw new ConflictError(msg('The business no longer exists'));
}

/** Rejects a pending request (guarded: still pending); the listing is untouched. */
export async function rejectEditRequest(requestId: string, adminId: string) {
  try {
    await decision(requestId, 'rejected', adminId).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError(ALREADY_DECIDED, { cause: error });
  }
}
