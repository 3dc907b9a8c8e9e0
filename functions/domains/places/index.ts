import { citiesInCells } from '../../data/entities/city-grid';
import { findCitiesByTermPrefix } from '../../data/entities/city-name-index';
import { listCitiesByName, listPopularCities } from '../../data/entities/city';
import { listStates } from '../../data/entities/state';
import { NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { cityTerms, nearestInGrid, placeSearchKey } from '../../../shared/places';
import { CityQuerySchema, FindLocationSchema, StateQuerySchema, type CityListResponse, type CityResponse, type FindLocationResponse, type StateListResponse } from '../../../shared/schemas/places';
import { msg } from '../../../shared/i18n/catalog';

type CityFields = Pick<CityResponse, 'slug' | 'name' | 'stateId' | 'stateName' | 'latitude' | 'longitude'> & { popularRank: number };

const toCityResponse = ({ slug, name, stateId, stateName, latitude, longitude, popularRank }: CityFields): CityResponse => ({
  _id: slug,
  name,
  slug,
  stateId,
  stateName,
  popular: popularRank > 0,
  latitude,
  longitude,
});

/**
 * The type-ahead: popular cities matching the prefix first ("pu" offers Pune
 * before Pudukkottai), then every city with a term starting with it, in term
 * order, each city once.
 */
async function typeAhead(name: string, limit: number, popularOnly: boolean): Promise<CityFields[]> {
  const prefix = placeSearchKey(name);
  if (!prefix) return [];
  const popular = (await listPopularCities()).filter((city) => cityTerms(city.name, city.aliases).some((term) => term.startsWith(prefix)));
  if (popularOnly) return popular.slice(0, limit);
  const matches = await findCitiesByTermPrefix(prefix, Math.min(limit + popular.length + 5, 10_000));
  const seen = new Set<string>();
  return [...popular, ...matches].filter((city) => !seen.has(city.slug) && seen.add(city.slug)).slice(0, limit);
}

export const placesRoutes: DomainRoutes<'places'> = {
  // Cities: all A–Z, the popular twelve in the spec's order (popular=true), or a name type-ahead; at most `limit`.
  'GET /city/all': defineRoute({
    query: CityQuerySchema,
    handler: async ({ query }): Promise<CityListResponse> => {
      const popularOnly = query.popular === 'true';
      const cities = query.name ? await typeAhead(query.name, query.limit, popularOnly) : await (popularOnly ? listPopularCities() : listCitiesByName());
      return { data: cities.slice(0, query.limit).map(toCityResponse) };
    },
  }),

  // The city nearest to the browser's position ("use current location"), from the grid cells around it.
  'POST /city/findLocation': defineRoute({
    body: FindLocationSchema,
    handler: async ({ body }): Promise<FindLocationResponse> => {
      const nearest = await nearestInGrid(body, citiesInCells);
      if (!nearest) throw new NotFoundError(msg('We could not find a city near your location. Please choose one from the list.'));
      return { nearestCity: toCityResponse(nearest.place), distanceKm: Math.round(nearest.distanceKm * 10) / 10 };
    },
  }),

  // India's states and union territories, A–Z; the list under results.
  'GET /state/all': defineRoute({
    query: StateQuerySchema,
    handler: async ({ query }): Promise<StateListResponse> => ({
      results: (await listStates()).slice(0, query.limit).map((state) => ({ _id: state.stateId, name: state.name })),
    }),
  }),
};

export const handler = createDomainHandler('places', placesRoutes);
