import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, CfnResource, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../functions/manifest';
import { tableDefinition } from '../../functions/data/table-definition';
import { SbizStack } from '../../infra/sbiz-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Resources = Record<string, { Type: string; Properties?: Json }>;
const env = { account: '123456789012', region: 'ap-south-1' };
const cdkJsonContext = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A stack without bundling: this file is about alarms, the dashboard and log groups, not code. */
function synth(props: { alarmEmail?: string } = {}) {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  const stack = new SbizStack(app, 'MonitoringTest', { env, webDist: join(tmpdir(), 'sbiz-no-such-dist'), ...props });
  return { stack, resources: (Template.fromStack(stack).toJSON() as { Resources: Resources }).Resources };
}

let stack: SbizStack;
let resources: Resources;
beforeAll(() => {
  ({ stack, resources } = synth());
});

function logicalId(construct: IConstruct): string {
  const cfn = (construct.node.defaultChild ?? construct) as CfnResource;
  return Stack.of(cfn).resolve(Stack.of(cfn).getLogicalId(cfn)) as string;
}

/** The alarm made under this id in the Monitoring construct, as synthesized. */
function alarm(id: string): Json {
  const construct = stack.monitoring.alarms.get(id);
  expect(construct, `alarm ${id}`).toBeDefined();
  const resource = resources[logicalId(construct!)];
  expect(resource?.Type).toBe('AWS::CloudWatch::Alarm');
  return resource!.Properties;
}

/** `{ Ref: X }` or `{ 'Fn::GetAtt': [X, …] }` → X. */
const referencedId = (value: Json): string | undefined => value?.Ref ?? value?.['Fn::GetAtt']?.[0];

function dimensions(properties: Json): Record<string, string | undefined> {
  return Object.fromEntries((properties.Dimensions as Array<{ Name: string; Value: Json }>).map(({ Name, Value }) => [Name, referencedId(Value) ?? Value]));
}

/** What an alarm watches, whether CloudFormation got it as a plain metric or (with a label) as a one-metric query. */
function watched(properties: Json): { Namespace: string; MetricName: string; Stat: string; Threshold: number; Dimensions: Record<string, string | undefined> } {
  if (properties.MetricName) {
    const { Namespace, MetricName, Threshold } = properties;
    return { Namespace, MetricName, Threshold, Stat: properties.ExtendedStatistic ?? properties.Statistic, Dimensions: dimensions(properties) };
  }
  const queries = properties.Metrics as Json[];
  expect(queries).toHaveLength(1);
  const { Metric, Stat } = queries[0].MetricStat;
  return { Namespace: Metric.Namespace, MetricName: Metric.MetricName, Threshold: properties.Threshold, Stat, Dimensions: dimensions(Metric) };
}

function expectNotifiesTopic(properties: Json) {
  const topic = logicalId(stack.monitoring.topic);
  expect(properties.AlarmActions.map(referencedId)).toEqual([topic]);
}

