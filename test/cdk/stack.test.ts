import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, CfnResource, Stack, Validations, type NestedStack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/data/table-definition';
import { domains, resourcePath, routes, socketRoutes, type RouteSpec } from '../../functions/manifest';
import { ManifestRestApi } from '../../infra/constructs/rest-api';
import { SbizStack } from '../../infra/sbiz-stack';
import { SbizEdgeStack } from '../../infra/edge-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
interface CfnTemplate {
  Resources: Record<string, { Type: string; Properties?: Json; DependsOn?: string[]; DeletionPolicy?: string; Metadata?: Json }>;
  Outputs?: Record<string, Json>;
}
interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    violations: Array<{ ruleName: string; severity: string; description: string; violatingConstructs: Array<{ constructPath: string }> }>;
  }>;
}

const env = { account: '123456789012', region: 'ap-south-1' };
// The feature flags `cdk synth` runs with.
const cdkJsonContext = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

let app: App;
let stack: SbizStack;
let template: Template;
let resources: CfnTemplate['Resources'];
let routeTemplates: RouteTemplate[];
let report: ValidationReport;

beforeAll(() => {
  // A stand-in for web/dist, so the SPA deployment is synthesized whether or not the web app was built.
  const webDist = mkdtempSync(join(tmpdir(), 'sbiz-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Sbiz</title>');

  // cdk-nag 3 is a validation plugin: its findings are not annotations but entries in the assembly's
  // validation report. Synth is told not to throw on them so each finding is named by the test below.
  app = new App({ context: { ...cdkJsonContext, '@aws-cdk/core:failSynthOnValidationErrors': false } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  stack = new SbizStack(app, 'SbizTest', { env, webDist });
  template = Template.fromStack(stack); // synthesizes the app: bundles every Lambda with esbuild and runs cdk-nag
  resources = (template.toJSON() as CfnTemplate).Resources;
  routeTemplates = [...stack.restApi.routeStacks.values()].map((nested) => ({
    template: Template.fromStack(nested).toJSON() as CfnTemplate,
    parameters: resources[logicalId(nested.nestedStackResource!)]!.Properties.Parameters as Record<string, Json>,
  }));
  report = JSON.parse(readFileSync(join(app.synth().directory, 'validation-report.json'), 'utf8')) as ValidationReport;
});

function logicalId(construct: IConstruct): string {
  const cfn = (construct.node.defaultChild ?? construct) as CfnResource;
  return Stack.of(cfn).resolve(Stack.of(cfn).getLogicalId(cfn)) as string;
}

function resourcesOfType(type: string, within: CfnTemplate['Resources'] = resources) {
  return Object.entries(within)
    .filter(([, resource]) => resource.Type === type)
    .map(([id, resource]) => ({ id, ...resource, Properties: resource.Properties ?? {} }));
}

/** `{ Ref: X }` or `{ 'Fn::GetAtt': [X, …] }` → X. */
function referencedId(value: Json): string | undefined {
  return value?.Ref ?? value?.['Fn::GetAtt']?.[0];
}

describe('the table', () => {
  it('is derived from the shared table definition, with PITR, TTL and a NEW_AND_OLD_IMAGES stream', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });
});

/**
 * A nested stack's template and the values its parameters get from the parent.
 * Route resources live in nested stacks; their parents and functions are
 * parameters that resolve to resources of the main stack.
 */
interface RouteTemplate {
  template: CfnTemplate;
  parameters: Record<string, Json>;
}

/** Where a reference points: a resource of a route template, of the main stack, or the API's root resource. */
function locate(scope: RouteTemplate | undefined, value: Json): { scope: RouteTemplate | undefined; id: string } {
  if (value?.['Fn::GetAtt']?.[1] === 'RootResourceId') return { scope: undefined, id: 'root' };
  const id = referencedId(value);
  if (id === undefined) throw new Error(`not a reference: ${JSON.stringify(value)}`);
  // A parameter of a nested template is given its value by the main stack.
  if (scope && scope.parameters[id] !== undefined) return locate(undefined, scope.parameters[id]);
  return { scope, id };
}

/** Every API Gateway method, with the full path rebuilt from PathPart/ParentId across the main and nested stacks. */
function apiMethods() {
  const fullPath = (scope: RouteTemplate | undefined, resourceId: string): string => {
    if (resourceId === 'root') return '';
    const resource = (scope ? scope.template.Resources : resources)[resourceId];
    if (resource?.Type !== 'AWS::ApiGateway::Resource') throw new Error(`${resourceId} is not an API Gateway resource`);
    const parent = locate(scope, resource.Properties.ParentId);
    return `${fullPath(parent.scope, parent.id)}/${resource.Properties.PathPart}`;
  };
  const methodsIn = (scope: RouteTemplate | undefined) =>
    resourcesOfType('AWS::ApiGateway::Method', scope ? scope.template.Resources : resources).map((method) => {
      const target = locate(scope, method.Properties.ResourceId);
      const uriParts: Json[] = method.Properties.Integration.Uri['Fn::Join'][1];
      const functionRef = uriParts.find((part) => referencedId(part) && !referencedId(part)!.startsWith('AWS::'));
      return {
        httpMethod: method.Properties.HttpMethod as string,
        path: fullPath(target.scope, target.id),
        integrationType: method.Properties.Integration.Type as string,
        functionId: locate(scope, functionRef).id,
      };
    });
  return [...methodsIn(undefined), ...routeTemplates.flatMap(methodsIn)];
}

describe('the REST API', () => {
  it('serves every manifest route at its resource path, integrated (proxy) with its domain Lambda, and nothing else', () => {
    const methods = apiMethods();
    for (const route of routes) {
      const matching = methods.filter((method) => method.httpMethod === route.method && method.path === resourcePath(route));
      expect(matching, `${route.method} ${resourcePath(route)}`).toHaveLength(1);
      expect(matching[0]!.integrationType).toBe('AWS_PROXY');
      expect(matching[0]!.functionId, `${route.method} ${route.path} → ${route.domain}`).toBe(logicalId(stack.domainFunctions[route.domain]));
    }
    expect(methods).toHaveLength(routes.length);
  });

  it('gives each domain Lambda one invoke permission for the whole API, not one per route', () => {
    const permissions = resourcesOfType('AWS::Lambda::Permission').filter((permission) => permission.Properties.Principal === 'apigateway.amazonaws.com');
    for (const domain of domains) {
      const forFunction = permissions.filter((permission) => referencedId(permission.Properties.FunctionName) === logicalId(stack.domainFunctions[domain]));
      expect(forFunction, domain).toHaveLength(1);
      const sourceArn: Json[] = forFunction[0]!.Properties.SourceArn['Fn::Join'][1];
      expect(referencedId(sourceArn.find((part) => referencedId(part) && !referencedId(part)!.startsWith('AWS::')))).toBe(logicalId(stack.restApi.api));
      expect(sourceArn.at(-1)).toBe('/*/*/*');
    }
  });

  it('has one Node 22 ARM64 Lambda per domain, with its own log group', () => {
    for (const domain of domains) {
      const fn = resources[logicalId(stack.domainFunctions[domain])];
      expect(fn?.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      // Source maps ship but are not loaded at start: --enable-source-maps cost 11-15% of each cold start.
      expect(fn!.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
      expect(Object.keys(fn!.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'UPLOADS_BUCKET', 'JWT_SECRET_ARN', 'WEBSOCKET_ENDPOINT']));
    }
    // Each domain, plus the socket, stream, render, waiting-messages and daily-digest Lambdas.
    expect(resourcesOfType('AWS::Lambda::Function').filter((fn) => fn.Properties.Runtime === 'nodejs22.x')).toHaveLength(domains.length + 5);
  });

  it('throttles its stage and logs access in JSON', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      MethodSettings: Match.arrayWith([Match.objectLike({ HttpMethod: '*', ResourcePath: '/*', ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200, LoggingLevel: 'ERROR' })]),
    });
    template.resourceCountIs('AWS::ApiGateway::Account', 1);
  });

  it('redeploys after every route stack, so a new route is live once the stack is', () => {
    const [deployment] = resourcesOfType('AWS::ApiGateway::Deployment');
    for (const nested of stack.restApi.routeStacks.values()) expect(deployment!.DependsOn).toContain(logicalId(nested.nestedStackResource!));
  });
});

