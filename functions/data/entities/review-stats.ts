import { Entity, type EntityItem } from 'electrodb';
import { reviewKinds, type RatingSummary, type ReviewKind } from '../../../shared/schemas/review';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { transactWrite } from '../transact';
import { BusinessEntity } from './business';
import { ProductEntity } from './product';
import { listReviewImages } from '../reviews';
import { streamMarkerPut } from './stream-marker';

const counter = { type: 'number', required: true, default: 0 } as const;
const stars = ['1', '2', '3', '4', '5'] as const;
const starCounters = { '1': 'star1', '2': 'star2', '3': 'star3', '4': 'star4', '5': 'star5' } as const;

/**
 * The rating summary of one reviewed thing: how many approved reviews it
 * has, how many gave each star, and their sum. Written only by the review
 * stream reactor, with atomic ADDs; `version` counts the updates so that the
 * copy on the business is never overwritten by an older one.
 */
export const ReviewStatsEntity = new Entity(
  {
    model: { entity: 'reviewStats', version: '1', service: 'sbiz' },
    attributes: {
      kind: { type: reviewKinds, required: true, readOnly: true },
      targetId: { type: 'string', required: true, readOnly: true },
      total: counter,
      rated: counter,
      ratingSum: counter,
      star1: counter,
      star2: counter,
      star3: counter,
      star4: counter,
      star5: counter,
      version: counter,
    },
    indexes: {
      byTarget: { pk: { field: 'pk', composite: ['kind', 'targetId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type ReviewStatsItem = EntityItem<typeof ReviewStatsEntity>;

/** One review's part in its target's summary: +1 of everything when approved, nothing when blocked or gone. */
export interface StatsDelta {
  total: number;
  rated: number;
  ratingSum: number;
  stars: Partial<Record<(typeof stars)[number], number>>;
}

export const isEmptyDelta = (delta: StatsDelta) => !delta.total && !delta.rated && !delta.ratingSum && Object.values(delta.stars).every((value) => !value);

/**
 * Adds a delta to a target's summary, once per stream record: the marker's
 * create and the ADDs are one transaction, so a retried record finds its
 * marker and changes nothing. Says whether it applied the delta.
 */
export async function applyStatsDelta(kind: ReviewKind, targetId: string, delta: StatsDelta, marker: { reactor: string; recordId: string }): Promise<boolean> {
  const starAdds = Object.fromEntries(Object.entries(delta.stars).map(([star, value]) => [starCounters[star as keyof typeof starCounters], value]));
  try {
    await transactWrite(
      [
        streamMarkerPut(marker),
        {
          Update: ReviewStatsEntity.update({ kind, targetId })
            .add({ total: delta.total, rated: delta.rated, ratingSum: delta.ratingSum, version: 1, ...starAdds })
            .params(),
        },
      ],
      () => 'already applied',
    );
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

const emptySummary = (): RatingSummary => ({ total: 0, average: 0, ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });

export function toRatingSummary(stats: ReviewStatsItem | undefined | null): RatingSummary {
  if (!stats) return emptySummary();
  return {
    // Counters are created by their first ADD, so a star nobody gave may be absent.
    total: Math.max(0, stats.total ?? 0),
    average: (stats.rated ?? 0) > 0 ? Math.round(((stats.ratingSum ?? 0) / stats.rated) * 10) / 10 : 0,
    ratingCounts: Object.fromEntries(stars.map((star) => [star, Math.max(0, stats[starCounters[star]] ?? 0)])) as RatingSummary['ratingCounts'],
  };
}

/** A target's rating summary: total, average (one decimal) and the count per star. */
export async function getRatingSummary(kind: ReviewKind, targetId: string, consistent = false): Promise<RatingSummary & { version: number }> {
  const { data } = await ReviewStatsEntity.get({ kind, targetId }).go({ consistent });
  return { ...toRatingSummary(data), version: data?.version ?? 0 };
}

/**
 * Copies a business's summary onto the listing (rating.average, rating.count),
 * where search, the listing index and 'Top rated in {city}' read it. The
 * write is conditional on the summary's version, so an older copy never
 * replaces a newer one whatever order concurrent reactors finish in.
 */
/** How many reviewer photos the listing keeps for its gallery. */
export const REVIEW_GALLERY_LIMIT = 60;

export async function syncBusinessRating(businessId: string) {
  const [summary, reviewImages] = await Promise.all([getRatingSummary('business', businessId, true), listReviewImages('business', businessId, REVIEW_GALLERY_LIMIT)]);
  const rated = Object.values(summary.ratingCounts).reduce((sum, count) => sum + count, 0);
  try {
    await BusinessEntity.patch({ businessId })
      .set({ ratingAverage: summary.average, ratingCount: rated, ratingVersion: summary.version, reviewImages })
      .where(({ ratingVersion }, { notExists, lt }) => `${notExists(ratingVersion)} OR ${lt(ratingVersion, summary.version)}`)
      .go();
  } catch (error) {
    // A newer summary is already there, or the listing is gone.
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Copies a product's summary onto the product (rating.average, rating.count),
 * where its page, its cards and the product lists' best-rated order read it;
 * conditional on the summary's version, as for a business.
 */
export async function syncProductRating(productId: string) {
  const summary = await getRatingSummary('product', productId, true);
  const rated = Object.values(summary.ratingCounts).reduce((sum, count) => sum + count, 0);
  try {
    await ProductEntity.patch({ productId })
      .set({ ratingAverage: summary.average, ratingCount: rated, ratingVersion: summary.version })
      .where(({ ratingVersion }, { notExists, lt }) => `${notExists(ratingVersion)} OR ${lt(ratingVersion, summary.version)}`)
      .go();
  } catch (error) {
    // A newer summary is already there, or the product is gone.
    if (!isConditionFailure(error)) throw error;
  }
}
