import * as z from 'zod';
import { parsePaymentTypes, paymentMethods } from '../business/enums';
import { descriptionProblem } from '../business/format';
import { employeeBandSchema, legalStatusSchema, paymentMethodSchema, priceRangeSchema, revenueBandSchema, specialHoursSchema, temporaryClosureSchema, workingHoursSchema } from './business-fields';
import type { OpenStatus } from '../business/open-status';
import { REMOVABLE_LISTING_FIELDS } from '../business/listing-changes';
import { isValidAadhaar, isValidGstin, PAN_PATTERN, PIN_PATTERN } from '../business/tax-ids';
import { boundedText, optionalHttpUrl, uploadKey } from './common';
import type { EmployeeResponse } from './employee';
import type { BusinessLocation } from '../geo/location';
import { OwnerPinSchema } from './location';
import { msg } from '../i18n/catalog';
import type { SafeHtml } from '../rich-text/safe-html';

/**
 * The business as the setup form and the registration page send it (spec 1
 * §3 and §5). One schema serves both sides: the web validates with it on
 * change, the Lambdas parse with it at the boundary. Images are upload keys.
 */
const text = boundedText;
const optionalText = (max: number) => text(max).optional();
// http and https only: a javascript:, data: or vbscript: link never reaches a profile or an admin's screen.
const optionalUrl = optionalHttpUrl();
const titled = z.object({ _id: z.string().min(1).max(64), title: z.string().max(120).optional() });
/** An upload key, or '' for none (the form's cleared image). */
const imageKey = z.union([z.literal(''), uploadKey]);
/** A blank, or a value that passes `valid` after trimming and upper-casing. */
const optionalId = (valid: (value: string) => boolean, message: string, upperCase = false) =>
  z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(20)
        .transform((value) => (upperCase ? value.toUpperCase() : value))
        .refine(valid, message),
    ])
    .optional();

export const BUSINESS_NAME_REQUIRED = msg('Business name is required');
export const CITY_REQUIRED = msg('Please select a city');
export const GALLERY_MAX_IMAGES = 50;
export const MAXIMUM_IMAGES_MESSAGE: string = msg('Maximum images reached');

export const AddressSchema = z.object({
  street: optionalText(200),
  suite: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalId((value) => PIN_PATTERN.test(value), msg('Please enter a valid 6-digit PIN code')),
  country: z.literal('India').default('India'),
});

export const ContactSchema = z.object({
  email: z.union([z.literal(''), z.email(msg('Please enter a valid email address')).max(254)]).optional(),
  phone: optionalText(20),
  alternateEmails: z
    .array(z.email(msg('Please enter a valid email address')).max(254))
    .max(10)
    .optional(),
  alternatePhones: z.array(text(20)).max(10).optional(),
});

export const SocialMediaSchema = z.object({ facebook: optionalUrl, instagram: optionalUrl, twitter: optionalUrl, youtube: optionalUrl });

export const AmenitySelectionSchema = z.object({
  amenityId: z.string().min(1).max(64),
  title: z.string().max(120).optional(),
  subAmenities: z.array(titled).max(30).default([]),
});

export const AwardSchema = z.object({ name: text(120).min(1, msg('Award name is required')), image: imageKey.optional() });

