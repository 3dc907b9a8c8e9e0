import type { TaxonomyTree } from '@shared/schemas/taxonomy';
import { msg } from '@shared/i18n/catalog';
import { paths } from '../../../config/paths';

/** The seven admin category screens, named as in config/paths (admin.*). */
type CategoryPaths = '/categories' | '/subcategories' | '/subsub' | '/pcategories' | '/psubcategories' | '/psubsub' | '/product-categories';
/** The admin form's routes of one level (the manifest's keys). */
export type CategoryAddRoute = `POST ${CategoryPaths}/add`;
export type CategoryUpdateRoute = `PATCH ${CategoryPaths}/update/{id}`;

export type CategoryLevelKey = 'categories' | 'subCategories' | 'subSubCategories' | 'productMainCategories' | 'productSubCategories' | 'productSubSubCategories' | 'productCategories';

/** The routes that answer a page of categories, each with the parent it is narrowed to (the manifest's keys). */
export type CategoryListSource =
  | { route: 'GET /categories/all' | 'GET /subcategories/all' | 'GET /subsub/all' | 'GET /pcategories/all' | 'GET /psubcategories/all' | 'GET /psubsub/all' }
  | { route: 'GET /product-categories/all'; query?: { parentSubSub: string } }
  | { route: 'GET /subcategories/subCatByParent/{id}'; path: { id: string } }
  | { route: 'GET /psubcategories/subCatByParent/{parentId}'; path: { parentId: string } }
  | { route: 'GET /subsub/subsubCatByParent' | 'GET /psubsub/subsubCatByParent'; query: { parentSub: string } }
  | { route: 'GET /subsub/subsubCatByMainParent'; query: { parent: string } };

/** A parent multi-select of a form: the body field it fills and where its options come from. */
export interface ParentField {
  field: 'parentCategories' | 'parent' | 'parentSub' | 'parentSubSub';
  label: string;
  options: CategoryListSource;
  required: boolean;
}

/** A list of children shown in a tab of the edit form. */
export interface ChildTab {
  label: string;
  levelKey: CategoryLevelKey;
  source: (id: string) => CategoryListSource;
}

export interface CategoryLevelConfig {
  key: CategoryLevelKey;
  tree: TaxonomyTree;
  /** The list's heading ('All product Categories'). */
  listTitle: string;
  /** The form's heading when creating ('New Sub Category'). */
  newTitle: string;
  /** The hub's link to the form ('Add Sub Category'). */
  addTitle: string;
  list: CategoryListSource;
  /** The routes of the level's form: add, and change one by id. */
  addRoute: CategoryAddRoute;
  updateRoute: CategoryUpdateRoute;
  /** The route that reads one category of the level's tree by slug, for the edit form. */
  bySlugRoute: 'GET /categories/getCatBySlug' | 'GET /pcategories/getCatBySlug';
  parents: ParentField[];
  tabs: ChildTab[];
  /** The categories listed beside the form when editing: the category's siblings under `parent`. */
  siblings: (parent: string | undefined) => CategoryListSource;
  /** Where the Preview link opens the category's results. */
  preview: (city: string, category: { _id: string; slug: string }) => string;
  paths: { list: { getHref: (query?: { page?: number }) => string }; form: { path: string; getHref: (query?: { slug?: string; parent?: string; page?: number }) => string } };
}

const subCategoriesOf = (id: string): CategoryListSource => ({ route: 'GET /subcategories/subCatByParent/{id}', path: { id } });
const productSubCategoriesOf = (parentId: string): CategoryListSource => ({ route: 'GET /psubcategories/subCatByParent/{parentId}', path: { parentId } });
const subSubCategoriesOf = (parentSub: string): CategoryListSource => ({ route: 'GET /subsub/subsubCatByParent', query: { parentSub } });
const subSubCategoriesUnderMain = (parent: string): CategoryListSource => ({ route: 'GET /subsub/subsubCatByMainParent', query: { parent } });
const productSubSubCategoriesOf = (parentSub: string): CategoryListSource => ({ route: 'GET /psubsub/subsubCatByParent', query: { parentSub } });
const productCategoriesOf = (parentSubSub: string): CategoryListSource => ({ route: 'GET /product-categories/all', query: { parentSubSub } });
const siblingsOr = (all: CategoryListSource, under: (id: string) => CategoryListSource) => (parent: string | undefined) => (parent ? under(parent) : all);

const businessPreview = (key: 'category' | 'subcat' | 'subsubCategoryId') => (city: string, category: { _id: string; slug: string }) =>
  paths.search.businesses.getHref({ city, [key]: category._id, find: category.slug });
const productPreview = (key: 'category' | 'subcat' | 'subsubCat' | 'productCategoryId') => (city: string, category: { _id: string; slug: string }) =>
  paths.search.products.getHref({ city, [key]: category._id, find: category.slug });

const mainParents = (options: CategoryListSource): ParentField => ({ field: 'parent', label: msg('Parent Categories'), options, required: false });

