import type { AmenityItem } from '../../data/entities/amenity';
import type { AmenityResponse } from '../../../shared/schemas/amenity';

/** An amenity with its sub-amenities, as the API returns it. */
export function toAmenityResponse({ amenityId, title, slug, icon, subAmenities }: AmenityItem): AmenityResponse {
  return { _id: amenityId, title, slug, icon, subAmenities: subAmenities.map(({ _id, title: subTitle }) => ({ _id, title: subTitle })) };
}
