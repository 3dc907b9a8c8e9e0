import { CreateTableCommand, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableInput } from '../../functions/data/table-definition';
import { resetEnvironmentCache } from '../../functions/lib/config';
import { localDynamoDbClient } from '../../scripts/local/dynamodb';
import { startStreamPoller, type StreamPoller } from '../../scripts/local/stream-poller';
import type { MemoryTable, TableChange } from '../../scripts/seed/memory-table';

type Item = Record<string, unknown>;

/**
 * The fast seed (scripts/seed/fast-seed.ts) runs the stream reactors in
 * memory. Here the seed's own writes for a sample of listings are replayed
 * one by one into a table of their own, whose stream the real poller feeds
 * to the stream handler, as a seed through the stream would; what the
 * reactors derived for those listings (ratings, review counts, followers,
 * search and listing index entries, product ratings and lists) must equal
 * what the fast seed derived.
 */
const TABLE = `sbiz-fast-seed-${process.pid}`;
const endpoint = process.env.DYNAMODB_ENDPOINT!;
const client = localDynamoDbClient(endpoint);
const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
/** Derived entities compared; the per-day analytics and recent-activity lists count the whole seed, and markers guard records. */
const DERIVED = new Set(['business', 'reviewStats', 'searchIndex', 'listing', 'product', 'productList']);
/** Stamped with the time a reactor ran, which differs between the two runs. */
const RUN_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

let memory: MemoryTable;
let seedWrites: readonly TableChange[] = [];
let poller: StreamPoller | undefined;

beforeAll(async () => {
  process.env.TABLE_NAME = TABLE;
  resetEnvironmentCache();
  await client.send(new CreateTableCommand(createTableInput(TABLE)));
  // Imported after the table is named: the entities take the table's name when they load.
  const { seedInMemory } = await import('../../scripts/seed/fast-seed');
  memory = (await seedInMemory({ seedWrites: (changes) => (seedWrites = changes) }))!;
  const { handler } = await import('../../functions/streams/index');
  poller = await startStreamPoller({ dynamoDb: client, endpoint, tableName: TABLE, handler, intervalMs: 50 });
}, 300_000);

afterAll(async () => {
  await poller?.stop();
  await client.send(new DeleteTableCommand({ TableName: TABLE })).catch(() => undefined);
});

/**
 * A value with the times a reactor stamped (now, in either run) replaced, and
 * label rows in label order: they are built from a stored map (a product's
 * specifications), whose keys DynamoDB returns in no set order.
 */
function normalized(value: unknown): unknown {
  if (typeof value === 'string') return RUN_TIME.test(value) && Date.parse(value) > Date.now() - 60 * 60 * 1000 ? '<run time>' : value;
  if (Array.isArray(value)) {
    const rows = value.map(normalized);
    const labelled = rows.every((row) => row && typeof row === 'object' && typeof (row as Item).label === 'string');
    return labelled ? rows.sort((a, b) => String((a as Item).label).localeCompare(String((b as Item).label))) : rows;
  }
  if (!value || typeof value !== 'object' || value instanceof Set) return value;
  return Object.fromEntries(
    Object.entries(value as Item)
      .filter(([name]) => name !== 'ttl')
      .map(([name, member]) => [name, normalized(member)]),
  );
}

