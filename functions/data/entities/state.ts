import { Entity, type EntityItem } from 'electrodb';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { cachedRead, clearReferenceCache } from '../reference-cache';

/** A state or union territory of India, all in one small catalogue partition sorted by name. */
export const StateEntity = new Entity(
  {
    model: { entity: 'state', version: '2', service: 'sbiz' },
    attributes: {
      catalogue: { type: 'string', required: true, readOnly: true, default: 'states', hidden: true },
      /** The ISO 3166-2 subdivision code without the country: MH, KA, DL. */
      stateId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      latitude: { type: 'number' },
      longitude: { type: 'number' },
    },
    indexes: { byName: { pk: { field: 'pk', composite: ['catalogue'] }, sk: { field: 'sk', composite: ['name', 'stateId'] } } },
  },
  entityConfig(),
);

export type StateItem = EntityItem<typeof StateEntity>;

/** Every state and union territory, A–Z; read once per container. */
export function listStates(): Promise<StateItem[]> {
  return cachedRead('states:a-z', async () => (await StateEntity.query.byName({ catalogue: 'states' }).go({ pages: 'all' })).data);
}

/** Writes the states (seed data): create or replace, in batches. */
export async function putStates(states: ReadonlyArray<Omit<StateItem, 'catalogue'>>): Promise<number> {
  clearReferenceCache();
  return batchWriteAll([StateEntity.put(states.map((state) => ({ ...state, catalogue: 'states' }))).params()]);
}