describe('the WebSocket API', () => {
  it('routes $connect, $disconnect and $default to the socket Lambda', () => {
    const integrations = Object.fromEntries(resourcesOfType('AWS::ApiGatewayV2::Integration').map((integration) => [integration.id, integration]));
    const routeResources = resourcesOfType('AWS::ApiGatewayV2::Route');
    expect(routeResources.map((route) => route.Properties.RouteKey).sort()).toEqual([...socketRoutes].sort());
    for (const route of routeResources) {
      const integrationId = (route.Properties.Target['Fn::Join'][1] as Json[]).map(referencedId).find(Boolean)!;
      const uri: Json[] = integrations[integrationId]!.Properties.IntegrationUri['Fn::Join'][1];
      expect(uri.map(referencedId)).toContain(logicalId(stack.socketFunction));
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'prod',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 }),
    });
  });

  it('gives every Lambda that may post to sockets the stage callback URL and ManageConnections', () => {
    const posters = [...Object.values(stack.domainFunctions), stack.socketFunction, stack.streamProcessor.handler];
    for (const fn of posters) {
      const endpoint: Json[] = resources[logicalId(fn)]!.Properties.Environment.Variables.WEBSOCKET_ENDPOINT['Fn::Join'][1];
      expect(endpoint[0]).toBe('https://');
      expect(endpoint.at(-1)).toBe('/prod');
      const [policy] = resourcesOfType('AWS::IAM::Policy').filter((candidate) => candidate.Properties.Roles.some((role: Json) => referencedId(role) === logicalId(fn.role)));
      expect(JSON.stringify(policy!.Properties.PolicyDocument)).toContain('execute-api:ManageConnections');
    }
  });
});

