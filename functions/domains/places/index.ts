import { allCities, allStates, type CityItem } from '../../data/entities/place';
import { NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { nearestPlace } from '../../../shared/places';
import { CityQuerySchema, FindLocationSchema, StateQuerySchema, type CityResponse } from '../../../shared/schemas/places';

const toCityResponse = (city: CityItem): CityResponse => ({
  _id: city.slug,
  name: city.name,
  slug: city.slug,
  stateId: city.stateId,
  stateName: city.stateName,
  popular: city.popularRank > 0,
  latitude: city.latitude,
  longitude: city.longitude,
});

export const placesRoutes: DomainRoutes<'places'> = {
  // Cities: all (A-Z), the popular twelve in the spec's order, or a name type-ahead (prefix of any word).
  'GET /city/all': defineRoute({
    query: CityQuerySchema,
    handler: async ({ query }) => {
      let cities = await allCities();
      if (query.popular === 'true') cities = cities.filter((city) => city.popularRank > 0).sort((a, b) => a.popularRank - b.popularRank);
      const name = query.name?.toLowerCase();
      if (name) {
        const matches = cities.filter((city) => city.name.toLowerCase().split(/[\s-]+/).some((word) => word.startsWith(name)) || city.name.toLowerCase().startsWith(name));
        // Popular cities and whole-name prefixes first: "pu" should offer Pune before Puducherry's villages.
        cities = matches.sort((a, b) => Number(b.popularRank > 0) - Number(a.popularRank > 0) || Number(b.name.toLowerCase().startsWith(name)) - Number(a.name.toLowerCase().startsWith(name)));
      }
      return { data: cities.slice(0, query.limit).map(toCityResponse), total: cities.length };
    },
  }),

  // The city nearest to the browser's position (use current location).
  'POST /city/findLocation': defineRoute({
    body: FindLocationSchema,
    handler: async ({ body }) => {
      const nearest = nearestPlace(await allCities(), body);
      if (!nearest) throw new NotFoundError('No cities are loaded');
      return { nearestCity: toCityResponse(nearest.place), distanceKm: Math.round(nearest.distanceKm * 10) / 10 };
    },
  }),

  // India's states and union territories (A-Z).
  'GET /state/all': defineRoute({
    query: StateQuerySchema,
    handler: async ({ query }) => ({ results: (await allStates()).slice(0, query.limit).map((state) => ({ _id: state.stateId, name: state.name })) }),
  }),
};

export const handler = createDomainHandler('places', placesRoutes);
