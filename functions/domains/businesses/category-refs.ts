import { getCategories } from '../../data/entities/category';

interface CategoryRef {
  _id: string;
  title?: string;
}

type CategoryLists<R extends CategoryRef = CategoryRef> = { categories?: R[]; subCategoryId?: R[]; subsubCategoryId?: R[] };

/**
 * A listing's category references as it stores them (issue #28): each with
 * the category's Hindi title from the taxonomy beside the English the form
 * sent, so listing pages and cards can name it in Hindi without reading the
 * taxonomy. A reference the taxonomy does not know, or to a category without
 * a Hindi title, is kept as sent; a client cannot set the Hindi itself (the
 * schema keeps only `_id` and `title`). Lists left out stay left out.
 */
export async function withHindiCategoryTitles(lists: CategoryLists): Promise<CategoryLists<CategoryRef & { titleHi?: string }>> {
  const given = (['categories', 'subCategoryId', 'subsubCategoryId'] as const).filter((field) => lists[field] !== undefined);
  const ids = [...new Set(given.flatMap((field) => lists[field]!.map((ref) => ref._id)))];
  if (ids.length === 0) return Object.fromEntries(given.map((field) => [field, lists[field]]));
  const hindi = new Map((await getCategories('business', ids)).flatMap((category) => (category.titleHi ? [[category.categoryId, category.titleHi] as const] : [])));
  return Object.fromEntries(given.map((field) => [field, lists[field]!.map((ref) => (hindi.has(ref._id) ? { ...ref, titleHi: hindi.get(ref._id)! } : ref))]));
}
