import { resolve } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { aliasArgs, lambdaAliases, lambdaDefines, lambdaLoaders } from '../../functions/lib/bundling/aliases';
import { acknowledge } from '../nag';
import { METRICS_NAMESPACE } from './monitoring';
import type { DataTable, TableAccess } from './data-table';
import type { UploadsBucket } from './uploads-bucket';
import type { SocketApi } from './web-socket-api';

const root = resolve(import.meta.dirname, '../..');

export interface DomainFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'runtime' | 'architecture' | 'role' | 'logGroup' | 'logRetention'> {
  /** The handler file, relative to the repository root (e.g. `functions/domains/auth/index.ts`); it exports `handler`. */
  readonly entry: string;
  /**
   * How long the function's logs are kept.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
  /**
   * Memory in MB; CPU scales with it.
   * @default 1024
   */
  readonly memorySize?: number;
  /**
   * The function timeout.
   * @default 29 seconds, API Gateway's integration limit
   */
  readonly timeout?: Duration;
  /**
   * Modules swapped for smaller stand-ins in the bundle.
   * @default lambdaAliases (functions/lib/bundling/aliases.ts)
   */
  readonly aliases?: Readonly<Record<string, string>>;
}

/**
 * A Lambda with the project's defaults: Node 22 on ARM64; one minified ESM file
 * built by esbuild with the AWS SDK bundled (the versions the tests ran, not
 * the runtime's, and 1.2-3.9x faster to import than the runtime's) and source
 * maps kept for debugging but not loaded at start; its own log group with a retention; and its
 * own role that may write only to that log group.
 */
export class DomainFunction extends NodejsFunction {
  declare readonly role: Role;

  constructor(scope: Construct, id: string, props: DomainFunctionProps) {
    const { entry, logRetention, bundling, environment, aliases = lambdaAliases, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}LogGroup`, {
      retention: logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // A role of our own instead of AWSLambdaBasicExecutionRole, which may write to any log group.
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    super(scope, id, {
      memorySize: 1024,
      timeout: Duration.seconds(29),
      ...rest,
      entry: resolve(root, entry),
      projectRoot: root,
      depsLockFilePath: resolve(root, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      role,
      logGroup,
      // X-Ray traces each invocation; the handlers' Powertools Tracer adds the DynamoDB calls (functions/lib/observability.ts).
      tracing: Tracing.ACTIVE,
      // No --enable-source-maps: it made every cold start 11-15% slower. The maps still ship beside the
      // bundle, so a minified stack trace from the logs can be mapped back when debugging.
      // Powertools names the service after the handler's folder (auth, socket, streams, render) in logs, metrics and traces.
      environment: {
        POWERTOOLS_SERVICE_NAME: entry.split('/').at(-2) ?? id,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        ...environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        // Stack traces need the mappings, not the sources; leaving them out keeps the zip small.
        sourcesContent: false,
        bundleAwsSDK: true,
        mainFields: ['module', 'main'],
        // Resolves the `@shared/*` path alias.
        tsconfig: resolve(root, 'tsconfig.json'),
        // Bundled CommonJS dependencies call require(), which ESM does not define.
        banner: "import { createRequire as __sbizCreateRequire } from 'node:module'; const require = __sbizCreateRequire(import.meta.url);",
        logLevel: LogLevel.WARNING,
        // Smaller stand-ins for modules a Lambda never needs (see functions/lib/bundling/aliases.ts).
        esbuildArgs: aliasArgs(aliases),
        define: lambdaDefines,
        loader: lambdaLoaders,
        ...bundling,
      },
    });
    // Depending on the role construct includes its default policy, which grants added later land in:
    // the function (and e.g. a stream mapping's permission check) must not come before it.
    this.node.addDependency(role);
    acknowledge(
      this,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the handlers are built (esbuild target node22) and tested for; moving to Node 24 is a deliberate upgrade, not a synth-time default.',
    );
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'Active tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions; the role’s other grants name their resources.',
    );
  }

  /** Grants the table (and its indexes) and tells the function its name, in one call. */
  bindTable(table: DataTable, access: TableAccess): this {
    table.grantData(this, access);
    this.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** Lets the function presign uploads and read uploaded objects, and tells it the bucket. */
  bindUploads(bucket: UploadsBucket): this {
    bucket.grantUploadAccess(this.role);
    this.addEnvironment('UPLOADS_BUCKET', bucket.bucketName);
    return this;
  }

  /** Lets the function post to WebSocket connections, and tells it the management endpoint. */
  bindSockets(sockets: SocketApi): this {
    sockets.grantPostToConnections(this.role);
    this.addEnvironment('WEBSOCKET_ENDPOINT', sockets.callbackUrl);
    return this;
  }

  /** Lets the function read a secret and puts its ARN in `variable`. */
  bindSecret(variable: string, secret: ISecret): this {
    secret.grantRead(this);
    this.addEnvironment(variable, secret.secretArn);
    return this;
  }

  /** Acknowledges a cdk-nag finding on the function and its role, with the reason. */
  acknowledge(id: string, reason: string): this {
    acknowledge(this, id, reason);
    acknowledge(this.role, id, reason);
    return this;
  }
}
