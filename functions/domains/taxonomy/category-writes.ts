import { createCategory, getCategories, getCategory, listCategoriesAtLevel, updateCategory, type CategoryItem, type CategoryParents } from '../../data/entities/category';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/http';
import { sanitizeRichText } from '../../lib/rich-text';
import { parentLevelsOf, type CategoryInput, type CategoryLevel, type CategoryUpdate, type TaxonomyTree } from '../../../shared/schemas/taxonomy';
import { slugify } from '../../../shared/slug';
import { isOwnUploadKey } from '../../../shared/uploads';
import { msg } from '../../../shared/i18n/catalog';

const SLUG_TAKEN = msg('A category with this title already exists');

/** An image must be the admin's own upload of kind 'category' (spec 3 §5: one image file). */
function checkImage(image: string | null | undefined, caller: Caller) {
  if (image && !isOwnUploadKey(image, caller.sub, 'category')) throw new BadRequestError(msg('Upload the category image first: it is not one of your uploads'));
}

/** Every named parent must exist at its level; answers the direct parents, whose slugs name a clashing child. */
async function checkParents(tree: TaxonomyTree, level: CategoryLevel, parents: CategoryParents): Promise<CategoryItem[]> {
  const wanted = parentLevelsOf[level].flatMap((parentLevel) => (parents[parentLevel] ?? []).map((categoryId) => ({ categoryId, parentLevel })));
  // One id named at two levels must be read once (BatchGet refuses duplicate keys); the level check below then refuses it.
  const uniqueIds = [...new Set(wanted.map((parent) => parent.categoryId))];
  const found = new Map((await getCategories(tree, uniqueIds)).map((item) => [item.categoryId, item]));
  const missing = wanted.find((parent) => found.get(parent.categoryId)?.level !== parent.parentLevel);
  if (missing) throw new BadRequestError(`Parent category not found: ${missing.categoryId}`);
  return wanted.map((parent) => found.get(parent.categoryId)!);
}

/**
 * Adds a category from an admin form: the descriptions (English and Hindi) sanitised, the slug
 * from the title. A title already taken in the tree gets its parent's slug
 * added ("caterers-wedding"), as the seed does; a main's cannot.
 */
export async function addCategory(tree: TaxonomyTree, level: CategoryLevel, input: CategoryInput, parents: CategoryParents, caller: Caller): Promise<CategoryItem> {
  checkImage(input.image, caller);
  const parentItems = await checkParents(tree, level, parents);
  const slug = slugify(input.title);
  if (!slug) throw new BadRequestError(msg('Title must contain letters or digits'));
  const firstParent = parentItems[parentItems.length - 1];
  const candidates = firstParent ? [slug, `${slug}-${firstParent.slug}`] : [slug];
  const fields = {
    tree,
    level,
    title: input.title,
    titleHi: input.titleHi,
    status: input.status,
    image: input.image,
    description: input.description ? sanitizeRichText(input.description) : undefined,
    descriptionHi: input.descriptionHi ? sanitizeRichText(input.descriptionHi) : undefined,
    parents,
  };
  for (const [index, candidate] of candidates.entries()) {
    try {
      return await createCategory({ ...fields, slug: candidate });
    } catch (error) {
      if (!(error instanceof ConflictError && error.message === SLUG_TAKEN && index < candidates.length - 1)) throw error;
    }
  }
  throw new ConflictError(SLUG_TAKEN);
}

/** Changes a category of this tree and level from an admin form; its slug stays (links keep working). */
export async function changeCategory(tree: TaxonomyTree, level: CategoryLevel, categoryId: string, changes: CategoryUpdate, parents: CategoryParents, caller: Caller): Promise<CategoryItem> {
  const current = await getCategory(tree, categoryId);
  if (!current || current.level !== level) throw new NotFoundError(msg('Category not found'));
  checkImage(changes.image, caller);
  await checkParents(tree, level, parents);
  const description = changes.description === undefined ? undefined : sanitizeRichText(changes.description);
  // A Hindi description that sanitises to nothing is no Hindi description.
  const descriptionHi = changes.descriptionHi ? sanitizeRichText(changes.descriptionHi) || null : changes.descriptionHi;
  const popular = 'popular' in changes && typeof changes.popular === 'boolean' ? { popularRank: await popularRankFor(current, changes.popular) } : {};
  return updateCategory(current, {
    title: changes.title,
    titleHi: changes.titleHi,
    status: changes.status,
    image: changes.image,
    ...(description === undefined ? {} : { description }),
    descriptionHi,
    ...popular,
    parents,
  });
}

/** A main category's place among the popular ones: kept when already popular, else after the last; 0 when unflagged. */
async function popularRankFor(current: CategoryItem, popular: boolean): Promise<number> {
  if (!popular) return 0;
  if (current.popularRank > 0) return current.popularRank;
  const mains = await listCategoriesAtLevel(current.tree, 'main');
  return Math.max(0, ...mains.map((main) => main.popularRank)) + 1;
}