describe('the fast seed', () => {
  it('derives the same ratings, counts and index entries as the stream for a sample of listings', { timeout: 600_000 }, async () => {
    const seeded = (entity: string) => seedWrites.filter((change) => change.newItem?.__edb_e__ === entity).map((change) => change.newItem!);
    const reviews = seeded('review');
    const follows = seeded('follow');
    const products = seeded('product');
    // Three listings with reviews, one of them with rated products, and any followed one.
    const reviewed = new Set(reviews.filter((review) => review.kind === 'business').map((review) => String(review.targetId)));
    const withRatedProducts = products.find((product) => reviews.some((review) => review.targetId === product.productId) && reviewed.has(String(product.businessId)));
    const followed = follows.find((follow) => follow.targetType === 'business');
    const sample = new Set([...[...reviewed].sort().slice(0, 2), String(withRatedProducts?.businessId), ...(followed ? [String(followed.targetId)] : [])]);
    const sampleProducts = new Set(products.filter((product) => sample.has(String(product.businessId))).map((product) => String(product.productId)));
    const targets = new Set([...sample, ...sampleProducts]);
    const inSample = (item: Item) => {
      switch (item.__edb_e__) {
        case 'business':
          return sample.has(String(item.businessId));
        case 'product':
          return sampleProducts.has(String(item.productId));
        case 'review':
          return targets.has(String(item.targetId));
        case 'follow':
          return item.targetType === 'business' && sample.has(String(item.targetId));
        default:
          return false;
      }
    };
    const people = new Set<string>();
    for (const change of seedWrites) {
      const item = change.newItem ?? change.oldItem!;
      if (!inSample(item)) continue;
      for (const id of [item.ownerId, item.userId, item.followerId, item.createdBy]) if (typeof id === 'string') people.add(id);
    }
    expect(sample.size).toBeGreaterThanOrEqual(3);
    expect(sampleProducts.size).toBeGreaterThan(0);

    // The seed's own writes for the sample, in the seed's order, each a record on the real stream.
    let replayed = 0;
    for (const change of seedWrites) {
      const item = change.newItem ?? change.oldItem!;
      const isPerson = item.__edb_e__ === 'user' && people.has(String(item.userId));
      if (!inSample(item) && !isPerson) continue;
      if (change.newItem) await documents.send(new PutCommand({ TableName: TABLE, Item: change.newItem }));
      else await documents.send(new DeleteCommand({ TableName: TABLE, Key: { pk: item.pk, sk: item.sk } }));
      replayed++;
    }
    await poller!.drain(300_000);
    expect(replayed).toBeGreaterThan(10);

    // Everything derived that names a sample listing or product, as the fast seed left it.
    const mentions = (item: Item) => [...targets].some((id) => JSON.stringify(item).includes(id));
    const expected = [...memory.items()].filter((item) => DERIVED.has(String(item.__edb_e__)) && mentions(item));
    const byEntity = (items: Item[]) => Object.fromEntries([...DERIVED].map((entity) => [entity, items.filter((item) => item.__edb_e__ === entity).length]));
    expect(byEntity(expected)).toMatchObject({ business: sample.size, reviewStats: expect.any(Number), searchIndex: expect.any(Number), listing: expect.any(Number) });
    expect(expected.filter((item) => item.__edb_e__ === 'reviewStats').length).toBeGreaterThanOrEqual(3);
    expect(expected.filter((item) => item.__edb_e__ === 'searchIndex').length).toBeGreaterThan(3);

    // The same partitions of the table the stream derived, read back: the same items, no more and no fewer.
    const partitions = [...new Set(expected.map((item) => String(item.pk)))];
    const actual: Item[] = [];
    for (const pk of partitions) {
      let ExclusiveStartKey: Item | undefined;
      do {
        const page = await documents.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey }));
        actual.push(...(page.Items ?? []).filter((item) => DERIVED.has(String(item.__edb_e__)) && mentions(item)));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
    const keyed = (items: Item[]) => new Map(items.map((item) => [`${String(item.pk)} ${String(item.sk)}`, normalized(item) as Item]));
    const want = keyed(expected);
    const got = keyed(actual);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [key, item] of want) expect(got.get(key), key).toEqual(item);
    // The figures a visitor sees, spelt out.
    for (const businessId of sample) {
      const [fast, stream] = [want, got].map((items) => [...items.values()].find((item) => item?.__edb_e__ === 'business' && item.businessId === businessId));
      expect(fast?.ratingCount, businessId).toBeGreaterThan(0);
      for (const figure of ['ratingCount', 'ratingAverage', 'followersCount']) expect(stream?.[figure], `${businessId} ${figure}`).toEqual(fast?.[figure]);
    }
  });

  it('tells the demo owner of reviews, and stores nothing for the directory account nobody signs in as', () => {
    const items = [...memory.items()];
    const userId = (email: string) => items.find((item) => item.__edb_e__ === 'user' && item.email === email)?.userId;
    const notificationsOf = (id: unknown) => items.filter((item) => item.__edb_e__ === 'notification' && item.userId === id);
    expect(notificationsOf(userId('directory@sbiz.local'))).toEqual([]);
    expect(notificationsOf(userId('owner@sbiz.local')).some((item) => item.event === 'review')).toBe(true);
  });

  it("seeds believable reviews: every base, every rating, Hindi and Hinglish, photos, owners' replies and reactions (#25 3.2)", () => {
    const items = [...memory.items()];
    const reviews = items.filter((item) => item.__edb_e__ === 'review');
    const text = (review: Item) => `${String(review.title ?? '')} ${String(review.content ?? '')}`;
    expect(new Set(reviews.map((review) => review.kind))).toEqual(new Set(['business', 'product', 'event', 'blog']));
    const rated = reviews.filter((review) => typeof review.rating === 'number');
    expect(new Set(rated.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    const share = (matching: Item[]) => matching.length / reviews.length;
    expect(share(reviews.filter((review) => /[\u0900-\u097f]/.test(text(review))))).toBeGreaterThan(0.05);
    expect(share(reviews.filter((review) => /\b(bahut|achha|badhiya|nahi)\b/i.test(text(review))))).toBeGreaterThan(0.02);
    expect(share(reviews.filter((review) => Array.isArray(review.images) && review.images.length > 0))).toBeGreaterThan(0.05);
    expect(items.filter((item) => item.__edb_e__ === 'reviewReply').length).toBeGreaterThan(10);
    expect(items.filter((item) => item.__edb_e__ === 'reviewReaction').length).toBeGreaterThan(100);
    // A few to dozens per listing, not one each.
    const perListing = new Map<unknown, number>();
    for (const review of reviews.filter((item) => item.kind === 'business')) perListing.set(review.targetId, (perListing.get(review.targetId) ?? 0) + 1);
    expect(Math.max(...perListing.values())).toBeGreaterThanOrEqual(12);
  });
});
