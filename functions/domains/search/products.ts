import { getProductCards, readProductListWindow } from '../../data/entities/product-list';
import type { ProductSearchQuery } from '../../../shared/schemas/product';
import type { ProductCard } from '../../../shared/search/product-entries';
import { everyTokenMatches, meaningfulTokens, searchWords } from '../../../shared/search/text';
import { findMatches } from '../../data/search-matching';

/** The most products one product search looks through, as for listings. */
export const PRODUCT_WINDOW = 500;
/** Category facets shown in the filter sidebar. */
const MAX_FACETS = 12;

/** The list a product search reads: the most specific category it names, else the whole city. */
const categoryOf = (query: ProductSearchQuery) => query.productCategoryId ?? query.subsubCat ?? query.subcat ?? query.category;

function cardWords(card: ProductCard): string[] {
  return [...searchWords(card.title), ...searchWords(card.category?.title)];
}

/** The sidebar's filters and a category's text filter, over cards in memory. */
function keeper(query: ProductSearchQuery, tokens: readonly string[]) {
  return (card: ProductCard) =>
    (!tokens.length || everyTokenMatches(tokens, cardWords(card))) &&
    (query.minPrice === undefined || (card.price ?? 0) >= query.minPrice) &&
    (query.maxPrice === undefined || (card.price ?? Infinity) <= query.maxPrice) &&
    (query.inStock !== 'true' || !card.outOfStock);
}

/**
 * Products of a city for /in/{city}/search/products: a category's list (at
 * any level) or the city's; with `find` and no category, the products whose
 * title words match (best match, then rank) from the name index. Filters and
 * paging run over the first PRODUCT_WINDOW candidates. Queries and one
 * BatchGet only, never a Scan.
 */
export async function searchProducts(citySlug: string, query: ProductSearchQuery) {
  const tokens = meaningfulTokens(searchWords(query.find));
  const categoryId = categoryOf(query);
  let candidates: { cards: ProductCard[]; complete: boolean };
  if (tokens.length && !categoryId) {
    const hits = await findMatches(citySlug, 'product', tokens, { wanted: PRODUCT_WINDOW, maxRead: PRODUCT_WINDOW });
    const cards = await getProductCards(citySlug, hits.map((hit) => hit.item.rank ?? '').filter(Boolean));
    candidates = { cards: cards.filter(keeper({ ...query, find: undefined }, [])), complete: hits.length < PRODUCT_WINDOW };
  } else {
    candidates = await readProductListWindow({ cityName: citySlug, categoryId }, { window: PRODUCT_WINDOW, keep: keeper(query, tokens) });
  }
  const { cards, complete } = candidates;
  const start = (query.page - 1) * query.limit;
  const facets = new Map<string, { _id: string; title: string; titleHi?: string; count: number }>();
  for (const card of cards) {
    if (!card.category) continue;
    // A facet names its category in Hindi too, where the taxonomy has it (issue #28).
    const facet = facets.get(card.category._id) ?? { _id: card.category._id, title: card.category.title, ...(card.category.titleHi ? { titleHi: card.category.titleHi } : {}), count: 0 };
    facet.count += 1;
    facets.set(card.category._id, facet);
  }
  return {
    data: cards.slice(start, start + query.limit),
    pagination: { page: query.page, limit: query.limit, total: cards.length, totalPages: Math.ceil(cards.length / query.limit), window: PRODUCT_WINDOW, capped: !complete },
    facets: { categories: [...facets.values()].sort((a, b) => b.count - a.count).slice(0, MAX_FACETS) },
  };
}
