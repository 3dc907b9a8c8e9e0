import { ArticleEntity, syncArticleReviewCount } from '../../data/entities/article';
import { writeArticleListRecords } from '../../data/entities/article-list';
import { applyArticleView, ArticleViewEntity } from '../../data/entities/article-view';
import { ReviewStatsEntity } from '../../data/entities/review-stats';
import { writeSearchRecords } from '../../data/entities/search-index';
import { articleListRecordKey, articleListRecords, articleSearchRecords } from '../../../shared/articles/entries';
import { diffRecords, searchRecordKey } from '../../../shared/search/index-entries';
import { defineReactor } from '../stream-records';

/**
 * Keeps an article's list records (the blog, its category, business, city
 * and author) and its search records equal to its current state: an edited
 * title, a new category or a deleted article leaves the lists and
 * partitions it no longer belongs to. Idempotent puts and deletes, so a
 * retried record does no harm.
 */
export const articleIndexReactor = defineReactor({
  name: 'article-index',
  entity: ArticleEntity,
  async react(change) {
    const { oldItem: before, newItem: after } = change;
    const lists = diffRecords(before ? articleListRecords(before) : [], after ? articleListRecords(after) : [], articleListRecordKey);
    const search = diffRecords(before ? articleSearchRecords(before) : [], after ? articleSearchRecords(after) : [], searchRecordKey);
    if (lists.put.length || lists.remove.length) await writeArticleListRecords(lists.put, lists.remove);
    if (search.put.length || search.remove.length) await writeSearchRecords(search.put, search.remove);
  },
});

/** Counts each recorded article view exactly once (see ArticleViewEntity). */
export const articleViewReactor = defineReactor({
  name: 'article-views',
  entity: ArticleViewEntity,
  async react(change) {
    const view = change.newItem;
    if (change.kind !== 'INSERT' || !view) return;
    await applyArticleView(view.articleId, view.viewId);
  },
});

/** Copies an article's approved review total (kept by the review stats reactor) onto the article, for its cards. */
export const articleReviewCountReactor = defineReactor({
  name: 'article-review-count',
  entity: ReviewStatsEntity,
  async react(change) {
    const stats = change.newItem;
    if (stats?.kind !== 'blog' || !stats.targetId) return;
    await syncArticleReviewCount(stats.targetId, stats.total ?? 0, stats.version ?? 0);
  },
});
