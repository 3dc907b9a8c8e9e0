import * as z from 'zod';
import { plainTextLength } from '../business/format';
import { MAX_QUERY_LENGTH } from '../search/text';
import { boundedText, uploadKey } from './common';
import { msg } from '../i18n/catalog';
import type { SafeHtml } from '../rich-text/safe-html';

/**
 * Articles (the blog): written by a business owner for one of their
 * businesses, or by an admin (spec 1 §2 route map /blog, /blog/{slug}; spec 3
 * §2.10 blog card). The same schemas parse the Lambdas' input and build the
 * web's forms and query strings.
 */

export const ARTICLE_TITLE_MIN = 5;
export const ARTICLE_TITLE_MAX = 150;
export const ARTICLE_BODY_MIN = 50;
export const ARTICLE_BODY_MAX = 20_000;
/** The stored HTML may be larger than its text (tags), but never unbounded. */
export const ARTICLE_HTML_MAX = 100_000;
export const ARTICLE_MAX_TAGS = 10;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLES_PAGE_SIZE = 12;
export const ARTICLES_MAX_PAGE_SIZE = 50;

export const articleMessages = {
  notFound: msg('Article not found'),
  titleRequired: msg('Title is required'),
  titleShort: `Title must be at least ${ARTICLE_TITLE_MIN} characters`,
  titleLong: `Title must be at most ${ARTICLE_TITLE_MAX} characters`,
  bodyRequired: msg('Please write the article'),
  bodyShort: `The article must be at least ${ARTICLE_BODY_MIN} characters`,
  bodyLong: `The article must be at most ${ARTICLE_BODY_MAX} characters`,
  categoryRequired: msg('Please select a blog category'),
  unknownCategory: msg('Please select a blog category from the list'),
  businessRequired: msg('Please select the business this article is written for'),
  coverRequired: msg('Please upload a cover image'),
  tooManyTags: `At most ${ARTICLE_MAX_TAGS} tags`,
  tagLong: `Each tag must be at most ${ARTICLE_TAG_MAX} characters`,
  ownerOnly: msg('Only the owner of the business or an admin can do this'),
  created: msg('Article published successfully!'),
  updated: msg('Article updated successfully!'),
  deleted: msg('Article deleted'),
} as const;

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, msg('The id is too long'));

/** An article's tags (the editor types them comma-separated and checks them with this too). */
export const ArticleTagsSchema = z
  .array(z.string().trim().min(1, msg('Tags must not be empty')).max(ARTICLE_TAG_MAX, articleMessages.tagLong), { error: msg('tags must be a list') })
  .max(ARTICLE_MAX_TAGS, articleMessages.tooManyTags);

export const SaveArticleSchema = z.object({
  businessId: id(articleMessages.businessRequired),
  title: z
    .string({ error: articleMessages.titleRequired })
    .trim()
    .min(1, articleMessages.titleRequired)
    .min(ARTICLE_TITLE_MIN, articleMessages.titleShort)
    .max(ARTICLE_TITLE_MAX, articleMessages.titleLong),
  blogCategoryId: id(articleMessages.categoryRequired),
  coverImage: uploadKey.optional(),
  body: z
    .string({ error: articleMessages.bodyRequired })
    .max(ARTICLE_HTML_MAX, articleMessages.bodyLong)
    .refine((html) => plainTextLength(html) > 0, articleMessages.bodyRequired)
    .refine((html) => plainTextLength(html) >= ARTICLE_BODY_MIN, articleMessages.bodyShort)
    .refine((html) => plainTextLength(html) <= ARTICLE_BODY_MAX, articleMessages.bodyLong),
  tags: ArticleTagsSchema.default([]).transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))]),
  /** The city the article is about; the business's city when left out. */
  city: boundedText(80).optional(),
});
export type SaveArticleInput = z.input<typeof SaveArticleSchema>;
export type SaveArticle = z.output<typeof SaveArticleSchema>;

