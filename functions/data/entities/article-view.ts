import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { isRefusal, refused, transactWrite } from '../transact';
import { retryTransactionConflicts } from '../transaction-conflicts';
import { articleViewUpdate } from './article';

/** Unapplied view records expire after a day (an article deleted meanwhile). */
const VIEW_TTL_SECONDS = 24 * 60 * 60;

/**
 * One view of an article, waiting to be counted (the product view pattern):
 * PATCH /blogs/addView only inserts one of these, and the view reactor moves
 * the article's counter and deletes the record in one transaction, so a
 * retried stream record counts nothing twice.
 */
export const ArticleViewEntity = new Entity(
  {
    model: { entity: 'articleView', version: '1', service: 'sbiz' },
    attributes: {
      articleId: { type: 'string', required: true, readOnly: true },
      viewId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      ttl: { type: 'number', required: true, readOnly: true, default: () => Math.floor(Date.now() / 1000) + VIEW_TTL_SECONDS },
    },
    indexes: {
      byArticle: { pk: { field: 'pk', composite: ['articleId'] }, sk: { field: 'sk', composite: ['viewId'] } },
    },
  },
  entityConfig(),
);

/** Records one view of an article. */
export async function recordArticleView(articleId: string): Promise<void> {
  await ArticleViewEntity.create({ articleId }).go();
}

/** Counts a recorded view once; false when it was already counted or the article is gone. */
export async function applyArticleView(articleId: string, viewId: string): Promise<boolean> {
  const consume = ArticleViewEntity.delete({ articleId, viewId })
    .where(({ viewId: id }, { exists }) => exists(id))
    .params();
  try {
    await retryTransactionConflicts(() => transactWrite([{ Delete: consume }, { Update: articleViewUpdate(articleId, 1) }], (failed) => refused(failed === 0 ? 'counted' : 'gone')));
    return true;
  } catch (error) {
    if (!isRefusal(error, 'counted', 'gone')) throw error;
    if (error.reason === 'gone') await ArticleViewEntity.delete({ articleId, viewId }).go();
    return false;
  }
}
