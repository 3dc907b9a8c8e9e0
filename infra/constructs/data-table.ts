import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/data/table-definition';

export interface DataTableProps {
  /**
   * What happens to the table when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
  /**
   * Whether CloudFormation may delete the table.
   * @default true
   */
  readonly deletionProtection?: boolean;
}

/** Which data operations a grantee needs. */
export type TableAccess = 'read' | 'readWrite';

const READ_ACTIONS = ['dynamodb:DescribeTable', 'dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * The single table, derived from `tableDefinition` (the same object the local
 * CreateTable uses): string keys, every GSI projecting ALL, TTL, point-in-time
 * recovery and a NEW_AND_OLD_IMAGES stream for the stream processor.
 */
export class DataTable extends Table {
  /** The names of the table's global secondary indexes. */
  readonly indexNames: readonly string[];

  constructor(scope: Construct, id: string, props: DataTableProps = {}) {
    super(scope, id, {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection ?? true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalIndexes) {
      this.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    this.indexNames = tableDefinition.globalIndexes.map((index) => index.indexName);
  }

  /**
   * Grants item access on the table and each named index. Unlike
   * `grantReadWriteData`, which grants `table/index/*`, this names every index,
   * so the policy has no wildcard resource.
   */
  grantData(grantee: IGrantable, access: TableAccess): Grant {
    return Grant.addToPrincipal({
      grantee,
      actions: access === 'read' ? READ_ACTIONS : [...READ_ACTIONS, ...WRITE_ACTIONS],
      resourceArns: [this.tableArn, ...this.indexNames.map((indexName) => `${this.tableArn}/index/${indexName}`)],
    });
  }
}
