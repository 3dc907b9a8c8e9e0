import { getArticleCards, readArticleListPage } from '../../data/entities/article-list';
import { readCursor, signCursor } from '../../lib/cursor';
import { BadRequestError } from '../../lib/errors';
import { articleListPartition } from '../../../shared/articles/entries';
import type { ArticleCard, ArticleListQuery, ArticleListResponse, BusinessPostsResponse } from '../../../shared/schemas/article';
import { GLOBAL_SCOPE } from '../../../shared/search/index-entries';
import { searchWords } from '../../../shared/search/text';
import { findMatches } from '../../data/search-matching';
import { msg } from '../../../shared/i18n/catalog';

/** Items a filtered list read looks at, at most, per request. */
const MAX_FILTERED_READ = 500;
/** Search hits ranked per query, at most (a search result list pages over them). */
const MAX_SEARCH_HITS = 240;

type Filters = Pick<ArticleListQuery, 'blogCategoryId' | 'businessId' | 'cityName' | 'exclude'>;

const matchesFilters = (filters: Filters) => (card: ArticleCard) =>
  (!filters.blogCategoryId || card.blogCategory._id === filters.blogCategoryId) &&
  (!filters.businessId || card.business._id === filters.businessId) &&
  (!filters.cityName || card.cityName === filters.cityName) &&
  card._id !== filters.exclude;

/** The narrowest list the filters name: a business's, a category's, a city's, else every article. */
function partitionFor(filters: Filters): string {
  if (filters.businessId) return articleListPartition.business(filters.businessId);
  if (filters.blogCategoryId) return articleListPartition.category(filters.blogCategoryId);
  if (filters.cityName) return articleListPartition.city(filters.cityName);
  return articleListPartition.all();
}

/**
 * A page of one list, newest first, with any further filters applied while
 * reading (each read asks only for what the page still lacks, so the cursor
 * is exact): one Query when a single filter is given.
 */
export async function readListPage(partition: string, filters: Filters, limit: number, signed: string | undefined): Promise<ArticleListResponse> {
  const keep = matchesFilters(filters);
  const data: ArticleCard[] = [];
  let cursor = await readCursor(signed);
  let read = 0;
  do {
    const page = await readArticleListPage(partition, { limit: limit - data.length, cursor });
    read += page.cards.length;
    data.push(...page.cards.filter(keep));
    cursor = page.cursor;
  } while (cursor && data.length < limit && read < MAX_FILTERED_READ);
  return { data, nextCursor: await signCursor(cursor) };
}

/** The offset inside a signed search cursor. */
async function searchOffset(signed: string | undefined): Promise<number> {
  const cursor = await readCursor(signed);
  if (!cursor) return 0;
  const offset = /^o(\d{1,4})$/.exec(cursor)?.[1];
  if (offset === undefined) throw new BadRequestError(msg('Invalid cursor'));
  return Number(offset);
}

/**
 * Articles whose title (or, with several words, tags and category) match
 * the search text, best match first then newest: a few Queries of the
 * search index, then one BatchGet of the page's cards.
 */
async function searchArticles(find: string, filters: Filters, limit: number, signed: string | undefined): Promise<ArticleListResponse> {
  const tokens = searchWords(find);
  const offset = await searchOffset(signed);
  if (!tokens.length) return { data: [], nextCursor: null };
  const hits = await findMatches(GLOBAL_SCOPE, 'article', tokens, { wanted: MAX_SEARCH_HITS, maxRead: MAX_SEARCH_HITS * 2 });
  const kept = hits.filter(
    ({ item }) => (!filters.blogCategoryId || item.parentId === filters.blogCategoryId) && (!filters.cityName || item.cityName === filters.cityName) && item.docId !== filters.exclude,
  );
  const positions = kept.map(({ item }) => item.rank).filter((rank): rank is string => Boolean(rank));
  // The business filter needs the card; it is applied to the cards read.
  const cards = filters.businessId ? (await getArticleCards(positions)).filter(matchesFilters(filters)) : await getArticleCards(positions.slice(offset, offset + limit));
  const page = filters.businessId ? cards.slice(offset, offset + limit) : cards;
  const total = filters.businessId ? cards.length : positions.length;
  return { data: page, nextCursor: offset + limit < total ? await signCursor(`o${offset + limit}`) : null };
}

/** GET /blogs/all: a list page by category, business, city, search text or none. */
export async function listArticles(query: ArticleListQuery): Promise<ArticleListResponse> {
  const filters = { ...query, cityName: query.cityName?.toLowerCase().replace(/\s+/g, '-') };
  if (query.find) return searchArticles(query.find, filters, query.limit, query.cursor);
  return readListPage(partitionFor(filters), filters, query.limit, query.cursor);
}

/**
 * GET /post/all: one business's articles by page number with the total, as
 * the spec's clients page them. A business's list is short, so it is read
 * whole (at most MAX_FILTERED_READ cards) and sliced.
 */
export async function listBusinessPosts(businessId: string, page: number, limit: number): Promise<BusinessPostsResponse> {
  const all = await readListPage(articleListPartition.business(businessId), {}, MAX_FILTERED_READ, undefined);
  const total = all.data.length;
  return { data: all.data.slice((page - 1) * limit, page * limit), total, page, limit, totalPages: Math.ceil(total / limit) };
}
