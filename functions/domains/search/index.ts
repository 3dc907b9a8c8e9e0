import { countSearch } from '../../data/entities/daily-analytics';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import {
  CityListQuerySchema,
  ListingsQuerySchema,
  SearchQuerySchema,
  type ListingsQuery,
  type ListingsResponse,
  type SearchQuery,
  type SearchResponse,
  type SearchType,
} from '../../../shared/schemas/search';
import { ProductSearchQuerySchema, type ProductSearchQuery } from '../../../shared/schemas/product';
import { resolveCitySlug } from './cities';
import { listBusinesses, recentlyReviewed, recentlyViewed, topReviewed, type SearchText } from './listings';
import { searchProducts } from './products';
import { productCardSuggestion, suggest, withSuggestionDistances } from './suggestions';
import { treeOptions } from './tree-options';
import { searchWords } from '../../../shared/search/text';
import type { VocabularyKind } from './spelling-vocabulary';
import { correctedText, correctSearch, titleSpelling, understandSearch, type UnderstoodSearch } from './understanding';

/** The vocabulary of each header search type ('rice' is a word of products; articles use the business one). */
const kindOfType: Record<SearchType, VocabularyKind> = { business: 'business', products: 'product', events: 'event', articles: 'business' };

/** The product search's parameter for a product category of each level. */
const productLevelParam = { main: 'category', sub: 'subcat', subsub: 'subsubCat', leaf: 'productCategoryId' } as const;
/** The category a product search is already in, if any. */
const categoryOfQuery = (query: ProductSearchQuery) => query.productCategoryId ?? query.subsubCat ?? query.subcat ?? query.category;

/**
 * Titles need not use the lexicon's word ('chawal', 'dawai'): the products
 * of the product category the words named, matching the other words.
 * Undefined when the query names none, or is already in a category.
 */
async function productsOfNamedCategory(search: UnderstoodSearch, query: ProductSearchQuery) {
  if (categoryOfQuery(query)) return undefined;
  const [named] = await treeOptions(
    'product',
    [],
    search.understanding.categories.map((category) => category.category),
    1,
  );
  if (!named) return undefined;
  return searchProducts(search.citySlug, { ...query, [productLevelParam[named.level]]: named._id, find: search.understanding.words.join(' ') || undefined });
}

const withUnderstood = <T extends object>(response: T, search: UnderstoodSearch): T => (search.understood ? { ...response, understood: search.understood } : response);

/** The answer with 'Showing results for Restaurant' when the lexicon found its category by a misspelling of the title ('resturant'), if `offered`. */
async function withTitleSpelling<T extends object>(response: T, text: string, search: UnderstoodSearch, kind: VocabularyKind, offered: boolean): Promise<T> {
  const spelt = offered ? await titleSpelling(text, search, kind) : undefined;
  return spelt ? { ...response, correctedQuery: spelt } : response;
}

const foundAny = (response: SearchResponse) => [response.businesses, response.options, response.products, response.events, response.articles].some((list) => list.length > 0);

/**
 * The header's suggestions for the query as the pipeline understood it
 * (intents and fillers set aside, lexicon phrases as their categories); when
 * nothing matches, for its misspelt words corrected, if that finds something
 * (then `correctedQuery` says so: 'Showing results for Restaurant'). The last
 * word may be half typed, so it is corrected only when no known word starts
 * with it; `exact` turns correction off.
 */
async function suggestUnderstood(query: SearchQuery): Promise<SearchResponse> {
  const kind = kindOfType[query.type];
  const search = await understandSearch(query.query, await resolveCitySlug(query.location), kind, { lastIsPrefix: true });
  const found = await withNamedCategoryProducts(query, search, await suggestFound(query, search));
  if (query.type !== 'products' && query.type !== 'events') return found;
  // Products and events suggest their own tree's categories (issue #25 §3.17): those the lexicon named, then those whose titles
  // the words start (as corrected, when the answer is for a correction).
  const { typing, categories } = search.understanding;
  const words = found.correctedQuery ? searchWords(found.correctedQuery) : typing ? [...search.words, ...typing.split(' ')] : search.words;
  const options = await treeOptions(
    kind === 'product' ? 'product' : 'event',
    words,
    categories.map((category) => category.category),
    query.limit,
  );
  return { ...found, options };
}

/** The products toggle finds what the results page finds: 'chawal' suggests the Rice category's products when no title says chawal. */
async function withNamedCategoryProducts(query: SearchQuery, search: UnderstoodSearch, found: SearchResponse): Promise<SearchResponse> {
  if (query.type !== 'products' || found.products.length || !search.understanding.categories.length) return found;
  const inCategory = await productsOfNamedCategory(search, { cityName: search.citySlug, page: 1, limit: query.limit });
  return inCategory?.data.length ? { ...found, products: inCategory.data.map(productCardSuggestion) } : found;
}

