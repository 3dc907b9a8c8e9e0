import type { SearchIndexItem } from '../../data/entities/search-index';
import { readListingWindow } from '../../data/entities/listing-index';
import { GLOBAL_SCOPE, areaOf, type SearchKind } from '../../../shared/search/index-entries';
import { MatchClass } from '../../../shared/search/rank';
import type { BusinessCard, BusinessSuggestion, CategoryOption, SearchResponse, SearchType } from '../../../shared/schemas/search';
import { findMatches, type Hit } from './matching';

/** Items a filtered suggestion read looks at, at most, per partition. */
const SUGGESTION_MAX_READ = 400;
/** How many of the best-matching categories lend their listings to the suggestions. */
const CATEGORY_SOURCES = 2;

/**
 * The kinds whose index is written today. Events and articles get their own
 * reactors (with searchRecords from shared/search/index-entries.ts) and
 * join this list; until then they answer empty without a read.
 */
const indexedKinds = new Set<SearchKind>(['business', 'category']);

/** The taxonomy whose categories are the "options" of each search type; products and events get theirs with their taxonomies. */
const optionKinds: Record<SearchType, SearchKind | undefined> = { business: 'category', products: undefined, events: undefined };

const toOption = (item: SearchIndexItem): CategoryOption => ({
  _id: item.docId,
  title: item.title,
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
  ...(item.area ? { area: item.area } : {}),
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
  ...(areaOf(card.address) ? { area: areaOf(card.address) } : {}),
  matchedOn: 'category',
});

/** Matches of one kind in one scope, or none when that kind is not indexed yet. */
async function matches(scope: string, kind: SearchKind | undefined, tokens: string[], wanted: number): Promise<Hit[]> {
  if (!kind || !indexedKinds.has(kind)) return [];
  return findMatches(scope, kind, tokens, { wanted, maxRead: SUGGESTION_MAX_READ });
}

/**
 * The header's suggestions for a query in a city: businesses whose name
 * matches (best match, then rating), then, if that leaves room, the best
 * rated businesses of the best-matching categories; the matching categories
 * themselves; events and articles (empty until they are indexed).
 *
 * Reads: the name partitions and the category partitions in parallel (one
 * Query each for a 1, 3 or 5 letter word, two otherwise), then one listing
 * Query per category source when the names leave room.
 */
export type Suggest = (citySlug: string, type: SearchType, tokens: string[], limit: number) => Promise<SearchResponse>;

export const suggest: Suggest = async (citySlug, type, tokens, limit) => {
  const [nameHits, optionHits, events, articles] = await Promise.all([
    matches(citySlug, 'business', tokens, limit),
    matches(GLOBAL_SCOPE, optionKinds[type], tokens, limit),
    matches(citySlug, 'event', tokens, limit),
    matches(citySlug, 'article', tokens, limit),
  ]);
  const businesses = nameHits.slice(0, limit).map(nameSuggestion);
  const room = limit - businesses.length;
  if (room > 0 && type === 'business') {
    const sources = optionHits.filter((hit) => hit.matchClass < MatchClass.allWords).slice(0, CATEGORY_SOURCES);
    const lists = await Promise.all(
      sources.map(({ item }) => readListingWindow(citySlug, { level: item.level ?? 'main', categoryId: item.docId }, { window: limit })),
    );
    const seen = new Set(businesses.map((business) => business._id));
    for (const card of lists.flatMap((list) => list.cards)) {
      if (businesses.length >= limit) break;
      if (seen.has(card._id)) continue;
      seen.add(card._id);
      businesses.push(categorySuggestion(card));
    }
  }
  return {
    businesses,
    options: optionHits.slice(0, limit).map(({ item }) => toOption(item)),
    events: events.slice(0, limit).map(({ item }) => item),
    articles: articles.slice(0, limit).map(({ item }) => item),
  };
};
