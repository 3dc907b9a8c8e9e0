import { syncArticleReviewCount } from '../../data/entities/article';
import { writeArticleListRecords } from '../../data/entities/article-list';
import { applyArticleView } from '../../data/entities/article-view';
import { writeSearchRecords } from '../../data/entities/search-index';
import { articleListRecordKey, articleListRecords, articleSearchRecords, type IndexableArticle } from '../../../shared/articles/entries';
import { diffRecords, searchRecordKey } from '../../../shared/search/index-entries';
import type { StreamReactor } from '../stream-records';

/**
 * Keeps an article's list records (the blog, its category, business, city
 * and author) and its search records equal to its current state: an edited
 * title, a new category or a deleted article leaves the lists and
 * partitions it no longer belongs to. Idempotent puts and deletes, so a
 * retried record does no harm.
 */
export const articleIndexReactor: StreamReactor = {
  name: 'article-index',
  entity: 'article',
  async react(change) {
    const before = change.oldItem as IndexableArticle | undefined;
    const after = change.newItem as IndexableArticle | undefined;
    const lists = diffRecords(before ? articleListRecords(before) : [], after ? articleListRecords(after) : [], articleListRecordKey);
    const search = diffRecords(before ? articleSearchRecords(before) : [], after ? articleSearchRecords(after) : [], searchRecordKey);
    if (lists.put.length || lists.remove.length) await writeArticleListRecords(lists.put, lists.remove);
    if (search.put.length || search.remove.length) await writeSearchRecords(search.put, search.remove);
  },
};

/** Counts each recorded article view exactly once (see ArticleViewEntity). */
export const articleViewReactor: StreamReactor = {
  name: 'article-views',
  entity: 'articleView',
  async react(change) {
    if (change.kind !== 'INSERT' || !change.newItem) return;
    const view = change.newItem as { articleId: string; viewId: string };
    await applyArticleView(view.articleId, view.viewId);
  },
};

/** Copies an article's approved review total (kept by the review stats reactor) onto the article, for its cards. */
export const articleReviewCountReactor: StreamReactor = {
  name: 'article-review-count',
  entity: 'reviewStats',
  async react(change) {
    const stats = change.newItem as { kind?: string; targetId?: string; total?: number; version?: number } | undefined;
    if (stats?.kind !== 'blog' || !stats.targetId) return;
    await syncArticleReviewCount(stats.targetId, stats.total ?? 0, stats.version ?? 0);
  },
};
