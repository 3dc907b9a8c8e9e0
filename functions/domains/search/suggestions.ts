import type { SearchIndexItem } from '../../data/entities/search-index';
import { getBusinessCardsById, readListingWindow, type ListingScope } from '../../data/entities/listing-index';
import { meaningfulTokens } from '../../../shared/search/text';
import { inLocality } from '../../../shared/search/understand';
import { cardMatches, cheapestFirst, withLocality } from './listings';
import { matchesFilters, sortListings } from '../../../shared/search/filters';
import { GLOBAL_SCOPE, areaOf, type SearchKind } from '../../../shared/search/index-entries';
import { MatchClass } from '../../../shared/search/rank';
import type { ArticleSuggestion } from '../../../shared/schemas/article';
import type { ProductCard } from '../../../shared/search/product-entries';
import type { BusinessCard, BusinessSuggestion, CategoryOption, EventSuggestion, ProductSuggestion, SearchResponse, SearchType } from '../../../shared/schemas/search';
import { distanceKm, roundedKm, type GeoPoint } from '../../../shared/geo/location';
import { findMatches, type Hit } from '../../data/search-matching';
import { findCategoryMatches } from './business-taxonomy';

/** Items a filtered suggestion read looks at, at most, per partition. */
const SUGGESTION_MAX_READ = 400;
/**
 * How far down a named category's list a suggestion looks for the query's
 * other words ('jain car', 'sharma dawai'). The name index finds most such
 * listings by their name and category words anyway; reading 400 cards of
 * each named category made these the slowest type-aheads.
 */
const NAMED_WITH_WORDS_READ = 100;
/** 'best', 'sasta': how many suggestion lists' worth of listings are ordered to pick the first few. */
const ORDERED_READ_PAGES = 4;
/** How many of the best-matching categories lend their listings to the suggestions. */
const CATEGORY_SOURCES = 2;

/** The kinds whose index is written (each by its own reactor). */
const indexedKinds = new Set<SearchKind>(['business', 'category', 'event', 'product', 'article']);

/** The taxonomy whose categories are the "options" of each search type; products and events get theirs with their taxonomies. */
const optionKinds: Record<SearchType, SearchKind | undefined> = { business: 'category', products: undefined, events: undefined, articles: undefined };

const toOption = (item: SearchIndexItem): CategoryOption => ({
  _id: item.docId,
  title: item.title,
  ...(item.titleHi ? { titleHi: item.titleHi } : {}),
  slug: item.slug,
  level: item.level ?? 'main',
  parentId: item.parentId ?? null,
});

const nameSuggestion = ({ item }: Hit): BusinessSuggestion => ({
  _id: item.docId,
  name: item.title,
  slug: item.slug,
  cityName: item.cityName ?? '',
  ...(item.logo ? { logo: item.logo } : {}),
  rating: { count: item.ratingCount ?? 0, average: item.ratingAverage ?? 0 },
  ...(item.category ? { category: item.category } : {}),
  ...(item.category && item.categoryHi ? { categoryHi: item.categoryHi } : {}),
  ...(item.area ? { area: item.area } : {}),
  ...(item.lat !== undefined && item.lng !== undefined ? { location: { lat: item.lat, lng: item.lng } } : {}),
  matchedOn: 'name',
});

const categorySuggestion = (card: BusinessCard): BusinessSuggestion => ({
  _id: card._id,
  name: card.name,
  slug: card.slug,
  cityName: card.cityName,
  ...(card.logo ? { logo: card.logo } : {}),
  rating: card.rating,
  ...(card.categories[0]?.title ? { category: card.categories[0].title } : {}),
  ...(card.categories[0]?.title && card.categories[0].titleHi ? { categoryHi: card.categories[0].titleHi } : {}),
  ...(areaOf(card.address) ? { area: areaOf(card.address) } : {}),
  ...(card.location ? { location: card.location } : {}),
  matchedOn: 'category',
});

/** The suggestions with each listing's distance from the visitor (those with coordinates). */
export function withSuggestionDistances(response: SearchResponse, position: GeoPoint): SearchResponse {
  const businesses = response.businesses.map((business) => (business.location ? { ...business, distanceKm: roundedKm(distanceKm(position, business.location)) } : business));
  return { ...response, businesses };
}

