import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HttpError } from '../lib/errors';
import { msg } from '../../shared/i18n/catalog';

/**
 * DynamoDB refuses an item over 400 KB with a ValidationException, which
 * would surface as a 500 after the request was accepted. Every write the
 * table client sends is measured first and a too-large one answered 413,
 * whatever entity it belongs to. The bound leaves room for the attributes
 * an update adds to what is already stored, and for index keys.
 */
export const MAX_WRITE_BYTES = 350 * 1024;
export const TOO_LARGE_MESSAGE = msg('This is too large to save. Please shorten the text or remove some entries.');

export class PayloadTooLargeError extends HttpError {
  constructor(message = TOO_LARGE_MESSAGE) {
    super(413, message);
    this.name = 'PayloadTooLargeError';
  }
}

/** The UTF-8 size of a value as JSON: a little above DynamoDB's own count, never below it. */
export function writeSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');
}

type Input = Record<string, unknown> & {
  Item?: unknown;
  ExpressionAttributeValues?: unknown;
  TransactItems?: Array<Record<string, Input | undefined>>;
  RequestItems?: Record<string, Array<{ PutRequest?: { Item?: unknown } }>>;
};

/** The payloads of one write command: each must fit on its own. */
function payloads(input: Input): unknown[] {
  const single = [input.Item, input.ExpressionAttributeValues].filter((value) => value !== undefined);
  const transact = (input.TransactItems ?? []).flatMap((operation) => Object.values(operation).flatMap((inner) => (inner ? payloads(inner) : [])));
  const batch = Object.values(input.RequestItems ?? {}).flatMap((requests) => (Array.isArray(requests) ? requests.map((request) => request.PutRequest?.Item).filter(Boolean) : []));
  return [...single, ...transact, ...batch];
}

/** Throws a 413 when a write carries an item (or update values) too large for the table. */
export function assertWritable(input: unknown) {
  for (const payload of payloads((input ?? {}) as Input)) {
    if (writeSize(payload) > MAX_WRITE_BYTES) throw new PayloadTooLargeError();
  }
}

/** Runs `assertWritable` on every command the client sends, before anything leaves the process. */
export function guardItemSizes(client: DynamoDBDocumentClient) {
  client.middlewareStack.add(
    (next) => async (args) => {
      assertWritable((args as { input?: unknown }).input);
      return next(args);
    },
    { step: 'initialize', name: 'sbizItemSizeGuard', priority: 'high' },
  );
}