describe('the uploads bucket', () => {
  it('is private, encrypted, logged, CORS-enabled for POST, and cleans up after a day', () => {
    expect(resources[logicalId(stack.uploadsBucket)]).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
        LoggingConfiguration: { DestinationBucketName: expect.anything() },
        CorsConfiguration: { CorsRules: [expect.objectContaining({ AllowedMethods: ['POST'] })] },
        LifecycleConfiguration: {
          Rules: [expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, NoncurrentVersionExpiration: { NoncurrentDays: 1 } })],
        },
      },
    });
  });

  it('refuses plain HTTP', () => {
    const [policy] = resourcesOfType('AWS::S3::BucketPolicy').filter((candidate) => referencedId(candidate.Properties.Bucket) === logicalId(stack.uploadsBucket));
    expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
  });

  it('lets domain Lambdas presign and read only under uploads/', () => {
    const [policy] = resourcesOfType('AWS::IAM::Policy').filter((candidate) => candidate.Properties.Roles.some((role: Json) => referencedId(role) === logicalId(stack.domainFunctions.uploads.role)));
    const statements: Json[] = policy!.Properties.PolicyDocument.Statement;
    const objects = statements.find((statement) => [statement.Action].flat().includes('s3:PutObject'));
    expect([objects.Action].flat().sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(objects.Resource['Fn::Join'][1].at(-1)).toBe('/uploads/*');
  });
});

