import { NestedStack, Stack } from 'aws-cdk-lib';
import { AccessLogFormat, EndpointType, LambdaIntegration, LogGroupLogDestination, MethodLoggingLevel, RequestValidator, Resource, RestApi, type IResource } from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_PREFIX, routes as manifestRoutes, resourcePath, type RouteSpec } from '../../functions/manifest';

export interface ManifestRestApiProps {
  /** The Lambda that answers each domain's routes, by domain. */
  readonly functions: Readonly<Record<string, IFunction>>;
  /**
   * The routes to serve.
   * @default routes from functions/manifest.ts
   */
  readonly routes?: readonly RouteSpec[];
  /**
   * The stage name, which is also the first segment of the execute-api path.
   * @default 'prod'
   */
  readonly stageName?: string;
  /**
   * Steady-state requests per second and burst for the whole stage.
   * @default 100 per second, bursting to 200
   */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * How long stage access logs are kept.
   * @default RetentionDays.THREE_MONTHS
   */
  readonly accessLogRetention?: RetentionDays;
  /**
   * How many nested stacks the route resources are spread over. Changing it
   * after the first deployment moves resources between stacks, which API
   * Gateway refuses, so it is fixed for the life of the API.
   * @default 8, room for well over a thousand routes
   */
  readonly routeStackCount?: number;
}

/**
 * The REST API, built from the route manifest: every route is a resource under
 * /api with its method integrated (Lambda proxy) with its domain's function.
 *
 * A resource and a method per route would put one stack past CloudFormation's
 * 500-resource limit at about 150 routes, so the route resources are spread
 * over a fixed number of nested stacks by a hash of their top-level segment
 * (/api/businesses/… all land together). A resource's stack follows from its
 * own path alone, so adding routes never moves an existing resource between
 * stacks, which API Gateway would refuse: the new copy is created before the
 * old one is deleted.
 */
export class ManifestRestApi extends Construct {
  readonly api: RestApi;
  /** The stage's name, which is also the first segment of the execute-api path. */
  readonly stageName: string;
  /** The nested stacks holding the route resources (only those that have any), by index. */
  readonly routeStacks: ReadonlyMap<number, NestedStack>;

  constructor(scope: Construct, id: string, props: ManifestRestApiProps) {
    super(scope, id);
    const routes = props.routes ?? manifestRoutes;
    this.stageName = props.stageName ?? 'prod';
    const throttle = props.throttle ?? { rateLimit: 100, burstLimit: 200 };
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.accessLogRetention ?? RetentionDays.THREE_MONTHS });

    this.api = new RestApi(this, 'Api', {
      restApiName: `${Stack.of(this).stackName}-api`,
      description: 'Sbiz REST API, built from functions/manifest.ts',
      // CloudFront is the edge; an edge-optimised API would put a second distribution behind it.
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: true,
      deployOptions: {
        stageName: this.stageName,
        throttlingRateLimit: throttle.rateLimit,
        throttlingBurstLimit: throttle.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.ERROR,
        metricsEnabled: true,
      },
    });

    // Path parameters are declared on each method; bodies and query strings are parsed with zod in the Lambda.
    const validator = new RequestValidator(this, 'PathParameters', { restApi: this.api, validateRequestParameters: true, validateRequestBody: false });

    // One integration per function, and one invoke permission per function for the whole API
    // (scopePermissionToMethod: false) instead of one per method.
    const integrations = new Map<string, LambdaIntegration>();
    const integrationFor = (domain: string) => {
      let integration = integrations.get(domain);
      if (!integration) {
        const fn = props.functions[domain];
        if (!fn) throw new Error(`No function for domain "${domain}" (routes of that domain are in the manifest)`);
        integration = new LambdaIntegration(fn, { proxy: true, scopePermissionToMethod: false });
        integrations.set(domain, integration);
      }
      return integration;
    };

    const prefix = this.api.root.addResource(API_PREFIX.slice(1));
    const routeStackCount = props.routeStackCount ?? 8;
    const routeStacks = new Map<number, NestedStack>();
    for (const route of routes) {
      const [segment, ...rest] = route.path.slice(1).split('/') as [string, ...string[]];
      const index = fnv1a(segment) % routeStackCount;
      let stack = routeStacks.get(index);
      if (!stack) {
        stack = new NestedStack(this, `Routes${index}`, { description: `Sbiz REST API route resources, part ${index} of ${routeStackCount}` });
        routeStacks.set(index, stack);
      }
      const top = prefix.getResource(segment) ?? new Resource(stack, segment, { parent: prefix, pathPart: segment });
      const resource = rest.reduce<IResource>((parent, part) => parent.getResource(part) ?? parent.addResource(part), top);
      const pathParameters = [...resourcePath(route).matchAll(/\{(\w+)\}/g)].map(([, name]) => `method.request.path.${name}`);
      resource.addMethod(
        route.method,
        integrationFor(route.domain),
        pathParameters.length ? { requestParameters: Object.fromEntries(pathParameters.map((name) => [name, true])), requestValidator: validator } : {},
      );
    }
    this.routeStacks = routeStacks;
  }

  /** The stage's invoke URL (https://{id}.execute-api.{region}.amazonaws.com/{stage}/). */
  get url(): string {
    return this.api.url;
  }

  /** The stage's host name ({id}.execute-api.{region}.amazonaws.com). */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * The invoke URL of a path, named from the API's id and the stage's name rather than the stage resource: the
   * distribution and the page renderer point here, so the API's functions may in turn be told the distribution's name.
   */
  urlForPath(path: string): string {
    return `https://${this.domainName}/${this.stageName}${path}`;
  }
}

/** FNV-1a: a small, stable string hash (the same on every machine and Node version). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
