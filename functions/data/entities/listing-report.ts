import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/**
 * What visitors tell the moderators about a listing: a report (wrong phone,
 * closed down…) or a removal request (moved, duplicate…). Kept per listing,
 * newest first, for the moderation screens.
 */
export const ListingReportEntity = new Entity(
  {
    model: { entity: 'listingReport', version: '1', service: 'sbiz' },
    attributes: {
      reportId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      kind: { type: ['report', 'removal'] as const, required: true, readOnly: true },
      businessId: { type: 'string', required: true, readOnly: true },
      reportedBy: { type: 'string', required: true, readOnly: true },
      /** Set when the report is about a product's seller (the product page's report-seller dialog). */
      productId: { type: 'string', readOnly: true },
      type: { type: 'string' },
      comment: { type: 'string' },
      reasons: { type: 'list', items: { type: 'string' } },
      additionalInfo: { type: 'string' },
      duplicateOf: { type: 'string' },
      urlOfListing: { type: 'string' },
      cityName: { type: 'string' },
      status: { type: ['open', 'resolved'] as const, required: true, default: 'open' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byBusiness: { pk: { field: 'pk', composite: ['businessId'] }, sk: { field: 'sk', composite: ['kind', 'createdAt', 'reportId'] } },
    },
  },
  entityConfig(),
);

type NewReport = Parameters<typeof ListingReportEntity.create>[0];

/** Files a report or a removal request about a listing. */
export async function fileListingReport(report: NewReport) {
  const { data } = await ListingReportEntity.create(report).go();
  return data;
}

/** A listing's reports or removal requests, newest first. */
export async function listListingReports(businessId: string, kind: 'report' | 'removal') {
  const { data } = await ListingReportEntity.query.byBusiness({ businessId, kind }).go({ order: 'desc' });
  return data;
}