/** Every field a listing has; all optional here, the add and update schemas decide what is required. */
export const BusinessFieldsSchema = z.object({
  name: text(120),
  cityName: text(80),
  cityId: optionalText(64),
  description: z.string().max(20_000).optional(),
  establishmentYear: z.coerce.number().int().min(1800).max(2100).optional(),
  employeeCount: employeeBandSchema.optional(),
  revenue: revenueBandSchema.optional(),
  website: optionalUrl,
  logo: imageKey.nullable().optional(),
  media: z.object({ headerImage: imageKey.nullable().optional(), gallery: z.array(uploadKey).max(GALLERY_MAX_IMAGES, MAXIMUM_IMAGES_MESSAGE).optional() }).optional(),
  contact: ContactSchema.optional(),
  socialMedia: SocialMediaSchema.optional(),
  address: AddressSchema.optional(),
  workingHours: workingHoursSchema.optional(),
  /** Dates with other hours or closed (issue #27 §4); the whole list is sent and replaced. */
  specialHours: specialHoursSchema.optional(),
  /** Shut for a while; null lifts the closure. */
  temporaryClosure: temporaryClosureSchema.nullable().optional(),
  categories: z.array(titled).max(10).optional(),
  subCategoryId: z.array(titled).max(20).optional(),
  subsubCategoryId: z.array(titled).max(30).optional(),
  amenities: z.array(AmenitySelectionSchema).max(40).optional(),
  // The spec notes payment types may arrive as one comma-joined string.
  paymentTypes: z.preprocess((value) => (value === undefined ? undefined : parsePaymentTypes(value)), z.array(paymentMethodSchema).max(paymentMethods.length).optional()),
  pricing: z.array(priceRangeSchema).max(20).optional(),
  awards: z.array(AwardSchema).max(20).optional(),
  gstn: optionalId(isValidGstin, msg('Please enter a valid 15-character GSTIN'), true),
  adhaar: optionalId(isValidAadhaar, msg('Please enter a valid 12-digit Aadhaar number')),
  pan: optionalId((value) => PAN_PATTERN.test(value), msg('Please enter a valid PAN'), true),
  iec: optionalText(20),
  tax: optionalText(50),
  natureOfBusiness: optionalText(120),
  gstRegistration: optionalText(30),
  legalStatus: z.union([z.literal(''), legalStatusSchema]).optional(),
  annualTurnOver: optionalText(50),
  seoTitle: optionalText(120),
  seoDescription: optionalText(320),
  /** The business has shut for good; the profile says so (a user may suggest it, an admin confirms). */
  permanentlyClosed: z.boolean().optional(),
  /** The owner's pin from the Location tab (stored with source 'owner'); null takes it away. Without a pin the server places the listing by PIN code or city. */
  location: OwnerPinSchema.optional(),
});
export type BusinessFields = z.infer<typeof BusinessFieldsSchema>;

/** Creating a listing: a name and a city are the minimum (spec §5, §8). */
export const AddBusinessSchema = BusinessFieldsSchema.partial().extend({
  name: z.string({ error: BUSINESS_NAME_REQUIRED }).trim().min(1, BUSINESS_NAME_REQUIRED).max(120),
  cityName: z.string({ error: CITY_REQUIRED }).trim().min(1, CITY_REQUIRED).max(80),
});
export type AddBusinessInput = z.infer<typeof AddBusinessSchema>;

/** Ensures a field of the simple registration form is filled in (spec §5 marks it required). */
function requireFilled(ctx: z.RefinementCtx, value: string | undefined, path: string[], message: string) {
  if (!value?.trim()) ctx.addIssue({ code: 'custom', message, path });
}

export const EMAIL_REQUIRED = msg('Email is required');
export const PHONE_REQUIRED = msg('Phone number is required');
export const STREET_REQUIRED = msg('Street is required');

/**
 * `POST /businesses/add`. A listing needs a name, a city, the primary email
 * and phone and the street (spec 1 §5: the setup form's required strings);
 * the simple registration form (`registration: true`) also needs a
 * description of at least 50 plain-text characters and the PIN code.
 */
export const AddBusinessRequestSchema = AddBusinessSchema.extend({ registration: z.boolean().optional() }).superRefine((business, ctx) => {
  const description = business.registration ? descriptionProblem(business.description) : null;
  if (description) ctx.addIssue({ code: 'custom', message: description, path: ['description'] });
  requireFilled(ctx, business.contact?.email, ['contact', 'email'], EMAIL_REQUIRED);
  requireFilled(ctx, business.contact?.phone, ['contact', 'phone'], PHONE_REQUIRED);
  requireFilled(ctx, business.address?.street, ['address', 'street'], STREET_REQUIRED);
  if (business.registration) requireFilled(ctx, business.address?.zipCode, ['address', 'zipCode'], msg('PIN code is required'));
});
export type AddBusinessRequest = z.infer<typeof AddBusinessRequestSchema>;

/** Updating a listing: any subset of fields; a name, when sent, may not be blank. */
export const UpdateBusinessSchema = BusinessFieldsSchema.partial().extend({
  name: z.string().trim().min(1, BUSINESS_NAME_REQUIRED).max(120).optional(),
  cityName: z.string().trim().min(1, CITY_REQUIRED).max(80).optional(),
});
export type UpdateBusinessInput = z.infer<typeof UpdateBusinessSchema>;

const yesNoFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * `PATCH /businesses/update/{id}`: the setup form's fields plus its image
 * instructions (spec 1 §7). Images arrive as upload keys: `images` are new
 * gallery photos appended to the gallery, `header` a new cover image
 * (alternatively the whole `media` may be sent), `imagesToRemove` gallery
 * keys to drop, `logoRemoved` and `deleteHeader` clear the logo and cover.
 * The form always sends `status: 'active'`; only an admin may change it.
 */
