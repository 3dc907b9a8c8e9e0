import { createStoredValue, useIsStored, useStoredValue } from './stored-value';

/** The city the visitor browses, in its URL form; the spec's default is New Delhi. */
export const DEFAULT_LOCATION = 'new-delhi';

const nonEmptyText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const selectedLocation = createStoredValue('sbiz.location', nonEmptyText, DEFAULT_LOCATION);

/** What the header search looks for; the spec's default is business. */
export const searchTypes = ['business', 'products', 'events', 'articles'] as const;
export type SearchType = (typeof searchTypes)[number];

const isSearchType = (value: unknown): value is SearchType => searchTypes.includes(value as SearchType);

export const selectedSearchType = createStoredValue<SearchType>('sbiz.search-type', (value) => (isSearchType(value) ? value : undefined), 'business');

/** The selected location (URL form, e.g. 'new-delhi') and its setter. */
export function useSelectedLocation() {
  return useStoredValue(selectedLocation);
}

/** Whether the visitor has chosen a city: until then pages say so rather than name the default city. */
export function useHasChosenLocation() {
  return useIsStored(selectedLocation);
}

/** The header search-type toggle and its setter. */
export function useSearchType() {
  return useStoredValue(selectedSearchType);
}
