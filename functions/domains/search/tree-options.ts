import type { TreeCategoryOption } from '../../../shared/schemas/search';
import { everyTokenMatches, meaningfulTokens, searchWords } from '../../../shared/search/text';
import { categoryOptionOf } from '../../data/entities/category';
import { eventCategories, productCategories } from './spelling-vocabulary';

/** Broad categories before narrow ones among equally good matches (the broad page holds the narrow one's results too). */
const levelOrder: Record<TreeCategoryOption['level'], number> = { main: 0, sub: 1, subsub: 2, leaf: 3 };

/** Every product and event category as an option, read from the taxonomies this container keeps (no read per keystroke). */
async function treeCategories(tree: TreeCategoryOption['tree'], now: number): Promise<TreeCategoryOption[]> {
  if (tree === 'product') {
    return (await productCategories(now)).filter((category) => category.status === 'active').map((category) => ({ ...categoryOptionOf(category), tree }));
  }
  return (await eventCategories(now)).map((category) => ({
    _id: category.categoryId,
    title: category.name,
    ...(category.nameHi ? { titleHi: category.nameHi } : {}),
    slug: category.slug,
    level: category.parentId ? ('sub' as const) : ('main' as const),
    parentId: category.parentId || null,
    tree,
  }));
}

/**
 * The category options of the header's product and event searches (issue
 * #25 §3.17): the categories the lexicon named ('chawal' → Rice & Grains)
 * first, then those whose title words start with every word typed, the
 * title starting with the first word first, broad before narrow, shorter
 * titles first.
 */
export async function treeOptions(tree: TreeCategoryOption['tree'], tokens: readonly string[], namedTitles: readonly string[], limit: number, now = Date.now()): Promise<TreeCategoryOption[]> {
  const words = meaningfulTokens(tokens);
  if (!words.length && !namedTitles.length) return [];
  const categories = await treeCategories(tree, now);
  const named = namedTitles.flatMap((title) => categories.filter((category) => category.title.toLowerCase() === title.toLowerCase()));
  const titleWords = (category: TreeCategoryOption) => searchWords(category.title);
  const matching = words.length
    ? categories
        .filter((category) => everyTokenMatches(words, titleWords(category)))
        .map((category) => ({ category, leads: titleWords(category)[0]?.startsWith(words[0]!) ? 0 : 1 }))
        .sort(
          (a, b) =>
            a.leads - b.leads || levelOrder[a.category.level] - levelOrder[b.category.level] || a.category.title.length - b.category.title.length || a.category.title.localeCompare(b.category.title),
        )
        .map(({ category }) => category)
    : [];
  return [...new Map([...named, ...matching].map((category) => [category._id, category])).values()].slice(0, limit);
}
