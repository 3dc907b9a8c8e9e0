import { countSearch } from '../../data/entities/daily-analytics';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { searchWords } from '../../../shared/search/text';
import { CityListQuerySchema, ListingsQuerySchema, SearchQuerySchema, type ListingsQuery, type ListingsResponse } from '../../../shared/schemas/search';
import { ProductSearchQuerySchema } from '../../../shared/schemas/product';
import { resolveCitySlug } from './cities';
import { listBusinesses, recentlyReviewed, recentlyViewed, topReviewed } from './listings';
import { searchProducts } from './products';
import { suggest, withSuggestionDistances, type Suggest } from './suggestions';
import { correctQuery } from './spelling-vocabulary';
import { displayQuery } from '../../../shared/search/spelling';

/**
 * The suggestions for the query as typed; when nothing matches, for the
 * query with its misspelt words corrected (then `correctedQuery` says so:
 * 'Showing results for Restaurant'). The last word may be half typed, so
 * it is corrected only when no known word starts with it.
 */
const suggestForgivingTypos: Suggest = async (citySlug, type, tokens, limit) => {
  const asTyped = await suggest(citySlug, type, tokens, limit);
  const found = [asTyped.businesses, asTyped.options, asTyped.products, asTyped.events, asTyped.articles].some((list) => list.length > 0);
  if (found || tokens.length === 0) return asTyped;
  const correction = await correctQuery(citySlug, tokens, { lastIsPrefix: true });
  if (!correction.changed) return asTyped;
  return { ...(await suggest(citySlug, type, correction.words, limit)), correctedQuery: displayQuery(correction.words) };
};

/**
 * The results page's listings for its search text as typed; when that finds
 * nothing, for the text with its misspelt words corrected (whole words: the
 * results page is asked for after the typing is done).
 */
async function listBusinessesForgivingTypos(citySlug: string, query: ListingsQuery, now: Date): Promise<ListingsResponse> {
  const asTyped = await listBusinesses(citySlug, query, now);
  const text = query.find ?? query.title;
  if (asTyped.pagination.total > 0 || !text) return asTyped;
  const correction = await correctQuery(citySlug, searchWords(text));
  if (!correction.changed) return asTyped;
  const corrected = displayQuery(correction.words);
  const listed = await listBusinesses(citySlug, { ...query, find: corrected, title: undefined }, now);
  // 'Showing results for …' over an empty list would only confuse: then the page says no matches for what was typed.
  return listed.pagination.total > 0 ? { ...listed, correctedQuery: corrected } : asTyped;
}

export const searchRoutes: DomainRoutes<'search'> = {
  // The header's type-ahead: businesses, category options, events and articles matching the query in a city.
  'GET /search': defineRoute({
    query: SearchQuerySchema,
    handler: async ({ query }) => {
      const suggestions = await suggestForgivingTypos(await resolveCitySlug(query.location), query.type, searchWords(query.query), query.limit);
      return query.lat !== undefined && query.lng !== undefined ? withSuggestionDistances(suggestions, { lat: query.lat, lng: query.lng }) : suggestions;
    },
  }),

  // Search results and category pages: a city's listings by category and text, with the sidebar's filters, a page at a time.
  'GET /businesses/all': defineRoute({
    query: ListingsQuerySchema,
    handler: async ({ query, caller, event }) => {
      const listed = await listBusinessesForgivingTypos(await resolveCitySlug(query.cityName), query, new Date());
      // A search typed into the results page counts once, on its first page (trending searches of Today's Analytics).
      if (query.find && query.page === 1) await countSearch(query.find, caller?.sub ?? `ip:${event.requestContext?.identity?.sourceIp ?? 'unknown'}`);
      return listed;
    },
  }),

  // The home page's top reviewed listings of a city.
  'GET /businesses/getTopReviewedBusinesses': defineRoute({
    query: CityListQuerySchema,
    handler: async ({ query }) => ({ data: await topReviewed(await resolveCitySlug(query.cityName), query.limit) }),
  }),

  // The home page's recently reviewed listings of a city.
  'GET /businesses/getRecentlyReviewedBusinesses': defineRoute({
    query: CityListQuerySchema,
    handler: async ({ query }) => ({ data: await recentlyReviewed(await resolveCitySlug(query.cityName), query.limit) }),
  }),

  // The home page's recently viewed carousel: the signed-in user's own views in the city, else the city's.
  'GET /businesses/getRecentlyViewedBusinesses': defineRoute({
    query: CityListQuerySchema,
    handler: async ({ query, caller }) => recentlyViewed(await resolveCitySlug(query.cityName), caller?.sub, query.limit),
  }),

  // Product search results and product category pages: a city's products by category and text, with the sidebar's filters.
  'GET /products/search': defineRoute({
    query: ProductSearchQuerySchema,
    handler: async ({ query }) => searchProducts(await resolveCitySlug(query.cityName), query),
  }),
};

export const handler = createDomainHandler('search', searchRoutes);
