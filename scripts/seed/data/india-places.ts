/** India's places as seed rows, built from the country-state-city package (pure: no table access). */
import { City, State } from 'country-state-city';
import type { GridCity } from '../../../functions/data/entities/city-grid';
import type { NewCity } from '../../../functions/data/entities/city';
import { cityTerms, gridCellKey, gridCellOf, placeSearchKey, popularCitySlugs } from '../../../shared/places';
import { slugify } from '../../../shared/slug';
import { cityAliases, coordinateFixes, renamedCities } from './city-corrections';

const withoutMarks = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const popularRank = (slug: string) => popularCitySlugs.indexOf(slug as (typeof popularCitySlugs)[number]) + 1;

/**
 * Gives every city a unique URL slug: its name in lower case with hyphens;
 * names shared by several towns ("Aurangabad" in Maharashtra and in Bihar)
 * all get their state added, so that no town takes the plain name from the
 * others.
 */
export function assignCitySlugs<T extends { name: string; stateName: string; slug?: string }>(cities: readonly T[]): Array<T & { slug: string }> {
  const baseOf = (city: T) => city.slug ?? slugify(city.name);
  const counts = new Map<string, number>();
  for (const city of cities) counts.set(baseOf(city), (counts.get(baseOf(city)) ?? 0) + 1);
  const taken = new Set<string>();
  return cities.map((city) => {
    const base = baseOf(city);
    const slug = (counts.get(base) ?? 0) > 1 ? `${base}-${slugify(city.stateName)}` : base;
    if (taken.has(slug)) throw new Error(`Two cities would share the slug ${slug}`);
    taken.add(slug);
    return { ...city, slug };
  });
}

/** India's states and cities from country-state-city, with the spec's names, other names, fixes and the popular twelve ranked. */
export function indianPlaces() {
  const states = State.getStatesOfCountry('IN').map((state) => ({ stateId: state.isoCode, name: state.name, latitude: Number(state.latitude), longitude: Number(state.longitude) }));
  const stateNames = new Map(states.map((state) => [state.stateId, state.name]));
  const seen = new Set<string>();
  const packaged = (City.getCitiesOfCountry('IN') ?? [])
    // A few rows are whole districts ("Lucknow District"), not places a business is in.
    .filter((city) => !/\bdistrict$/i.test(city.name) && city.latitude && city.longitude)
    // A few towns are listed twice ("Nadiad" and "Nadiad,", "Raj Nandgaon" and "Raj-Nandgaon"): the first stays.
    .filter((city) => !seen.has(`${slugify(city.name)}|${city.stateCode}`) && Boolean(seen.add(`${slugify(city.name)}|${city.stateCode}`)))
    .map((city) => {
      const key = `${city.name}|${city.stateCode}`;
      const renamed = renamedCities[key];
      return {
        name: renamed?.name ?? withoutMarks(city.name).replace(/[\s,]+$/, ''),
        slug: renamed?.slug,
        aliases: cityAliases[key] ?? [],
        stateId: city.stateCode,
        stateName: stateNames.get(city.stateCode) ?? city.stateCode,
        ...(coordinateFixes[key] ?? { latitude: Number(city.latitude), longitude: Number(city.longitude) }),
      };
    });
  const cities: NewCity[] = assignCitySlugs(packaged).map((city) => ({ ...city, nameKey: placeSearchKey(city.name).replace(/ /g, '+'), popularRank: popularRank(city.slug) }));
  return { states, cities };
}

/** The type-ahead rows of the cities: one per term of each city. */
export function cityNameIndexRows(cities: readonly NewCity[]) {
  return cities.flatMap(({ slug, name, aliases, stateId, stateName, latitude, longitude, popularRank }) =>
    cityTerms(name, aliases).map((term) => ({ term, slug, name, stateId, stateName, latitude, longitude, popularRank })),
  );
}

/** The cities grouped into one-degree grid cells for the nearest-city lookup. */
export function cityGridCells(cities: readonly NewCity[]) {
  const cells = new Map<string, GridCity[]>();
  for (const { slug, name, stateId, stateName, latitude, longitude, popularRank } of cities) {
    const cell = gridCellKey(gridCellOf({ latitude, longitude }));
    const members = cells.get(cell) ?? [];
    members.push({ slug, name, stateId, stateName, latitude, longitude, popularRank });
    cells.set(cell, members);
  }
  return [...cells].map(([cell, members]) => ({ cell, cities: members }));
}
