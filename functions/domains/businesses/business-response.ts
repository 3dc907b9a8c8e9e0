import type { BusinessItem } from '../../data/entities/business';
import type { Caller } from '../../lib/http';

/** Identity numbers only the owner and admins see. */
const PRIVATE_FIELDS = ['adhaar', 'pan'] as const;

/** Whether the caller may manage this listing: its owner or an admin. */
export function canManage(business: Pick<BusinessItem, 'ownerId'>, caller: Caller | undefined): boolean {
  return Boolean(caller && (caller.role === 'admin' || caller.sub === business.ownerId));
}

/** The listing as the API returns it, in the spec's field names (spec 1 §3). */
export function toBusinessResponse(business: BusinessItem, caller: Caller | undefined, owner?: { firstName: string }) {
  const { businessId, ownerId, views, followersCount, ratingCount, ratingAverage, media, ...fields } = business;
  const visible: Record<string, unknown> = { ...fields };
  if (!canManage(business, caller)) for (const field of PRIVATE_FIELDS) delete visible[field];
  const storedMedia = (media ?? {}) as { headerImage?: string; gallery?: string[] };
  return {
    _id: businessId,
    ...visible,
    image: business.logo,
    employees: business.employeeCount,
    cityNameFormatted: business.cityName.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
    media: { headerImage: storedMedia.headerImage ?? null, gallery: storedMedia.gallery ?? [], reviewImages: [] as string[] },
    metrics: { views },
    rating: { count: ratingCount, average: ratingAverage },
    reviews: { count: ratingCount },
    followersCount,
    owner: { _id: ownerId, ...(owner ? { firstName: owner.firstName } : {}) },
  };
}
