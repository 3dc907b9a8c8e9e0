import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadRequestError } from './errors';
import { signingKey } from './tokens';
import { msg } from '../../shared/i18n/catalog';

/**
 * Paging cursors handed to clients are signed, so that a crafted one (`e30`,
 * that is `{}`) never reaches DynamoDB as a start key. Every paged route wraps
 * ElectroDB's cursor with `signCursor` and reads it back with `readCursor`.
 */
export const INVALID_CURSOR = msg('Invalid cursor');

async function mac(value: string) {
  return createHmac('sha256', await signingKey())
    .update(`cursor:${value}`)
    .digest('base64url')
    .slice(0, 22);
}

export async function signCursor(cursor: string | null | undefined): Promise<string | null> {
  if (!cursor) return null;
  return `${cursor}.${await mac(cursor)}`;
}

/** The ElectroDB cursor inside a signed one; a 400 'Invalid cursor' for anything forged or damaged. */
export async function readCursor(signed: string | null | undefined): Promise<string | null> {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) throw new BadRequestError(INVALID_CURSOR);
  const cursor = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(await mac(cursor));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BadRequestError(INVALID_CURSOR);
  return cursor;
}
