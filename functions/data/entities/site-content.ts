import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * Editable site content, one small partition per kind, read whole:
 * home categories, advertisements, footer groups, static pages and trending
 * searches. `body` holds the kind's own shape (spec 1 §3).
 */
export const SiteContentEntity = new Entity(
  {
    model: { entity: 'siteContent', version: '1', service: 'sbiz' },
    attributes: {
      kind: { type: ['homeCategory', 'advertisement', 'footerGroup', 'staticPage', 'trending'] as const, required: true, readOnly: true },
      contentId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      order: { type: 'number', required: true, default: 0 },
      body: { type: 'any', required: true },
    },
    indexes: { byKind: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['order', 'contentId'] } } },
  },
  entityConfig(),
);

export type SiteContentItem = EntityItem<typeof SiteContentEntity>;
export type SiteContentKind = SiteContentItem['kind'];

/** Every item of one kind, in display order. */
export async function listSiteContent(kind: SiteContentKind): Promise<SiteContentItem[]> {
  const { data } = await SiteContentEntity.query.byKind({ kind }).go({ pages: 'all' });
  // The sort key holds `order` unpadded ("10" sorts before "2"), so put them in number order here.
  return data.sort((a, b) => a.order - b.order || a.contentId.localeCompare(b.contentId));
}

/** Writes content items (seed data and admin screens). */
export async function putSiteContent(items: Array<Pick<SiteContentItem, 'kind' | 'contentId' | 'order' | 'body'>>) {
  await SiteContentEntity.put(items).go({ concurrency: 4 });
}

/** Feedback from a visitor (spec 1 §2 feedback modal). */
export const FeedbackEntity = new Entity(
  {
    model: { entity: 'feedback', version: '1', service: 'sbiz' },
    attributes: {
      inbox: { type: 'string', required: true, readOnly: true, default: 'feedback' },
      feedbackId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      area: { type: ['improvement', 'broken'] as const, required: true, readOnly: true },
      issueType: { type: 'string' },
      details: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: { byInbox: { pk: { field: 'pk', composite: ['inbox'] }, sk: { field: 'sk', composite: ['createdAt', 'feedbackId'] } } },
  },
  entityConfig(),
);

export async function addFeedback(input: { area: 'improvement' | 'broken'; issueType?: string; details: string; userId?: string }) {
  const { data } = await FeedbackEntity.create(input).go();
  return data;
}
