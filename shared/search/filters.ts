/**
 * The search filter sidebar (spec 3 §2.8, §4, §9): open now, rating, payment
 * types, working days, working time bands and claimed. One function decides
 * whether a listing passes, used by the listings endpoint over its bounded
 * window; the web uses the same band and day lists for its options.
 *
 * Within a section the chosen values are alternatives (any of them); the
 * sections narrow each other (all of them). Days and time bands combine:
 * the listing must be open during one of the bands on one of the days
 * (any day when no day is chosen, at any time when no band is chosen).
 */
import { parsePaymentTypes, weekDays, type PaymentMethod, type WeekDay } from '../business/enums';
import { openStatus } from '../business/open-status';
import type { SpecialDay, TemporaryClosure } from '../business/special-hours';
import { daySlots, parseTime, slotEndMinutes, type WorkingHourSlot } from '../business/working-hours';

const MINUTES_PER_DAY = 24 * 60;

/** The six working time bands of four hours each (spec 3 §9), by their start in minutes after midnight. */
export const timeBands = [
  { id: 'late-night', label: 'Late night (12 AM - 4 AM)', from: 0, to: 240 },
  { id: 'early-morning', label: 'Early morning (4 AM - 8 AM)', from: 240, to: 480 },
  { id: 'morning', label: 'Morning (8 AM - 12 PM)', from: 480, to: 720 },
  { id: 'afternoon', label: 'Afternoon (12 PM - 4 PM)', from: 720, to: 960 },
  { id: 'evening', label: 'Evening (4 PM - 8 PM)', from: 960, to: 1200 },
  { id: 'night', label: 'Night (8 PM - 12 AM)', from: 1200, to: 1440 },
] as const;
export type TimeBandId = (typeof timeBands)[number]['id'];
export const timeBandIds = timeBands.map((band) => band.id) as [TimeBandId, ...TimeBandId[]];

/** The price ranges of the sidebar (spec 3 §9), in rupees. */
export const priceBands = [
  { id: '0-50', label: '₹0 - ₹50', from: 0, to: 50 },
  { id: '51-100', label: '₹51 - ₹100', from: 51, to: 100 },
  { id: '101-200', label: '₹101 - ₹200', from: 101, to: 200 },
  { id: '201-500', label: '₹201 - ₹500', from: 201, to: 500 },
] as const;
export type PriceBandId = (typeof priceBands)[number]['id'];
export const priceBandIds = priceBands.map((band) => band.id) as [PriceBandId, ...PriceBandId[]];

/** The business types of the sidebar (spec 3 §9), each a set of main categories; a listing in none of them is 'other'. */
export const businessTypes = [
  { id: 'restaurant', label: 'Restaurant', categories: ['restaurant', 'food-and-beverages', 'hotels'] },
  { id: 'retail', label: 'Retail', categories: ['retail-store', 'daily-needs', 'pet-shops', 'fashion-and-tailoring', 'home-decor-and-interiors', 'industrial-supplies'] },
  {
    id: 'service',
    label: 'Service',
    categories: [
      'business-and-audit-services',
      'professional-services',
      'home-services',
      'courier-services',
      'legal-services',
      'finance-and-insurance',
      'repairs-and-servicing',
      'printing-and-advertising',
      'rental-services',
      'security-services',
      'transport-and-logistics',
      'construction-and-contractors',
      'beauty-and-spa',
      'wedding',
      'event-planner-and-organizer',
      'astrology-and-spiritual-services',
      'government-and-documentation-services',
      'jobs-and-manpower-services',
      'automotive',
      'real-estate',
      'travel-and-tourism',
    ],
  },
  { id: 'healthcare', label: 'Healthcare', categories: ['healthcare', 'doctors', 'fitness'] },
  { id: 'education', label: 'Education', categories: ['education-and-training', 'childcare-and-kids'] },
  { id: 'technology', label: 'Technology', categories: ['computer-and-it-services'] },
  { id: 'entertainment', label: 'Entertainment', categories: ['entertainment-and-leisure', 'sports-and-recreation'] },
  { id: 'other', label: 'Other', categories: [] },
] as const;
export type BusinessTypeId = (typeof businessTypes)[number]['id'];
export const businessTypeIds = businessTypes.map((type) => type.id) as [BusinessTypeId, ...BusinessTypeId[]];

/** The business types of a listing, from its main categories ('other' when none is typed). */
export function businessTypesOf(mainCategoryIds: readonly string[]): BusinessTypeId[] {
  const types = businessTypes.filter((type) => type.categories.some((id) => mainCategoryIds.includes(id))).map((type) => type.id);
  return types.length ? types : ['other'];
}

/** What the sidebar can ask for; absent means "don't filter on it". */
/** The orders a results page offers: the search's own ranking, or by what visitors weigh (1 §4). */
export const listingSorts = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'rating', label: 'Rating' },
  { id: 'reviews', label: 'Most reviewed' },
  { id: 'distance', label: 'Distance' },
] as const;
export type ListingSortId = (typeof listingSorts)[number]['id'];
export const listingSortIds = listingSorts.map((sort) => sort.id) as [ListingSortId, ...ListingSortId[]];

