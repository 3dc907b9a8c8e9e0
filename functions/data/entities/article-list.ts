import { Entity } from 'electrodb';
import type { ArticleCard } from '../../../shared/schemas/article';
import { ALL_ARTICLES, type ArticleListRecord } from '../../../shared/articles/entries';
import { batchWriteAll } from '../batch-write';
import { entityConfig } from '../client';
import { countQuery } from '../count';
import { keyTemplate as key } from './key-template';

const text = { type: 'string', required: true, readOnly: true } as const;

/**
 * The article lists (see shared/articles/entries.ts): an article's card in
 * the site-wide list and in its category's, business's, city's and
 * author's lists, by creation time. Written only by the article index
 * reactor; every list read is one Query.
 */
export const ArticleListEntity = new Entity(
  {
    model: { entity: 'articleList', version: '1', service: 'sbiz' },
    attributes: {
      partition: text,
      position: text,
      articleId: { type: 'string', required: true },
      card: { type: 'any', required: true },
    },
    indexes: {
      byList: { pk: { field: 'pk', ...key('partition', 'alist#') }, sk: { field: 'sk', ...key('position') } },
    },
  },
  entityConfig(),
);

type BatchRequests = Parameters<typeof batchWriteAll>[0];

/** One page of a list, newest first. */
export async function readArticleListPage(partition: string, options: { limit: number; cursor: string | null }) {
  const { data, cursor } = await ArticleListEntity.query.byList({ partition }).go({ limit: options.limit, cursor: options.cursor, order: 'desc' });
  return { cards: data.map((item) => item.card as ArticleCard), cursor };
}

/** How many articles a list holds (counted by DynamoDB, a page at a time). */
export function countArticleList(partition: string): Promise<number> {
  return countQuery(ArticleListEntity.query.byList({ partition }));
}

/** The cards of the site-wide list at these positions, in the order asked; missing ones are left out (one BatchGet per 100). */
export async function getArticleCards(positions: readonly string[]): Promise<ArticleCard[]> {
  const cards: ArticleCard[] = [];
  for (let start = 0; start < positions.length; start += 100) {
    const keys = positions.slice(start, start + 100).map((position) => ({ partition: ALL_ARTICLES, position }));
    const { data, unprocessed } = await ArticleListEntity.get(keys).go({ preserveBatchOrder: true });
    if (unprocessed.length) throw new Error(`${unprocessed.length} article cards were left unread`);
    for (const item of data) if (item) cards.push(item.card as ArticleCard);
  }
  return cards;
}

/** Applies a diff of list records (idempotent). */
export async function writeArticleListRecords(put: readonly ArticleListRecord[], remove: readonly ArticleListRecord[]): Promise<number> {
  const puts = put.length ? ArticleListEntity.put(put.map((record) => ({ ...record }))).params<BatchRequests>() : [];
  const deletes = remove.length ? ArticleListEntity.delete(remove.map(({ partition, position }) => ({ partition, position }))).params<BatchRequests>() : [];
  return batchWriteAll([...puts, ...deletes]);
}
