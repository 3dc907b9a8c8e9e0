import { z } from 'zod';
import { findCategoryBySlug, listCategoryChildren, type CategoryItem } from '../../data/entities/category';
import { NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { CategoryListQuerySchema, ChildListQuerySchema, type CategoryResponse } from '../../../shared/schemas/taxonomy';

const toCategoryResponse = (category: CategoryItem): CategoryResponse => ({
  _id: category.categoryId,
  title: category.title,
  slug: category.slug,
  image: category.image,
  description: category.description,
  status: category.status,
  popular: category.popularRank > 0,
  hasChild: category.hasChild,
  parentId: category.parentId === 'root' ? null : category.parentId,
});

/** Filters by title and pages a list, answering `{ data, pagination }`. */
function page(items: CategoryItem[], query: { title?: string; page: number; limit: number }) {
  const title = query.title?.toLowerCase();
  const matching = title ? items.filter((item) => item.title.toLowerCase().includes(title)) : items;
  const start = (query.page - 1) * query.limit;
  return {
    data: matching.slice(start, start + query.limit).map(toCategoryResponse),
    pagination: { page: query.page, limit: query.limit, total: matching.length, totalCount: matching.length },
  };
}

export const taxonomyRoutes: DomainRoutes<'taxonomy'> = {
  // Main categories: all, active only, or the popular home-grid eleven in order.
  'GET /categories/all': defineRoute({
    query: CategoryListQuerySchema,
    handler: async ({ query }) => {
      let categories = await listCategoryChildren('root');
      if (query.status === 'active' || query.active === 'true') categories = categories.filter((category) => category.status === 'active');
      if (query.popular === 'true') categories = categories.filter((category) => category.popularRank > 0).sort((a, b) => a.popularRank - b.popularRank);
      return page(categories, query);
    },
  }),

  // A category by slug: a list whose first element is the category.
  'GET /categories/getCatBySlug': defineRoute({
    query: z.object({ slug: z.string().trim().min(1, 'slug is required').max(200) }),
    handler: async ({ query }) => {
      const category = await findCategoryBySlug(query.slug);
      if (!category) throw new NotFoundError('Category not found');
      return { data: [toCategoryResponse(category)] };
    },
  }),

  // The sub categories of a main category.
  'GET /subcategories/subCatByParent/{id}': defineRoute({
    path: z.object({ id: z.string().min(1).max(200) }),
    query: ChildListQuerySchema,
    handler: async ({ path, query }) => page(await listCategoryChildren(path.id), query),
  }),

  // The sub-sub categories of a sub category.
  'GET /subsub/subsubCatByParent': defineRoute({
    query: ChildListQuerySchema.extend({ parentSub: z.string().trim().min(1, 'parentSub is required').max(200) }),
    handler: async ({ query }) => page(await listCategoryChildren(query.parentSub), query),
  }),
};

export const handler = createDomainHandler('taxonomy', taxonomyRoutes);
