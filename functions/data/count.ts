import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from './client';

/**
 * How many items an ElectroDB query chain matches, counted by DynamoDB
 * (Select COUNT, a page of up to 1 MB at a time): no item is sent back.
 */
export async function countQuery(query: { params(): Record<string, unknown> }): Promise<number> {
  const params = query.params();
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await dynamoDb().send(new QueryCommand({ ...(params as unknown as ConstructorParameters<typeof QueryCommand>[0]), Select: 'COUNT', ExclusiveStartKey: start }));
    count += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start);
  return count;
}
