import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/observability';
import { processStreamRecords } from './process';
import { reactors } from './reactors';

/**
 * The table's stream handler: on AWS an event source mapping calls it, locally the stream poller does.
 * A batch's correlation id is the invocation's own (the poller passes no context: the first record's id).
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context) {
  if (context) logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId ?? event.Records[0]?.eventID ?? 'stream');
  try {
    const result = await processStreamRecords(event.Records, reactors);
    if (result.batchItemFailures.length) logger.warn('stream records failed', { failed: result.batchItemFailures.length, of: event.Records.length });
    return result;
  } finally {
    logger.resetKeys();
  }
}