describe('the site', () => {
  const distributionConfig = () => resourcesOfType('AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig;
  const behavior = (pattern: string) => (distributionConfig().CacheBehaviors as Json[]).find((candidate) => candidate.PathPattern === pattern);
  const origin = (id: string) => (distributionConfig().Origins as Json[]).find((candidate) => candidate.Id === id);

  it('sends /api/* to the REST API stage uncached, with every viewer header but Host and every method', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(JSON.stringify(origin(api.TargetOriginId).DomainName)).toContain(logicalId(stack.restApi.api));
    // The origin path is the stage's name, written out rather than a reference to the stage resource, which depends on
    // the functions that are told the distribution's name.
    expect(origin(api.TargetOriginId).OriginPath).toBe(`/${stack.restApi.stageName}`);
    expect(resources[logicalId(stack.restApi.api.deploymentStage)]!.Properties.StageName).toBe(stack.restApi.stageName);
  });

  it('serves /uploads/* from the uploads bucket through origin access control, cached', () => {
    const uploads = behavior('/uploads/*');
    expect(uploads.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
    expect(referencedId(origin(uploads.TargetOriginId).DomainName)).toBe(logicalId(stack.uploadsBucket));
    expect(origin(uploads.TargetOriginId).OriginAccessControlId).toBeDefined();
  });

  it('renders pages with the render Lambda behind a function URL, cached as it says, and keeps API 404s as they are', () => {
    const config = distributionConfig();
    // No distribution-level error pages: they would turn an API 404 into a 200 page.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.Logging).toMatchObject({ Bucket: expect.anything() });
    const pages = config.DefaultCacheBehavior;
    expect(pages).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true, OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId });
    expect(pages.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const [forwardHost] = resourcesOfType('AWS::CloudFront::Function');
    expect(forwardHost!.Properties.FunctionCode).toContain('x-forwarded-host');
    expect(forwardHost!.Properties.FunctionCode).not.toContain('index.html');
    // The origin is the render function's URL, signed with origin access control.
    const [functionUrlId] = Object.entries(resources).find(
      ([, resource]) => resource.Type === 'AWS::Lambda::Url' && JSON.stringify(resource.Properties?.TargetFunctionArn).includes(logicalId(stack.renderFunction)),
    )!;
    expect(JSON.stringify(origin(pages.TargetOriginId).DomainName)).toContain(functionUrlId);
    expect(origin(pages.TargetOriginId).OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM', TargetFunctionArn: { 'Fn::GetAtt': [logicalId(stack.renderFunction), 'Arn'] } });
    // Its cache policy takes the TTL from the renderer's s-maxage, with gzip and brotli.
    const [pagePolicy] = resourcesOfType('AWS::CloudFront::CachePolicy');
    expect(pagePolicy!.Properties.CachePolicyConfig).toMatchObject({
      DefaultTTL: 0,
      MinTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: { EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true },
    });
    // Sitemaps and robots.txt are pages too; other files come from the SPA bucket; /api/* is not cached or rewritten.
    for (const pattern of ['/sitemap.xml', '/sitemaps/*', '/robots.txt']) expect(behavior(pattern)!.TargetOriginId, pattern).toBe(pages.TargetOriginId);
    expect(referencedId(origin(behavior('*.*').TargetOriginId).DomainName)).toBe(logicalId(stack.site.bucket));
    expect(behavior('/api/*').FunctionAssociations).toBeUndefined();
    const patterns = (config.CacheBehaviors as Json[]).map((candidate) => candidate.PathPattern);
    expect(patterns.indexOf('/api/*')).toBeLessThan(patterns.indexOf('*.*'));
  });

  it('gives the render function read-only access to the table, the API URL and the web build’s index.html', () => {
    const fn = resources[logicalId(stack.renderFunction)]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'API_URL', 'WEBSOCKET_URL']));
    const policies = resourcesOfType('AWS::IAM::Policy').filter((policy) => JSON.stringify(policy.Properties.Roles).includes(logicalId(stack.renderFunction.role)));
    const actions = policies.flatMap((policy) => (policy.Properties.PolicyDocument.Statement as Json[]).flatMap((statement) => [statement.Action].flat()));
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  it('deploys the SPA and /config.json and invalidates the distribution', () => {
    const [deployment] = resourcesOfType('Custom::CDKBucketDeployment');
    expect(deployment!.Properties).toMatchObject({
      DestinationBucketName: { Ref: logicalId(stack.site.bucket) },
      DistributionId: { Ref: logicalId(stack.site.distribution) },
      DistributionPaths: ['/*'],
    });
    // The built SPA and config.json, whose WebSocket URL is filled in at deploy time.
    expect(deployment!.Properties.SourceObjectKeys).toHaveLength(2);
    expect(JSON.stringify(deployment!.Properties.SourceMarkers)).toContain(logicalId(stack.sockets.api));
  });

  it('warns and skips the SPA deployment when the web app has not been built', () => {
    // Bundling skipped: this synth only looks at the SPA deployment.
    const unbuilt = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
    const unbuiltStack = new SbizStack(unbuilt, 'Unbuilt', { env, webDist: join(tmpdir(), 'sbiz-no-such-dist') });
    Annotations.fromStack(unbuiltStack).hasWarning('/Unbuilt', Match.stringLikeRegexp('SPA and /config.json are not deployed'));
    Template.fromStack(unbuiltStack).resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('the stream processor', () => {
  it('feeds the table stream to its Lambda, bisecting failed batches, with an on-failure queue that requires TLS', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.table), 'StreamArn'] },
      FunctionName: { Ref: logicalId(stack.streamProcessor.handler) },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(stack.streamProcessor.failureQueue), 'Arn'] } } },
    });
    const [queuePolicy] = resourcesOfType('AWS::SQS::QueuePolicy');
    expect(JSON.stringify(queuePolicy!.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });
});

