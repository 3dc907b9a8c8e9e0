import { recordRecentActivity } from '../../data/entities/recent-activity';
import { BusinessEntity } from '../../data/entities/business';
import { isListed } from '../../../shared/search/index-entries';
import { defineReactor } from '../stream-records';

/**
 * The city-wide "recently viewed" and "recently reviewed" lists: a view
 * count or a review count that went up puts the listing at the top of its
 * city's list. (A user's own recently viewed list is written where the view
 * is counted, as only the request knows who viewed.)
 */
export const recentActivityReactor = defineReactor({
  name: 'recent-activity',
  entity: BusinessEntity,
  async react(change) {
    const { oldItem: before, newItem: after } = change;
    if (change.kind !== 'MODIFY' || !before || !after || !isListed(after)) return;
    if ((after.views ?? 0) > (before.views ?? 0)) await recordRecentActivity('city-views', after.cityName, after.businessId);
    if ((after.ratingCount ?? 0) > (before.ratingCount ?? 0)) await recordRecentActivity('city-reviews', after.cityName, after.businessId);
  },
});
