import { Stack } from 'aws-cdk-lib';
import { AccessLogFormat, ApiDefinition, LogGroupLogDestination, MethodLoggingLevel, SpecRestApi } from 'aws-cdk-lib/aws-apigateway';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { resourcePath, routes, type Domain } from '../../functions/manifest';

export interface ManifestRestApiProps {
  /** The Lambda that answers each domain's routes. */
  functions: Record<Domain, IFunction>;
  /** @default 100 requests per second, bursting to 200 */
  throttle?: { rateLimit: number; burstLimit: number };
}

/**
 * The REST API, built from the route manifest as one OpenAPI document: every
 * route is a path and method integrated with its domain's Lambda (proxy).
 * One document instead of a resource and a method per route keeps the stack
 * a few resources big however many routes the manifest grows to.
 */
export class ManifestRestApi extends Construct {
  readonly api: SpecRestApi;

  constructor(scope: Construct, id: string, props: ManifestRestApiProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of routes) {
      const path = resourcePath(route);
      const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = {
        operationId: `${route.domain}:${route.method} ${route.path}`,
        ...(parameters.length ? { parameters } : {}),
        responses: {},
        'x-amazon-apigateway-integration': {
          type: 'aws_proxy',
          httpMethod: 'POST',
          uri: `arn:${Stack.of(this).partition}:apigateway:${region}:lambda:path/2015-03-31/functions/${props.functions[route.domain].functionArn}/invocations`,
          passthroughBehavior: 'when_no_match',
        },
      };
    }

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    const throttle = props.throttle ?? { rateLimit: 100, burstLimit: 200 };
    this.api = new SpecRestApi(this, 'Api', {
      restApiName: `${Stack.of(this).stackName}-api`,
      apiDefinition: ApiDefinition.fromInline({
        openapi: '3.0.1',
        info: { title: 'Sbiz API', version: '1' },
        paths,
        'x-amazon-apigateway-binary-media-types': ['multipart/form-data'],
      }),
      cloudWatchRole: true,
      deployOptions: {
        stageName: 'prod',
        throttlingRateLimit: throttle.rateLimit,
        throttlingBurstLimit: throttle.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.ERROR,
        tracingEnabled: true,
      },
    });

    // One invoke permission per function, for the whole API, not one per route.
    for (const [domain, fn] of Object.entries(props.functions)) {
      fn.addPermission(`Invoke${domain}`, {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.api.arnForExecuteApi(),
      });
    }
  }
}
