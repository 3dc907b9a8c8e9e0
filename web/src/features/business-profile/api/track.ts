import type { TrackEvent } from '@shared/insights/metrics';
import { beacon } from '../../../lib/api-client';

/** POST /businesses/track: a tap on the listing's call, directions, website or share, for the owner's insights; never delays the tap. */
export function trackTap(businessId: string, event: TrackEvent) {
  beacon('/businesses/track', { businessId, event });
}
