import { reassignQuestions } from '../../data/entities/question';
import { BusinessEntity } from '../../data/entities/business';
import { defineReactor } from '../stream-records';

/**
 * Keeps each question's `ownerId` (the key of the owner's dashboard list) in
 * step with its listing: when a claim or a transfer hands the listing to a
 * new owner, its questions move to the new owner's list. Setting the same
 * owner twice changes nothing, so a redelivered record is harmless.
 */
export const questionOwnerReactor = defineReactor({
  name: 'question-owner',
  entity: BusinessEntity,
  async react(change) {
    if (change.kind !== 'MODIFY') return;
    const { oldItem: before, newItem: after } = change;
    if (!after?.ownerId || before?.ownerId === after.ownerId) return;
    await reassignQuestions(after.businessId, after.ownerId);
  },
});
