import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/config';
import { tracer } from '../lib/observability';
import { guardItemSizes } from './item-size';

/** SDK clients are created once per container, at first use. */
let documentClient: DynamoDBDocumentClient | undefined;

export function dynamoDb(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { DYNAMODB_ENDPOINT } = env();
    const client = new DynamoDBClient(
      DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT, region: process.env.AWS_REGION ?? 'ap-south-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {},
    );
    // Each DynamoDB call becomes an X-Ray subsegment (on Lambda only: the tracer is not loaded elsewhere).
    tracer?.captureAWSv3Client(client);
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
    // No entity can send an item over DynamoDB's limit: a 413 before the write instead of a 500 after it.
    guardItemSizes(documentClient);
  }
  return documentClient;
}

export function tableName(): string {
  return env().TABLE_NAME;
}

/** The ElectroDB configuration every entity shares. */
export function entityConfig() {
  return { table: tableName(), client: dynamoDb() };
}
