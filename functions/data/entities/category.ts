import { randomUUID } from 'node:crypto';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import type { SafeHtml } from '../../../shared/rich-text/safe-html';
import { categoryLevels, directParentLevelOf, parentLevelsOf, taxonomyTrees, type CategoryLevel, type ParentLevel, type TaxonomyTree } from '../../../shared/schemas/taxonomy';
import { forEachConcurrently } from '../../lib/concurrency';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { transactWrite, type WriteOperation } from '../transact';
import { CategoryLinkEntity } from './category-link';
import { UniqueClaimEntity } from './unique-claim';
import { msg } from '../../../shared/i18n/catalog';

/** The parentId of a main category. */
export const ROOT = 'root';

/** Where categories added by an admin go: after the seeded ones, which are numbered in their outline's order. */
export const APPENDED_ORDER = 50_000;

/**
 * A category of the business or the product taxonomy, at any level (spec 3
 * §3). Looked up by id, by slug (gsi1; unique within its tree through a
 * UniqueClaim 'categorySlug') and listed per level in display order (gsi2).
 * Its parents are kept per level above it (mainIds, subIds, subsubIds), each
 * with a CategoryLink edge; `childCount` counts the categories right below
 * it and moves in the same transaction as their edges.
 *
 * The two trees are two entities of one shape: 'category' (business) and
 * 'productCategory'. Stream consumers of 'category' (the search index's
 * category options) may rely on these attributes, kept stable: `categoryId`,
 * `parentId` ('root' for a main, else its first direct parent), `level`
 * 'main' | 'sub' | 'subsub', `title`, `titleHi` (optional), `slug`, `status` 'active' | 'inactive',
 * `order` and `popularRank`.
 */
function categoryEntity(entity: 'category' | 'productCategory') {
  return new Entity(
    {
      model: { entity, version: '2', service: 'sbiz' },
      attributes: {
        tree: { type: taxonomyTrees, required: true, readOnly: true },
        categoryId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
        level: { type: categoryLevels, required: true, readOnly: true },
        title: { type: 'string', required: true },
        /** The Hindi title (issue #28), when there is one: category names are data, shown on Hindi pages (shared/i18n/category-title.ts). */
        titleHi: { type: 'string' },
        /** Kept when the title changes so that links stay valid. */
        slug: { type: 'string', required: true, readOnly: true },
        /** HTML, sanitised before it is stored. */
        description: { type: CustomAttributeType<SafeHtml>('string') },
        /** The Hindi description, HTML sanitised like the English, when there is one. */
        descriptionHi: { type: CustomAttributeType<SafeHtml>('string') },
        /** A site path (seeded art under /seed/) or an upload key of kind 'category'. */
        image: { type: 'string' },
        status: { type: ['active', 'inactive'] as const, required: true, default: 'active' },
        /** 1-11 for the spec's home-grid categories, in their order; 0 otherwise. */
        popularRank: { type: 'number', required: true, default: 0 },
        order: { type: 'number', required: true, readOnly: true, default: APPENDED_ORDER, padding: { length: 5, char: '0' } },
        childCount: { type: 'number', required: true, default: 0 },
        /** 'root' for a main category, else the first of its direct parents. */
        parentId: { type: 'string', required: true, default: ROOT },
        mainIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        subIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        subsubIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString(), watch: '*' },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['tree', 'categoryId'] }, sk: { field: 'sk', composite: [] } },
        bySlug: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['tree', 'slug'] }, sk: { field: 'gsi1sk', composite: [] } },
        byLevel: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['tree', 'level'] }, sk: { field: 'gsi2sk', composite: ['order', 'categoryId'] } },
      },
    },
    entityConfig(),
  );
}

export const CategoryEntity = categoryEntity('category');
export const ProductCategoryEntity = categoryEntity('productCategory');
const entities = { business: CategoryEntity, product: ProductCategoryEntity } as const;
/** The entity holding one tree's categories. */
const entityOf = (tree: TaxonomyTree) => entities[tree];

