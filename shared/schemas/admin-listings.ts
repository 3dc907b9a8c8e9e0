import * as z from 'zod';

/** GET /businesses/admin/listings: the admin's listing finder (name prefix and city, alphabetical). */
export const AdminListingsQuerySchema = z.object({
  name: z.string().trim().max(100, 'Please keep the name under 100 characters').optional(),
  city: z
    .string()
    .trim()
    .max(100, 'Please keep the city under 100 characters')
    .transform((city) => city.toLowerCase().replace(/\s+/g, '-'))
    .optional(),
  cursor: z.string().max(2000, 'Invalid cursor').optional(),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be from 1 to 100').max(100, 'limit must be from 1 to 100').default(25),
});
export type AdminListingsQuery = z.input<typeof AdminListingsQuerySchema>;

export const listingStatuses = ['active', 'suspended'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** PATCH /businesses/admin/status/{id}: suspend or restore a listing. */
export const ListingStatusSchema = z.object({ status: z.enum(listingStatuses, 'status must be active or suspended') });

export interface AdminListingRow {
  _id: string;
  name: string;
  slug: string;
  cityName: string;
  status: ListingStatus;
  unclaimed: boolean;
  createdAt?: string;
}

export interface AdminListingsResponse {
  data: AdminListingRow[];
  nextCursor: string | null;
}

export const listingStatusMessages = {
  suspended: 'Listing suspended',
  active: 'Listing restored',
} as const satisfies Record<ListingStatus, string>;
