/**
 * The search filter sidebar's state (spec 3 §2.8, §4, §9) and its URL form,
 * so a filtered, paged list is a link. One value at a time per section:
 * choosing another replaces it.
 */
import { weekDayLabels } from '@shared/i18n/week-days';
import { paymentMethodLabels, paymentMethods, weekDays, type PaymentMethod, type WeekDay } from '@shared/business/enums';
import { businessTypes, listingSortIds, priceBands, timeBands, type BusinessTypeId, type ListingSortId, type PriceBandId, type TimeBandId } from '@shared/search/filters';
import { msg, translate, type Translate } from '../../i18n';

export interface ListingFilterState {
  openNow: boolean;
  claimed: boolean;
  rating?: number;
  paymentType?: PaymentMethod;
  day?: WeekDay;
  timeBand?: TimeBandId;
  priceBand?: PriceBandId;
  businessType?: BusinessTypeId;
  /** The order of the results; not a filter, so it never shows as a chip. Absent: relevance. */
  sort?: Exclude<ListingSortId, 'relevance'>;
}

export type FilterSection = 'suggestions' | 'rating' | 'priceBand' | 'businessType' | 'paymentType' | 'day' | 'timeBand';

/** A chosen value as the chip list shows it, and what removing it clears. */
export interface FilterChip {
  key: keyof ListingFilterState;
  label: string;
}

export const ratingOptions = [5, 4, 3, 2, 1] as const;

/**
 * The options' words as messages (the shared lists hold the English), translated where they are shown:
 * `t(timeBandLabels[band.id])`. Brand names (UPI, PayPal, Google Pay) and prices in rupees stay as they are.
 */
export const timeBandLabels: Record<TimeBandId, string> = {
  'late-night': msg('Late night (12 AM - 4 AM)'),
  'early-morning': msg('Early morning (4 AM - 8 AM)'),
  morning: msg('Morning (8 AM - 12 PM)'),
  afternoon: msg('Afternoon (12 PM - 4 PM)'),
  evening: msg('Evening (4 PM - 8 PM)'),
  night: msg('Night (8 PM - 12 AM)'),
};
export const businessTypeLabels: Record<BusinessTypeId, string> = {
  restaurant: msg('Restaurant'),
  retail: msg('Retail'),
  service: msg('Service'),
  healthcare: msg('Healthcare'),
  education: msg('Education'),
  technology: msg('Technology'),
  entertainment: msg('Entertainment'),
  other: msg('Other'),
};
export const sortLabels: Record<ListingSortId, string> = { relevance: msg('Relevance'), rating: msg('Rating'), reviews: msg('Most reviewed'), distance: msg('Distance') };
/** The payment methods' names: the generic ones translated, the brands as they are. */
const paymentWords: Partial<Record<PaymentMethod, string>> = {
  cash: msg('Cash'),
  credit: msg('Credit Card'),
  debit: msg('Debit Card'),
  crypto: msg('Cryptocurrency'),
  banktransfer: msg('Bank Transfer'),
};
export const paymentLabel = (method: PaymentMethod, t: Translate) => {
  const word = paymentWords[method];
  return word ? t(word) : paymentMethodLabels[method];
};

const isPayment = (value: string | null): value is PaymentMethod => paymentMethods.includes(value as PaymentMethod);
const isDay = (value: string | null): value is WeekDay => weekDays.includes(value as WeekDay);
const isBand = (value: string | null): value is TimeBandId => timeBands.some((band) => band.id === value);
const isPriceBand = (value: string | null): value is PriceBandId => priceBands.some((band) => band.id === value);
const isSort = (value: string | null): value is Exclude<ListingSortId, 'relevance'> => value !== 'relevance' && listingSortIds.includes(value as ListingSortId);
const isBusinessType = (value: string | null): value is BusinessTypeId => businessTypes.some((type) => type.id === value);

/** Reads the filters from a page's query string; unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): ListingFilterState {
  const rating = Number(params.get('rating'));
  const payment = params.get('paymentTypes');
  const day = params.get('days');
  const band = params.get('timeBands');
  const price = params.get('priceRanges');
  const type = params.get('businessTypes');
  const sort = params.get('sort');
  return {
    openNow: params.get('openNow') === 'true',
    claimed: params.get('claimed') === 'true',
    ...(ratingOptions.includes(rating as (typeof ratingOptions)[number]) ? { rating } : {}),
    ...(isPayment(payment) ? { paymentType: payment } : {}),
    ...(isDay(day) ? { day } : {}),
    ...(isBand(band) ? { timeBand: band } : {}),
    ...(isPriceBand(price) ? { priceBand: price } : {}),
    ...(isBusinessType(type) ? { businessType: type } : {}),
    ...(isSort(sort) ? { sort } : {}),
  };
}

/** Writes the filters into a copy of the query string, keeping other parameters and going back to page 1. */
export function paramsWithFilters(params: URLSearchParams, filters: ListingFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<string, string | undefined> = {
    openNow: filters.openNow ? 'true' : undefined,
    claimed: filters.claimed ? 'true' : undefined,
    rating: filters.rating ? String(filters.rating) : undefined,
    paymentTypes: filters.paymentType,
    days: filters.day,
    timeBands: filters.timeBand,
    priceRanges: filters.priceBand,
    businessTypes: filters.businessType,
    sort: filters.sort,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete('page');
  return next;
}

/** The chosen filters as chips, in sidebar order, in the words of `t` (a render's `useT()`; English without it). */
export function filterChips(filters: ListingFilterState, t: Translate = translate): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.openNow) chips.push({ key: 'openNow', label: t('Open Now') });
  if (filters.claimed) chips.push({ key: 'claimed', label: t('Claimed') });
  if (filters.rating) chips.push({ key: 'rating', label: t('{rating}★ & above', { rating: filters.rating }) });
  if (filters.priceBand) chips.push({ key: 'priceBand', label: priceBands.find((band) => band.id === filters.priceBand)!.label });
  if (filters.businessType) chips.push({ key: 'businessType', label: t(businessTypeLabels[filters.businessType]) });
  if (filters.paymentType) chips.push({ key: 'paymentType', label: paymentLabel(filters.paymentType, t) });
  if (filters.day) chips.push({ key: 'day', label: t('Open on {day}', { day: t(weekDayLabels[filters.day]) }) });
  if (filters.timeBand) chips.push({ key: 'timeBand', label: t(timeBandLabels[filters.timeBand]) });
  return chips;
}

/** The filters without one chosen value. */
export function withoutFilter(filters: ListingFilterState, key: keyof ListingFilterState): ListingFilterState {
  if (key === 'openNow' || key === 'claimed') return { ...filters, [key]: false };
  const rest = { ...filters };
  delete rest[key];
  return rest;
}

export const noFilters: ListingFilterState = { openNow: false, claimed: false };

/** The page number of a query string: a whole number from 1, else 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export { weekDayLabels };
