import { MAX_APPEARANCES_PER_BEACON } from '@shared/insights/beacon';
import { beacon } from '../../../lib/api-client';

/** POST /businesses/trackAppearances: the listings a results page showed, one beacon per page shown, for their owners' insights. */
export function trackAppearances(businessIds: readonly string[]) {
  if (businessIds.length) beacon('/businesses/trackAppearances', { businessIds: businessIds.slice(0, MAX_APPEARANCES_PER_BEACON) });
}