/** The header's suggestions of listings, products, events and articles for an understood query (suggestUnderstood). */
async function suggestFound(query: SearchQuery, search: UnderstoodSearch): Promise<SearchResponse> {
  const kind = kindOfType[query.type];
  const { typing, place, namedWords, words, intents } = search.understanding;
  const locality = place?.kind === 'locality' ? place.name : undefined;
  // Articles have no categories: they are found by every word typed, those the lexicon named included.
  const typedWords = namedWords.length ? [...namedWords, ...words] : undefined;
  const asWritten = await suggest(search.citySlug, query.type, search.words, query.limit, { named: search.categories, typing, locality, typedWords, intents });
  const asTyped = foundAny(asWritten) || !search.fallbackWords ? asWritten : await suggest(search.citySlug, query.type, search.fallbackWords, query.limit, { locality, intents });
  // A named category alone is not an answer to the other words: 'veterinery doctor' is worth correcting.
  const namedIds = new Set(search.categories.map((category) => category._id));
  const answered = foundAny({ ...asTyped, options: asTyped.options.filter((option) => !namedIds.has(option._id)) });
  if (answered || !search.words.length || query.exact) return withUnderstood(await withTitleSpelling(asTyped, query.query, search, kind, !query.exact && foundAny(asTyped)), search);
  const correction = await correctSearch(search, kind, { lastIsPrefix: true });
  const corrected = correction.changed ? await suggest(search.citySlug, query.type, correction.words, query.limit, { named: search.categories, locality, intents }) : undefined;
  if (corrected && foundAny(corrected)) return withUnderstood({ ...corrected, correctedQuery: correctedText(query.query, correction, search.words) }, search);
  // Words nothing knows beside a named category ('nazdeeki dawai ki dukan'): the category's listings rather than none.
  if (search.categories.length) return withUnderstood(await suggest(search.citySlug, query.type, [], query.limit, { named: search.categories, locality, intents }), search);
  return withUnderstood(asTyped, search);
}

/**
 * The results page's listings for its search text as understood: intents
 * applied (open now, rating or distance order, cheapest first; a sort the
 * visitor chose wins), the named locality and categories; when that finds
 * nothing, for the text with its misspelt words corrected (whole words: the
 * results page is asked for after the typing is done), unless `exact`.
 */
async function listUnderstood(search: UnderstoodSearch, query: ListingsQuery, now: Date): Promise<ListingsResponse> {
  const { intents, place } = search.understanding;
  const located = query.lat !== undefined && query.lng !== undefined;
  const applied: ListingsQuery = {
    ...query,
    openNow: query.openNow || intents.openNow || undefined,
    sort: query.sort !== 'relevance' ? query.sort : intents.nearMe && located ? 'distance' : intents.best ? 'rating' : query.sort,
  };
  const text = (words: string[]): SearchText => ({ words, categories: search.categories, locality: place?.kind === 'locality' ? place.name : undefined, cheapestFirst: intents.cheap });
  const asTyped = await listBusinesses(search.citySlug, applied, now, text(search.words));
  if (asTyped.pagination.total > 0 || !search.words.length || query.exact)
    return withTitleSpelling(asTyped, query.find ?? query.title ?? '', search, 'business', !query.exact && asTyped.pagination.total > 0);
  const correction = await correctSearch(search, 'business');
  const listed = correction.changed ? await listBusinesses(search.citySlug, applied, now, text(correction.words)) : undefined;
  // 'Showing results for …' over an empty list would only confuse: then the page says no matches for what was typed.
  if (listed && listed.pagination.total > 0) return { ...listed, correctedQuery: correctedText(query.find ?? query.title ?? '', correction, search.words) };
  // Words nothing knows beside a named category ('nazdeeki dawai ki dukan'): the category's listings rather than none.
  return search.categories.length ? listBusinesses(search.citySlug, applied, now, text([])) : asTyped;
}

export const searchRoutes: DomainRoutes<'search'> = {
  // The header's type-ahead: businesses, category options, events and articles matching the query in a city.
  'GET /search': defineRoute({
    query: SearchQuerySchema,
    handler: async ({ query }) => {
      const suggestions = await suggestUnderstood(query);
      if (query.lat === undefined || query.lng === undefined) return suggestions;
      const measured = withSuggestionDistances(suggestions, { lat: query.lat, lng: query.lng });
      // 'chemist near me': the nearest first (those without coordinates keep their order after them).
      if (!suggestions.understood?.nearMe) return measured;
      return { ...measured, businesses: [...measured.businesses].sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)) };
    },
  }),

  // Search results and category pages: a city's listings by category and text, with the sidebar's filters, a page at a time.
  'GET /businesses/all': defineRoute({
    query: ListingsQuerySchema,
    handler: async ({ query, caller, event }) => {
      const search = await understandSearch(query.find ?? query.title, await resolveCitySlug(query.cityName), 'business', { ignore: query.ignore });
      const listed = withUnderstood(await listUnderstood(search, query, new Date()), search);
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
    handler: async ({ query }) => {
      const search = await understandSearch(query.find, await resolveCitySlug(query.cityName), 'product');
      const find = (words: readonly string[]) => words.join(' ') || undefined;
      const asWritten = await searchProducts(search.citySlug, { ...query, find: find(search.words) });
      const asTyped = asWritten.pagination.total > 0 || !search.fallbackWords ? asWritten : await searchProducts(search.citySlug, { ...query, find: find(search.fallbackWords) });
      if (asTyped.pagination.total > 0 || !search.words.length) return asTyped;
      const inCategory = await productsOfNamedCategory(search, query);
      if (inCategory && inCategory.pagination.total > 0) return inCategory;
      // Products have their own vocabulary: 'rice' stays rice.
      const correction = await correctSearch(search, 'product');
      if (!correction.changed) return asTyped;
      const listed = await searchProducts(search.citySlug, { ...query, find: find(correction.words) });
      return listed.pagination.total > 0 ? { ...listed, correctedQuery: correctedText(query.find ?? '', correction, search.words) } : asTyped;
    },
  }),
};

export const handler = createDomainHandler('search', searchRoutes);
