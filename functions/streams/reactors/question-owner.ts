import { reassignQuestions } from '../../data/entities/question';
import type { StreamReactor } from '../stream-records';

interface ListingOwner {
  businessId: string;
  ownerId?: string;
}

/**
 * Keeps each question's `ownerId` (the key of the owner's dashboard list) in
 * step with its listing: when a claim or a transfer hands the listing to a
 * new owner, its questions move to the new owner's list. Setting the same
 * owner twice changes nothing, so a redelivered record is harmless.
 */
export const questionOwnerReactor: StreamReactor = {
  name: 'question-owner',
  entity: 'business',
  async react(change) {
    if (change.kind !== 'MODIFY') return;
    const before = change.oldItem as unknown as ListingOwner | undefined;
    const after = change.newItem as unknown as ListingOwner | undefined;
    if (!after?.ownerId || before?.ownerId === after.ownerId) return;
    await reassignQuestions(after.businessId, after.ownerId);
  },
};
