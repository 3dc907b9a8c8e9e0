import * as z from 'zod';
import type { ZodType } from 'zod';
import { listChildIds } from '../../data/entities/category-link';
import { findCategoryBySlug, getCategories, getCategory, listCategoriesAtLevel, type CategoryParents } from '../../data/entities/category';
import { getCityBySlug } from '../../data/entities/city';
import { NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type CallerOf, type DomainRoutes, type Reply, type RouteDefinition } from '../../lib/http';
import type { ApiResponse } from '../../../shared/api/contract';
import {
  CategoryDescriptionQuerySchema,
  CategoryPageQuerySchema,
  CategoryInputSchema,
  CategorySlugQuerySchema,
  MainCategoryUpdateSchema,
  LevelListQuerySchema,
  MainCategoryQuerySchema,
  ProductCategoryInputSchema,
  ProductCategoryListQuerySchema,
  ProductCategoryUpdateSchema,
  ProductSubCategoryParentPathSchema,
  SubCategoryInputSchema,
  SubCategoryParentPathSchema,
  SubCategoryUpdateSchema,
  SubSubByMainParentQuerySchema,
  SubSubByParentQuerySchema,
  SubSubCategoryInputSchema,
  SubSubCategoryUpdateSchema,
  type CategoryDescriptionResponse,
  type CategoryInput,
  type CategoryLevel,
  type CategoryUpdate,
  type TaxonomyTree,
} from '../../../shared/schemas/taxonomy';
import { slugify } from '../../../shared/slug';
import { describeCategoryInCity, describeCategoryInCityHindi } from './category-description';
import { categoryPage, childCategoryPage, childLevelOf, mainCategoryPage } from './category-lists';
import { toCategoryDetail, toTitledCategory } from './category-response';
import { addCategory, changeCategory } from './category-writes';
import { msg } from '../../../shared/i18n/catalog';

/** Main categories, with their query forms (popular=true&status=active, limit&active, title and page). */
const mainList = (tree: TaxonomyTree) => defineRoute({ query: MainCategoryQuerySchema, handler: ({ query }) => mainCategoryPage(tree, query) });

/** Every category of one level (admin lists and multi-select options). */
const levelList = (tree: TaxonomyTree, level: CategoryLevel) =>
  defineRoute({ query: LevelListQuerySchema, handler: async ({ query }) => categoryPage(await listCategoriesAtLevel(tree, level), query) });

/** A category by slug, at any level: a list whose first element is the category. */
const bySlug = (tree: TaxonomyTree) =>
  defineRoute({
    query: CategorySlugQuerySchema,
    handler: async ({ query }) => {
      const category = await findCategoryBySlug(tree, query.slug);
      if (!category) throw new NotFoundError(msg('Category not found'));
      return { data: [await toCategoryDetail(category)] };
    },
  });

/** A category's text for its page in a city (or all of India without one). */
const description = (tree: TaxonomyTree) =>
  defineRoute({
    query: CategoryDescriptionQuerySchema,
    handler: async ({ query }): Promise<CategoryDescriptionResponse> => {
      const [category, city] = await Promise.all([getCategory(tree, query.id), query.cityName ? getCityBySlug(slugify(query.cityName)) : undefined]);
      if (!category) throw new NotFoundError(msg('Category not found'));
      if (query.cityName && !city) throw new NotFoundError(msg('City not found'));
      const childLevel = childLevelOf(category.level);
      const children = childLevel ? await getCategories(tree, (await listChildIds(tree, category.categoryId, childLevel)).slice(0, 5)) : [];
      const descriptionHi = describeCategoryInCityHindi(category, city, children);
      return {
        data: { ...toTitledCategory(category), cityName: city?.name ?? null, description: describeCategoryInCity(category, city, children), ...(descriptionHi ? { descriptionHi } : {}) },
      };
    },
  });

/** An admin form that adds a category of one level, its parents read from the body. */
const addRoute = <B extends CategoryInput>(
  tree: TaxonomyTree,
  level: CategoryLevel,
  body: ZodType<B>,
  parentsOf: (body: B) => CategoryParents,
): RouteDefinition<B, undefined, undefined, CallerOf<'admin'>, Reply<ApiResponse<'POST /categories/add'>>> =>
  defineRoute({
    body,
    handler: async ({ body, caller }) => reply(201, { message: 'Category Added successfully', data: await toCategoryDetail(await addCategory(tree, level, body, parentsOf(body), caller)) }),
  });

/** An admin form that changes a category of one level; parents left out stay as they are. */
const updateRoute = <B extends CategoryUpdate>(
  tree: TaxonomyTree,
  level: CategoryLevel,
  body: ZodType<B>,
  parentsOf: (body: B) => CategoryParents,
): RouteDefinition<B, undefined, { id: string }, CallerOf<'admin'>, ApiResponse<'PATCH /categories/update/{id}'>> =>
  defineRoute({
    body,
    path: z.object({ id: z.string().min(1).max(200) }),
    handler: async ({ body, path, caller }) => ({
      message: 'Category updated successfully',
      data: await toCategoryDetail(await changeCategory(tree, level, path.id, body, parentsOf(body), caller)),
    }),
  });

