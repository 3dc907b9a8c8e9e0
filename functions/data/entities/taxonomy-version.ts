import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/**
 * A counter of the business taxonomy's changes, one small item: a search
 * Lambda holding the taxonomy in memory reads it (one GetItem) to know its
 * copy is still current, so a category an admin adds or deactivates is
 * suggested, or no longer, at once. Bumped by the category search-index
 * reactor after each change; a retried record bumps it again, which only
 * makes the containers read the taxonomy once more.
 */
export const TaxonomyVersionEntity = new Entity(
  {
    model: { entity: 'taxonomyVersion', version: '1', service: 'sbiz' },
    attributes: {
      tree: { type: ['business'] as const, required: true, readOnly: true },
      version: { type: 'number', required: true, default: 0 },
    },
    indexes: { byTree: { pk: { field: 'pk', composite: ['tree'] }, sk: { field: 'sk', composite: [] } } },
  },
  entityConfig(),
);

/** The business taxonomy's change counter (0 before its first change). */
export async function readTaxonomyVersion(): Promise<number> {
  const { data } = await TaxonomyVersionEntity.get({ tree: 'business' }).go();
  return data?.version ?? 0;
}

/** Counts one change of the business taxonomy. */
export async function bumpTaxonomyVersion(): Promise<void> {
  await TaxonomyVersionEntity.update({ tree: 'business' }).add({ version: 1 }).go();
}
