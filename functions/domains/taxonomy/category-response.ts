import { getCategories, directParentsOf, parentsAt, type CategoryItem } from '../../data/entities/category';
import type { CategoryDetailResponse, CategoryResponse, CategorySummary, TitledCategory } from '../../../shared/schemas/taxonomy';

/** A category named inside another answer: its id and its titles (the Hindi one where there is one). */
export const toTitledCategory = (category: Pick<CategoryItem, 'categoryId' | 'title' | 'titleHi'>): TitledCategory => ({
  _id: category.categoryId,
  title: category.title,
  ...(category.titleHi ? { titleHi: category.titleHi } : {}),
});

/** A category as lists show it inside another: enough for a link and its hasChild rule. */
export const toCategorySummary = (category: CategoryItem): CategorySummary => ({
  ...toTitledCategory(category),
  slug: category.slug,
  hasChild: category.childCount > 0,
});

/** A category as the API returns it in lists (spec 1 §3, spec 3 §3). */
export function toCategoryResponse(category: CategoryItem, subCategories?: CategoryItem[]): CategoryResponse {
  const parentIds = directParentsOf(category);
  return {
    ...toCategorySummary(category),
    image: category.image,
    description: category.description,
    ...(category.descriptionHi ? { descriptionHi: category.descriptionHi } : {}),
    status: category.status,
    level: category.level,
    popular: category.popularRank > 0,
    parentId: parentIds[0] ?? null,
    parentIds,
    ...(subCategories ? { subCategories: subCategories.map(toCategorySummary) } : {}),
  };
}

/** One category with its parents at every level above it, titled, as the admin forms need them. */
export async function toCategoryDetail(category: CategoryItem): Promise<CategoryDetailResponse> {
  const parents = await getCategories(category.tree, [...category.mainIds, ...category.subIds, ...category.subsubIds]);
  const titled = (ids: string[]) => parents.filter((parent) => ids.includes(parent.categoryId)).map(toTitledCategory);
  return {
    ...toCategoryResponse(category),
    parentCategories: titled(directParentsOf(category)),
    parent: titled(parentsAt(category, 'main')),
    parentSub: titled(parentsAt(category, 'sub')),
    parentSubSub: titled(parentsAt(category, 'subsub')),
  };
}
