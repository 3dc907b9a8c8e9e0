import { isOwnUploadKey, type UploadKind } from '../../../shared/uploads';
import { BadRequestError } from '../../lib/errors';
import type { Caller } from '../../lib/http';

/**
 * Every image key a save adds must be one the caller uploaded for that
 * purpose; keys already on the listing may stay whoever uploaded them.
 */
export function assertOwnNewKeys(keys: Array<string | null | undefined>, existing: ReadonlySet<string>, caller: Caller, kind: UploadKind) {
  for (const key of keys) {
    if (!key || existing.has(key)) continue;
    if (!isOwnUploadKey(key, caller.sub, kind)) throw new BadRequestError(`Upload the ${kind} image first: ${key} is not one of your uploads`);
  }
}