describe('notification mail (issue #27 §2)', () => {
  it('runs the daily digest at 9:00 IST (03:30 UTC) and gives it, the stream’s mailer and the 2-minute sweep of held mails the site’s origin and the signing secret', () => {
    const digest = logicalId(stack.dailyDigestFunction);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(30 3 * * ? *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [digest, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } })],
    });
    const secretId = resourcesOfType('AWS::SecretsManager::Secret')[0]!.id;
    for (const fn of [stack.dailyDigestFunction, stack.streamProcessor.handler, stack.waitingMessagesFunction]) {
      const variables = resources[logicalId(fn)]!.Properties.Environment.Variables;
      expect(variables.JWT_SECRET_ARN).toEqual({ Ref: secretId });
      expect(variables.SITE_ORIGIN).toBeDefined();
    }
  });

  it('never exposes the local outbox: no API route and no CloudFront behaviour under /dev', () => {
    expect(routes.filter((route) => route.path.startsWith('/dev'))).toEqual([]);
    const distribution = resourcesOfType('AWS::CloudFront::Distribution')[0]!;
    const behaviours = (distribution.Properties.DistributionConfig.CacheBehaviors ?? []) as Array<{ PathPattern: string }>;
    expect(behaviours.map((behaviour) => behaviour.PathPattern).filter((pattern) => pattern.startsWith('/dev') || pattern.startsWith('dev'))).toEqual([]);
  });
});

describe('the rest of the stack', () => {
  it('keeps every log group for a set time and sends every Lambda to its own group', () => {
    for (const group of resourcesOfType('AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays, group.id).toBeGreaterThan(0);
    for (const fn of resourcesOfType('AWS::Lambda::Function')) expect(fn.Properties.LoggingConfig?.LogGroup, fn.id).toBeDefined();
  });

  it('generates the JWT secret and hands its ARN to the API and socket Lambdas', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
    const secretId = resourcesOfType('AWS::SecretsManager::Secret')[0]!.id;
    for (const fn of [...Object.values(stack.domainFunctions), stack.socketFunction]) {
      expect(resources[logicalId(fn)]!.Properties.Environment.Variables.JWT_SECRET_ARN).toEqual({ Ref: secretId });
    }
  });

  it('outputs the site, API and WebSocket URLs, the table and the uploads bucket', () => {
    expect(Object.keys(template.toJSON().Outputs)).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'WebSocketUrl', 'TableName', 'UploadsBucketName']));
  });
});

/** The rules a web ACL of ours must have: a per-address rate rule and the two AWS managed groups. */
function expectSbizAclRules(acl: { Properties: Json }, scope: 'REGIONAL' | 'CLOUDFRONT') {
  expect(acl.Properties).toMatchObject({ Scope: scope, DefaultAction: { Allow: {} } });
  const rules = acl.Properties.Rules as Json[];
  expect(rules.find((rule) => rule.Name === 'RateLimitPerAddress')).toMatchObject({
    Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 2000 } },
  });
  const managed = rules.map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean);
  expect(managed).toEqual(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
}

