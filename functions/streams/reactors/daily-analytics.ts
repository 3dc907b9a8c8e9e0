import type { EntityItem } from 'electrodb';
import { ArticleEntity } from '../../data/entities/article';
import { BusinessEntity } from '../../data/entities/business';
import { countDailyEvent } from '../../data/entities/daily-analytics';
import { EmployeeEntity } from '../../data/entities/employee';
import { EventEntity } from '../../data/entities/event';
import { ProductEntity } from '../../data/entities/product';
import { UserEntity } from '../../data/entities/user';
import type { DailyMetric } from '../../../shared/schemas/analytics';
import { defineReactor, entityName, type AnyEntity, type StreamReactor } from '../stream-records';

/** The member (contributor, business) behind a new item, and the unique counter it moves once a day. */
interface Member {
  id: string | undefined;
  uniqueMetric: DailyMetric;
  detail?: unknown;
}

/** When the item was created (its createdAt), else now: a record replayed after midnight still counts on its own day. */
function createdAt(item: { createdAt?: string }): Date {
  const stamp = item.createdAt ? new Date(item.createdAt) : undefined;
  return stamp && !Number.isNaN(stamp.getTime()) ? stamp : new Date();
}

/** Counts each new item of one entity each UTC day: a total, and the distinct members behind them. Each record counts once (its sequence number is the receipt). */
function creationCounter<E extends AnyEntity>(entity: E, metric: DailyMetric, memberOf?: (item: EntityItem<E>) => Member): StreamReactor {
  return defineReactor({
    name: `daily-analytics-${entityName(entity)}`,
    entity,
    async react(change) {
      const item = change.newItem;
      if (change.kind !== 'INSERT' || !item) return;
      const member = memberOf?.(item);
      await countDailyEvent({
        metric,
        at: createdAt(item),
        receipt: change.sequenceNumber,
        member: member?.id ? { id: member.id, uniqueMetric: member.uniqueMetric, detail: member.detail } : undefined,
      });
    },
  });
}

/**
 * The creations Today's Analytics counts, one line per entity. Adding one (a
 * product, an event, an article) is one more line here: its ElectroDB
 * entity, its total, and who contributed it.
 */
export const dailyAnalyticsReactors: StreamReactor[] = [
  creationCounter(UserEntity, 'newUsers'),
  creationCounter(BusinessEntity, 'businesses', (item) => ({
    id: item.businessId,
    uniqueMetric: 'businessesAdded',
    detail: { name: item.name, cityName: item.cityName, slug: item.slug, createdAt: item.createdAt },
  })),
  creationCounter(EmployeeEntity, 'employees', (item) => ({ id: item.businessId, uniqueMetric: 'employeeBusinesses' })),
  // Whoever listed it: the seller, or the admin who attached it to a seller's business.
  creationCounter(ProductEntity, 'products', (item) => ({ id: item.createdBy, uniqueMetric: 'productContributors' })),
  creationCounter(EventEntity, 'events', (item) => ({ id: item.hostId, uniqueMetric: 'eventContributors' })),
  creationCounter(ArticleEntity, 'articles', (item) => ({ id: item.authorId, uniqueMetric: 'articleContributors' })),
];
