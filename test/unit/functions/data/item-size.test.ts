import { PutCommand, TransactWriteCommand, UpdateCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { assertWritable, guardItemSizes, MAX_WRITE_BYTES, PayloadTooLargeError } from '../../../../functions/data/item-size';

const big = 'अ'.repeat(Math.ceil(MAX_WRITE_BYTES / 3) + 10); // three bytes a letter in UTF-8

describe('the item size guard', () => {
  it('measures puts, updates, transactions and batches in UTF-8 bytes', () => {
    expect(() => assertWritable({ Item: { pk: 'a', text: 'अ'.repeat(1000) } })).not.toThrow();
    expect(() => assertWritable({ Item: { pk: 'a', text: big } })).toThrow(PayloadTooLargeError);
    expect(() => assertWritable({ ExpressionAttributeValues: { ':v': big } })).toThrow(PayloadTooLargeError);
    expect(() => assertWritable({ TransactItems: [{ Put: { Item: { pk: 'small' } } }, { Update: { ExpressionAttributeValues: { ':v': big } } }] })).toThrow(PayloadTooLargeError);
    expect(() => assertWritable({ RequestItems: { t: [{ PutRequest: { Item: { text: big } } }] } })).toThrow(PayloadTooLargeError);
    expect(() => assertWritable({ Key: { pk: 'a' } })).not.toThrow();
  });

  it('answers 413 from the client before anything is sent', async () => {
    // An endpoint nobody listens on: a write that got past the guard would fail differently.
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: 'http://127.0.0.1:9', region: 'ap-south-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, maxAttempts: 1 }));
    guardItemSizes(client);
    for (const command of [
      new PutCommand({ TableName: 't', Item: { pk: 'a', text: big } }),
      new UpdateCommand({ TableName: 't', Key: { pk: 'a' }, UpdateExpression: 'SET #t = :v', ExpressionAttributeNames: { '#t': 't' }, ExpressionAttributeValues: { ':v': big } }),
      new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', text: big } } }] }),
      new BatchWriteCommand({ RequestItems: { t: [{ PutRequest: { Item: { pk: 'a', text: big } } }] } }),
    ]) {
      await expect(client.send(command as never)).rejects.toMatchObject({ statusCode: 413 });
    }
  });
});