const noParents = (): CategoryParents => ({});
const subParents = (body: { parentCategories?: string[] }): CategoryParents => ({ main: body.parentCategories });
const subSubParents = (body: { parent?: string[]; parentSub?: string[] }): CategoryParents => ({ main: body.parent, sub: body.parentSub });
const productCategoryParents = (body: { parent?: string[]; parentSub?: string[]; parentSubSub?: string[] }): CategoryParents => ({
  main: body.parent,
  sub: body.parentSub,
  subsub: body.parentSubSub,
});

export const taxonomyRoutes: DomainRoutes<'taxonomy'> = {
  // Business taxonomy: categories → subcategories → subsub.
  'GET /categories/all': mainList('business'),
  'GET /categories/getCatBySlug': bySlug('business'),
  'GET /categories/getDescByCategoryId': description('business'),
  'GET /subcategories/all': levelList('business', 'sub'),
  'GET /subcategories/subCatByParent/{id}': defineRoute({
    path: SubCategoryParentPathSchema,
    query: CategoryPageQuerySchema,
    handler: ({ path, query }) => childCategoryPage('business', path.id, 'main', 'sub', query),
  }),
  'GET /subsub/subsubCatByParent': defineRoute({ query: SubSubByParentQuerySchema, handler: ({ query }) => childCategoryPage('business', query.parentSub, 'sub', 'subsub', query) }),
  'GET /subsub/subsubCatByMainParent': defineRoute({ query: SubSubByMainParentQuerySchema, handler: ({ query }) => childCategoryPage('business', query.parent, 'main', 'subsub', query) }),

  // Product taxonomy: pcategories → psubcategories → psubsub → product-categories.
  'GET /pcategories/all': mainList('product'),
  'GET /pcategories/getCatBySlug': bySlug('product'),
  'GET /pcategories/getDescByCategoryId': description('product'),
  'GET /psubcategories/all': levelList('product', 'sub'),
  'GET /psubcategories/subCatByParent/{parentId}': defineRoute({
    path: ProductSubCategoryParentPathSchema,
    query: CategoryPageQuerySchema,
    handler: ({ path, query }) => childCategoryPage('product', path.parentId, 'main', 'sub', query),
  }),
  'GET /psubsub/all': levelList('product', 'subsub'),
  'GET /psubsub/subsubCatByParent': defineRoute({ query: SubSubByParentQuerySchema, handler: ({ query }) => childCategoryPage('product', query.parentSub, 'sub', 'subsub', query) }),
  'GET /subsub/all': levelList('business', 'subsub'),
  // Every product category, or (parentSubSub=) those under one sub-sub category: the sub-sub form's tab.
  'GET /product-categories/all': defineRoute({
    query: ProductCategoryListQuerySchema,
    handler: async ({ query }) =>
      query.parentSubSub ? childCategoryPage('product', query.parentSubSub, 'subsub', 'leaf', query) : categoryPage(await listCategoriesAtLevel('product', 'leaf'), query),
  }),

  // Admin forms (spec 3 §2.5).
  'POST /categories/add': addRoute('business', 'main', CategoryInputSchema, noParents),
  'PATCH /categories/update/{id}': updateRoute('business', 'main', MainCategoryUpdateSchema, noParents),
  'POST /subcategories/add': addRoute('business', 'sub', SubCategoryInputSchema, subParents),
  'PATCH /subcategories/update/{id}': updateRoute('business', 'sub', SubCategoryUpdateSchema, subParents),
  'POST /subsub/add': addRoute('business', 'subsub', SubSubCategoryInputSchema, subSubParents),
  'PATCH /subsub/update/{id}': updateRoute('business', 'subsub', SubSubCategoryUpdateSchema, subSubParents),
  'POST /pcategories/add': addRoute('product', 'main', CategoryInputSchema, noParents),
  'PATCH /pcategories/update/{id}': updateRoute('product', 'main', MainCategoryUpdateSchema, noParents),
  'POST /psubsub/add': addRoute('product', 'subsub', SubSubCategoryInputSchema, subSubParents),
  'PATCH /psubsub/update/{id}': updateRoute('product', 'subsub', SubSubCategoryUpdateSchema, subSubParents),
  'POST /psubcategories/add': addRoute('product', 'sub', SubCategoryInputSchema, subParents),
  'PATCH /psubcategories/update/{id}': updateRoute('product', 'sub', SubCategoryUpdateSchema, subParents),
  'POST /product-categories/add': addRoute('product', 'leaf', ProductCategoryInputSchema, productCategoryParents),
  'PATCH /product-categories/update/{id}': updateRoute('product', 'leaf', ProductCategoryUpdateSchema, productCategoryParents),
};

export const handler = createDomainHandler('taxonomy', taxonomyRoutes);
