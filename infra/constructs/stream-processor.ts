import { Duration } from 'aws-cdk-lib';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { DataTable } from './data-table';
import { DomainFunction } from './domain-function';

export interface StreamProcessorProps {
  /** The table whose stream is processed. */
  readonly table: DataTable;
  /**
   * The handler file, relative to the repository root; it reports batch item failures.
   * @default 'functions/streams/index.ts'
   */
  readonly entry?: string;
  /**
   * Records per invocation.
   * @default 100
   */
  readonly batchSize?: number;
  /**
   * How often a failing batch is retried (halved each time) before its records go to the failure queue.
   * @default 5
   */
  readonly retryAttempts?: number;
}

/**
 * Keeps derived data (counters, aggregates, the search index) current from the
 * table's stream. Failed records are retried in halves down to the failing
 * one; what still fails is sent (as a pointer to the stream records) to an SQS
 * queue to replay by hand.
 */
export class StreamProcessor extends Construct {
  readonly handler: DomainFunction;
  readonly failureQueue: Queue;

  constructor(scope: Construct, id: string, props: StreamProcessorProps) {
    super(scope, id);
    this.failureQueue = new Queue(this, 'FailureQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The stream keeps records for 24 hours; the queue keeps the pointers to them for the longest SQS allows.
      retentionPeriod: Duration.days(14),
    });
    acknowledge(this.failureQueue, 'AwsSolutions-SQS3', 'This queue is itself the dead-letter (on-failure) destination of the stream mapping; nothing consumes it automatically.');
    this.handler = new DomainFunction(this, 'Function', {
      entry: props.entry ?? 'functions/streams/index.ts',
      description: 'DynamoDB stream processor: derived data',
      timeout: Duration.minutes(1),
    }).bindTable(props.table, 'readWrite');
    this.handler.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: props.batchSize ?? 100,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: props.retryAttempts ?? 5,
        maxRecordAge: Duration.days(1),
        onFailure: new SqsDlq(this.failureQueue),
      }),
    );
    this.handler.acknowledge('AwsSolutions-IAM5[Resource::*]', 'dynamodb:ListStreams, added by the DynamoDB event source, does not support resource-level permissions and needs Resource *.');
  }
}