export type CategoryItem = EntityItem<typeof CategoryEntity>;
export type CategoryParents = Partial<Record<ParentLevel, string[]>>;

const parentField = { main: 'mainIds', sub: 'subIds', subsub: 'subsubIds' } as const satisfies Record<ParentLevel, keyof CategoryItem>;

/** A category's parents at one level above it. */
export const parentsAt = (category: Pick<CategoryItem, 'mainIds' | 'subIds' | 'subsubIds'>, level: ParentLevel): string[] => category[parentField[level]] ?? [];

/** The categories right above it: the ones whose hasChild it makes true. */
export const directParentsOf = (category: Pick<CategoryItem, 'level' | 'mainIds' | 'subIds' | 'subsubIds'>): string[] => {
  const level = directParentLevelOf[category.level];
  return level ? parentsAt(category, level) : [];
};

/** A category as a search option: its id, titles, slug, level and direct parent. */
export const categoryOptionOf = (category: CategoryItem) => ({
  _id: category.categoryId,
  title: category.title,
  ...(category.titleHi ? { titleHi: category.titleHi } : {}),
  slug: category.slug,
  level: category.level,
  parentId: directParentsOf(category)[0] ?? null,
});

/** What is this category? */
export async function getCategory(tree: TaxonomyTree, categoryId: string): Promise<CategoryItem | undefined> {
  const { data } = await entityOf(tree).get({ tree, categoryId }).go();
  return data ?? undefined;
}

