import { normaliseCityName } from '../../data/entities/business';
import { getCityBySlug } from '../../data/entities/city';
import { findCitiesByTermPrefix } from '../../data/entities/city-name-index';
import { NotFoundError } from '../../lib/errors';
import { placeSearchKey } from '../../../shared/places';

/** The message for a city we have never heard of (404). */
export const unknownCityMessage = (text: string) => `We do not list businesses in '${text.slice(0, 80)}': choose a city from the list`;

/**
 * The city slug a request names: its /in/{city} slug ("new-delhi"), its
 * name ("New Delhi") or another name of it ("Bengaluru", "Bombay").
 * A city that is not in the catalogue is a 404 with a clear message; a known
 * city without listings simply has empty lists.
 */
export async function resolveCitySlug(text: string): Promise<string> {
  const slug = normaliseCityName(text);
  if (await getCityBySlug(slug)) return slug;
  const key = placeSearchKey(text);
  const named = key ? (await findCitiesByTermPrefix(key, 5)).find((row) => row.term === key) : undefined;
  if (named) return named.slug;
  throw new NotFoundError(unknownCityMessage(text));
}
