import * as z from 'zod';
import { boundedText } from './common';
import { msg } from '../i18n/catalog';

/**
 * Claims of unclaimed listings (/claim-your-business): a signed-in user asks
 * to become a listing's owner, and an admin approves or rejects the claim in
 * the portal, next to the edit requests.
 */
export const claimStatuses = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimMessages = {
  submitted: msg('Your claim was sent. An admin will review it shortly.'),
  alreadyClaimed: msg('This business has already been claimed'),
  claimedTwice: msg('You have already claimed this business'),
  decided: msg('This claim has already been decided'),
  businessNotFound: msg('Business not found'),
  claimNotFound: msg('Claim not found'),
} as const;

const id = z.string().trim().min(1, msg('businessId is required')).max(200);

/** POST /claims/add. */
export const ClaimBusinessSchema = z.object({
  businessId: id,
  /** Who the claimant is at the business (owner, manager…), for the admin reviewing it. */
  note: boundedText(500).optional(),
});
export type ClaimBusinessInput = z.infer<typeof ClaimBusinessSchema>;

export const ClaimIdPathSchema = z.object({ id: z.string().trim().min(1).max(300) });

/** GET /claims/all: the admin table, newest first. */
export const ClaimsQuerySchema = z.object({
  status: z.enum(claimStatuses, { error: msg('status must be pending, approved or rejected') }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((limit) => Math.min(limit, 50)),
  cursor: z.string().max(2000).optional(),
});

export interface ClaimRow {
  _id: string;
  status: ClaimStatus;
  note: string;
  createdAt: string;
  decidedAt: string | null;
  business: { _id: string; name: string; slug: string; cityName: string };
  claimant: { _id: string; firstName: string; lastName: string; email: string };
}

export interface ClaimsPage {
  data: ClaimRow[];
  cursor: string | null;
}
