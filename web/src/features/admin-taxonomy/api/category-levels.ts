import type { TaxonomyTree } from '@shared/schemas/taxonomy';
import { msg } from '@shared/i18n/catalog';
import { paths } from '../../../config/paths';

/** The seven admin category screens, named as in config/paths (admin.*). */
type CategoryPaths = '/categories' | '/subcategories' | '/subsub' | '/pcategories' | '/psubcategories' | '/psubsub' | '/product-categories';
/** The admin form's routes of one level (the manifest's keys). */
export type CategoryAddRoute = `POST ${CategoryPaths}/add`;
export type CategoryUpdateRoute = `PATCH ${CategoryPaths}/update/{id}`;

export type CategoryLevelKey = 'categories' | 'subCategories' | 'subSubCategories' | 'productMainCategories' | 'productSubCategories' | 'productSubSubCategories' | 'productCategories';

/** A parent multi-select of a form: the body field it fills and where its options come from. */
export interface ParentField {
  field: 'parentCategories' | 'parent' | 'parentSub' | 'parentSubSub';
  label: string;
  optionsEndpoint: string;
  required: boolean;
}

/** A list of children shown in a tab of the edit form. */
export interface ChildTab {
  label: string;
  levelKey: CategoryLevelKey;
  endpoint: (id: string) => { endpoint: string; params?: Record<string, string> };
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
  listEndpoint: string;
  /** The routes of the level's form: add, and change one by id. */
  addRoute: CategoryAddRoute;
  updateRoute: CategoryUpdateRoute;
  /** The route that reads one category of the level's tree by slug, for the edit form. */
  bySlugRoute: 'GET /categories/getCatBySlug' | 'GET /pcategories/getCatBySlug';
  parents: ParentField[];
  tabs: ChildTab[];
  /** The categories listed beside the form when editing: the category's siblings under `parent`. */
  siblings: (parent: string | undefined) => { endpoint: string; params?: Record<string, string> };
  /** Where the Preview link opens the category's results. */
  preview: (city: string, category: { _id: string; slug: string }) => string;
  paths: { list: { getHref: (query?: { page?: number }) => string }; form: { path: string; getHref: (query?: { slug?: string; parent?: string; page?: number }) => string } };
}

const byParentPath = (base: string) => (id: string) => ({ endpoint: `${base}/${encodeURIComponent(id)}` });
const byParentQuery = (endpoint: string, name: string) => (id: string) => ({ endpoint, params: { [name]: id } });
const siblingsOr = (all: string, under: (id: string) => { endpoint: string; params?: Record<string, string> }) => (parent: string | undefined) => (parent ? under(parent) : { endpoint: all });

const businessPreview = (key: 'category' | 'subcat' | 'subsubCategoryId') => (city: string, category: { _id: string; slug: string }) =>
  paths.search.businesses.getHref({ city, [key]: category._id, find: category.slug });
const productPreview = (key: 'category' | 'subcat' | 'subsubCat' | 'productCategoryId') => (city: string, category: { _id: string; slug: string }) =>
  paths.search.products.getHref({ city, [key]: category._id, find: category.slug });

const mainParents = (optionsEndpoint: string): ParentField => ({ field: 'parent', label: msg('Parent Categories'), optionsEndpoint, required: false });

