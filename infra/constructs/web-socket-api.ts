import { Stack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';
import { socketRoutes } from '../../functions/manifest';
import { acknowledge, nagEnvironment, nagRef } from '../nag';

export interface SocketApiProps {
  /** The Lambda that answers every socket route. */
  readonly handler: IFunction;
  /**
   * The route keys to integrate with the handler.
   * @default socketRoutes from the manifest ($connect, $disconnect, $default)
   */
  readonly routeKeys?: readonly string[];
  /**
   * The stage name, which is also the last segment of the URLs.
   * @default 'prod'
   */
  readonly stageName?: string;
  /**
   * Steady-state messages per second and burst for the stage.
   * @default 100 per second, bursting to 200
   */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * How long stage access logs are kept.
   * @default RetentionDays.THREE_MONTHS
   */
  readonly accessLogRetention?: RetentionDays;
}

/**
 * The WebSocket API for real-time chat: every route goes to one Lambda, which
 * stores connections in the table and checks the JWT on $connect.
 */
export class SocketApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: SocketApiProps) {
    super(scope, id);
    const throttle = props.throttle ?? { rateLimit: 100, burstLimit: 200 };
    this.api = new WebSocketApi(this, 'Api', { apiName: `${Stack.of(this).stackName}-socket` });
    for (const routeKey of props.routeKeys ?? socketRoutes) {
      const name = routeKey.replace(/\W/g, '') || 'Route';
      this.api.addRoute(routeKey, { integration: new WebSocketLambdaIntegration(`${name}Integration`, props.handler) });
    }
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stageName ?? 'prod',
      autoDeploy: true,
      throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention: props.accessLogRetention ?? RetentionDays.THREE_MONTHS })),
      },
    });
    acknowledge(
      this.api,
      'AwsSolutions-APIG4',
      'Browsers cannot send headers on a WebSocket handshake, so the socket Lambda verifies the JWT passed in the $connect query string and refuses the connection without one.',
    );
  }

  /** The wss:// URL browsers connect to. */
  get url(): string {
    return this.stage.url;
  }

  /** The https:// management endpoint (…/{stage}) that Lambdas post to connections through. */
  get callbackUrl(): string {
    return this.stage.callbackUrl;
  }

  /** Lets a role post to (and close) this stage's connections. */
  grantPostToConnections(grantee: IGrantable & IConstruct): void {
    this.stage.grantManagementApiAccess(grantee);
    const { partition, region, account } = nagEnvironment(Stack.of(this));
    acknowledge(
      grantee,
      `AwsSolutions-IAM5[Resource::arn:${partition}:execute-api:${region}:${account}:${nagRef(this.api)}/${this.stage.stageName}/*/@connections/*]`,
      'Connection ids exist only at run time, so posting is granted on every connection of this one stage of this one API.',
    );
  }
}
