import { getBusinessCardsById, getListingCards, readListingWindow, readNearby, type ListingScope } from '../../data/entities/listing-index';
import { distanceKm, MAX_RADIUS_KM, roundedKm, type GeoPoint } from '../../../shared/geo/location';
import { listRecentActivity } from '../../data/entities/recent-activity';
import { areaOf } from '../../../shared/search/index-entries';
import { inLocality } from '../../../shared/search/understand';
import { hasLocalityList } from '../../../shared/search/locality';
import { matchesFilters, sortListings, type ListingFilters } from '../../../shared/search/filters';
import { MatchClass } from '../../../shared/search/rank';
import { everyTokenMatches, meaningfulTokens, searchWords } from '../../../shared/search/text';
import type { BusinessCard, CategoryOption, ListingsQuery, ListingsResponse } from '../../../shared/schemas/search';
import { findMatches } from '../../data/search-matching';
import { findCategoryMatches } from './business-taxonomy';

/**
 * The most listings one listings request looks through (and so the deepest
 * reachable result): filters and paging run over the first LISTING_WINDOW
 * listings of the list in rank order. About 0.5 MB of cards, one or two
 * Query pages. `pagination.capped` says when the list is longer.
 */
export const LISTING_WINDOW = 500;
/** Categories whose listings join a text search's results after the name matches. */
const CATEGORY_SOURCES = 2;
/** How far down a city's list "top reviewed" looks for reviewed listings. */
const TOP_REVIEWED_WINDOW = 300;
/** How many of a user's recent views are looked at to find those in one city. */
const USER_VIEWS_LOOKBACK = 50;

/** The list a listings request reads: the most specific category it names, else the whole city. */
export function listingScope(query: Pick<ListingsQuery, 'category' | 'subcat' | 'subsubCategoryId'>): ListingScope {
  if (query.subsubCategoryId) return { level: 'subsub', categoryId: query.subsubCategoryId };
  if (query.subcat) return { level: 'sub', categoryId: query.subcat };
  if (query.category) return { level: 'main', categoryId: query.category };
  return { level: 'all' };
}

/** The list to read for a scope and the locality a query named: a city-wide read for one locality reads that locality's own list. */
export function withLocality(scope: ListingScope, locality: string | undefined): ListingScope {
  return scope.level === 'all' && locality && hasLocalityList(locality) ? { level: 'locality', locality } : scope;
}

/** The sidebar filters a listings request asks for. */
export function listingFilters(query: ListingsQuery): ListingFilters {
  return {
    openNow: query.openNow,
    minRating: query.rating,
    paymentTypes: query.paymentTypes,
    days: query.days,
    timeBands: query.timeBands,
    claimed: query.claimed,
    priceBands: query.priceRanges,
    businessTypes: query.businessTypes,
  };
}

/** Whether every meaningful word of a search starts a word of the card's name or categories. */
export function cardMatches(card: BusinessCard, tokens: readonly string[]): boolean {
  const titles = [...card.categories, ...card.subCategoryId, ...card.subsubCategoryId].map((entry) => entry.title ?? '');
  return everyTokenMatches(tokens, [...searchWords(card.name), ...titles.flatMap((title) => searchWords(title))]);
}

/**
 * What a results page searches for, as the query pipeline understood its
 * text (functions/domains/search/understanding.ts): the words left to
 * search, the categories its lexicon named ('dawai ki dukan' → Chemists),
 * the locality it named, and whether it asked for cheap places.
 */
export interface SearchText {
  words: string[];
  categories: CategoryOption[];
  locality?: string;
  cheapestFirst?: boolean;
}

/** A results page's text taken as typed (no understanding). */
export const typedText = (query: Pick<ListingsQuery, 'find' | 'title'>): SearchText => ({ words: searchWords(query.find ?? query.title), categories: [] });

/** Whether a card is in one of the categories (any when none). */
const inAnyCategory = (card: BusinessCard, categories: readonly CategoryOption[]) =>
  !categories.length || categories.some((category) => inScope(card, { level: category.level, categoryId: category._id }));

