import { useSyncExternalStore } from 'react';
import { searchTypes, type SearchType } from '@shared/search/types';
import { useMatch } from './router';
import { paths } from '../config/paths';
import { createStoredValue, useStoredValue } from './stored-value';

/** The city the visitor browses, in its URL form; the spec's default is New Delhi. */
export const DEFAULT_LOCATION = 'new-delhi';

const nonEmptyText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const selectedLocation = createStoredValue('sbiz.location', nonEmptyText, DEFAULT_LOCATION);

/** What the header search looks for; the spec's default is business. */
const isSearchType = (value: unknown): value is SearchType => searchTypes.includes(value as SearchType);

export const selectedSearchType = createStoredValue<SearchType>('sbiz.search-type', (value) => (isSearchType(value) ? value : undefined), 'business');

/** The selected location (URL form, e.g. 'new-delhi') and its setter. */
export function useSelectedLocation() {
  return useStoredValue(selectedLocation);
}

/** Every page about one city: /in/{city} and the pages under it. */
const CITY_PAGES = `${paths.city.home.path}/*`;

/** The city in the URL on /in/{city} and the pages under it, else undefined. */
export function useUrlCity(): string | undefined {
  return useMatch(CITY_PAGES)?.params.city;
}

/**
 * The city the page is about: the URL's /in/{city} when it has one, else the
 * visitor's chosen city; `chosen` is false until either names one. The server
 * renders the URL's city, so on a city page hydration agrees with it, and
 * remembering that city afterwards (see CityButton) re-renders nothing.
 */
export function useBrowsingCity(): { city: string; chosen: boolean } {
  const urlCity = useUrlCity();
  const city = useSyncExternalStore(
    selectedLocation.subscribe,
    () => urlCity ?? selectedLocation.get(),
    () => urlCity ?? selectedLocation.fallback,
  );
  const chosen = useSyncExternalStore(
    selectedLocation.subscribe,
    () => Boolean(urlCity) || selectedLocation.isStored(),
    () => Boolean(urlCity),
  );
  return { city, chosen };
}

/** The header search-type toggle and its setter. */
export function useSearchType() {
  return useStoredValue(selectedSearchType);
}
