import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { MemoryTable } from '../../../../scripts/seed/memory-table';

const TABLE = 'sbiz';

function table() {
  return new MemoryTable(TABLE);
}

async function put(memory: MemoryTable, Item: Record<string, unknown>) {
  await memory.send(new PutCommand({ TableName: TABLE, Item }));
}

describe('the in-memory table the fast seed runs on', () => {
  it('refuses a create whose key is taken, as DynamoDB does', async () => {
    const memory = table();
    const create = new PutCommand({
      TableName: TABLE,
      Item: { pk: 'a', sk: '1', name: 'first' },
      ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    });
    await memory.send(create);
    await expect(memory.send(create)).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('applies SET (reading the item as it was), ADD, REMOVE, if_not_exists and list_append', async () => {
    const memory = table();
    await put(memory, { pk: 'a', sk: '1', count: 2, tags: new Set(['x']), list: [1], gone: true, nested: { deep: 1 } });
    const { Attributes } = (await memory.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: 'a', sk: '1' },
        UpdateExpression: 'SET #count = #count + :one, #first = if_not_exists(#first, :count), #list = list_append(#list, :more), #nested.#deep = :deep ADD #tags :tag, #views :one REMOVE #gone',
        ConditionExpression: 'attribute_exists(#pk) AND #count BETWEEN :zero AND :ten',
        ExpressionAttributeNames: { '#pk': 'pk', '#count': 'count', '#first': 'first', '#list': 'list', '#tags': 'tags', '#views': 'views', '#gone': 'gone', '#nested': 'nested', '#deep': 'deep' },
        ExpressionAttributeValues: { ':one': 1, ':count': 'unset', ':more': [2], ':tag': new Set(['y']), ':zero': 0, ':ten': 10, ':deep': 2 },
        ReturnValues: 'ALL_NEW',
      }),
    )) as { Attributes: Record<string, unknown> };
    expect(Attributes).toEqual({ pk: 'a', sk: '1', count: 3, first: 'unset', list: [1, 2], nested: { deep: 2 }, tags: new Set(['x', 'y']), views: 1 });
  });

  it('refuses an update of an item that is not there when the condition asks for it', async () => {
    const memory = table();
    const update = new UpdateCommand({
      TableName: TABLE,
      Key: { pk: 'a', sk: '1' },
      UpdateExpression: 'SET #v = :v',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': 'pk', '#v': 'v' },
      ExpressionAttributeValues: { ':v': 1 },
    });
    await expect(memory.send(update)).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect(memory.itemCount).toBe(0);
  });

  it('writes a transaction whole or not at all, naming the failed condition', async () => {
    const memory = table();
    await put(memory, { pk: 'taken', sk: 'x' });
    const transaction = new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: TABLE, Item: { pk: 'new', sk: 'x' } } }, { Put: { TableName: TABLE, Item: { pk: 'taken', sk: 'x' }, ConditionExpression: 'attribute_not_exists(pk)' } }],
    });
    const error = await memory.send(transaction).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(await memory.send(new GetCommand({ TableName: TABLE, Key: { pk: 'new', sk: 'x' } }))).toEqual({ Item: undefined });
  });

  it('queries a partition or an index in key order, paging by Limit before the filter', async () => {
    const memory = table();
    for (const [sk, kind] of [
      ['c', 'odd'],
      ['a', 'odd'],
      ['b', 'even'],
      ['d', 'even'],
    ]) {
      await put(memory, { pk: 'p', sk, kind, gsi1pk: `kind#${kind}`, gsi1sk: sk });
    }
    await put(memory, { pk: 'other', sk: 'a' });
    const query = (extra: Record<string, unknown>) =>
      memory.send(
        new QueryCommand({
          TableName: TABLE,
          KeyConditionExpression: '#pk = :pk AND #sk >= :from',
          ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
          ExpressionAttributeValues: { ':pk': 'p', ':from': 'b' },
          ...extra,
        }),
      ) as Promise<{ Items: Array<{ sk: string }>; LastEvaluatedKey?: Record<string, unknown> }>;
    expect((await query({})).Items.map((item) => item.sk)).toEqual(['b', 'c', 'd']);
    expect((await query({ ScanIndexForward: false })).Items.map((item) => item.sk)).toEqual(['d', 'c', 'b']);
    // Limit counts the items read, so a page can hold fewer matches than the limit, and still point on.
    const first = await query({
      Limit: 2,
      FilterExpression: '#kind = :kind',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#kind': 'kind' },
      ExpressionAttributeValues: { ':pk': 'p', ':from': 'b', ':kind': 'even' },
    });
    expect(first.Items.map((item) => item.sk)).toEqual(['b']);
    const second = await query({ ExclusiveStartKey: first.LastEvaluatedKey });
    expect(second.Items.map((item) => item.sk)).toEqual(['d']);
    expect(second.LastEvaluatedKey).toBeUndefined();

    const byKind = (await memory.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :kind AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':kind': 'kind#odd', ':prefix': 'a' },
      }),
    )) as { Items: Array<{ sk: string }> };
    expect(byKind.Items.map((item) => item.sk)).toEqual(['a']);
  });

  it('keeps the changes a NEW_AND_OLD_IMAGES stream would carry, none for a write that changes nothing', async () => {
    const memory = table();
    await put(memory, { pk: 'a', sk: '1', v: 1 });
    await put(memory, { pk: 'a', sk: '1', v: 1 });
    await put(memory, { pk: 'a', sk: '1', v: 2 });
    await memory.send(new DeleteCommand({ TableName: TABLE, Key: { pk: 'a', sk: '1' } }));
    await memory.send(new DeleteCommand({ TableName: TABLE, Key: { pk: 'a', sk: '1' } }));
    expect(memory.changes).toEqual([
      { kind: 'INSERT', oldItem: undefined, newItem: { pk: 'a', sk: '1', v: 1 } },
      { kind: 'MODIFY', oldItem: { pk: 'a', sk: '1', v: 1 }, newItem: { pk: 'a', sk: '1', v: 2 } },
      { kind: 'REMOVE', oldItem: { pk: 'a', sk: '1', v: 2 }, newItem: undefined },
    ]);
    expect(memory.itemCount).toBe(0);
  });

  it('hands out copies, so a caller changing what it read changes nothing stored', async () => {
    const memory = table();
    await put(memory, { pk: 'a', sk: '1', list: [1] });
    const { Item } = (await memory.send(new GetCommand({ TableName: TABLE, Key: { pk: 'a', sk: '1' } }))) as { Item: { list: number[] } };
    Item.list.push(2);
    expect(await memory.send(new GetCommand({ TableName: TABLE, Key: { pk: 'a', sk: '1' } }))).toEqual({ Item: { pk: 'a', sk: '1', list: [1] } });
  });
});