/** What are these categories? In the order asked, skipping ids that do not exist. */
export async function getCategories(tree: TaxonomyTree, categoryIds: readonly string[]): Promise<CategoryItem[]> {
  if (categoryIds.length === 0) return [];
  const { data, unprocessed } = await entityOf(tree)
    .get(categoryIds.map((categoryId) => ({ tree, categoryId })))
    .go({ preserveBatchOrder: true });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} categories were left unread`);
  return data.filter((item): item is CategoryItem => item !== null);
}

/** Which category of this tree has this slug? */
export async function findCategoryBySlug(tree: TaxonomyTree, slug: string): Promise<CategoryItem | undefined> {
  const { data } = await entityOf(tree).query.bySlug({ tree, slug }).go({ limit: 1 });
  return data[0];
}

/** Every category of one level of a tree, in display order (a few hundred at most). */
export async function listCategoriesAtLevel(tree: TaxonomyTree, level: CategoryLevel): Promise<CategoryItem[]> {
  const { data } = await entityOf(tree).query.byLevel({ tree, level }).go({ pages: 'all' });
  return data;
}

const linkOf = (category: Pick<CategoryItem, 'tree' | 'categoryId' | 'level' | 'order'>, parentId: string) => ({
  tree: category.tree,
  parentId,
  childLevel: category.level,
  order: category.order,
  childId: category.categoryId,
});

/** Guards that a category exists at the expected level, without changing it. */
function parentCheck(tree: TaxonomyTree, categoryId: string, level: ParentLevel): WriteOperation {
  const { Key, TableName } = entityOf(tree).get({ tree, categoryId }).params();
  return {
    ConditionCheck: {
      TableName,
      Key,
      ConditionExpression: 'attribute_exists(pk) AND #level = :level',
      ExpressionAttributeNames: { '#level': 'level' },
      ExpressionAttributeValues: { ':level': level },
    },
  };
}

/** Moves a parent's child count, guarding that it exists at its level (and never goes below zero). */
function childCountChange(tree: TaxonomyTree, categoryId: string, level: ParentLevel, delta: 1 | -1): WriteOperation {
  return {
    Update: entityOf(tree)
      .patch({ tree, categoryId })
      .add({ childCount: delta })
      .where((attributes, { eq, gt }) => {
        const atLevel = eq(attributes.level, level as CategoryLevel);
        return delta < 0 ? `${atLevel} AND ${gt(attributes.childCount, 0)}` : atLevel;
      })
      .params(),
  };
}

/** The writes that attach a category under new parents, or detach it from old ones. */
function parentWrites(category: Pick<CategoryItem, 'tree' | 'categoryId' | 'level' | 'order'>, level: ParentLevel, parentIds: readonly string[], attach: boolean): WriteOperation[] {
  const direct = directParentLevelOf[category.level] === level;
  return parentIds.flatMap((parentId) => [
    attach ? { Put: CategoryLinkEntity.create(linkOf(category, parentId)).params() } : { Delete: CategoryLinkEntity.remove(linkOf(category, parentId)).params() },
    direct ? childCountChange(category.tree, parentId, level, attach ? 1 : -1) : parentCheck(category.tree, parentId, level),
  ]);
}

export type NewCategory = Pick<CategoryItem, 'tree' | 'level' | 'title' | 'slug' | 'status'> &
  Partial<Pick<CategoryItem, 'titleHi' | 'description' | 'descriptionHi' | 'image'>> & { parents: CategoryParents };

/**
 * Adds a category with its slug claim, its edges and its parents' child
 * counts, all or nothing: a taken slug, or a parent that is missing or at the
 * wrong level, fails the whole write with a ConflictError.
 */
export async function createCategory(input: NewCategory): Promise<CategoryItem> {
  const { parents, ...fields } = input;
  const categoryId = randomUUID();
  const directLevel = directParentLevelOf[input.level];
  const parentId = (directLevel && parents[directLevel]?.[0]) || ROOT;
  const item = { ...fields, categoryId, parentId, mainIds: parents.main ?? [], subIds: parents.sub ?? [], subsubIds: parents.subsub ?? [] };
  const asChild = { tree: input.tree, categoryId, level: input.level, order: APPENDED_ORDER };
  await transactWrite(
    [
      { Put: entityOf(input.tree).create(item).params() },
      { Put: UniqueClaimEntity.create({ scope: 'categorySlug', value: `${input.tree}:${input.slug}`, ownerId: categoryId }).params() },
      ...parentLevelsOf[input.level].flatMap((level) => parentWrites(asChild, level, parents[level] ?? [], true)),
    ],
    (failed) => (failed === 1 ? msg('A category with this title already exists') : msg('A parent category was not found')),
  );
  const stored = await getCategory(input.tree, categoryId);
  if (!stored) throw new Error(`Category ${categoryId} vanished after creation`);
  return stored;
}

/** Null removes an optional field (the image, the Hindi title or description). */
export type CategoryChanges = Partial<Pick<CategoryItem, 'title' | 'description' | 'status' | 'popularRank'>> & {
  image?: string | null;
  titleHi?: string | null;
  descriptionHi?: string | null;
  parents?: CategoryParents;
};

/** The optional fields a change may remove. */
const removable = ['image', 'titleHi', 'descriptionHi'] as const;

/**
 * Changes a category as last read: its fields, and its parents with their
 * edges and child counts. The write is guarded on `updatedAt`, so an edit made
 * meanwhile fails it with a ConflictError rather than being overwritten.
 */
export async function updateCategory(current: CategoryItem, changes: CategoryChanges): Promise<CategoryItem> {
  const { parents = {}, ...fields } = changes;
  const parentLists: Partial<Record<(typeof parentField)[ParentLevel], string[]>> = {};
  const edgeWrites: WriteOperation[] = [];
  for (const level of parentLevelsOf[current.level]) {
    const wanted = parents[level];
    if (!wanted) continue;
    const had = parentsAt(current, level);
    parentLists[parentField[level]] = wanted;
    edgeWrites.push(
      ...parentWrites(
        current,
        level,
        had.filter((id) => !wanted.includes(id)),
        false,
      ),
      ...parentWrites(
        current,
        level,
        wanted.filter((id) => !had.includes(id)),
        true,
      ),
    );
  }
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null));
  const removed = removable.filter((field) => changes[field] === null);
  const directLevel = directParentLevelOf[current.level];
  const movedTo = directLevel && parents[directLevel];
  const parentId = movedTo ? { parentId: movedTo[0] ?? ROOT } : {};
  const patch = entityOf(current.tree)
    .patch({ tree: current.tree, categoryId: current.categoryId })
    .set({ ...given, ...parentLists, ...parentId });
  const update = (removed.length > 0 ? patch.remove(removed) : patch).where((attributes, { eq }) => eq(attributes.updatedAt, current.updatedAt));
  await transactWrite([{ Update: update.params() }, ...edgeWrites], (failed) =>
    failed === 0 ? msg('This category was changed by someone else. Reload it and try again.') : msg('A parent category was not found'),
  );
  const stored = await getCategory(current.tree, current.categoryId);
  if (!stored) throw new Error(`Category ${current.categoryId} vanished after an update`);
  return stored;
}

/** A seeded category: the whole row, with its fixed id, order and child count. */
export type SeedCategory = Omit<CategoryItem, 'createdAt' | 'updatedAt'>;

/**
 * Gives stored seeded categories the seed's Hindi title and description where
 * they have none yet (a table seeded before issue #28), and only while the
 * English is still the seed's: what an admin wrote or renamed is left alone.
 */
async function addMissingHindi(tree: TaxonomyTree, rows: readonly SeedCategory[], stored: ReadonlyMap<string, CategoryItem>) {
  const patches = rows.flatMap((row) => {
    const item = stored.get(row.categoryId);
    if (!item || item.title !== row.title) return [];
    const titleHi = !item.titleHi && row.titleHi ? { titleHi: row.titleHi } : {};
    const descriptionHi = !item.descriptionHi && row.descriptionHi && item.description === row.description ? { descriptionHi: row.descriptionHi } : {};
    return Object.keys(titleHi).length + Object.keys(descriptionHi).length > 0 ? [{ categoryId: row.categoryId, set: { ...titleHi, ...descriptionHi } }] : [];
  });
  await forEachConcurrently(patches, 8, async ({ categoryId, set }) => {
    await entityOf(tree).patch({ tree, categoryId }).set(set).go();
  });
}

/**
 * Writes seeded categories that are not there yet, with their edges and slug
 * claims, in batches; parents that already existed get the new children added
 * to their counts. Categories already stored (perhaps edited by an admin) are
 * left as they are, but for a Hindi title or description they lack.
 */
export async function insertSeedCategories(tree: TaxonomyTree, rows: readonly SeedCategory[]): Promise<number> {
  const stored = new Map((await Promise.all(categoryLevels.map((level) => listCategoriesAtLevel(tree, level)))).flat().map((item) => [item.categoryId, item]));
  const existing = new Set(stored.keys());
  await addMissingHindi(tree, rows, stored);
  const fresh = rows.filter((row) => !existing.has(row.categoryId));
  if (fresh.length === 0) return 0;
  const withParents = fresh.map((row) => ({ row, parentIds: parentLevelsOf[row.level].flatMap((level) => parentsAt(row, level)) }));
  await batchWriteAll([
    entityOf(tree)
      .put([...fresh])
      .params(),
    CategoryLinkEntity.put(withParents.flatMap(({ row, parentIds }) => parentIds.map((parentId) => linkOf(row, parentId)))).params(),
    UniqueClaimEntity.put(fresh.map((row) => ({ scope: 'categorySlug' as const, value: `${tree}:${row.slug}`, ownerId: row.categoryId }))).params(),
  ]);
  const addedUnder = new Map<string, number>();
  for (const row of fresh) for (const parentId of directParentsOf(row)) if (existing.has(parentId)) addedUnder.set(parentId, (addedUnder.get(parentId) ?? 0) + 1);
  await Promise.all([...addedUnder].map(([categoryId, count]) => entityOf(tree).patch({ tree, categoryId }).add({ childCount: count }).go()));
  return fresh.length;
}