/** Every level's endpoints (spec 3 §7 'Taxonomy (admin)'), parents, tabs and paths. */
export const categoryLevels: Record<CategoryLevelKey, CategoryLevelConfig> = {
  categories: {
    key: 'categories',
    tree: 'business',
    listTitle: msg('All Categories'),
    newTitle: msg('New Category'),
    addTitle: msg('Add Category'),
    listEndpoint: '/categories/all',
    addRoute: 'POST /categories/add',
    updateRoute: 'PATCH /categories/update/{id}',
    bySlugRoute: 'GET /categories/getCatBySlug',
    parents: [],
    tabs: [
      { label: msg('Subcategories'), levelKey: 'subCategories', endpoint: byParentPath('/subcategories/subCatByParent') },
      { label: msg('Sub Sub-categories'), levelKey: 'subSubCategories', endpoint: byParentQuery('/subsub/subsubCatByMainParent', 'parent') },
    ],
    siblings: () => ({ endpoint: '/categories/all' }),
    preview: businessPreview('category'),
    paths: paths.admin.categories,
  },
  subCategories: {
    key: 'subCategories',
    tree: 'business',
    listTitle: msg('All Sub Categories'),
    newTitle: msg('New Sub Category'),
    addTitle: msg('Add Sub Category'),
    listEndpoint: '/subcategories/all',
    addRoute: 'POST /subcategories/add',
    updateRoute: 'PATCH /subcategories/update/{id}',
    bySlugRoute: 'GET /categories/getCatBySlug',
    parents: [{ field: 'parentCategories', label: msg('Parent Categories'), optionsEndpoint: '/categories/all', required: true }],
    tabs: [{ label: msg('Sub Sub-categories'), levelKey: 'subSubCategories', endpoint: byParentQuery('/subsub/subsubCatByParent', 'parentSub') }],
    siblings: siblingsOr('/subcategories/all', byParentPath('/subcategories/subCatByParent')),
    preview: businessPreview('subcat'),
    paths: paths.admin.subCategories,
  },
  subSubCategories: {
    key: 'subSubCategories',
    tree: 'business',
    listTitle: msg('All Sub Sub Categories'),
    newTitle: msg('New Sub Sub Category'),
    addTitle: msg('Add Sub Sub Category'),
    listEndpoint: '/subsub/all',
    addRoute: 'POST /subsub/add',
    updateRoute: 'PATCH /subsub/update/{id}',
    bySlugRoute: 'GET /categories/getCatBySlug',
    parents: [mainParents('/categories/all'), { field: 'parentSub', label: msg('Sub Categories'), optionsEndpoint: '/subcategories/all', required: true }],
    tabs: [],
    siblings: siblingsOr('/subsub/all', byParentQuery('/subsub/subsubCatByParent', 'parentSub')),
    preview: businessPreview('subsubCategoryId'),
    paths: paths.admin.subSubCategories,
  },
  productMainCategories: {
    key: 'productMainCategories',
    tree: 'product',
    listTitle: msg('All product Categories'),
    newTitle: msg('New Category'),
    addTitle: msg('Add Category'),
    listEndpoint: '/pcategories/all',
    addRoute: 'POST /pcategories/add',
    updateRoute: 'PATCH /pcategories/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [],
    tabs: [{ label: msg('Subcategories'), levelKey: 'productSubCategories', endpoint: byParentPath('/psubcategories/subCatByParent') }],
    siblings: () => ({ endpoint: '/pcategories/all' }),
    preview: productPreview('category'),
    paths: paths.admin.productMainCategories,
  },
  productSubCategories: {
    key: 'productSubCategories',
    tree: 'product',
    listTitle: msg('product Sub Categories'),
    newTitle: msg('New Sub Category'),
    addTitle: msg('Add Sub Category'),
    listEndpoint: '/psubcategories/all',
    addRoute: 'POST /psubcategories/add',
    updateRoute: 'PATCH /psubcategories/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [{ field: 'parentCategories', label: msg('Parent Categories'), optionsEndpoint: '/pcategories/all', required: true }],
    tabs: [{ label: msg('Sub Sub-categories'), levelKey: 'productSubSubCategories', endpoint: byParentQuery('/psubsub/subsubCatByParent', 'parentSub') }],
    siblings: siblingsOr('/psubcategories/all', byParentPath('/psubcategories/subCatByParent')),
    preview: productPreview('subcat'),
    paths: paths.admin.productSubCategories,
  },
  productSubSubCategories: {
    key: 'productSubSubCategories',
    tree: 'product',
    listTitle: msg('product Sub-sub categories'),
    newTitle: msg('New Sub Sub Category'),
    addTitle: msg('Add Sub Sub Category'),
    listEndpoint: '/psubsub/all',
    addRoute: 'POST /psubsub/add',
    updateRoute: 'PATCH /psubsub/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [mainParents('/pcategories/all'), { field: 'parentSub', label: msg('Sub Categories'), optionsEndpoint: '/psubcategories/all', required: true }],
    tabs: [{ label: msg('Product categories'), levelKey: 'productCategories', endpoint: byParentQuery('/product-categories/all', 'parentSubSub') }],
    siblings: siblingsOr('/psubsub/all', byParentQuery('/psubsub/subsubCatByParent', 'parentSub')),
    preview: productPreview('subsubCat'),
    paths: paths.admin.productSubSubCategories,
  },
  productCategories: {
    key: 'productCategories',
    tree: 'product',
    listTitle: msg('product categories'),
    newTitle: msg('New Product Category'),
    addTitle: msg('Add Product Category'),
    listEndpoint: '/product-categories/all',
    addRoute: 'POST /product-categories/add',
    updateRoute: 'PATCH /product-categories/update/{id}',
    bySlugRoute: 'GET /pcategories/getCatBySlug',
    parents: [
      mainParents('/pcategories/all'),
      { field: 'parentSub', label: msg('Sub Categories'), optionsEndpoint: '/psubcategories/all', required: false },
      { field: 'parentSubSub', label: msg('Sub Sub Categories'), optionsEndpoint: '/psubsub/all', required: true },
    ],
    tabs: [],
    siblings: siblingsOr('/product-categories/all', byParentQuery('/product-categories/all', 'parentSubSub')),
    preview: productPreview('productCategoryId'),
    paths: paths.admin.productCategories,
  },
};

/** The hub's groups: the business tree, then the product tree. */
export const categoryLevelGroups: Array<{ title: string; levels: CategoryLevelKey[] }> = [
  { title: msg('Business categories'), levels: ['categories', 'subCategories', 'subSubCategories'] },
  { title: msg('Product categories'), levels: ['productMainCategories', 'productSubCategories', 'productSubSubCategories', 'productCategories'] },
];