export const ArticleIdPathSchema = z.object({ id: id(msg('Article id is required')) });
export const ArticleSlugQuerySchema = z.object({
  slug: z
    .string({ error: msg('slug is required') })
    .trim()
    .min(1, msg('slug is required'))
    .max(120, msg('slug is too long')),
});

const cursor = z.string().trim().max(2000, msg('Invalid cursor')).optional();
const limit = z.coerce
  .number({ error: msg('limit must be a whole number') })
  .int(msg('limit must be a whole number'))
  .min(1, msg('limit must be at least 1'))
  .default(ARTICLES_PAGE_SIZE)
  .transform((value) => Math.min(value, ARTICLES_MAX_PAGE_SIZE));

/** GET /blogs/all: newest first, by blog category, business, city or search text (one filter list at a time, `find` within the others). */
export const ArticleListQuerySchema = z.object({
  blogCategoryId: z.string().trim().max(64, msg('blogCategoryId is too long')).optional(),
  businessId: z.string().trim().max(64, msg('businessId is too long')).optional(),
  cityName: z.string().trim().max(80, msg('cityName is too long')).optional(),
  find: z.string().trim().max(MAX_QUERY_LENGTH, `find must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
  /** Also answer the blog categories (the /blog page's first call). */
  withCategories: z.enum(['true', 'false'], { error: msg('withCategories must be true or false') }).optional(),
  /** Leave this article out (the related articles of an article). */
  exclude: z.string().trim().max(64, msg('exclude is too long')).optional(),
  cursor,
  limit,
});
export type ArticleListQuery = z.output<typeof ArticleListQuerySchema>;

export const MyArticlesQuerySchema = z.object({ cursor, limit });

/** GET /post/all (spec 1 §6): a business's posts by page number, with the total. */
export const BusinessPostsQuerySchema = z.object({
  businessId: id(msg('businessId is required')),
  page: z.coerce
    .number({ error: msg('page must be a whole number') })
    .int(msg('page must be a whole number'))
    .min(1, msg('page must be at least 1'))
    .max(1000, msg('page must be at most 1000'))
    .default(1),
  limit,
});

export interface BusinessPostsResponse {
  data: ArticleCard[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface BlogCategory {
  _id: string;
  name: string;
  /** The Hindi name, where there is one (shared/i18n/category-title.ts picks it on Hindi pages). */
  nameHi?: string;
  slug: string;
}

export interface ArticleAuthor {
  _id: string;
  name: string;
  slug: string;
  cityName: string;
  logo?: string;
}

/** What the blog card shows (spec 3 §2.10): author business, age, views, review count. */
export interface ArticleCard {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  coverImage?: string;
  blogCategory: BlogCategory;
  tags: string[];
  cityName: string;
  business: ArticleAuthor;
  views: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ArticleResponse extends ArticleCard {
  body: SafeHtml;
  /** The member who wrote it (never offered to review it). */
  authorId: string;
  /** True when the caller may edit or delete it. */
  canEdit: boolean;
}

export interface ArticleListResponse {
  data: ArticleCard[];
  /** The blog categories, with a first page of the blog (no cursor, no business): the /blog page's filter in the same call. */
  categories?: BlogCategory[];
  /** A signed cursor for the next page, null on the last. */
  nextCursor: string | null;
}

/** The business card beside an article. */
export interface ArticleBusinessCard extends ArticleAuthor {
  rating: { count: number; average: number };
  address?: string;
  claimed: boolean;
}

/** The article page's one read: the article, its business card and related articles. */
export interface ArticlePageResponse {
  data: ArticleResponse;
  business: ArticleBusinessCard | null;
  related: ArticleCard[];
}

/** A header suggestion. */
export interface ArticleSuggestion {
  _id: string;
  title: string;
  slug: string;
  coverImage?: string;
  category?: string;
  /** Its category's Hindi name, where there is one (issue #28; categoryTitle picks it on Hindi pages). */
  categoryHi?: string;
  businessName?: string;
}