export const SaveBusinessSchema = UpdateBusinessSchema.extend({
  images: z.array(uploadKey).max(GALLERY_MAX_IMAGES, MAXIMUM_IMAGES_MESSAGE).optional(),
  header: uploadKey.optional(),
  imagesToRemove: z.array(uploadKey).max(GALLERY_MAX_IMAGES).optional(),
  logoRemoved: yesNoFlag.optional(),
  deleteHeader: z.enum(['yes', 'no']).optional(),
  status: z.enum(['active', 'suspended']).optional(),
});
export type SaveBusinessInput = z.infer<typeof SaveBusinessSchema>;

/** Fields an edit request may ask to change: what the admin detail panel shows (spec §2 Admin screens). */
export const EditableFieldsSchema = UpdateBusinessSchema.pick({
  name: true,
  description: true,
  website: true,
  establishmentYear: true,
  contact: true,
  socialMedia: true,
  address: true,
  workingHours: true,
  /** Special days and a temporary closure (issue #27 §4), by the setup form's rules; a null closure asks to lift it. */
  specialHours: true,
  temporaryClosure: true,
  paymentTypes: true,
  seoTitle: true,
  seoDescription: true,
  categories: true,
  permanentlyClosed: true,
}).strict();
export type EditableFields = z.infer<typeof EditableFieldsSchema>;
/** The fields of an edit request as stored: its description was sanitised when the request was made. */
export type StoredEditableFields = Omit<EditableFields, 'description'> & { description?: SafeHtml };

export const BUSINESS_ID_MISSING = msg('Business ID not found');
export const CHANGE_SOMETHING = msg('Please change at least one field');
/** A listing's id in a body or query; the spec's internal message when it is missing. */
export const businessIdField = z.string({ error: BUSINESS_ID_MISSING }).trim().min(1, BUSINESS_ID_MISSING).max(64);
const cityNameField = z.string().trim().max(80).optional();

/** `POST /businesses/submitEditRequest` (spec 1 §7); `userId` is the caller, whatever is sent. */
export const SubmitEditRequestSchema = z
  .object({
    businessId: businessIdField,
    cityName: cityNameField,
    userId: z.string().max(64).optional(),
    requestedFields: EditableFieldsSchema.default({}),
    /** Fields to clear: an explicit choice, since a blank in requestedFields means "unchanged". */
    removedFields: z
      .array(z.enum(REMOVABLE_LISTING_FIELDS, msg('Unknown field to remove')))
      .max(REMOVABLE_LISTING_FIELDS.length)
      .default([]),
  })
  .refine((body) => Object.keys(body.requestedFields).length > 0 || body.removedFields.length > 0, { message: CHANGE_SOMETHING, path: ['requestedFields'] });
export type SubmitEditRequestInput = z.input<typeof SubmitEditRequestSchema>;

/** A route's `{id}` path parameter. */
export const IdPathSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** `GET /businesses/getBySlug?slug&location`: the profile at /in/{location}/sbiz/{slug}. */
export const BusinessBySlugQuerySchema = z.object({
  slug: z.string().trim().min(1, msg('slug is required')).max(120),
  location: z.string().trim().min(1, msg('location is required')).max(80),
});

/** `POST /businesses/{id}`: the setup form's read, with the city it was opened for. */
export const BusinessForEditBodySchema = z.object({ cityName: cityNameField });

/** `PATCH /businesses/followOrUnfollowBusiness`; `userId` is the caller, whatever is sent. */
export const BusinessRefSchema = z.object({ businessId: businessIdField, cityName: cityNameField, userId: z.string().max(64).optional() });
/** `GET /businesses/getBusinessFollowers?businessId&cityName`. */
export const BusinessFollowersQuerySchema = z.object({ businessId: businessIdField, cityName: cityNameField });
/** `PATCH /businesses/businessViews`. */
export const BusinessViewSchema = z.object({ id: businessIdField, cityName: cityNameField });
/** `GET /businesses/generateContent?id&cityName`. */
export const GenerateContentQuerySchema = z.object({ id: businessIdField, cityName: cityNameField });

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .transform((limit) => Math.min(limit, 100)),
};

/** `GET /businesses/getUserBusiness?userId&page&limit&search`: a user's listings (the caller's when no userId). */
export const UserBusinessesQuerySchema = z.object({
  userId: z.string().trim().min(1).max(64).optional(),
  search: z.string().trim().max(120).optional(),
  ...pageQuery,
});

