import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, Token, Validations, type CfnResource, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { domains, socketRoutes, type Domain } from '../functions/manifest';
import { tableDefinition } from '../functions/data/table-definition';
import { DomainFunction } from './constructs/domain-function';
import { ManifestRestApi } from './constructs/rest-api';
import { Site } from './constructs/site';

export interface SbizStackProps extends StackProps {
  /** Google OAuth client id; Google sign-in answers "not configured" without it. */
  googleClientId?: string;
  /** Facebook app id and the name of a Secrets Manager secret holding its app secret. */
  facebookAppId?: string;
  facebookAppSecret?: string;
  /**
   * The built SPA to deploy.
   * @default web/dist, skipped with a warning when it has not been built
   */
  webDist?: string;
}

/** Acknowledges a cdk-nag finding on a construct with the reason it does not apply. */
function acknowledge(scope: Construct, id: string, reason: string) {
  Validations.of(scope).acknowledge({ id, reason });
}

/** Sbiz on AWS: the table, the API and socket Lambdas, the stream processor, uploads and the site. */
export class SbizStack extends Stack {
  constructor(scope: Construct, id: string, props: SbizStackProps = {}) {
    super(scope, id, props);

    const table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    const logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(logsBucket, 'AwsSolutions-S1', 'This is the access-log bucket itself; logging it into itself would loop.');

    const uploadsBucket = new Bucket(this, 'UploadsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      // Browsers post straight to the bucket with presigned POSTs; the signed policy, not CORS, is what authorises them.
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], exposedHeaders: ['ETag', 'Location'], maxAge: 3000 }],
      lifecycleRules: [{ id: 'abandoned-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1), noncurrentVersionExpiration: Duration.days(7) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const jwtSecret = new Secret(this, 'JwtSigningSecret', {
      description: 'HS256 key that signs Sbiz access tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      jwtSecret,
      'AwsSolutions-SMG4',
      'Rotating the token-signing key would sign every user out at once; it is rotated by redeploying with a new secret during a maintenance window.',
    );

    const socketApi = new WebSocketApi(this, 'SocketApi', { apiName: `${this.stackName}-socket` });
    const socketStage = new WebSocketStage(this, 'SocketStage', { webSocketApi: socketApi, stageName: 'prod', autoDeploy: true });

    const sharedEnvironment = {
      UPLOADS_BUCKET: uploadsBucket.bucketName,
      JWT_SECRET_ARN: jwtSecret.secretArn,
      WEBSOCKET_ENDPOINT: socketStage.callbackUrl,
      SITE_ORIGIN: '*',
      ...(props.googleClientId ? { GOOGLE_CLIENT_ID: props.googleClientId } : {}),
      ...(props.facebookAppId && props.facebookAppSecret ? { FACEBOOK_APP_ID: props.facebookAppId, FACEBOOK_APP_SECRET: props.facebookAppSecret } : {}),
    };
    // cdk-nag names each wildcard it finds; these are the scoped ones every function needs.
    const nagRef = (resource: Construct, attribute = 'Arn') => `<${this.getLogicalId(resource.node.defaultChild as CfnResource)}.${attribute}>`;
    const { region, account } = nagEnvironment(this);
    const scopedWildcards = {
      [`Resource::${nagRef(table)}/index/*`]: 'Queries on the table’s own GSIs: grantReadWriteData scopes them to table/index/*.',
      [`Resource::${nagRef(uploadsBucket)}/uploads/*`]: 'Presigned POSTs and reads are limited to the uploads/ prefix; keys below it are per user and random.',
      [`Resource::arn:<AWS::Partition>:execute-api:${region}:${account}:${nagRef(socketApi, 'Ref').replace('.Ref', '')}/prod/*/@connections/*`]:
        'Posting to WebSocket connections of this stage only; connection ids are only known at run time.',
    };

    const newFunction = (id: string, entry: string) => {
      const fn = new DomainFunction(this, id, { entry, environment: sharedEnvironment }).bindTable(table);
      jwtSecret.grantRead(fn);
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: [uploadsBucket.arnForObjects('uploads/*')] }));
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploadsBucket.bucketArn] }));
      socketStage.grantManagementApiAccess(fn);
      acknowledge(
        fn,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'The AWS managed basic execution role only lets the function write its own CloudWatch logs.',
      );
      acknowledge(fn, 'AwsSolutions-L1', 'Node.js 22 is the runtime the handlers are built and tested for (esbuild target node22); moving to 24 is a deliberate upgrade.');
      for (const [finding, reason] of Object.entries(scopedWildcards)) acknowledge(fn, `AwsSolutions-IAM5[${finding}]`, reason);
      return fn;
    };

    const functions = Object.fromEntries(
      domains.map((domain) => [domain, newFunction(`${pascal(domain)}Function`, `functions/domains/${domain}/index.ts`)]),
    ) as Record<Domain, DomainFunction>;
    const { api } = new ManifestRestApi(this, 'RestApi', { functions });
    acknowledge(api, 'AwsSolutions-APIG2', 'Every request body, query and path is validated with zod inside the Lambda, which answers the spec’s own messages.');
    acknowledge(api, 'AwsSolutions-APIG4', 'Access is checked in the Lambda (Bearer JWT, role and ownership); many routes are public by design.');
    acknowledge(api, 'AwsSolutions-COG4', 'The API issues and verifies its own JWTs; there is no Cognito user pool.');
    acknowledge(api, 'AwsSolutions-APIG3', 'Stage throttling limits abuse; a WAF web ACL is attached at the CloudFront edge when the account enables it.');
    acknowledge(this, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]', 'API Gateway’s account-level logging role uses the AWS managed push-to-CloudWatch policy.');

    const socketFunction = newFunction('SocketFunction', 'functions/socket/index.ts');
    for (const routeKey of socketRoutes) {
      socketApi.addRoute(routeKey, { integration: new WebSocketLambdaIntegration(`Socket${pascal(routeKey.slice(1))}`, socketFunction) });
    }
    acknowledge(socketApi, 'AwsSolutions-APIG4', '$connect verifies the Bearer JWT passed in the query string inside the socket Lambda.');
    acknowledge(socketStage, 'AwsSolutions-APIG1', 'Socket traffic is logged by the socket Lambda; stage access logs would duplicate every chat frame.');

    const streamFailures = new Queue(this, 'StreamFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(streamFailures, 'AwsSolutions-SQS3', 'This queue is itself the on-failure destination of the stream processor.');
    const streamFunction = newFunction('StreamFunction', 'functions/streams/index.ts');
    acknowledge(streamFunction, 'AwsSolutions-IAM5[Resource::*]', 'dynamodb:ListStreams, added by the DynamoDB event source, only works on Resource *.');
    streamFunction.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 5,
        onFailure: new SqsDlq(streamFailures),
      }),
    );

    const site = new Site(this, 'Site', { api, uploadsBucket, logsBucket });
    acknowledge(site.distribution, 'AwsSolutions-CFR1', 'Sbiz serves India, but NRIs and travellers use it from abroad; no geo restriction.');
    acknowledge(site.distribution, 'AwsSolutions-CFR2', 'A WAF web ACL is account-level configuration attached after deployment; the API has stage throttling.');
    acknowledge(site.distribution, 'AwsSolutions-CFR4', 'The default CloudFront certificate is used until a custom domain with an ACM certificate (TLS 1.2+) is configured.');

    const webDist = props.webDist ?? resolve(import.meta.dirname, '../web/dist');
    const config = Source.jsonData('config.json', { apiBase: '/api', websocketUrl: socketStage.url });
    if (existsSync(resolve(webDist, 'index.html'))) {
      const deployment = new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(webDist), config],
        destinationBucket: site.bucket,
        distribution: site.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      acknowledgeBucketDeployment(this, deployment, nagRef(site.bucket));
    } else {
      Annotations.of(this).addWarningV2('sbiz:web-not-built', 'web/dist is missing: the SPA is not deployed. Run `npm run build:web` before `cdk deploy`.');
    }

    new CfnOutput(this, 'SiteUrl', { value: `https://${site.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', { value: api.url });
    new CfnOutput(this, 'WebSocketUrl', { value: socketStage.url });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: uploadsBucket.bucketName });
  }
}

/** The region and account as cdk-nag writes them in finding ids: literal when known, a placeholder otherwise. */
function nagEnvironment(stack: Stack) {
  return {
    region: Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region,
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
  };
}

/** CDK's own deployment helper (a singleton Lambda) copies the SPA into its bucket; its grants are CDK's. */
function acknowledgeBucketDeployment(stack: Stack, deployment: BucketDeployment, siteBucketRef: string) {
  const reason = 'CDK BucketDeployment copies the built SPA from the CDK assets bucket into the site bucket and invalidates CloudFront; its grants are generated by CDK.';
  const findings = [
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'AwsSolutions-IAM5[Resource::*]',
    `AwsSolutions-IAM5[Resource::${siteBucketRef}/*]`,
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${nagEnvironment(stack).account}-${nagEnvironment(stack).region}/*]`,
    ...['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*'].map((action) => `AwsSolutions-IAM5[Action::${action}]`),
  ];
  for (const id of findings) acknowledge(deployment.handlerRole, id, reason);
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (handler) acknowledge(handler, 'AwsSolutions-L1', 'The runtime of CDK’s BucketDeployment handler is chosen by aws-cdk-lib.');
}

function pascal(name: string) {
  return name.replace(/(^|[-_])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase());
}
