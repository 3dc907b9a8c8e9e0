import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '../lib/errors';
import { msg } from '../../shared/i18n/catalog';

const MAX_ATTEMPTS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True when DynamoDB refused a write only because another transaction was
 * working on the same item at that moment: nothing was written, and the
 * same write may simply be tried again.
 */
export function isTransactionConflict(error: unknown): boolean {
  // ElectroDB wraps the SDK's error; the SDK's own is its cause.
  const cause = error instanceof Error && error.cause ? error.cause : error;
  if (cause instanceof TransactionConflictException) return true;
  return (
    cause instanceof TransactionCanceledException &&
    (cause.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict') &&
    !(cause.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
}

/**
 * Runs `write`, trying again with jittered exponential backoff while it loses
 * races against concurrent transactions on the same items (a popular
 * listing's counter, one user's rapid toggles). Any other error is final;
 * so is a conflict that outlasts every attempt (a 409, never a 500).
 */
export async function retryTransactionConflicts<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(msg('Too many changes at once; please try again'), { cause: error });
      await sleep(Math.random() * Math.min(400, 8 * 2 ** attempt));
    }
  }
}
