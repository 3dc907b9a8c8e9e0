/**
 * The single DynamoDB table, described once. The CDK stack (infra/) and the
 * local CreateTable (scripts/local/dynamodb.ts) are both derived from this object,
 * and the ElectroDB entities use the same index and attribute names.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export type GlobalIndexName = (typeof tableDefinition.globalIndexes)[number]['indexName'];

/** The CreateTable input used by DynamoDB Local and by tests. */
export function createTableInput(tableName: string) {
  const keyNames = [tableDefinition.partitionKey, tableDefinition.sortKey, ...tableDefinition.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' as const },
  };
}
