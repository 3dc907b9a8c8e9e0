import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '../lib/errors';
import { dynamoDb } from './client';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One write operation: ElectroDB's `.params()` output for a put/create, update, delete or condition check. */
export type WriteOperation = { Put: unknown } | { Update: unknown } | { Delete: unknown } | { ConditionCheck: unknown };

/**
 * Writes all operations or none. A failed condition (a unique value taken, a
 * guard not met) becomes a ConflictError with the caller's message, naming
 * which operation failed so callers can tell them apart.
 */
export async function transactWrite(operations: WriteOperation[], conflictMessage: (failedIndex: number) => string) {
  try {
    await dynamoDb().send(new TransactWriteCommand({ TransactItems: operations as TransactItem[] }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failedIndex = error.CancellationReasons?.findIndex((reason) => reason.Code === 'ConditionalCheckFailed') ?? -1;
      if (failedIndex >= 0) throw new ConflictError(conflictMessage(failedIndex), { cause: error });
    }
    throw error;
  }
}
