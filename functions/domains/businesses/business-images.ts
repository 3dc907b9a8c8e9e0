import { GALLERY_MAX_IMAGES, MAXIMUM_IMAGES_MESSAGE, type AddBusinessInput, type SaveBusinessInput } from '../../../shared/schemas/business';
import type { BusinessItem } from '../../data/entities/business';
import { BadRequestError } from '../../lib/errors';
import type { Caller } from '../../lib/http';
import { assertOwnNewKeys } from '../../lib/upload-keys';

type Media = { headerImage: string | null; gallery: string[] };

// Shared with other domains through functions/lib; re-exported for the callers that import it from here.
export { assertOwnNewKeys };

function assertGallerySize(gallery: readonly string[]) {
  if (gallery.length > GALLERY_MAX_IMAGES) throw new BadRequestError(MAXIMUM_IMAGES_MESSAGE);
}

const awardImages = (awards: ReadonlyArray<{ image?: string }> | undefined) => (awards ?? []).map((award) => award.image);

/** A new listing's logo, media and award images, every key checked to be the caller's own upload of the right kind. */
export function newListingImages(fields: Pick<AddBusinessInput, 'logo' | 'media' | 'awards'>, caller: Caller): { logo?: string; media?: Media } {
  const none = new Set<string>();
  assertOwnNewKeys([fields.logo], none, caller, 'logo');
  assertOwnNewKeys(awardImages(fields.awards), none, caller, 'gallery');
  assertOwnNewKeys([fields.media?.headerImage], none, caller, 'cover');
  assertOwnNewKeys(fields.media?.gallery ?? [], none, caller, 'gallery');
  const gallery = [...new Set(fields.media?.gallery ?? [])];
  assertGallerySize(gallery);
  return { ...(fields.logo ? { logo: fields.logo } : {}), ...(fields.media ? { media: { headerImage: fields.media.headerImage ?? null, gallery } } : {}) };
}

/**
 * Resolves the setup form's image instructions (spec 1 §4, §7) against the
 * stored listing: a new logo replaces the old one, `logoRemoved` alone
 * clears it; a new cover (`header` or `media.headerImage`) replaces the old
 * one, `deleteHeader: 'yes'` alone clears it; the gallery is `media.gallery`
 * when sent (else the stored one) plus `images`, minus `imagesToRemove`, at
 * most 50. Only what the save touches is returned.
 */
export function savedImages(body: SaveBusinessInput, business: BusinessItem, caller: Caller): { logo?: string | null; media?: Media } {
  const stored = (business.media ?? {}) as { headerImage?: string | null; gallery?: string[] };
  const storedAwards = awardImages(business.awards as Array<{ image?: string }> | undefined);
  const existing = new Set([business.logo, stored.headerImage, ...(stored.gallery ?? []), ...storedAwards].filter((key): key is string => Boolean(key)));
  const newHeader = body.header ?? body.media?.headerImage ?? undefined;
  assertOwnNewKeys(awardImages(body.awards), existing, caller, 'gallery');
  assertOwnNewKeys([body.logo], existing, caller, 'logo');
  assertOwnNewKeys([newHeader], existing, caller, 'cover');
  assertOwnNewKeys([...(body.media?.gallery ?? []), ...(body.images ?? [])], existing, caller, 'gallery');

  const logo = body.logo ? { logo: body.logo } : body.logoRemoved || body.logo === null ? { logo: null } : {};
  const touchesMedia = body.media !== undefined || body.header !== undefined || body.images !== undefined || body.imagesToRemove !== undefined || body.deleteHeader === 'yes';
  if (!touchesMedia) return logo;

  const removed = new Set(body.imagesToRemove ?? []);
  const gallery = [...new Set([...(body.media?.gallery ?? stored.gallery ?? []), ...(body.images ?? [])])].filter((key) => !removed.has(key));
  assertGallerySize(gallery);
  const headerImage = newHeader ?? (body.deleteHeader === 'yes' || body.media?.headerImage === null ? null : (stored.headerImage ?? null));
  return { ...logo, media: { headerImage, gallery } };
}
