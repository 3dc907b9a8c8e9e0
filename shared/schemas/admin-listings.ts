import * as z from 'zod';
import { msg } from '../i18n/catalog';

/** GET /businesses/admin/listings: the admin's listing finder (name prefix and city, alphabetical). */
export const AdminListingsQuerySchema = z.object({
  name: z.string().trim().max(100, msg('Please keep the name under 100 characters')).optional(),
  city: z
    .string()
    .trim()
    .max(100, msg('Please keep the city under 100 characters'))
    .transform((city) => city.toLowerCase().replace(/\s+/g, '-'))
    .optional(),
  cursor: z.string().max(2000, msg('Invalid cursor')).optional(),
  limit: z.coerce.number().int(msg('limit must be a whole number')).min(1, msg('limit must be from 1 to 100')).max(100, msg('limit must be from 1 to 100')).default(25),
});
export type AdminListingsQuery = z.input<typeof AdminListingsQuerySchema>;

export const listingStatuses = ['active', 'suspended'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** PATCH /businesses/admin/status/{id}: suspend or restore a listing. */
export const ListingStatusSchema = z.object({ status: z.enum(listingStatuses, msg('status must be active or suspended')) });

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
  suspended: msg('Listing suspended'),
  active: msg('Listing restored'),
} as const satisfies Record<ListingStatus, string>;
