import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/** How long a view or a review keeps a listing in a "recently" list. */
const RETENTION_SECONDS = 90 * 24 * 60 * 60;

/**
 * "Recently" lists for the home page: which listings a city's visitors
 * viewed or reviewed lately, and which ones one signed-in user viewed. One
 * item per (list, listing), so a popular listing appears once; gsi1 orders a
 * list newest first. Items expire after 90 days.
 */
export const RecentActivityEntity = new Entity(
  {
    model: { entity: 'recentActivity', version: '1', service: 'sbiz' },
    attributes: {
      list: { type: ['city-views', 'city-reviews', 'user-views'] as const, required: true, readOnly: true },
      /** The city slug for the city lists, the user id for a user's list. */
      owner: { type: 'string', required: true, readOnly: true },
      businessId: { type: 'string', required: true, readOnly: true },
      at: { type: 'string', required: true },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byListing: { pk: { field: 'pk', composite: ['list', 'owner'] }, sk: { field: 'sk', composite: ['businessId'] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['list', 'owner'] }, sk: { field: 'gsi1sk', composite: ['at'] } },
    },
  },
  entityConfig(),
);

export type RecentActivityItem = EntityItem<typeof RecentActivityEntity>;
export type RecentList = RecentActivityItem['list'];

/** Puts a listing at the top of a "recently" list (a repeat moves it up; idempotent for one moment). */
export async function recordRecentActivity(list: RecentList, owner: string, businessId: string, at: Date = new Date()) {
  await RecentActivityEntity.put({ list, owner, businessId, at: at.toISOString(), ttl: Math.floor(at.getTime() / 1000) + RETENTION_SECONDS }).go();
}

/** Which listings are on a "recently" list, newest first (at most `limit`)? */
export async function listRecentActivity(list: RecentList, owner: string, limit: number): Promise<string[]> {
  const { data } = await RecentActivityEntity.query.newestFirst({ list, owner }).go({ order: 'desc', limit });
  return data.map((item) => item.businessId);
}
