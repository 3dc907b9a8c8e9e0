import { listChildIds } from '../../data/entities/category-link';
import { getCategories, getCategory, listCategoriesAtLevel, parentsAt, type CategoryItem } from '../../data/entities/category';
import { NotFoundError } from '../../lib/errors';
import { directParentLevelOf, type CategoryLevel, type CategoryPageQuery, type CategoryPageResponse, type TaxonomyTree } from '../../../shared/schemas/taxonomy';
import { toCategoryResponse } from './category-response';
import { msg } from '../../../shared/i18n/catalog';

/** The status a list is narrowed to: status=active|inactive, or active=true|false. */
function wantedStatus(query: Pick<CategoryPageQuery, 'status' | 'active'>): CategoryItem['status'] | undefined {
  if (query.status) return query.status;
  if (query.active) return query.active === 'true' ? 'active' : 'inactive';
  return undefined;
}

const isFiltered = (query: CategoryPageQuery) => Boolean(query.title || wantedStatus(query));

/** Narrows a list by title (any part, any case, the English or the Hindi) and status. */
function filterCategories(items: CategoryItem[], query: CategoryPageQuery): CategoryItem[] {
  const title = query.title?.toLowerCase();
  const status = wantedStatus(query);
  const titled = (item: CategoryItem) => !title || item.title.toLowerCase().includes(title) || Boolean(item.titleHi?.includes(query.title!));
  return items.filter((item) => titled(item) && (!status || item.status === status));
}

/** The spec's page of a list: `{ data, pagination }`. */
function pageOf<T>(items: T[], query: CategoryPageQuery) {
  const start = (query.page - 1) * query.limit;
  const total = items.length;
  return {
    items: items.slice(start, start + query.limit),
    pagination: { page: query.page, limit: query.limit, total, totalCount: total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** One filtered page of categories, each shown with `respond`. */
export function categoryPage(items: CategoryItem[], query: CategoryPageQuery, respond = (item: CategoryItem) => toCategoryResponse(item)): CategoryPageResponse {
  const { items: shown, pagination } = pageOf(filterCategories(items, query), query);
  return { data: shown.map(respond), pagination };
}

/**
 * Main categories, each with its active sub categories in order (the home
 * tabs and the all-categories cards show them): two Queries, one per level.
 * popular=true keeps the home-grid ones, in the spec's order.
 */
export async function mainCategoryPage(tree: TaxonomyTree, query: CategoryPageQuery & { popular?: 'true' | 'false' }): Promise<CategoryPageResponse> {
  const [mains, subs] = await Promise.all([listCategoriesAtLevel(tree, 'main'), listCategoriesAtLevel(tree, 'sub')]);
  const chosen = query.popular === 'true' ? mains.filter((main) => main.popularRank > 0).sort((a, b) => a.popularRank - b.popularRank) : mains;
  const activeSubs = subs.filter((sub) => sub.status === 'active');
  return categoryPage(chosen, query, (main) =>
    toCategoryResponse(
      main,
      activeSubs.filter((sub) => parentsAt(sub, 'main').includes(main.categoryId)),
    ),
  );
}

/**
 * The categories of `childLevel` under a parent of `parentLevel`. Without a
 * filter only the asked page is read (a Query of the edges, then one
 * BatchGet); with one, all the parent's children are read and narrowed.
 */
export async function childCategoryPage(tree: TaxonomyTree, parentId: string, parentLevel: CategoryLevel, childLevel: CategoryLevel, query: CategoryPageQuery): Promise<CategoryPageResponse> {
  const [parent, childIds] = await Promise.all([getCategory(tree, parentId), listChildIds(tree, parentId, childLevel)]);
  if (!parent || parent.level !== parentLevel) throw new NotFoundError(msg('Category not found'));
  if (isFiltered(query)) return categoryPage(await getCategories(tree, childIds), query);
  const { items: pageIds, pagination } = pageOf(childIds, query);
  return { data: (await getCategories(tree, pageIds)).map((item) => toCategoryResponse(item)), pagination };
}

/** The level right below, if any (what getDescByCategoryId names as popular choices). */
export function childLevelOf(level: CategoryLevel): CategoryLevel | undefined {
  return (Object.keys(directParentLevelOf) as CategoryLevel[]).find((candidate) => directParentLevelOf[candidate] === level);
}