/** Listings with a known lowest price first, cheapest first; the rest keep their order after them. */
export function cheapestFirst(cards: readonly BusinessCard[]): BusinessCard[] {
  const lowest = (card: BusinessCard) => card.priceRange?.min ?? Number.MAX_SAFE_INTEGER;
  return [...cards].sort((a, b) => lowest(a) - lowest(b));
}

/**
 * A text search over a whole city, as ranked cards: the best rated listings
 * of the categories the lexicon named that match the other words; listings
 * whose name matches (best match, then rating), then the best rated
 * listings of the best-matching categories. At most LISTING_WINDOW candidates.
 */
async function searchCandidates(citySlug: string, tokens: string[], lexiconCategories: readonly CategoryOption[] = []): Promise<{ cards: BusinessCard[]; complete: boolean }> {
  if (lexiconCategories.length) {
    const words = meaningfulTokens(tokens);
    const keep = (card: BusinessCard) => !words.length || cardMatches(card, words);
    const lists = await Promise.all(lexiconCategories.map((category) => readListingWindow(citySlug, { level: category.level, categoryId: category._id }, { window: LISTING_WINDOW, keep })));
    // Then what the other words find by themselves ('sharma pharmacy': Sharma's listings in other categories).
    const byName = tokens.length ? await searchCandidates(citySlug, tokens) : { cards: [], complete: true };
    const cards = [...new Map([...lists.flatMap((list) => list.cards), ...byName.cards].map((card) => [card._id, card])).values()];
    return { cards: cards.slice(0, LISTING_WINDOW), complete: byName.complete && lists.every((list) => list.complete) && cards.length <= LISTING_WINDOW };
  }
  // The matching categories and their lists are read beside the name matches rather than after them.
  const readCategoryLists = async () => {
    const optionHits = await findCategoryMatches(tokens, { wanted: CATEGORY_SOURCES, maxRead: 200 });
    const sources = optionHits.filter((hit) => hit.matchClass < MatchClass.allWords).slice(0, CATEGORY_SOURCES);
    return Promise.all(sources.map(({ item }) => readListingWindow(citySlug, { level: item.level ?? 'main', categoryId: item.docId }, { window: LISTING_WINDOW })));
  };
  const readNamed = async () => {
    const hits = await findMatches(citySlug, 'business', tokens, { wanted: LISTING_WINDOW, maxRead: LISTING_WINDOW });
    return {
      cards: await getListingCards(
        citySlug,
        hits.slice(0, LISTING_WINDOW).flatMap((hit) => (hit.item.rank ? [hit.item.rank] : [])),
      ),
      windowFull: hits.length >= LISTING_WINDOW,
    };
  };
  const [named, categoryLists] = await Promise.all([readNamed(), readCategoryLists()]);
  const seen = new Set(named.cards.map((card) => card._id));
  const cards = [...named.cards];
  for (const card of categoryLists.flatMap((list) => list.cards)) {
    if (seen.has(card._id)) continue;
    seen.add(card._id);
    cards.push(card);
  }
  const complete = !named.windowFull && categoryLists.every((list) => list.complete) && cards.length <= LISTING_WINDOW;
  return { cards: cards.slice(0, LISTING_WINDOW), complete };
}

/** Whether a card is in the category a scope names (at its level). */
function inScope(card: BusinessCard, scope: ListingScope): boolean {
  if (scope.level === 'all') return true;
  if (scope.level === 'locality') return inLocality(areaOf(card.address), scope.locality);
  const list = scope.level === 'main' ? card.categories : scope.level === 'sub' ? card.subCategoryId : card.subsubCategoryId;
  return list.some((entry) => entry._id === scope.categoryId);
}

/** The visitor's position, when the request gave one. */
function positionOf(query: Pick<ListingsQuery, 'lat' | 'lng'>): GeoPoint | undefined {
  return query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
}

/** Cards with their distance from the visitor; with a radius, only those within it (listings without coordinates then drop out). */
function withDistances(cards: BusinessCard[], position: GeoPoint, radiusKm: number | undefined): BusinessCard[] {
  const measured = cards.map((card) => (card.location ? { ...card, distanceKm: roundedKm(distanceKm(position, card.location)) } : card));
  return radiusKm === undefined ? measured : measured.filter((card) => card.distanceKm !== undefined && card.distanceKm <= radiusKm);
}

