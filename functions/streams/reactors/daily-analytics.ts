import { countDailyEvent } from '../../data/entities/daily-analytics';
import type { DailyMetric } from '../../../shared/schemas/analytics';
import type { EntityChange, StreamReactor } from '../stream-records';

type Item = Record<string, unknown>;

/** How an entity's new items are counted each UTC day: a total, and the distinct members behind them. */
interface CountedCreation {
  metric: DailyMetric;
  /** The member (contributor, business) and the unique counter it moves once a day. */
  member?: (item: Item) => { id: unknown; uniqueMetric: DailyMetric; detail?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The creations Today's Analytics counts, one line per entity type. Adding a
 * type (a product, an event, an article) is one more line here: its ElectroDB
 * entity name, its total, and who contributed it.
 */
export const countedCreations: Record<string, CountedCreation> = {
  user: { metric: 'newUsers' },
  business: {
    metric: 'businesses',
    member: (item) => ({
      id: item.businessId,
      uniqueMetric: 'businessesAdded',
      detail: { name: text(item.name), cityName: text(item.cityName), slug: text(item.slug), createdAt: text(item.createdAt) },
    }),
  },
  employee: { metric: 'employees', member: (item) => ({ id: item.businessId, uniqueMetric: 'employeeBusinesses' }) },
  // Whoever listed it: the seller, or the admin who attached it to a seller's business.
  product: { metric: 'products', member: (item) => ({ id: item.createdBy, uniqueMetric: 'productContributors' }) },
  event: { metric: 'events', member: (item) => ({ id: item.hostId, uniqueMetric: 'eventContributors' }) },
  article: { metric: 'articles', member: (item) => ({ id: item.userId ?? item.authorId, uniqueMetric: 'articleContributors' }) },
};

/** When the item was created (its createdAt), else now: a record replayed after midnight still counts on its own day. */
function createdAt(item: Item): Date {
  const stamp = typeof item.createdAt === 'string' ? new Date(item.createdAt) : undefined;
  return stamp && !Number.isNaN(stamp.getTime()) ? stamp : new Date();
}

async function countCreation(change: EntityChange) {
  const counted = countedCreations[change.entity];
  if (!counted || change.kind !== 'INSERT' || !change.newItem) return;
  const member = counted.member?.(change.newItem);
  await countDailyEvent({
    metric: counted.metric,
    at: createdAt(change.newItem),
    receipt: change.sequenceNumber,
    member: member && typeof member.id === 'string' && member.id ? { id: member.id, uniqueMetric: member.uniqueMetric, detail: member.detail } : undefined,
  });
}

/** One reactor per counted entity type, all sharing the mapping above; each record counts once (its sequence number is the receipt). */
export const dailyAnalyticsReactors: StreamReactor[] = Object.keys(countedCreations).map((entity) => ({
  name: `daily-analytics-${entity}`,
  entity,
  react: countCreation,
}));