describe('alarms', () => {
  it('watch the REST API stage’s 5xx rate (the average of 5XXError)', () => {
    const properties = alarm('Api5xxRate');
    expect(watched(properties)).toEqual({ Namespace: 'AWS/ApiGateway', MetricName: '5XXError', Stat: 'Average', Threshold: 0.01, Dimensions: { ApiName: 'MonitoringTest-api', Stage: 'prod' } });
    expectNotifiesTopic(properties);
  });

  it('watch each domain’s p95 Lambda duration, and the renderer’s', () => {
    for (const domain of [...domains, 'render']) {
      const properties = alarm(`${domain}LatencyP95`);
      const fn = domain === 'render' ? stack.renderFunction : stack.domainFunctions[domain as (typeof domains)[number]];
      expect(watched(properties)).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Duration', Stat: 'p95', Dimensions: { FunctionName: logicalId(fn) } });
      expectNotifiesTopic(properties);
    }
  });

  it('watch every Lambda’s errors and throttles', () => {
    const functions = {
      ...stack.domainFunctions,
      render: stack.renderFunction,
      socket: stack.socketFunction,
      stream: stack.streamProcessor.handler,
      waitingMessages: stack.waitingMessagesFunction,
      dailyDigest: stack.dailyDigestFunction,
    };
    const lambdaCount = Object.values(resources).filter((resource) => resource.Type === 'AWS::Lambda::Function' && resource.Properties?.Description).length;
    expect(Object.keys(functions)).toHaveLength(lambdaCount);
    for (const [name, fn] of Object.entries(functions)) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(watched(alarm(`${name}${metric}`))).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: metric, Stat: 'Sum', Dimensions: { FunctionName: logicalId(fn) } });
      }
    }
  });

  it('watch the stream Lambda’s iterator age and its on-failure queue', () => {
    expect(watched(alarm('StreamIteratorAge'))).toEqual({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Stat: 'Maximum',
      Threshold: 60_000,
      Dimensions: { FunctionName: logicalId(stack.streamProcessor.handler) },
    });
    expect(watched(alarm('StreamFailureQueueDepth'))).toEqual({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Stat: 'Maximum',
      Threshold: 1,
      Dimensions: { QueueName: logicalId(stack.streamProcessor.failureQueue) },
    });
  });

  it('watch read and write throttles of the table and of every index', () => {
    const properties = alarm('TableThrottles');
    const metrics = (properties.Metrics as Json[]).filter((query) => query.MetricStat);
    const watched = metrics.map((query) => `${query.MetricStat.Metric.MetricName} ${dimensions(query.MetricStat.Metric).GlobalSecondaryIndexName ?? 'table'}`);
    const indexes = tableDefinition.globalIndexes.map((index) => index.indexName);
    expect(watched.sort()).toEqual(['table', ...indexes].flatMap((on) => [`ReadThrottleEvents ${on}`, `WriteThrottleEvents ${on}`]).sort());
    for (const query of metrics) {
      expect(query.MetricStat.Metric.Namespace).toBe('AWS/DynamoDB');
      expect(dimensions(query.MetricStat.Metric).TableName).toBe(logicalId(stack.table));
    }
    // The alarm fires on the sum of them all.
    const expression = (properties.Metrics as Json[]).find((query) => query.Expression);
    expect(expression.ReturnData).not.toBe(false);
    expect(expression.Expression.split(' + ')).toHaveLength(metrics.length);
  });

  it('watch the WebSocket API’s integration, execution and client errors', () => {
    for (const metric of ['IntegrationError', 'ExecutionError', 'ClientError']) {
      expect(watched(alarm(`WebSocket${metric}`))).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: metric, Stat: 'Sum', Dimensions: { ApiId: logicalId(stack.sockets.api), Stage: 'prod' } });
    }
  });

  it('are all of the above and nothing unwatched: every alarm notifies the topic', () => {
    const alarms = Object.values(resources).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms).toHaveLength(stack.monitoring.alarms.size);
    for (const { Properties } of alarms) expectNotifiesTopic(Properties);
  });
});

describe('the alarm topic', () => {
  it('takes only TLS publishes, lets CloudWatch publish, and emails the address given as context', () => {
    const topicId = logicalId(stack.monitoring.topic);
    const policy = Object.values(resources).find((resource) => resource.Type === 'AWS::SNS::TopicPolicy')!;
    const statements = policy.Properties.PolicyDocument.Statement as Json[];
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' } }));
    expect(Object.values(resources).filter((resource) => resource.Type === 'AWS::SNS::Subscription')).toEqual([]);

    const withEmail = synth({ alarmEmail: 'ops@sbiz.example.in' }).resources;
    const subscriptions = Object.values(withEmail).filter((resource) => resource.Type === 'AWS::SNS::Subscription');
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.Properties).toMatchObject({ Protocol: 'email', Endpoint: 'ops@sbiz.example.in', TopicArn: { Ref: topicId } });
  });
});

describe('the dashboard', () => {
  it('shows the same signals as the alarms', () => {
    const dashboard = Object.values(resources).find((resource) => resource.Type === 'AWS::CloudWatch::Dashboard')!;
    const body = JSON.stringify(stack.resolve(dashboard.Properties.DashboardBody));
    for (const metric of [
      '5XXError',
      'Duration',
      'Errors',
      'Throttles',
      'IteratorAge',
      'ApproximateNumberOfMessagesVisible',
      'ReadThrottleEvents',
      'WriteThrottleEvents',
      'IntegrationError',
      'ExecutionError',
      'ClientError',
    ]) {
      expect(body, metric).toContain(metric);
    }
    // The handlers' own EMF metrics (functions/lib/observability.ts).
    for (const metric of ['serverError', 'clientError', 'latency', 'reviewCreated', 'quoteRequested', 'leadCreated', 'messageSent']) expect(body, metric).toContain(metric);
  });
});

describe('logs and traces', () => {
  it('every log group has a retention, and every Lambda writes to its own group with active tracing', () => {
    const groups = Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(0);
    for (const [id, group] of groups) expect(group.Properties?.RetentionInDays, id).toBeGreaterThan(0);
    const groupIds = new Set(groups.map(([id]) => id));
    const ours = Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::Lambda::Function' && resource.Properties?.Description);
    for (const [id, fn] of ours) {
      expect(groupIds.has(referencedId(fn.Properties.LoggingConfig?.LogGroup) ?? ''), id).toBe(true);
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables, id).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: 'Sbiz', POWERTOOLS_SERVICE_NAME: expect.any(String) });
    }
  });
});
