import * as z from 'zod';
import { msg } from '../i18n/catalog';

/** `GET /subamenity/all?amenityId`: one amenity's sub-amenities. */
export const SubAmenitiesQuerySchema = z.object({
  amenityId: z
    .string({ error: msg('amenityId is required') })
    .trim()
    .min(1, msg('amenityId is required'))
    .max(64),
});

export interface SubAmenityResponse {
  _id: string;
  title: string;
}

/** An amenity as the API returns it (the setup form's features tab). */
export interface AmenityResponse {
  _id: string;
  title: string;
  slug: string;
  icon?: string;
  subAmenities: SubAmenityResponse[];
}
