import { City, State } from 'country-state-city';
import { putPlaces } from '../../functions/data/entities/place';
import { popularCitySlugs } from '../../shared/places';
import { slugify } from '../../shared/slug';

/** The package names Bengaluru by its current name; the spec's URL keeps the familiar one. */
const SLUG_ALIASES: Record<string, string> = { bengaluru: 'bangalore' };
const NAME_ALIASES: Record<string, string> = { bangalore: 'Bangalore' };

/** India's states and cities from country-state-city, with the popular twelve ranked. */
export function indianPlaces() {
  const states = State.getStatesOfCountry('IN');
  const stateNames = new Map(states.map((state) => [state.isoCode, state.name]));
  const cities = City.getCitiesOfCountry('IN') ?? [];
  const nameCounts = new Map<string, number>();
  for (const city of cities) nameCounts.set(slugify(city.name), (nameCounts.get(slugify(city.name)) ?? 0) + 1);
  const seen = new Set<string>();
  const cityItems = [];
  for (const city of cities) {
    const base = SLUG_ALIASES[slugify(city.name)] ?? slugify(city.name);
    // Towns that share a name (there are dozens) are told apart by their state.
    const slug = (nameCounts.get(slugify(city.name)) ?? 0) > 1 && !popularCitySlugs.includes(base as never) ? `${base}-${slugify(city.stateCode)}` : base;
    if (seen.has(slug) || !city.latitude || !city.longitude) continue;
    seen.add(slug);
    cityItems.push({
      slug,
      name: NAME_ALIASES[slug] ?? city.name,
      stateId: city.stateCode,
      stateName: stateNames.get(city.stateCode) ?? city.stateCode,
      latitude: Number(city.latitude),
      longitude: Number(city.longitude),
      popularRank: popularCitySlugs.indexOf(slug as (typeof popularCitySlugs)[number]) + 1,
    });
  }
  const stateItems = states.map((state) => ({ stateId: state.isoCode, name: state.name, latitude: Number(state.latitude), longitude: Number(state.longitude) }));
  return { stateItems, cityItems };
}

export async function seedPlaces() {
  const { stateItems, cityItems } = indianPlaces();
  await putPlaces(stateItems, cityItems);
  return cityItems.length;
}
