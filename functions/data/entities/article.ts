import { randomBytes } from 'node:crypto';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import type { SafeHtml } from '../../../shared/rich-text/safe-html';
import { slugify } from '../../../shared/slug';
import { ConflictError, isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { msg } from '../../../shared/i18n/catalog';

/**
 * An article of the blog, written for one business. The business's name,
 * slug, city and logo and the category's name and slug are copied in at
 * save time, so cards need no further reads. `views` and `reviewCount` are
 * moved only by the stream (the article view and review count reactors).
 *
 * The slug ends with the article's id (`best-biryani-in-hyderabad-3f9a1c02d4`),
 * so it is unique by construction and a slug lookup is one GetItem. The
 * lists (by category, business, city, author) are derived records
 * (article-list.ts), kept by the article index reactor.
 */
export const ArticleEntity = new Entity(
  {
    model: { entity: 'article', version: '1', service: 'sbiz' },
    attributes: {
      articleId: { type: 'string', required: true, readOnly: true },
      slug: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      body: { type: CustomAttributeType<SafeHtml>('string'), required: true },
      coverImage: { type: 'string' },
      blogCategoryId: { type: 'string', required: true },
      blogCategoryName: { type: 'string', required: true },
      /** The category's Hindi name, copied with the English one where the category has it (issue #28). */
      blogCategoryNameHi: { type: 'string' },
      blogCategorySlug: { type: 'string', required: true },
      tags: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Lower-case, hyphenated city segment. */
      cityName: { type: 'string', required: true },
      businessId: { type: 'string', required: true, readOnly: true },
      businessName: { type: 'string', required: true },
      businessSlug: { type: 'string', required: true },
      businessCityName: { type: 'string', required: true },
      businessLogo: { type: 'string' },
      /** Who wrote it (the owner, or an admin writing for the business). */
      authorId: { type: 'string', required: true, readOnly: true },
      views: { type: 'number', required: true, default: 0 },
      reviewCount: { type: 'number', required: true, default: 0 },
      /** The review summary version last copied into reviewCount (an older copy never overwrites a newer one). */
      reviewVersion: { type: 'number', required: true, default: 0 },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['articleId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type ArticleItem = EntityItem<typeof ArticleEntity>;
/** What a save writes: everything but identity, author and the stream's counters. */
export type ArticleContent = Pick<
  ArticleItem,
  | 'title'
  | 'body'
  | 'coverImage'
  | 'blogCategoryId'
  | 'blogCategoryName'
  | 'blogCategoryNameHi'
  | 'blogCategorySlug'
  | 'tags'
  | 'cityName'
  | 'businessName'
  | 'businessSlug'
  | 'businessCityName'
  | 'businessLogo'
>;

const ID_PATTERN = /^[0-9a-f]{10}$/;

/** Which article has this id? */
export async function getArticleById(articleId: string): Promise<ArticleItem | undefined> {
  const { data } = await ArticleEntity.get({ articleId }).go();
  return data ?? undefined;
}

/** Which article has this slug? (The id is the slug's last segment.) */
export async function findArticleBySlug(slug: string): Promise<ArticleItem | undefined> {
  const articleId = slug.slice(slug.lastIndexOf('-') + 1);
  if (!ID_PATTERN.test(articleId)) return undefined;
  const article = await getArticleById(articleId);
  return article?.slug === slug ? article : undefined;
}

/** Creates an article (a new id is drawn again in the unlikely case it is taken). */
export async function createArticle(input: ArticleContent & { businessId: string; authorId: string; createdAt?: string; articleId?: string; views?: number }): Promise<ArticleItem> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // The seed passes a fixed id, so a second run finds its articles.
    const articleId = attempt === 0 && input.articleId ? input.articleId : randomBytes(5).toString('hex');
    const slug = `${(slugify(input.title) || 'article').slice(0, 70).replace(/-+$/, '')}-${articleId}`;
    try {
      const { data } = await ArticleEntity.create({ ...input, articleId, slug, ...(input.createdAt ? { updatedAt: input.createdAt } : {}) }).go();
      return data;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new ConflictError(msg('Failed to create the article; please try again'));
}

/**
 * Replaces an article's content, only while it is unchanged since `previous`
 * was read (a concurrent edit gets a 409, never a lost update). Undefined
 * when it is gone.
 */
export async function updateArticle(previous: ArticleItem, content: ArticleContent): Promise<ArticleItem | undefined> {
  const { coverImage, businessLogo, blogCategoryNameHi, ...required } = content;
  const cleared = (['coverImage', 'businessLogo', 'blogCategoryNameHi'] as const).filter((name) => content[name] === undefined && previous[name] !== undefined);
  try {
    let patch = ArticleEntity.patch({ articleId: previous.articleId })
      .set({
        ...required,
        ...(coverImage ? { coverImage } : {}),
        ...(businessLogo ? { businessLogo } : {}),
        ...(blogCategoryNameHi ? { blogCategoryNameHi } : {}),
        updatedAt: new Date().toISOString(),
      })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, previous.updatedAt));
    if (cleared.length) patch = patch.remove([...cleared]);
    const { data } = await patch.go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (await getArticleById(previous.articleId)) throw new ConflictError(msg('The article changed while saving; please reload it and try again'));
    return undefined;
  }
}

/** Deletes an article; the index reactor removes it from every list and the search index. False when it was already gone. */
export async function deleteArticle(articleId: string): Promise<boolean> {
  try {
    await ArticleEntity.delete({ articleId })
      .where(({ articleId: id }, { exists }) => exists(id))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The update adding counted views (for use in the view reactor's transaction). */
export function articleViewUpdate(articleId: string, count: number) {
  return ArticleEntity.patch({ articleId }).add({ views: count }).params();
}

/** Copies an article's approved review total, unless a newer summary was already copied. */
export async function syncArticleReviewCount(articleId: string, total: number, version: number): Promise<void> {
  try {
    await retryTransactionConflicts(() =>
      ArticleEntity.patch({ articleId })
        .set({ reviewCount: Math.max(0, total), reviewVersion: version })
        .where(({ reviewVersion }, { lt }) => lt(reviewVersion, version))
        .go(),
    );
  } catch (error) {
    // The article is gone, or a newer summary is already on it.
    if (!isConditionFailure(error)) throw error;
  }
}
