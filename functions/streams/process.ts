import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { toEntityChange, type StreamReactor } from './stream-records';

/**
 * Runs each record through the reactors for its entity, in order. A failing
 * record and every later one are reported as failures so Lambda retries them
 * in order (bisecting on AWS) and finally sends them to the on-failure queue.
 */
export async function processStreamRecords(records: DynamoDBRecord[], reactors: readonly StreamReactor[]): Promise<DynamoDBBatchResponse> {
  const byEntity = new Map<string, StreamReactor[]>();
  for (const reactor of reactors) byEntity.set(reactor.entity, [...(byEntity.get(reactor.entity) ?? []), reactor]);

  for (const [index, record] of records.entries()) {
    const change = toEntityChange(record);
    const interested = change ? (byEntity.get(change.entity) ?? []) : [];
    try {
      for (const reactor of interested) await reactor.react(change!);
    } catch (error) {
      console.error('Stream reactor failed', { eventId: record.eventID, error });
      return {
        batchItemFailures: records.slice(index).map((failed) => ({ itemIdentifier: failed.dynamodb?.SequenceNumber ?? failed.eventID ?? '' })),
      };
    }
  }
  return { batchItemFailures: [] };
}
