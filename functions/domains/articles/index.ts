import { createArticle, deleteArticle, findArticleBySlug, getArticleById, updateArticle, type ArticleItem } from '../../data/entities/article';
import { recordArticleView } from '../../data/entities/article-view';
import { listBlogCategories, type BlogCategoryItem } from '../../data/entities/blog-category';
import { getBusinessById, type BusinessItem } from '../../data/entities/business';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type Caller, type DomainRoutes } from '../../lib/http';
import { articleCard, articleListPartition } from '../../../shared/articles/entries';
import {
  ArticleIdPathSchema,
  ArticleListQuerySchema,
  ArticleSlugQuerySchema,
  BusinessPostsQuerySchema,
  MyArticlesQuerySchema,
  SaveArticleSchema,
  articleMessages,
  type ArticleBusinessCard,
  type ArticlePageResponse,
  type ArticleResponse,
  type BlogCategory,
} from '../../../shared/schemas/article';
import { listArticles, listBusinessPosts, readListPage } from './article-list';
import { articleContent, managesBusiness } from './article-save';

/** How many related articles the article page shows. */
const RELATED_COUNT = 3;

const toResponse = (article: ArticleItem, canEdit: boolean): ArticleResponse => ({ ...articleCard(article), body: article.body, authorId: article.authorId, canEdit });

const toCategory = (item: BlogCategoryItem): BlogCategory => ({ _id: item.categoryId, name: item.name, ...(item.nameHi ? { nameHi: item.nameHi } : {}), slug: item.slug });

async function loadArticle(articleId: string): Promise<ArticleItem> {
  const article = await getArticleById(articleId);
  if (!article) throw new NotFoundError(articleMessages.notFound);
  return article;
}

/** The article, when the caller may change it (its business's owner or an admin); 403 otherwise. */
async function loadEditableArticle(articleId: string, caller: Caller): Promise<ArticleItem> {
  const article = await loadArticle(articleId);
  if (caller.role !== 'admin' && !managesBusiness(await getBusinessById(article.businessId), caller)) throw new ForbiddenError(articleMessages.ownerOnly);
  return article;
}

function businessCard(business: BusinessItem): ArticleBusinessCard {
  const address = (business.address ?? {}) as { street?: string; city?: string; state?: string };
  const line = [address.street, address.city, address.state].filter(Boolean).join(', ');
  return {
    _id: business.businessId,
    name: business.name,
    slug: business.slug,
    cityName: business.cityName,
    ...(business.logo ? { logo: business.logo } : {}),
    rating: { count: business.ratingCount ?? 0, average: business.ratingAverage ?? 0 },
    ...(line ? { address: line.slice(0, 200) } : {}),
    claimed: !business.unclaimed,
  };
}

export const articlesRoutes: DomainRoutes<'articles'> = {
  // The blog: newest first, by blog category, business, city or search text, a signed cursor per page.
  'GET /blogs/all': defineRoute({
    query: ArticleListQuerySchema,
    handler: async ({ query }) => {
      const [page, categories] = await Promise.all([listArticles(query), query.withCategories === 'true' ? listBlogCategories() : undefined]);
      return categories ? { ...page, categories: categories.map(toCategory) } : page;
    },
  }),

  // The spec's name for a business's posts (spec 1 §6): its articles by page number, with the total.
  'GET /post/all': defineRoute({
    query: BusinessPostsQuerySchema,
    handler: async ({ query }) => listBusinessPosts(query.businessId, query.page, query.limit),
  }),

  // The blog categories, in display order, with how many articles each has.
  'GET /blogs/getBlogCategories': defineRoute({
    handler: async () => {
      return { data: (await listBlogCategories()).map(toCategory) };
    },
  }),

  // The article page's one read: the article, its business card and related articles of its category.
  'GET /blogs/getBlogBySlug': defineRoute({
    query: ArticleSlugQuerySchema,
    handler: async ({ query, caller }): Promise<ArticlePageResponse> => {
      const article = await findArticleBySlug(query.slug);
      if (!article) throw new NotFoundError(articleMessages.notFound);
      const [business, related] = await Promise.all([
        getBusinessById(article.businessId),
        readListPage(articleListPartition.category(article.blogCategoryId), { exclude: article.articleId }, RELATED_COUNT, undefined),
      ]);
      return { data: toResponse(article, managesBusiness(business, caller)), business: business && business.status === 'active' ? businessCard(business) : null, related: related.data };
    },
  }),

  // The caller's own articles (the dashboard's list), newest first.
  'GET /blogs/getUserBlogs': defineRoute({
    query: MyArticlesQuerySchema,
    handler: async ({ query, caller }) => readListPage(articleListPartition.author(caller.sub), {}, query.limit, query.cursor),
  }),

  // The editor's load: the owner of the article's business or an admin.
  'GET /blogs/{id}': defineRoute({
    path: ArticleIdPathSchema,
    handler: async ({ path, caller }) => ({ data: toResponse(await loadEditableArticle(path.id, caller), true) }),
  }),

  // Counts one view: a view record the stream counts exactly once.
  'PATCH /blogs/addView/{id}': defineRoute({
    path: ArticleIdPathSchema,
    handler: async ({ path }) => {
      await loadArticle(path.id);
      await recordArticleView(path.id);
      return { success: true };
    },
  }),

  // A new article for one of the caller's businesses (any business for an admin).
  'POST /blogs/add': defineRoute({
    body: SaveArticleSchema,
    handler: async ({ body, caller }) => {
      const content = await articleContent(body, caller);
      const article = await createArticle({ ...content, businessId: body.businessId, authorId: caller.sub });
      return reply(201, { success: true, message: articleMessages.created, data: toResponse(article, true) });
    },
  }),

  'PATCH /blogs/update/{id}': defineRoute({
    path: ArticleIdPathSchema,
    body: SaveArticleSchema,
    handler: async ({ path, body, caller }) => {
      const previous = await loadEditableArticle(path.id, caller);
      const updated = await updateArticle(previous, await articleContent(body, caller, previous));
      if (!updated) throw new NotFoundError(articleMessages.notFound);
      return { success: true, message: articleMessages.updated, data: toResponse(updated, true) };
    },
  }),

  'DELETE /blogs/delete/{id}': defineRoute({
    path: ArticleIdPathSchema,
    handler: async ({ path, caller }) => {
      await loadEditableArticle(path.id, caller);
      if (!(await deleteArticle(path.id))) throw new NotFoundError(articleMessages.notFound);
      return { success: true, message: articleMessages.deleted };
    },
  }),
};

export const handler = createDomainHandler('articles', articlesRoutes);