describe('AWS WAF and the security headers', () => {
  it('puts a regional web ACL with a rate rule and the AWS managed rules on the REST API stage', () => {
    const [acl, ...others] = resourcesOfType('AWS::WAFv2::WebACL');
    expect(others).toHaveLength(0);
    expectSbizAclRules(acl!, 'REGIONAL');
    const [association] = resourcesOfType('AWS::WAFv2::WebACLAssociation');
    expect(referencedId(association!.Properties.WebACLArn)).toBe(acl!.id);
    expect(JSON.stringify(association!.Properties.ResourceArn)).toContain(logicalId(stack.restApi.api.deploymentStage));
  });

  it('makes the CloudFront web ACL in us-east-1, in the edge stack or in a main stack there, and attaches a given one', () => {
    const edgeApp = new App({ context: cdkJsonContext });
    Validations.of(edgeApp).addPlugins(new AwsSolutionsChecks(edgeApp));
    const edge = new SbizEdgeStack(edgeApp, 'Edge', { env: { ...env, region: 'us-east-1' } });
    const [edgeAcl] = resourcesOfType('AWS::WAFv2::WebACL', (Template.fromStack(edge).toJSON() as CfnTemplate).Resources);
    expectSbizAclRules(edgeAcl!, 'CLOUDFRONT');
    // Synth fails on any cdk-nag error in the edge stack.
    expect(() => edgeApp.synth()).not.toThrow();
    expect(() => new SbizEdgeStack(new App(), 'WrongRegion', { env })).toThrow(/us-east-1/);

    // Bundling skipped: these synths only look at the distribution.
    const noBundling = { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] };
    const unbuiltDist = join(tmpdir(), 'sbiz-no-such-dist');
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/SbizEdge-SiteWebAcl/0123';
    const given = Template.fromStack(new SbizStack(new App({ context: noBundling }), 'Given', { env, cloudFrontWebAclArn: arn, webDist: unbuiltDist }));
    given.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ WebACLId: arn }) });
    const virginia = Template.fromStack(new SbizStack(new App({ context: noBundling }), 'Virginia', { env: { ...env, region: 'us-east-1' }, webDist: unbuiltDist })).toJSON() as CfnTemplate;
    const cloudFrontAcl = resourcesOfType('AWS::WAFv2::WebACL', virginia.Resources).find((acl) => acl.Properties.Scope === 'CLOUDFRONT')!;
    const [distribution] = resourcesOfType('AWS::CloudFront::Distribution', virginia.Resources);
    expect(referencedId(distribution!.Properties.DistributionConfig.WebACLId)).toBe(cloudFrontAcl.id);
  });

  it('sends the shared security headers on every CloudFront behaviour but /assets/*, whose files get HSTS and nosniff only', () => {
    const policies = resourcesOfType('AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies).toHaveLength(2);
    const policy = policies.find((candidate) => candidate.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    const assetsPolicy = policies.find((candidate) => candidate !== policy);
    const config = policy!.Properties.ResponseHeadersPolicyConfig;
    const csp = JSON.stringify(stack.resolve(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' [^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The chat socket's own endpoint may be connected to.
    expect(csp).toContain(logicalId(stack.sockets.api));
    expect(config.SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([expect.objectContaining({ Header: 'Permissions-Policy', Value: expect.stringContaining('geolocation=(self)') })]);
    const distribution = resourcesOfType('AWS::CloudFront::Distribution')[0]!.Properties.DistributionConfig;
    const behaviours = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors];
    for (const behaviour of behaviours.filter((candidate) => candidate.PathPattern !== '/assets/*')) {
      expect(referencedId(behaviour.ResponseHeadersPolicyId), behaviour.PathPattern ?? 'default').toBe(policy!.id);
    }
    // The hashed files: the lean policy, matched before '*.*' (CloudFront takes the first pattern that matches), from the same bucket.
    const assetsIndex = behaviours.findIndex((behaviour) => behaviour.PathPattern === '/assets/*');
    const assets = behaviours[assetsIndex];
    expect(assets, 'an /assets/* behaviour').toBeDefined();
    expect(referencedId(assets.ResponseHeadersPolicyId)).toBe(assetsPolicy!.id);
    expect(assetsIndex).toBeLessThan(behaviours.findIndex((behaviour) => behaviour.PathPattern === '*.*'));
    expect(assets.TargetOriginId).toBe(behaviours.find((behaviour) => behaviour.PathPattern === '*.*').TargetOriginId);
    expect(assets.Compress).toBe(true);
    expect(assetsPolicy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
    });
    expect(assetsPolicy!.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig).toBeUndefined();
  });
});

describe('the resource budget', () => {
  it(`stays far under CloudFormation's 500 resources per stack`, () => {
    const count = Object.keys(resources).length;
    const nested = routeTemplates.map((route) => Object.keys(route.template.Resources).length);
    console.log(`CloudFormation resources: ${count} in the main stack, ${nested.join(' + ')} in ${nested.length} route stacks, for ${routes.length} routes in ${domains.length} domains`);
    expect(count).toBeLessThan(450);
    for (const size of nested) expect(size).toBeLessThan(450);
  });

  it('still does at 150 routes in 25 domains', () => {
    // The API alone, once with today's manifest and once with a made-up one of the expected size.
    const measure = (routeList: readonly RouteSpec[]) => {
      const scratch = new Stack(new App(), 'Scratch', { env });
      const functions = Object.fromEntries(
        [...new Set(routeList.map((route) => route.domain))].map((domain) => [
          domain,
          new LambdaFunction(scratch, `${domain}Fn`, { runtime: Runtime.NODEJS_22_X, handler: 'index.handler', code: Code.fromInline('export {}') }),
        ]),
      );
      const api = new ManifestRestApi(scratch, 'RestApi', { functions, routes: routeList });
      return {
        main: cfnResourcesOf(api).filter((resource) => Stack.of(resource) === scratch).length,
        nested: [...api.routeStacks.values()].map((nested: NestedStack) => Object.keys(Template.fromStack(nested).toJSON().Resources).length),
      };
    };
    const today = measure(routes);
    const projected = measure(syntheticRoutes(150, 25));
    // Per domain in the main stack: the function, its role, policy and log group (siblings sharing its id), its three alarms;
    // its invoke permission belongs to the API and is already in the measure.
    const auth = stack.domainFunctions.auth.node;
    const perDomain =
      cfnResourcesOf(stack).filter((resource) => resource.node.scopes.some((scope) => scope.node.scope === stack && scope.node.id.startsWith(auth.id))).length +
      // and its alarms (p95 latency, errors, throttles), which the monitoring construct names after the domain
      [...stack.monitoring.alarms.keys()].filter((id) => id.startsWith('auth')).length;
    const mainAt150 = Object.keys(resources).length - today.main + projected.main + (25 - domains.length) * perDomain;
    console.log(`At 150 routes in 25 domains: about ${mainAt150} resources in the main stack (${perDomain} per domain function, plus the API's share), route stacks of ${projected.nested.join(', ')}`);
    expect(mainAt150).toBeLessThan(450);
    for (const size of projected.nested) expect(size).toBeLessThan(450);
  });
});

function cfnResourcesOf(scope: IConstruct): CfnResource[] {
  return scope.node.findAll().filter((construct): construct is CfnResource => CfnResource.isCfnResource(construct));
}

/** A manifest of the expected shape: each domain has two top-level segments, a list route, and id routes. */
function syntheticRoutes(count: number, domainCount: number): RouteSpec[] {
  const methods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
  return Array.from({ length: count }, (_, index) => {
    const domain = `domain${index % domainCount}`;
    const segment = `${domain}${index % 2 ? 'Items' : ''}`;
    const path = index % 3 === 0 ? `/${segment}/action${index}/{id}` : `/${segment}/action${index}`;
    return { method: methods[index % methods.length]!, path: path as `/${string}`, domain: domain as RouteSpec['domain'], access: 'user' as const };
  });
}

describe('cdk-nag AwsSolutions', () => {
  it('reports findings through the validation report, so the check below can fail', () => {
    const probe = new App({ context: { '@aws-cdk/core:failSynthOnValidationErrors': false } });
    Validations.of(probe).addPlugins(new AwsSolutionsChecks(probe));
    new Bucket(new Stack(probe, 'Probe'), 'UnloggedBucket');
    const probeReport = JSON.parse(readFileSync(join(probe.synth().directory, 'validation-report.json'), 'utf8')) as ValidationReport;
    const names = probeReport.pluginReports.filter((plugin) => plugin.pluginName === 'AwsSolutions').flatMap((plugin) => plugin.violations.map((v) => v.ruleName));
    expect(names).toContain('AwsSolutions-S1');
  }, 60_000);

  it('has no unacknowledged errors', () => {
    const findings = report.pluginReports.filter((plugin) => plugin.pluginName === 'AwsSolutions').flatMap((plugin) => plugin.violations);
    const format = (finding: (typeof findings)[number]) => `${finding.ruleName} at ${finding.violatingConstructs.map((c) => c.constructPath).join(', ')}: ${finding.description}`;
    const warnings = findings.filter((finding) => finding.severity !== 'error');
    if (warnings.length) console.log(`cdk-nag warnings:\n${warnings.map(format).join('\n')}`);
    expect(findings.filter((finding) => finding.severity === 'error').map(format)).toEqual([]);
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it('gives a specific reason for every acknowledgement', () => {
    const acknowledgements = app.node
      .findAll()
      .flatMap((construct) =>
        construct.node.metadata
          .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
          .flatMap((entry) => Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ path: construct.node.path, id, reason }))),
      );
    const nag = acknowledgements.filter((acknowledgement) => acknowledgement.id.includes('AwsSolutions-'));
    console.log(`cdk-nag acknowledgements:\n${[...new Set(nag.map(({ id, reason }) => `${id.replace(/^\w+::/, '')}: ${reason}`))].sort().join('\n')}`);
    expect(nag.length).toBeGreaterThan(0);
    for (const { path, id, reason } of acknowledgements) expect(reason.length, `${id} at ${path}`).toBeGreaterThan(20);
    // Acknowledging a whole rule for the whole stack would hide future findings.
    expect(nag.filter(({ path }) => path === stack.node.path || path === '')).toEqual([]);
  });
});
