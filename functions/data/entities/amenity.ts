import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/** An amenity a business can offer (Parking, Wi-Fi…) with its sub-amenities. */
export const AmenityEntity = new Entity(
  {
    model: { entity: 'amenity', version: '1', service: 'sbiz' },
    attributes: {
      /** Every amenity lives in one small partition, read whole. */
      catalogue: { type: 'string', required: true, readOnly: true, default: 'amenities' },
      amenityId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      slug: { type: 'string', required: true },
      icon: { type: 'string' },
      order: { type: 'number', required: true, default: 0 },
      subAmenities: { type: 'list', required: true, items: { type: 'map', properties: { _id: { type: 'string', required: true }, title: { type: 'string', required: true } } } },
    },
    indexes: {
      byCatalogue: { pk: { field: 'pk', composite: ['catalogue'] }, sk: { field: 'sk', composite: ['amenityId'] } },
    },
  },
  entityConfig(),
);

export type AmenityItem = EntityItem<typeof AmenityEntity>;

/** Every amenity, in display order. */
export async function listAmenities(): Promise<AmenityItem[]> {
  const { data } = await AmenityEntity.query.byCatalogue({ catalogue: 'amenities' }).go({ pages: 'all' });
  return data.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** Which amenity has this id? */
export async function getAmenity(amenityId: string): Promise<AmenityItem | undefined> {
  const { data } = await AmenityEntity.get({ catalogue: 'amenities', amenityId }).go();
  return data ?? undefined;
}

/** Writes an amenity (seed data): create or replace. */
export async function putAmenity(amenity: Omit<AmenityItem, 'catalogue'>) {
  await AmenityEntity.put({ ...amenity, catalogue: 'amenities' }).go();
}
