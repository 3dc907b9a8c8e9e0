import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Dashboard, GraphWidget, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { DataTable } from './data-table';
import type { ManifestRestApi } from './rest-api';
import type { StreamProcessor } from './stream-processor';
import type { SocketApi } from './web-socket-api';

/** The EMF namespace the handlers write their per-route and business metrics to (functions/lib/observability.ts). */
export const METRICS_NAMESPACE = 'Sbiz';

export interface MonitoringProps {
  readonly restApi: ManifestRestApi;
  /** The API Lambdas by domain (and the renderer): each gets a p95 latency alarm. */
  readonly domainFunctions: Readonly<Record<string, IFunction>>;
  /** Every Lambda of the stack, by a short name: each gets error and throttle alarms. */
  readonly functions: Readonly<Record<string, IFunction>>;
  readonly streamProcessor: StreamProcessor;
  readonly table: DataTable;
  readonly sockets: SocketApi;
  /**
   * Where alarm notifications are emailed (`-c alarmEmail=…`).
   * @default none: alarms go to the topic only
   */
  readonly alarmEmail?: string;
  /**
   * The p95 Lambda duration above which a domain alarms, in ms.
   * @default 3000
   */
  readonly latencyP95Ms?: number;
}

/**
 * Knowing when it breaks: CloudWatch alarms on the API's 5xx rate, each
 * domain's p95 latency, every Lambda's errors and throttles, the stream's
 * iterator age and failure queue, table throttles and WebSocket errors, all
 * notifying one SNS topic, and a dashboard of the same signals.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  /** Every alarm, by its construct id. */
  readonly alarms = new Map<string, Alarm>();

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const fiveMinutes = Duration.minutes(5);

    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Sbiz alarms', enforceSSL: true });
    // Only this account's CloudWatch alarms may publish (the SSL policy replaces the topic's default policy).
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'Alarm notifications carry alarm names and metric values only, never personal data; CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key.',
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.topic);

    const alarm = (alarmId: string, metric: IMetric, options: { threshold: number; evaluationPeriods?: number; description: string }) => {
      const created = new Alarm(this, alarmId, {
        metric,
        threshold: options.threshold,
        evaluationPeriods: options.evaluationPeriods ?? 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No traffic is not an outage: a quiet night must not page anyone.
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: options.description,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      this.alarms.set(alarmId, created);
      return created;
    };

    // The REST API: 5XXError's average over a period is the share of requests answered 5xx.
    // The stage by its name (not the stage resource), as the site's origin path does.
    const apiMetric = (metricName: string, label: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiName: props.restApi.api.restApiName, Stage: props.restApi.stageName },
        statistic: 'Average',
        period: fiveMinutes,
        label,
      });
    const serverErrorRate = apiMetric('5XXError', '5xx rate');
    const clientErrorRate = apiMetric('4XXError', '4xx rate');
    alarm('Api5xxRate', serverErrorRate, { threshold: 0.01, evaluationPeriods: 2, description: 'More than 1% of REST API requests answered 5xx for 10 minutes' });

    const latencyP95Ms = props.latencyP95Ms ?? 3000;
    const latency = Object.entries(props.domainFunctions).map(([name, fn]) => {
      const p95 = fn.metricDuration({ statistic: 'p95', period: fiveMinutes, label: name });
      alarm(`${name}LatencyP95`, p95, { threshold: latencyP95Ms, evaluationPeriods: 3, description: `The ${name} Lambda's p95 duration above ${latencyP95Ms} ms for 15 minutes` });
      return p95;
    });

    const errors: IMetric[] = [];
    const throttles: IMetric[] = [];
    for (const [name, fn] of Object.entries(props.functions)) {
      const fnErrors = fn.metricErrors({ statistic: 'Sum', period: fiveMinutes, label: name });
      const fnThrottles = fn.metricThrottles({ statistic: 'Sum', period: fiveMinutes, label: name });
      alarm(`${name}Errors`, fnErrors, { threshold: 5, description: `The ${name} Lambda failed (crash or timeout) 5 times or more in 5 minutes` });
      alarm(`${name}Throttles`, fnThrottles, { threshold: 1, description: `The ${name} Lambda was throttled (concurrency exhausted)` });
      errors.push(fnErrors);
      throttles.push(fnThrottles);
    }

    const streamFunction = props.streamProcessor.handler;
    const iteratorAge = streamFunction.metric('IteratorAge', { statistic: 'Maximum', period: fiveMinutes, label: 'iterator age' });
    alarm('StreamIteratorAge', iteratorAge, {
      threshold: 60_000,
      evaluationPeriods: 2,
      description: 'Stream records waited over a minute for the stream Lambda for 10 minutes: derived data is falling behind',
    });
    const failedRecords = props.streamProcessor.failureQueue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: fiveMinutes, label: 'failed batches' });
    alarm('StreamFailureQueueDepth', failedRecords, { threshold: 1, description: 'Stream records failed every retry and wait in the on-failure queue to be replayed' });

    // Read and write throttle events of the table and of each index, summed (an index throttling writes slows the table's).
    const throttleMetrics: Record<string, IMetric> = {};
    for (const [indexPosition, indexName] of [undefined, ...props.table.indexNames].entries()) {
      for (const kind of ['Read', 'Write'] as const) {
        throttleMetrics[`${kind.toLowerCase()}${indexPosition}`] = new Metric({
          namespace: 'AWS/DynamoDB',
          metricName: `${kind}ThrottleEvents`,
          dimensionsMap: { TableName: props.table.tableName, ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}) },
          statistic: 'Sum',
          period: fiveMinutes,
        });
      }
    }
    const tableThrottles = new MathExpression({ expression: Object.keys(throttleMetrics).join(' + '), usingMetrics: throttleMetrics, period: fiveMinutes, label: 'throttle events' });
    alarm('TableThrottles', tableThrottles, { threshold: 1, description: 'DynamoDB throttled reads or writes on the table or an index' });

    const socketMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.sockets.api.apiId, Stage: props.sockets.stage.stageName },
        statistic: 'Sum',
        period: fiveMinutes,
        label: metricName,
      });
    const socketErrors = { IntegrationError: 10, ExecutionError: 10, ClientError: 100 };
    for (const [metricName, threshold] of Object.entries(socketErrors)) {
      alarm(`WebSocket${metricName}`, socketMetric(metricName), { threshold, description: `The WebSocket API counted ${threshold} or more ${metricName}s in 5 minutes` });
    }

    // The handlers' own metrics (EMF): SEARCH finds every route and service without listing them here.
    const search = (metricName: string, statistic: string, label: string) =>
      new MathExpression({ expression: `SEARCH('{${METRICS_NAMESPACE},route,service} MetricName="${metricName}"', '${statistic}', 300)`, label, period: fiveMinutes });
    const businessEvents = new MathExpression({
      expression: `SEARCH('{${METRICS_NAMESPACE},route,service} MetricName="reviewCreated" OR MetricName="quoteRequested" OR MetricName="leadCreated" OR MetricName="messageSent"', 'Sum', 300)`,
      label: 'business events',
      period: fiveMinutes,
    });

    const graph = (title: string, left: IMetric[]) => new GraphWidget({ title, left, width: 12, height: 6 });
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${stack.stackName}-operations` });
    this.dashboard.addWidgets(graph('REST API 5xx and 4xx rate', [serverErrorRate, clientErrorRate]), graph('p95 latency per domain (ms)', latency));
    this.dashboard.addWidgets(graph('Lambda errors', errors), graph('Lambda throttles', throttles));
    this.dashboard.addWidgets(graph('Stream iterator age (ms)', [iteratorAge]), graph('Stream on-failure queue depth', [failedRecords]));
    this.dashboard.addWidgets(graph('DynamoDB throttle events', [tableThrottles]), graph('WebSocket errors', Object.keys(socketErrors).map(socketMetric)));
    this.dashboard.addWidgets(
      graph('Route 5xx and 4xx (handler metrics)', [search('serverError', 'Sum', '5xx'), search('clientError', 'Sum', '4xx')]),
      graph('Route latency p95 (ms) and business events', [search('latency', 'p95', 'p95'), businessEvents]),
    );
  }
}
