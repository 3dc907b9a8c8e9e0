import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import type { RouteMatch } from './route-matcher';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

function emptyMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Builds the REST API proxy event API Gateway would send for this request. */
export function toProxyEvent(request: IncomingMessage, url: URL, match: RouteMatch, body: Buffer): APIGatewayProxyEvent {
  // Keys come from the client: `__proto__`, `constructor` or `toString` must be plain keys, not Object.prototype members.
  const headers = emptyMap<string>();
  const multiValueHeaders = emptyMap<string[]>();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    headers[name] = values.join(',');
    multiValueHeaders[name] = values;
  }
  const query = emptyMap<string>();
  const multiQuery = emptyMap<string[]>();
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    multiQuery[name] = [...(multiQuery[name] ?? []), value];
  }
  const isText = !body.length || TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    resource: match.resource,
    path: url.pathname,
    httpMethod: request.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: Object.keys(query).length ? query : null,
    multiValueQueryStringParameters: Object.keys(multiQuery).length ? multiQuery : null,
    pathParameters: match.pathParameters,
    stageVariables: null,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : null,
    isBase64Encoded: !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      httpMethod: request.method ?? 'GET',
      identity: { sourceIp: request.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? null } as APIGatewayProxyEvent['requestContext']['identity'],
      path: url.pathname,
      protocol: 'HTTP/1.1',
      requestId: randomUUID(),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: match.resource,
      stage: 'local',
    },
  };
}

/** A Lambda context good enough for middy: API Gateway's 29 s integration limit as the deadline. */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