/** `GET /businesses/getEditRequests?title&limit&cursor`: one page of the admin table, filtered by business name. */
export const EditRequestsQuerySchema = z.object({
  title: z.string().trim().max(120).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((limit) => Math.min(limit, 50)),
  cursor: z.string().max(2000).optional(),
});

export const editRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type EditRequestStatus = (typeof editRequestStatuses)[number];

/** A category a listing is filed under, as the API returns it: the form's `_id` and `title`, and the taxonomy's Hindi title where it has one (issue #28). */
export interface BusinessCategoryRef {
  _id: string;
  title?: string;
  titleHi?: string;
}

/** A listing as the API returns it (spec 1 §3 field names). */
export interface BusinessResponse extends Omit<BusinessFields, 'description' | 'media' | 'logo' | 'location' | 'categories' | 'subCategoryId' | 'subsubCategoryId'> {
  _id: string;
  /** Sanitised when it was saved. */
  description?: SafeHtml;
  categories?: BusinessCategoryRef[];
  subCategoryId?: BusinessCategoryRef[];
  subsubCategoryId?: BusinessCategoryRef[];
  /** Where the listing is: the owner's pin, else its PIN code's or city's centre. */
  location?: BusinessLocation;
  slug: string;
  status: 'active' | 'suspended';
  verificationStatus: boolean;
  unclaimed: boolean;
  logo?: string;
  /** The logo again, under the name older screens read. */
  image?: string;
  /** employeeCount again (spec 1 §3 "also employees"). */
  employees?: string;
  cityNameFormatted: string;
  media: { headerImage: string | null; gallery: string[]; reviewImages: string[] };
  metrics: { views: number };
  rating: { count: number; average: number };
  reviews: { count: number };
  followersCount: number;
  owner: { _id: string; firstName?: string };
  createdAt: string;
  updatedAt: string;
}

/** How many team members the profile call brings with the listing (the Info tab's preview). */
export const PROFILE_TEAM_PREVIEW = 4;
/** How many gallery photos the profile call brings (the header and the Info tab's strip). */
export const PROFILE_FIRST_PHOTOS = 8;

/**
 * `GET /businesses/getBySlug`: everything above the fold of a profile in one
 * call (at most 3 DynamoDB requests). `data` is the listing itself; the
 * tabs (followers, collections, questions, full team and gallery) load their
 * own lists when opened.
 */
export interface BusinessProfileResponse {
  data: BusinessResponse;
  profile: {
    /** Open or closed, evaluated in India time at `evaluatedAt` (the server renders the same text the browser hydrates). */
    openStatus: OpenStatus;
    evaluatedAt: string;
    /** Whether the signed-in caller follows the listing (false when signed out). */
    following: boolean;
    /** The stream-kept counters. */
    counts: { followers: number; views: number; reviews: number; photos: number };
    firstPhotos: string[];
    /** The first PROFILE_TEAM_PREVIEW team members, in the order they were added. */
    team: EmployeeResponse[];
    /**
     * The newest reviews, for the profile's review preview. Empty until the
     * reviews feature (#11) fills it in the same call.
     */
    latestReviews: unknown[];
  };
}

/** A row of the admin's Business Edit Requests table (spec 1 §3 Edit request). */
export interface EditRequestRow {
  _id: string;
  businessId: string;
  businessDetails: { name: string; address: { street: string }; status: string; slug?: string };
  cityName: string;
  requestedBy: { _id?: string; firstName: string; lastName: string; email: string };
  createdAt: string;
  status: EditRequestStatus;
}

/** `GET /businesses/getEditRequests`: one page of rows, without the requested fields (they can be large). */
export interface EditRequestsPage {
  data: EditRequestRow[];
  cursor: string | null;
}

/** `GET /businesses/getEditRequest/{id}`: one request with the fields it asks to change. */
export interface EditRequestResponse extends EditRequestRow {
  /** Only the fields the request changes (nested objects: only the changed keys). */
  requestedFields: StoredEditableFields;
  /** Fields the request clears ('website', 'address.suite', …). */
  removedFields: string[];
  /** The listing's present value of every field the request touches, for the admin's side-by-side view. */
  currentFields: Record<string, unknown> & { description?: SafeHtml | null };
}

/** `GET /businesses/getUserBusiness`: one page of a user's listings. */
export interface UserBusinessesResponse {
  data: BusinessResponse[];
  pagination: { page: number; limit: number; total: number };
}