/** Listings in a sort's order; ties keep the ranking they came in (the sort is stable). */
export function sortListings<T extends { rating: { average: number; count: number }; reviews: { count: number }; distanceKm?: number }>(listings: readonly T[], sort: ListingSortId): T[] {
  if (sort === 'distance') return [...listings].sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
  if (sort === 'rating') return [...listings].sort((a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count);
  if (sort === 'reviews') return [...listings].sort((a, b) => b.reviews.count - a.reviews.count || b.rating.average - a.rating.average);
  return [...listings];
}

export interface ListingFilters {
  openNow?: boolean;
  /** At least this average rating. */
  minRating?: number;
  paymentTypes?: readonly PaymentMethod[];
  days?: readonly WeekDay[];
  timeBands?: readonly TimeBandId[];
  /** true: claimed listings only; false: unclaimed only. */
  claimed?: boolean;
  priceBands?: readonly PriceBandId[];
  businessTypes?: readonly BusinessTypeId[];
}

/** The parts of a listing the filters look at. */
export interface FilterableListing {
  rating: { average: number };
  paymentTypes?: unknown;
  workingHours?: readonly WorkingHourSlot[] | null;
  specialHours?: readonly SpecialDay[] | null;
  temporaryClosure?: TemporaryClosure | null;
  unclaimed?: boolean;
  /** The lowest and highest rupee price of its price ranges. */
  priceRange?: { min: number; max: number } | null;
  categories?: ReadonlyArray<{ _id: string }>;
}

/** Whether any filter is set. */
export function hasFilters(filters: ListingFilters): boolean {
  return Boolean(
    filters.openNow ||
    filters.minRating ||
    filters.paymentTypes?.length ||
    filters.days?.length ||
    filters.timeBands?.length ||
    filters.claimed !== undefined ||
    filters.priceBands?.length ||
    filters.businessTypes?.length,
  );
}

/**
 * The minutes of a day (0-1440) a listing is open: its own slots, cut at
 * midnight, and the part of the previous day's overnight slots that runs
 * into it.
 */
export function openIntervals(hours: readonly WorkingHourSlot[], day: WeekDay): Array<{ from: number; to: number }> {
  const index = weekDays.indexOf(day);
  const previous = weekDays[(index + weekDays.length - 1) % weekDays.length]!;
  const intervals: Array<{ from: number; to: number }> = [];
  for (const slot of daySlots(hours, day)) {
    const from = parseTime(slot.open);
    const end = slotEndMinutes(slot.open, slot.close);
    if (from !== null && end !== null) intervals.push({ from, to: Math.min(end, MINUTES_PER_DAY) });
  }
  for (const slot of daySlots(hours, previous)) {
    const end = slotEndMinutes(slot.open, slot.close);
    if (end !== null && end > MINUTES_PER_DAY) intervals.push({ from: 0, to: end - MINUTES_PER_DAY });
  }
  return intervals;
}

/** Whether the listing is open for some time during one of the bands (any time when none) on one of the days (any day when none). */
export function openDuring(hours: readonly WorkingHourSlot[], days: readonly WeekDay[], bands: readonly TimeBandId[]): boolean {
  const chosenBands = bands.length ? timeBands.filter((band) => bands.includes(band.id)) : [{ from: 0, to: MINUTES_PER_DAY }];
  return (days.length ? days : weekDays).some((day) => openIntervals(hours, day).some((interval) => chosenBands.some((band) => interval.from < band.to && band.from < interval.to)));
}

/** Whether a listing passes every chosen filter at `now`. */
export function matchesFilters(listing: FilterableListing, filters: ListingFilters, now: Date): boolean {
  const hours = listing.workingHours ?? [];
  if (filters.claimed !== undefined && filters.claimed === Boolean(listing.unclaimed)) return false;
  if (filters.minRating && listing.rating.average < filters.minRating) return false;
  if (filters.paymentTypes?.length) {
    const accepted = parsePaymentTypes(listing.paymentTypes);
    if (!filters.paymentTypes.some((method) => accepted.includes(method))) return false;
  }
  if ((filters.days?.length || filters.timeBands?.length) && !openDuring(hours, filters.days ?? [], filters.timeBands ?? [])) return false;
  // Read at the request's moment: special days and closures need no re-index to count.
  if (filters.openNow && !openStatus(hours, now, listing).isOpen) return false;
  if (filters.priceBands?.length) {
    const range = listing.priceRange;
    const chosen = priceBands.filter((band) => filters.priceBands!.includes(band.id));
    if (!range || !chosen.some((band) => range.min <= band.to && band.from <= range.max)) return false;
  }
  if (filters.businessTypes?.length) {
    const types = businessTypesOf((listing.categories ?? []).map((category) => category._id));
    if (!filters.businessTypes.some((type) => types.includes(type))) return false;
  }
  return true;
}
