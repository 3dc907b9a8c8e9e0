import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains, resourcePath, routes, socketRoutes } from '../../functions/manifest';
import { tableDefinition } from '../../functions/data/table-definition';
import { SbizStack } from '../../infra/sbiz-stack';

let stack: Stack;
let template: Template;

beforeAll(() => {
  const app = new App();
  stack = new SbizStack(app, 'SbizTest', { env: { account: '123456789012', region: 'ap-south-1' } });
  template = Template.fromStack(stack);
});

const resourcesOfType = (type: string) => Object.values(template.findResources(type)) as Array<{ Properties: Record<string, any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the table', () => {
  it('is derived from the shared table definition, with PITR, TTL and a NEW_AND_OLD_IMAGES stream', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
    });
  });
});

describe('the REST API', () => {
  it('serves every manifest route, integrated with its domain Lambda', () => {
    const [api] = resourcesOfType('AWS::ApiGateway::RestApi');
    const paths = api!.Properties.Body.paths as Record<string, Record<string, { operationId: string; 'x-amazon-apigateway-integration': { type: string } }>>;
    for (const route of routes) {
      const operation = paths[resourcePath(route)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation!.operationId).toBe(`${route.domain}:${route.method} ${route.path}`);
      expect(operation!['x-amazon-apigateway-integration'].type).toBe('aws_proxy');
    }
    const operations = Object.values(paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(routes.length);
  });

  it('has one Node 22 ARM64 Lambda per domain, with log retention', () => {
    const functions = resourcesOfType('AWS::Lambda::Function').filter((fn) => fn.Properties.Runtime === 'nodejs22.x');
    // Each domain, plus the socket and stream handlers.
    expect(functions).toHaveLength(domains.length + 2);
    for (const fn of functions) expect(fn.Properties.Architectures).toEqual(['arm64']);
    for (const group of resourcesOfType('AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('throttles and logs access on its stage', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: Match.arrayWith([Match.objectLike({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 })]),
    });
  });
});

describe('the rest of the stack', () => {
  it('routes the WebSocket API to the socket Lambda', () => {
    const keys = resourcesOfType('AWS::ApiGatewayV2::Route').map((route) => route.Properties.RouteKey);
    expect(keys.sort()).toEqual([...socketRoutes].sort());
  });

  it('keeps the uploads bucket private and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'] })] },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } })]) },
    });
    const policies = resourcesOfType('AWS::S3::BucketPolicy');
    expect(JSON.stringify(policies)).toContain('"aws:SecureTransport":"false"');
  });

  it('sends /api/* to the API uncached and /uploads/* to the bucket, with no SPA error pages hiding API 404s', () => {
    const [distribution] = resourcesOfType('AWS::CloudFront::Distribution');
    const config = distribution!.Properties.DistributionConfig;
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    const uploads = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/uploads/*');
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(api.AllowedMethods).toContain('POST');
    expect(uploads).toBeDefined();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
  });

  it('feeds the stream to its Lambda with an on-failure destination', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
  });

  it(`stays far under CloudFormation's 500-resource limit`, () => {
    const count = Object.keys(template.toJSON().Resources).length;
    console.log(`CloudFormation resources: ${count} for ${routes.length} routes in ${domains.length} domains`);
    expect(count).toBeLessThan(450);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged findings, and every acknowledgement says why', () => {
    const report = new AwsSolutionsChecks().validateScope(stack);
    const findings = report.violations.map((violation) => `${violation.ruleName} at ${violation.violatingResources.map((resource) => resource.resourceLogicalId).join(', ')}`);
    expect(findings).toEqual([]);

    const reasons = stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')
      .flatMap((entry) => Object.values(entry.data as Record<string, string>));
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason.length).toBeGreaterThan(40);
  });
});
