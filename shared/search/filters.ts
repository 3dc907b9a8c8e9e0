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

/** What the sidebar can ask for; absent means "don't filter on it". */
export interface ListingFilters {
  openNow?: boolean;
  /** At least this average rating. */
  minRating?: number;
  paymentTypes?: readonly PaymentMethod[];
  days?: readonly WeekDay[];
  timeBands?: readonly TimeBandId[];
  /** true: claimed listings only; false: unclaimed only. */
  claimed?: boolean;
}

/** The parts of a listing the filters look at. */
export interface FilterableListing {
  rating: { average: number };
  paymentTypes?: unknown;
  workingHours?: readonly WorkingHourSlot[] | null;
  unclaimed?: boolean;
}

/** Whether any filter is set. */
export function hasFilters(filters: ListingFilters): boolean {
  return Boolean(
    filters.openNow ||
      filters.minRating ||
      filters.paymentTypes?.length ||
      filters.days?.length ||
      filters.timeBands?.length ||
      filters.claimed !== undefined,
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
  return (days.length ? days : weekDays).some((day) =>
    openIntervals(hours, day).some((interval) => chosenBands.some((band) => interval.from < band.to && band.from < interval.to)),
  );
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
  if (filters.openNow && !openStatus(hours, now).isOpen) return false;
  return true;
}
