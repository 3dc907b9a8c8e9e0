import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface DomainFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'runtime' | 'architecture'> {
  /** The entry file, relative to the repository root (e.g. `functions/domains/auth/index.ts`). */
  entry: string;
  /**
   * How long its logs are kept.
   * @default RetentionDays.ONE_MONTH
   */
  logRetention?: RetentionDays;
}

/**
 * A Lambda with the project's defaults: Node 22 on ARM64, an ESM bundle made
 * by esbuild (minified, with source maps, the AWS SDK bundled rather than
 * taken from the runtime so versions match what was tested), and its own
 * log group with a retention.
 */
export class DomainFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      memorySize: 1024,
      timeout: Duration.seconds(29),
      ...props,
      entry: resolve(root, props.entry),
      projectRoot: root,
      depsLockFilePath: resolve(root, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      logGroup,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        externalModules: [],
        mainFields: ['module', 'main'],
        // Some bundled CommonJS dependencies call require(); ESM has none.
        banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        ...props.bundling,
      },
    });
  }

  /** Grants the table and tells the function its name, in one call. */
  bindTable(table: ITable, access: 'read' | 'readWrite' = 'readWrite') {
    if (access === 'read') table.grantReadData(this);
    else table.grantReadWriteData(this);
    this.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }
}
