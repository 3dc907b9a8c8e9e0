import { Entity, type EntityItem } from 'electrodb';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';

/**
 * The city type-ahead index: one item per (term, city), where the terms of a
 * city are its whole name, its later words and its other names (cityTerms).
 * Items are sharded by the term's first character and sorted by term, so a
 * prefix is one begins_with Query; each carries what the answer shows.
 */
export const CityNameIndexEntity = new Entity(
  {
    model: { entity: 'cityNameIndex', version: '1', service: 'sbiz' },
    attributes: {
      initial: { type: 'string', required: true, readOnly: true },
      term: { type: 'string', required: true, readOnly: true },
      slug: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      stateId: { type: 'string', required: true },
      stateName: { type: 'string', required: true },
      latitude: { type: 'number', required: true },
      longitude: { type: 'number', required: true },
      popularRank: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byTerm: { pk: { field: 'pk', composite: ['initial'] }, sk: { field: 'sk', composite: ['term', 'slug'] } },
    },
  },
  entityConfig(),
);

export type CityNameIndexItem = EntityItem<typeof CityNameIndexEntity>;

/** Which cities have a term starting with this (already normalised) prefix? At most `count` rows, in term order. */
export async function findCitiesByTermPrefix(prefix: string, count: number): Promise<CityNameIndexItem[]> {
  const { data } = await CityNameIndexEntity.query
    .byTerm({ initial: prefix.charAt(0) })
    .begins({ term: prefix })
    .go({ count, pages: 'all' });
  return data;
}

/** Writes the index rows (seed data): create or replace, in batches. */
export async function putCityNameIndex(rows: ReadonlyArray<Omit<CityNameIndexItem, 'initial'>>): Promise<number> {
  return batchWriteAll([CityNameIndexEntity.put(rows.map((row) => ({ ...row, initial: row.term.charAt(0) }))).params()]);
}
