import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { AddQuoteSchema } from '@shared/schemas/product';

/**
 * The Send Inquiry form's schema and resolver. The form loads this module on
 * its first validation: zod and the product schemas are built then, not while
 * the product page loads (main-thread time a phone spends before the page responds).
 */
const shape = AddQuoteSchema.shape;
/** Signed in, the account supplies name and email; signed out, they and the phone are asked for. */
const SignedInInquiry = AddQuoteSchema.pick({ wanted: true, unit: true, productId: true, message: true, cityName: true });
const SignedOutInquiry = SignedInInquiry.extend({ name: shape.name.unwrap(), email: shape.email.unwrap(), phone: shape.phone.unwrap() });

/** A quantity below the seller's minimum order is refused with `belowMinimum`. */
export function inquirySchema(isSignedIn: boolean, minimumOrder: number, belowMinimum: string) {
  const base = isSignedIn ? SignedInInquiry : SignedOutInquiry;
  return base.extend({ wanted: shape.wanted.refine((wanted) => wanted >= minimumOrder, belowMinimum) });
}

/** The form's values, either way: signed in, the name, email and phone fields are not there. */
export type InquiryInput = z.input<typeof SignedInInquiry> & Partial<Pick<z.input<typeof SignedOutInquiry>, 'name' | 'email' | 'phone'>>;
export type InquiryValues = z.output<typeof SignedInInquiry> & Partial<Pick<z.output<typeof SignedOutInquiry>, 'name' | 'email' | 'phone'>>;

export const inquiryResolver = (isSignedIn: boolean, minimumOrder: number, belowMinimum: string) =>
  // One resolver type for both schemas (the signed-out one has three more fields).
  zodResolver(inquirySchema(isSignedIn, minimumOrder, belowMinimum)) as unknown as Resolver<InquiryInput, unknown, InquiryValues>;
