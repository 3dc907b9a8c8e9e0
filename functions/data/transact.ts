import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { msg } from '../../shared/i18n/catalog';
import { ConflictError } from '../lib/errors';
import { dynamoDb } from './client';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One write operation: ElectroDB's `.params()` output for a put/create, update, delete or condition check. */
export type WriteOperation = { Put: unknown } | { Update: unknown } | { Delete: unknown } | { ConditionCheck: unknown };

/**
 * Why a transaction its caller handles itself did not write: a slug already
 * taken, a view already counted, a stream record already applied, an event
 * already marked or ended, a counted thing gone. Compared by the caller, never
 * shown: one that escapes to a handler answers 409.
 */
export type RefusalReason = 'slug-taken' | 'counted' | 'gone' | 'already' | 'ended' | 'applied';

export class TransactionRefused extends ConflictError {
  constructor(
    readonly reason: RefusalReason,
    options?: { cause?: unknown },
  ) {
    super(msg('Conflict'), options);
    this.name = 'TransactionRefused';
  }
}

/** A failed condition its caller handles: `(failed) => (failed === 1 ? refused('slug-taken') : msg('Failed to create product'))`. */
export const refused = (reason: RefusalReason) => ({ refused: reason });

/** Whether `error` is a refusal for one of `reasons`. */
export const isRefusal = (error: unknown, ...reasons: RefusalReason[]): error is TransactionRefused => error instanceof TransactionRefused && reasons.includes(error.reason);

/**
 * Writes all operations or none. A failed condition (a unique value taken, a
 * guard not met) throws what `conflict` makes of the failed operation's
 * index: a ConflictError with a message for the API's caller (409), or a
 * TransactionRefused with a reason its own caller handles (`refused()`).
 */
export async function transactWrite(operations: WriteOperation[], conflict: (failedIndex: number) => string | ReturnType<typeof refused>) {
  try {
    await dynamoDb().send(new TransactWriteCommand({ TransactItems: operations as TransactItem[] }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failedIndex = error.CancellationReasons?.findIndex((reason) => reason.Code === 'ConditionalCheckFailed') ?? -1;
      if (failedIndex >= 0) {
        const outcome = conflict(failedIndex);
        throw typeof outcome === 'string' ? new ConflictError(outcome, { cause: error }) : new TransactionRefused(outcome.refused, { cause: error });
      }
    }
    throw error;
  }
}
