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

/** True when DynamoDB refused a write because its condition expression failed. */
export function isConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return /ConditionalCheckFailed|conditional request failed|TransactionCanceled/i.test(text);
}