const eventSuggestion = ({ item }: Hit): EventSuggestion => ({
  _id: item.docId,
  title: item.title,
  slug: item.slug,
  cityName: item.cityName ?? '',
  ...(item.logo ? { banner: item.logo } : {}),
  ...(item.category ? { category: item.category } : {}),
  ...(item.category && item.categoryHi ? { categoryHi: item.categoryHi } : {}),
  ...(item.parentId ? { categoryId: item.parentId } : {}),
  ...(item.area ? { area: item.area } : {}),
  start: item.startsAt ?? '',
  end: item.endsAt ?? '',
});

/** Events still to come or running at `now` (ended ones stay indexed but are not suggested). */
const notEnded = (now: Date) => (hit: Hit) => !hit.item.endsAt || Date.parse(hit.item.endsAt) >= now.getTime();

const productSuggestion = ({ item }: Hit): ProductSuggestion => ({
  _id: item.docId,
  title: item.title,
  slug: item.slug,
  cityName: item.cityName ?? '',
  ...(item.logo ? { image: item.logo } : {}),
  ...(item.category ? { category: item.category } : {}),
  ...(item.category && item.categoryHi ? { categoryHi: item.categoryHi } : {}),
  ...(item.area ? { seller: item.area } : {}),
});

/** A product found through its category's list rather than the name index ('chawal' → the Rice category's products). */
export const productCardSuggestion = (card: ProductCard): ProductSuggestion => ({
  _id: card._id,
  title: card.title,
  slug: card.slug,
  cityName: card.cityName,
  ...(card.image ? { image: card.image } : {}),
  ...(card.category ? { category: card.category.title } : {}),
  ...(card.category?.titleHi ? { categoryHi: card.category.titleHi } : {}),
  seller: card.business.name,
});

const articleSuggestion = ({ item }: Hit): ArticleSuggestion => ({
  _id: item.docId,
  title: item.title,
  slug: item.slug,
  ...(item.logo ? { coverImage: item.logo } : {}),
  ...(item.category ? { category: item.category } : {}),
  ...(item.category && item.categoryHi ? { categoryHi: item.categoryHi } : {}),
  ...(item.area ? { businessName: item.area } : {}),
});

/** Matches of one kind in one scope, or none when that kind is not indexed yet. */
async function matches(scope: string, kind: SearchKind | undefined, tokens: string[], wanted: number): Promise<Hit[]> {
  if (!kind || !indexedKinds.has(kind) || !tokens.length) return [];
  if (kind === 'category') return findCategoryMatches(tokens, { wanted, maxRead: SUGGESTION_MAX_READ });
  return findMatches(scope, kind, tokens, { wanted, maxRead: SUGGESTION_MAX_READ });
}

/**
 * The header's suggestions for a query in a city: businesses whose name
 * matches (best match, then rating), then, if that leaves room, the best
 * rated businesses of the best-matching categories; the matching categories
 * themselves; upcoming events; articles (site-wide, newest first within a match).
 *
 * Categories the query pipeline `named` ('dawai ki dukan' → Chemists) come
 * first: as options, and their best rated listings matching the other words
 * before the name matches. A query of intents alone ('near me') suggests the
 * city's best ranked listings.
 *
 * Reads: the name partitions and the category partitions in parallel (one
 * Query each for a 1, 3 or 5 letter word, two otherwise), then one listing
 * Query per category source when the names leave room.
 */
/** What the query pipeline found beside the words: the categories its lexicon named, and a last word still being typed that a name may start with. */
export interface SuggestUnderstood {
  named?: readonly CategoryOption[];
  /** The words a name may hold besides the tokens ('nai', 'jalebi h'), separated by a space. */
  typing?: string;
  /** 'in bandra': only listings of that locality. */
  locality?: string;
  /**
   * The words as typed, with those the lexicon read as categories: articles
   * have no categories, so 'wedding caterers' finds them by their titles.
   */
  typedWords?: string[];
  /** 'open now', 'best', 'sasta': the suggested listings are filtered and ordered as the results page's are. */
  intents?: { openNow?: boolean; best?: boolean; cheap?: boolean };
}

