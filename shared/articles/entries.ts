/**
 * The derived data of an article, as pure data: its card, its list records
 * (newest first in the site-wide list, its blog category's, its business's,
 * its city's and its author's) and its search records (title and tag words,
 * one site-wide scope: the blog has no city). The article reactor writes the
 * difference between an article's old and new records.
 */
import { clipAtWord, plainText } from '../business/format';
import type { ArticleCard } from '../schemas/article';
import { GLOBAL_SCOPE, searchRecords, type SearchRecord } from '../search/index-entries';
import { searchWords } from '../search/text';

/** An article as the article entity stores it. */
export interface IndexableArticle {
  articleId: string;
  slug: string;
  title: string;
  body: string;
  coverImage?: string;
  blogCategoryId: string;
  blogCategoryName: string;
  blogCategoryNameHi?: string;
  blogCategorySlug: string;
  tags?: string[];
  cityName: string;
  businessId: string;
  businessName: string;
  businessSlug: string;
  businessCityName: string;
  businessLogo?: string;
  authorId: string;
  views?: number;
  reviewCount?: number;
  createdAt: string;
  updatedAt: string;
}

/** The list every article is in. */
export const ALL_ARTICLES = '_all';

export const articleListPartition = {
  all: () => ALL_ARTICLES,
  category: (blogCategoryId: string) => `cat#${blogCategoryId}`,
  business: (businessId: string) => `biz#${businessId}`,
  city: (cityName: string) => `city#${cityName}`,
  author: (userId: string) => `user#${userId}`,
};

export interface ArticleListRecord {
  partition: string;
  /** Sorts by creation: lists read it descending, newest first. */
  position: string;
  articleId: string;
  card: ArticleCard;
}

const EXCERPT_LENGTH = 220;

/** The first words of the article's text, cut at a word boundary. */
export function excerptOf(body: string): string {
  return clipAtWord(plainText(body), EXCERPT_LENGTH);
}

export const articlePosition = (article: Pick<IndexableArticle, 'createdAt' | 'articleId'>) => `${article.createdAt}#${article.articleId}`;

export function articleCard(article: IndexableArticle): ArticleCard {
  return {
    _id: article.articleId,
    title: article.title,
    slug: article.slug,
    excerpt: excerptOf(article.body),
    ...(article.coverImage ? { coverImage: article.coverImage } : {}),
    blogCategory: {
      _id: article.blogCategoryId,
      name: article.blogCategoryName,
      ...(article.blogCategoryNameHi ? { nameHi: article.blogCategoryNameHi } : {}),
      slug: article.blogCategorySlug,
    },
    tags: article.tags ?? [],
    cityName: article.cityName,
    business: {
      _id: article.businessId,
      name: article.businessName,
      slug: article.businessSlug,
      cityName: article.businessCityName,
      ...(article.businessLogo ? { logo: article.businessLogo } : {}),
    },
    views: article.views ?? 0,
    reviewCount: article.reviewCount ?? 0,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
  };
}

export function articleListRecords(article: IndexableArticle): ArticleListRecord[] {
  const card = articleCard(article);
  const position = articlePosition(article);
  const partitions = [
    articleListPartition.all(),
    articleListPartition.category(article.blogCategoryId),
    articleListPartition.business(article.businessId),
    articleListPartition.city(article.cityName),
    articleListPartition.author(article.authorId),
  ];
  return partitions.map((partition) => ({ partition, position, articleId: article.articleId, card }));
}

/** Newest first within a match class. */
const NEWEST_FIRST = 9_999_999_999_999;

/** The search records of an article: its title words (and tags, for multi-word queries), in the site-wide scope. */
export function articleSearchRecords(article: IndexableArticle): SearchRecord[] {
  return searchRecords({
    kind: 'article',
    scope: GLOBAL_SCOPE,
    id: article.articleId,
    words: searchWords(article.title),
    order: `${String(NEWEST_FIRST - Date.parse(article.createdAt)).padStart(13, '0')}#${article.articleId}`,
    fields: {
      title: article.title,
      slug: article.slug,
      terms: [...new Set([...(article.tags ?? []), article.blogCategoryName].flatMap((text) => searchWords(text)))].join(' '),
      cityName: article.cityName,
      ...(article.coverImage ? { logo: article.coverImage } : {}),
      category: article.blogCategoryName,
      ...(article.blogCategoryNameHi ? { categoryHi: article.blogCategoryNameHi } : {}),
      parentId: article.blogCategoryId,
      area: article.businessName.slice(0, 60),
      // Finds the article's card in the site-wide list.
      rank: articlePosition(article),
    },
  });
}

export const articleListRecordKey = (record: Pick<ArticleListRecord, 'partition' | 'position'>) => `${record.partition}|${record.position}`;

/** The blog card's age (spec 3 §9): 'Just now', 'Nh ago', 'Nd ago', 'Nw ago'. */
export function articleAgeLabel(createdAt: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(createdAt));
  const hours = Math.floor(elapsed / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return `${Math.floor(days / 7)}w ago`;
}
