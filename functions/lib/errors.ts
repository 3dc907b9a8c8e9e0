/**
 * The error class tree every handler throws from. The error middleware turns
 * an HttpError into `{ message }` with its status; anything else becomes a
 * generic 500 so that internals never leak.
 */
import { msg } from '../../shared/i18n/catalog';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }

  toJSON() {
    return { message: this.message };
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string = msg('Bad request'), options?: { cause?: unknown }) {
    super(400, message, options);
    this.name = 'BadRequestError';
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = msg('Please Login To Continue!'), options?: { cause?: unknown }) {
    super(401, message, options);
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = msg('You are not allowed to do this'), options?: { cause?: unknown }) {
    super(403, message, options);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = msg('Not found'), options?: { cause?: unknown }) {
    super(404, message, options);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends HttpError {
  constructor(message: string = msg('Conflict'), options?: { cause?: unknown }) {
    super(409, message, options);
    this.name = 'ConflictError';
  }
}

export class TooManyRequestsError extends HttpError {
  /** Seconds until the caller may try again, sent as the Retry-After header when known. */
  readonly retryAfterSeconds?: number;

  constructor(message: string = msg('Too many attempts. Please try again later.'), options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(429, message, options);
    this.name = 'TooManyRequestsError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** Cancellation reasons that mean only "a condition did not hold" (None marks the operations that were fine). */
const CONDITION_ONLY = new Set(['ConditionalCheckFailed', 'None']);

/**
 * Whether a write failed only because its condition did not hold: DynamoDB's
 * ConditionalCheckFailedException, or a transaction cancelled for a failed
 * condition and nothing else (a transaction conflict is worth retrying, a
 * throttle is not a condition). Looks through the wrappers' `cause`
 * (ElectroDB's errors, a ConflictError from transactWrite).
 */
export function isConditionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (current.name === 'ConditionalCheckFailedException') return true;
    if (current.name === 'TransactionCanceledException') {
      const codes = ((current as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      return codes.includes('ConditionalCheckFailed') && codes.every((code) => CONDITION_ONLY.has(code));
    }
  }
  return false;
}