/**
 * A page of a city's listings (search results and category pages): the
 * list of the most specific category named (else the whole city), or the
 * text search's ranking when `find`/`title` is given without a category;
 * narrowed by the sidebar filters; paged over the first LISTING_WINDOW.
 * With sort=distance, the city's nearest listings within the radius that
 * pass the same category, text and filters, read from its geo list.
 */
export async function listBusinesses(citySlug: string, query: ListingsQuery, now: Date, text: SearchText = typedText(query)): Promise<ListingsResponse> {
  const scope = listingScope(query);
  const filters = listingFilters(query);
  const { words, categories, locality } = text;
  const tokens = words.length ? meaningfulTokens(words) : [];
  const position = positionOf(query);
  let matched: BusinessCard[];
  let complete: boolean;
  if (position && query.sort === 'distance') {
    const nearby = await readNearby(citySlug, position, query.radiusKm ?? MAX_RADIUS_KM, {
      wanted: query.page * query.limit,
      maxRead: LISTING_WINDOW,
      keep: (card) => inScope(card, scope) && inAnyCategory(card, categories) && (!tokens.length || cardMatches(card, tokens)) && matchesFilters(card, filters, now),
    });
    matched = nearby.cards;
    complete = nearby.complete;
  } else if ((tokens.length || categories.length) && scope.level === 'all') {
    const candidates = await searchCandidates(citySlug, words, categories);
    matched = candidates.cards.filter((card) => matchesFilters(card, filters, now));
    complete = candidates.complete;
  } else {
    const window = await readListingWindow(citySlug, withLocality(scope, locality), {
      window: LISTING_WINDOW,
      keep: (card) => (!tokens.length || cardMatches(card, tokens)) && matchesFilters(card, filters, now),
    });
    matched = window.cards;
    complete = window.complete;
  }
  if (position) matched = withDistances(matched, position, query.radiusKm);
  // 'dentist in andheri west': the listings of that locality.
  if (locality) matched = matched.filter((card) => inLocality(areaOf(card.address), locality));
  const sorted = sortListings(matched, query.sort);
  const ordered = text.cheapestFirst ? cheapestFirst(sorted) : sorted;
  const start = (query.page - 1) * query.limit;
  return {
    data: ordered.slice(start, start + query.limit),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: matched.length,
      totalPages: Math.ceil(matched.length / query.limit),
      window: LISTING_WINDOW,
      capped: !complete,
    },
  };
}

/** A city's best rated listings that have reviews (rank order: rating shrunk by review count). */
export async function topReviewed(citySlug: string, limit: number): Promise<BusinessCard[]> {
  const { cards } = await readListingWindow(citySlug, { level: 'all' }, { window: TOP_REVIEWED_WINDOW, wanted: limit, keep: (card) => card.rating.count > 0 });
  return cards.slice(0, limit);
}

/** Cards of a "recently" list that are (still) listed in the city, newest first. */
async function recentCards(list: Parameters<typeof listRecentActivity>[0], owner: string, citySlug: string, lookback: number, limit: number) {
  const cards = await getBusinessCardsById(await listRecentActivity(list, owner, lookback));
  return cards.filter((card) => card.cityName === citySlug).slice(0, limit);
}

/** The city's listings reviewed most recently. */
export function recentlyReviewed(citySlug: string, limit: number): Promise<BusinessCard[]> {
  return recentCards('city-reviews', citySlug, citySlug, limit, limit);
}

/** The signed-in user's own recently viewed listings in the city, else the city's. */
export async function recentlyViewed(citySlug: string, userId: string | undefined, limit: number): Promise<{ scope: 'user' | 'city'; data: BusinessCard[] }> {
  if (userId) return { scope: 'user', data: await recentCards('user-views', userId, citySlug, USER_VIEWS_LOOKBACK, limit) };
  return { scope: 'city', data: await recentCards('city-views', citySlug, citySlug, limit, limit) };
}
