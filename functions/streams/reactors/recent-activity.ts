import { recordRecentActivity } from '../../data/entities/recent-activity';
import { isListed, type IndexableBusiness } from '../../../shared/search/index-entries';
import type { StreamReactor } from '../stream-records';

type Counted = IndexableBusiness & { views?: number; ratingCount?: number };

/**
 * The city-wide "recently viewed" and "recently reviewed" lists: a view
 * count or a review count that went up puts the listing at the top of its
 * city's list. (A user's own recently viewed list is written where the view
 * is counted, as only the request knows who viewed.)
 */
export const recentActivityReactor: StreamReactor = {
  name: 'recent-activity',
  entity: 'business',
  async react(change) {
    if (change.kind !== 'MODIFY') return;
    const before = change.oldItem as unknown as Counted;
    const after = change.newItem as unknown as Counted;
    if (!isListed(after)) return;
    if ((after.views ?? 0) > (before.views ?? 0)) await recordRecentActivity('city-views', after.cityName, after.businessId);
    if ((after.ratingCount ?? 0) > (before.ratingCount ?? 0)) await recordRecentActivity('city-reviews', after.cityName, after.businessId);
  },
};
