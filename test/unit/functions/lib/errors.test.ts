import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { ConflictError, isConditionFailure } from '../../../../functions/lib/errors';
import { isRefusal, TransactionRefused } from '../../../../functions/data/transact';

const cancelled = (...codes: string[]) => new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('a failed condition, told apart by its reasons (issue #26 §3)', () => {
  it('is a conditional check that failed, or a transaction cancelled for a failed condition only', () => {
    expect(isConditionFailure(conditionFailed())).toBe(true);
    expect(isConditionFailure(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
  });

  it('is not a transaction cancelled by a conflict or a throttle, even beside a failed condition: those are worth another try', () => {
    expect(isConditionFailure(cancelled('TransactionConflict', 'None'))).toBe(false);
    expect(isConditionFailure(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isConditionFailure(cancelled('ThrottlingError'))).toBe(false);
  });

  it('looks through the wrappers that carry it as their cause, and finds nothing in other errors or words', () => {
    const wrapped = new Error('ElectroDB: error while performing update', { cause: conditionFailed() });
    expect(isConditionFailure(wrapped)).toBe(true);
    expect(isConditionFailure(new ConflictError('Taken', { cause: cancelled('ConditionalCheckFailed') }))).toBe(true);
    // A message that only mentions it is not one.
    expect(isConditionFailure(new Error('ConditionalCheckFailed: TransactionCanceled'))).toBe(false);
    expect(isConditionFailure('ConditionalCheckFailed')).toBe(false);
  });

  it('a transaction its caller handles is refused with a reason to compare, not a message', () => {
    const refusal = new TransactionRefused('slug-taken');
    expect(isRefusal(refusal, 'slug-taken')).toBe(true);
    expect(isRefusal(refusal, 'gone', 'applied')).toBe(false);
    expect(isRefusal(new ConflictError('slug-taken'), 'slug-taken')).toBe(false);
    // One that escapes to a handler is still a 409.
    expect(refusal.statusCode).toBe(409);
  });
});