/** The best rated listings of each named category (the city's when none is named and there is no word) that match the words. */
async function namedListings(citySlug: string, tokens: string[], { named = [], locality, intents = {} }: SuggestUnderstood, limit: number, now: Date): Promise<BusinessCard[]> {
  const scopes: ListingScope[] = named.length ? named.map((category) => ({ level: category.level, categoryId: category._id })) : tokens.length ? [] : [withLocality({ level: 'all' }, locality)];
  const words = meaningfulTokens(tokens);
  const keep = (card: BusinessCard) =>
    (!tokens.length || cardMatches(card, words)) && (!locality || inLocality(areaOf(card.address), locality)) && (!intents.openNow || matchesFilters(card, { openNow: true }, now));
  // Ordered by rating or price, the best of a few pages are wanted, not the first few of the list's own rank.
  const wanted = intents.best || intents.cheap ? limit * ORDERED_READ_PAGES : limit;
  const window = words.length ? NAMED_WITH_WORDS_READ : SUGGESTION_MAX_READ;
  const lists = await Promise.all(scopes.map((scope) => readListingWindow(citySlug, scope, { window, wanted, keep })));
  const cards = lists.flatMap((list) => list.cards);
  if (intents.cheap) return cheapestFirst(cards);
  return intents.best ? sortListings(cards, 'rating') : cards;
}

/**
 * 'chai open now': name matches too are only those open now. The name index
 * holds no hours, so their cards are read (one BatchGet of a few listings),
 * and only when the query asked for open now.
 */
async function openNowOnly(businesses: BusinessSuggestion[], openNow: boolean, now: Date): Promise<BusinessSuggestion[]> {
  if (!openNow || !businesses.length) return businesses;
  const cards = await getBusinessCardsById(businesses.map((business) => business._id));
  const open = new Set(cards.filter((card) => matchesFilters(card, { openNow: true }, now)).map((card) => card._id));
  return businesses.filter((business) => open.has(business._id));
}

/** 'best salon': the suggested listings best rated first, as on the results page (the sort is stable). */
const byRating = (businesses: BusinessSuggestion[]) => [...businesses].sort((a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count);

export async function suggest(citySlug: string, type: SearchType, tokens: string[], limit: number, understood: SuggestUnderstood = {}, now = new Date()): Promise<SearchResponse> {
  const { named = [], typing, locality, typedWords, intents = {} } = understood;
  const searched = typing ? [...tokens, ...typing.split(' ')] : tokens;
  // The matching categories, and their listings (wanted when names leave room), are read beside the names.
  const categoryRead = async () => {
    const hits = await matches(GLOBAL_SCOPE, optionKinds[type], searched, limit);
    const sources = type === 'business' ? hits.filter((hit) => hit.matchClass < MatchClass.allWords).slice(0, CATEGORY_SOURCES) : [];
    return { hits, lists: await Promise.all(sources.map(({ item }) => readListingWindow(citySlug, { level: item.level ?? 'main', categoryId: item.docId }, { window: limit }))) };
  };
  const [firstCards, { hits: optionHits, lists }, nameHits, events, articles, productHits] = await Promise.all([
    type === 'business' ? namedListings(citySlug, tokens, understood, limit, now) : Promise.resolve([]),
    categoryRead(),
    // The articles toggle searches articles only.
    type === 'articles' ? Promise.resolve([]) : matches(citySlug, 'business', searched, limit),
    // Twice as many events as shown: ended ones are dropped after the read.
    type === 'articles' ? Promise.resolve([]) : matches(citySlug, 'event', searched, limit * 2),
    // Articles are site-wide (the blog has no city).
    matches(GLOBAL_SCOPE, 'article', typedWords ?? searched, limit),
    // Products are looked up only when the header searches products.
    type === 'products' ? matches(citySlug, 'product', searched, limit) : Promise.resolve([]),
  ]);
  const nameMatches = await openNowOnly(
    nameHits.map(nameSuggestion).filter((business) => !locality || inLocality(business.area, locality)),
    Boolean(intents.openNow),
    now,
  );
  const merged = [...new Map([...firstCards.map(categorySuggestion), ...nameMatches].map((business) => [business._id, business])).values()];
  const businesses = (intents.best && !intents.cheap ? byRating(merged) : merged).slice(0, limit);
  const room = limit - businesses.length;
  if (room > 0) {
    const seen = new Set(businesses.map((business) => business._id));
    for (const card of lists.flatMap((list) => list.cards)) {
      if (businesses.length >= limit) break;
      if (seen.has(card._id) || (intents.openNow && !matchesFilters(card, { openNow: true }, now))) continue;
      seen.add(card._id);
      businesses.push(categorySuggestion(card));
    }
  }
  return {
    businesses,
    options: [...new Map([...named, ...optionHits.map(({ item }) => toOption(item))].map((option) => [option._id, option])).values()].slice(0, limit),
    events: events.filter(notEnded(now)).slice(0, limit).map(eventSuggestion),
    articles: articles.slice(0, limit).map(articleSuggestion),
    products: productHits.slice(0, limit).map(productSuggestion),
  };
}
