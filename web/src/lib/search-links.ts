import type { CategoryOption, SearchType, TreeCategoryOption } from '@shared/schemas/search';
import { paths } from '../config/paths';

/** Where a typed search goes: the results page of its type, and articles to the blog (spec 1 §2 Header). */
export function searchHref(type: SearchType, city: string, find: string): string {
  if (type === 'articles') return paths.blog.list.getHref({ find });
  if (type === 'products') return paths.search.products.getHref({ city, find });
  if (type === 'events') return paths.search.events.getHref({ city, find });
  return paths.search.businesses.getHref({ city, find });
}

/** The product search's parameter for a product category of each level. */
const productLevelParam = { main: 'category', sub: 'subcat', subsub: 'subsubCat', leaf: 'productCategoryId' } as const;

/**
 * A category suggestion's results: the listings of that category, by its level, with its slug as the heading text;
 * a product category's products, an event category's events (the product and event searches' options).
 */
export function categoryOptionHref(city: string, option: CategoryOption | TreeCategoryOption): string {
  if ('tree' in option && option.tree === 'product') return paths.search.products.getHref({ city, [productLevelParam[option.level]]: option._id, find: option.slug });
  if ('tree' in option) return paths.search.events.getHref({ city, ...(option.level === 'sub' ? { eventSubId: option._id } : { eventMainId: option._id }) });
  const level = option.level === 'sub' ? { subcat: option._id } : option.level === 'subsub' ? { subsubCategoryId: option._id } : { category: option._id };
  return paths.search.businesses.getHref({ city, ...level, find: option.slug });
}

/** `count` entries picked at random, in their original order (the three trending categories among suggestions). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const indexes = items.map((_, index) => index);
  for (let index = indexes.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [indexes[index], indexes[other]] = [indexes[other]!, indexes[index]!];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => items[index]!);
}
