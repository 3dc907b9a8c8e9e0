import * as z from 'zod';
import { createStoredValue, useStoredValue } from './stored-value';

/** The city the visitor browses, in its URL form; the spec's default is New Delhi. */
export const DEFAULT_LOCATION = 'new-delhi';

export const selectedLocation = createStoredValue('sbiz.location', z.string().trim().min(1), DEFAULT_LOCATION);

/** What the header search looks for; the spec's default is business. */
export const searchTypes = ['business', 'products', 'events', 'articles'] as const;
export type SearchType = (typeof searchTypes)[number];

export const selectedSearchType = createStoredValue<SearchType>('sbiz.search-type', z.enum(searchTypes), 'business');

/** The selected location (URL form, e.g. 'new-delhi') and its setter. */
export function useSelectedLocation() {
  return useStoredValue(selectedLocation);
}

/** The header search-type toggle and its setter. */
export function useSearchType() {
  return useStoredValue(selectedSearchType);
}