/** Every level's endpoints (spec 3 §7 'Taxonomy (admin)'), parents, tabs and paths. */
export const categoryLevels: Record<CategoryLevelKey, CategoryLevelConfig> = {
  categories: {
    key: 'categories',
    tree: 'business',
    listTitle: msg('All Categories'),
    newTitle: msg('New Category'),
    addTitle: msg('Add Category'),
    list: { route: 'GET /categories/all' },
    addRoute: 'POST /categories/add',
    updateRoute: 'PATCH /categories/update/{id}',
    bySlugRoute: 'GET /categories/getCatBySlug',
    parents: [],
    tabs: [
      { label: msg('Subcategories'), levelKey: 'subCategories', source: subCategoriesOf },
      { label: msg('Sub Sub-categories'), levelKey: 'subSubCategories', source: subSubCategoriesUnderMain },
    ],
    siblings: () => ({ route: 'GET /categories/all' }),
    preview: businessPreview('category'),
    paths: paths.admin.categories,
  },
  subCategories: {
    key: 'subCategories',
    tree: 'business',
    listTitle: msg('All Sub Categories'),
    newTitle: msg('New Sub Category'),
    addTitle: msg('Add Sub Category'),
    list: { route: 'GET /subcategories/all' },
    addRoute: 'POST /subcategories/add',
    updateRoute: 'PATCH /subcategories/update/{id}',
    bySlugRoute: 'GET /categories/getCatBySlug',
    parents: [{ field: 'parentCategories', label: msg('Parent Categories'), options: { route: 'GET /categories/all' }, required: true }],
    tabs: [{ label: msg('Sub Sub-categories'), levelKey: 'subSubCategories', source: subSubCategoriesOf }],
    siblings: siblingsOr({ route: 'GET /subcategories/all' }, subCategoriesOf),
    preview: businessPreview('subcat'),
    paths: paths.admin.subCategories,
  },
  subSubCategories: {
    key: 'subSubCategories',
    tree: 'business',
    listTitle: msg('All Sub Sub Categories'),
    newTitle: msg('New Sub Sub Category'),
    addTitle: msg('Add Sub Sub Category'),
    list: { route: 'GET /subsub/all' },
    addRoute: 'POST /subsub/add',
    updateRoute: 'PATCH /subsub/update/{id}',
    bySlugRoute: 'GET /categories/getCatBySlug',
    parents: [mainParents({ route: 'GET /categories/all' }), { field: 'parentSub', label: msg('Sub Categories'), options: { route: 'GET /subcategories/all' }, required: true }],
    tabs: [],
    siblings: siblingsOr({ route: 'GET /subsub/all' }, subSubCategoriesOf),
    preview: businessPreview('subsubCategoryId'),
    paths: paths.admin.subSubCategories,
  },
  productMainCategories: {
    key: 'productMainCategories',
    tree: 'product',
    listTitle: msg('All product Categories'),
    newTitle: msg('New Category'),
    addTitle: msg('Add Category'),
    list: { route: 'GET /pcategories/all' },
    addRoute: 'POST /pcategories/add',
    updateRoute: 'PATCH /pcategories/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [],
    tabs: [{ label: msg('Subcategories'), levelKey: 'productSubCategories', source: productSubCategoriesOf }],
    siblings: () => ({ route: 'GET /pcategories/all' }),
    preview: productPreview('category'),
    paths: paths.admin.productMainCategories,
  },
  productSubCategories: {
    key: 'productSubCategories',
    tree: 'product',
    listTitle: msg('product Sub Categories'),
    newTitle: msg('New Sub Category'),
    addTitle: msg('Add Sub Category'),
    list: { route: 'GET /psubcategories/all' },
    addRoute: 'POST /psubcategories/add',
    updateRoute: 'PATCH /psubcategories/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [{ field: 'parentCategories', label: msg('Parent Categories'), options: { route: 'GET /pcategories/all' }, required: true }],
    tabs: [{ label: msg('Sub Sub-categories'), levelKey: 'productSubSubCategories', source: productSubSubCategoriesOf }],
    siblings: siblingsOr({ route: 'GET /psubcategories/all' }, productSubCategoriesOf),
    preview: productPreview('subcat'),
    paths: paths.admin.productSubCategories,
  },
  productSubSubCategories: {
    key: 'productSubSubCategories',
    tree: 'product',
    listTitle: msg('product Sub-sub categories'),
    newTitle: msg('New Sub Sub Category'),
    addTitle: msg('Add Sub Sub Category'),
    list: { route: 'GET /psubsub/all' },
    addRoute: 'POST /psubsub/add',
    updateRoute: 'PATCH /psubsub/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [mainParents({ route: 'GET /pcategories/all' }), { field: 'parentSub', label: msg('Sub Categories'), options: { route: 'GET /psubcategories/all' }, required: true }],
    tabs: [{ label: msg('Product categories'), levelKey: 'productCategories', source: productCategoriesOf }],
    siblings: siblingsOr({ route: 'GET /psubsub/all' }, productSubSubCategoriesOf),
    preview: productPreview('subsubCat'),
    paths: paths.admin.productSubSubCategories,
  },
  productCategories: {
    key: 'productCategories',
    tree: 'product',
    listTitle: msg('product categories'),
    newTitle: msg('New Product Category'),
    addTitle: msg('Add Product Category'),
    list: { route: 'GET /product-categories/all' },
    addRoute: 'POST /product-categories/add',
    updateRoute: 'PATCH /product-categories/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [
      mainParents({ route: 'GET /pcategories/all' }),
      { field: 'parentSub', label: msg('Sub Categories'), options: { route: 'GET /psubcategories/all' }, required: false },
      { field: 'parentSubSub', label: msg('Sub Sub Categories'), options: { route: 'GET /psubsub/all' }, required: true },
    ],
    tabs: [],
    siblings: siblingsOr({ route: 'GET /product-categories/all' }, productCategoriesOf),
    preview: productPreview('productCategoryId'),
    paths: paths.admin.productCategories,
  },
};

/** The hub's groups: the business tree, then the product tree. */
export const categoryLevelGroups: Array<{ title: string; levels: CategoryLevelKey[] }> = [
  { title: msg('Business categories'), levels: ['categories', 'subCategories', 'subSubCategories'] },
  { title: msg('Product categories'), levels: ['productMainCategories', 'productSubCategories', 'productSubSubCategories', 'productCategories'] },
];
