import { isOwnUploadKey, type UploadKind } from '../../shared/uploads';
import { BadRequestError } from './errors';
import type { Caller } from './http';

/**
 * Every image or document key a write adds must be one the caller uploaded
 * for that purpose (logo, cover, gallery, profile…); keys already stored on
 * the record (`existing`) may stay whoever uploaded them.
 */
export function assertOwnNewKeys(keys: ReadonlyArray<string | null | undefined>, existing: ReadonlySet<string>, caller: Caller, kind: UploadKind) {
  for (const key of keys) {
    if (!key || existing.has(key)) continue;
    if (!isOwnUploadKey(key, caller.sub, kind)) throw new BadRequestError(`Upload the ${kind} file first: ${key} is not one of your uploads`);
  }
}
