import * as z from 'zod';

/** `GET /subamenity/all?amenityId`: one amenity's sub-amenities. */
export const SubAmenitiesQuerySchema = z.object({ amenityId: z.string({ error: 'amenityId is required' }).trim().min(1, 'amenityId is required').max(64) });

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
