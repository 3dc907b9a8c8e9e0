import type { DynamoDBStreamEvent } from 'aws-lambda';
import { processStreamRecords } from './process';
import { reactors } from './reactors';

/** The table's stream handler: on AWS an event source mapping calls it, locally the stream poller does. */
export const handler = (event: DynamoDBStreamEvent) => processStreamRecords(event.Records, reactors);
