import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from 'zod';
import { routes as manifestRoutes, resourcePath, type Access, type Domain, type DomainRouteKey, type RateLimitSpec, type Route, type RouteKey, type RouteSpec } from '../manifest';
import { env } from './config';
import { INVALID_CURSOR } from './cursor';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError, TooManyRequestsError, UnauthorizedError } from './errors';
import { enforceRouteRateLimit } from './rate-limit';
import { verifyAccessToken, type AccessClaims } from './tokens';
import { isSessionOpen } from '../data/entities/session';
import { firstIssueMessage } from './validation';
import { translateMessage } from '../../shared/i18n/api-messages';
import { DEFAULT_LOCALE, preferredLocale, type Locale } from '../../shared/i18n/locales';
import { correlationIdOf, logger, metrics, MetricUnit, tracingMiddlewares } from './observability';
import { msg } from '../../shared/i18n/catalog';
import type { ApiResponse, ApiRoute } from '../../shared/api/contract';

/** The signed-in caller, when a valid Bearer token came with the request. */
export type Caller = AccessClaims;

/** The caller a route's handler receives: always there behind a `user` or `admin` gate, maybe there on a `public` route. */
export type CallerOf<A extends Access> = A extends 'public' ? Caller | undefined : Caller;

/** The caller type of a manifest route, from its access level. */
export type RouteCaller<K extends RouteKey> = CallerOf<Extract<Route, { method: MethodOf<K>; path: PathOf<K> }>['access']>;
type MethodOf<K extends string> = K extends `${infer M} ${string}` ? M : never;
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

export interface RouteInput<B, Q, P, C extends Caller | undefined = Caller | undefined> {
  body: B;
  query: Q;
  path: P;
  caller: C;
  event: APIGatewayProxyEvent;
}

export class Reply<T = unknown> {
  constructor(
    readonly statusCode: number,
    readonly body: T,
  ) {}
}

/** Answer with a status other than 200. */
export function reply<T>(statusCode: number, body: T) {
  return new Reply(statusCode, body);
}

/**
 * What a route's handler may answer: for a route of the API contract, its
 * declared response, as a body (200) or with an explicit status, so a handler
 * cannot drift from what the web reads; otherwise anything.
 */
export type RouteResult<K extends RouteKey> = K extends ApiRoute ? ApiResponse<K> | Reply<ApiResponse<K>> : unknown;

/** A route's input schema: classic zod, or zod/mini where the browser shares it (the login form). */
type InputSchema<T> = z.core.$ZodType<T>;

export interface RouteDefinition<B = unknown, Q = unknown, P = unknown, C extends Caller | undefined = Caller | undefined, R = unknown> {
  body?: InputSchema<B>;
  query?: InputSchema<Q>;
  path?: InputSchema<P>;
  handler: (input: RouteInput<B, Q, P, C>) => Promise<R>;
}

/**
 * Declares a route's input schemas and its handler. The handler receives
 * parsed, typed input; bad input never reaches it. Its caller's type comes
 * from where the definition is used: in a `DomainRoutes` entry it is the
 * manifest route's (`Caller` behind a `user` or `admin` gate). Its answer's
 * type is kept, so that entry checks it against the route's contract.
 */
export function defineRoute<B = undefined, Q = undefined, P = undefined, C extends Caller | undefined = Caller | undefined, R = unknown>(
  definition: RouteDefinition<B, Q, P, C, R>,
): RouteDefinition<B, Q, P, C, R> {
  return definition;
}

// The implementations of a domain: exactly the manifest's routes for it, no more, no fewer, each given the caller its access level guarantees
// and held to the answer the contract declares.
export type DomainRoutes<D extends Domain> = { [K in DomainRouteKey<D>]: RouteDefinition<any, any, any, RouteCaller<K>, RouteResult<K>> }; // eslint-disable-line @typescript-eslint/no-explicit-any

function parseJsonBody(event: APIGatewayProxyEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadRequestError(msg('The request body is not valid JSON'), { cause: error });
  }
}

function parseWith<T>(schema: InputSchema<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = z.safeParse(schema, value);
  if (!result.success) throw new BadRequestError(firstIssueMessage(result.error, where), { cause: result.error });
  return result.data;
}

function bearerToken(event: APIGatewayProxyEvent): string | undefined {
  const header = event.headers?.Authorization ?? event.headers?.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

/** Reads the caller from the Bearer token and applies the route's coarse access gate. */
async function authorize(event: APIGatewayProxyEvent, access: Access): Promise<Caller | undefined> {
  const token = bearerToken(event);
  if (!token) {
    if (access === 'public') return undefined;
    throw new UnauthorizedError();
  }
  const caller = await verifyAccessToken(token).catch((error: unknown) => {
    // A stale token on a public route is ignored rather than failing the read.
    if (access === 'public') return undefined;
    throw error;
  });
  // Private reads and writes need the token's session still open; public reads only personalise with it.
  if (caller?.sid && access !== 'public' && !(await isSessionOpen(caller.sid, caller.sub))) throw new UnauthorizedError(msg('Session expired. Please login again.'));
  if (access === 'admin' && caller?.role !== 'admin') throw new ForbiddenError(msg('Admins only'));
  return caller;
}

function toResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/** DynamoDB refusing a paging start key: a damaged cursor, so the client's fault. */
function isStartKeyRefusal(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return /ValidationException|ElectroError/.test(text) && /ExclusiveStartKey|start key|cursor/i.test(text);
}

/** The language of a request's messages: its Accept-Language's first of ours (issue #28), else English. */
export function requestLocale(event: Pick<APIGatewayProxyEvent, 'headers'> | undefined): Locale {
  const headers = event?.headers ?? {};
  const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-language')?.[1];
  return preferredLocale(header) ?? DEFAULT_LOCALE;
}

/** An error body's messages in the request's language: `message`, and a per-field `errors` map when there is one. Field names and codes stay. */
async function translatedBody(body: unknown, locale: Locale): Promise<unknown> {
  if (locale === DEFAULT_LOCALE || !body || typeof body !== 'object') return body;
  const { message, errors, ...rest } = body as { message?: unknown; errors?: unknown };
  const translated: Record<string, unknown> = { ...rest };
  if (message !== undefined) translated.message = typeof message === 'string' ? await translateMessage(message, locale) : message;
  if (errors !== undefined) {
    translated.errors =
      errors && typeof errors === 'object' && !Array.isArray(errors)
        ? Object.fromEntries(await Promise.all(Object.entries(errors).map(async ([field, text]) => [field, typeof text === 'string' ? await translateMessage(text, locale) : text])))
        : errors;
  }
  return translated;
}

/** Errors below 500 are shown as they are (in the request's language); anything else is logged and becomes a generic 500. */
async function errorResponse(error: unknown, locale: Locale): Promise<APIGatewayProxyResult> {
  // A cache keeps an error apart per language: its message is translated.
  const language: Record<string, string> = { Vary: 'Accept-Language', ...(locale === DEFAULT_LOCALE ? {} : { 'Content-Language': locale }) };
  const respond = async (statusCode: number, body: unknown, headers: Record<string, string> = {}) => toResponse(statusCode, await translatedBody(body, locale), { ...headers, ...language });
  if (error instanceof TooManyRequestsError && error.retryAfterSeconds) return respond(429, error.toJSON(), { 'Retry-After': String(error.retryAfterSeconds) });
  if (error instanceof HttpError) return respond(error.statusCode, error.toJSON());
  if (isStartKeyRefusal(error)) return respond(400, { message: INVALID_CURSOR });
  logger.error('Unhandled error', error instanceof Error ? error : String(error));
  return respond(500, { message: msg('Something went wrong') });
}

function errorHandler(): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    onError: async function mapErrorToResponse(request) {
      request.response = { ...request.response, ...(await errorResponse(request.error, requestLocale(request.event))) };
    },
  };
}

type HttpRequest = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

/** The route (its manifest key, never the raw path, so the metric's dimension stays bounded) a request was for. */
type RouteKeyOf = (event: APIGatewayProxyEvent) => string;

/**
 * Per request: the correlation id (logged with every entry and returned as
 * X-Correlation-Id), the route in the logs and as the metrics' dimension, and
 * at the end one log line and the route's latency, 4xx and 5xx counts.
 */
function observeRequest(routeKeyOf: RouteKeyOf): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> {
  const startedAt = new WeakMap<HttpRequest, number>();
  const finish = (request: HttpRequest) => {
    const status = request.response?.statusCode ?? 500;
    const latencyMs = performance.now() - (startedAt.get(request) ?? performance.now());
    metrics.addMetric('latency', MetricUnit.Milliseconds, latencyMs);
    metrics.addMetric('clientError', MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);
    metrics.addMetric('serverError', MetricUnit.Count, status >= 500 ? 1 : 0);
    logger.info('request', { status, latencyMs: Math.round(latencyMs) });
    const correlationId = logger.getCorrelationId();
    if (request.response && typeof correlationId === 'string') request.response.headers = { ...request.response.headers, 'X-Correlation-Id': correlationId };
  };
  return {
    before: (request) => {
      startedAt.set(request, performance.now());
      const route = routeKeyOf(request.event);
      logger.setCorrelationId(correlationIdOf(request.event.headers, request.event.requestContext?.requestId));
      logger.appendKeys({ route });
      // One route dimension per invocation: a container (or the local stack, where nothing publishes) reuses the instance.
      metrics.clearDimensions();
      metrics.addDimension('route', route);
    },
    after: finish,
    onError: finish,
  };
}

/**
 * The Lambda handler of one domain: dispatches on API Gateway's resource path
 * and method to the route's definition, through auth, parsing and error
 * middlewares.
 */
export function createDomainHandler<D extends Domain>(domain: D, implementations: DomainRoutes<D>) {
  const byResource = new Map<string, { key: string; access: Access; rateLimit?: RateLimitSpec; definition: RouteDefinition<any, any, any> }>(); // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const route of manifestRoutes as readonly RouteSpec[]) {
    if (route.domain !== domain) continue;
    const key = `${route.method} ${route.path}`;
    const definition = (implementations as Record<string, RouteDefinition<unknown, unknown, unknown>>)[key];
    if (!definition) throw new Error(`Domain ${domain} has no handler for ${route.method} ${route.path}`);
    byResource.set(`${route.method} ${resourcePath(route)}`, { key, access: route.access, rateLimit: route.rateLimit, definition });
  }
  const routeKeyOf: RouteKeyOf = (event) => byResource.get(`${event.httpMethod} ${event.resource}`)?.key ?? 'unmatched';

  async function dispatch(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
    const match = byResource.get(`${event.httpMethod} ${event.resource}`);
    if (!match) throw new NotFoundError(`No route for ${event.httpMethod} ${event.path}`);
    const caller = await authorize(event, match.access);
    // The caller's id only: never the token, email or phone.
    if (caller) logger.appendKeys({ callerId: caller.sub });
    const { definition } = match;
    const body = parseWith(definition.body, definition.body ? parseJsonBody(event) : undefined, 'body');
    const query = parseWith(definition.query, event.queryStringParameters ?? {}, 'query');
    const path = parseWith(definition.path, event.pathParameters ?? {}, 'path');
    // Counted once the input is valid: a refused form is not a use, and the body names the account.
    if (match.rateLimit) await enforceRouteRateLimit(match.rateLimit, event, caller?.sub, body);
    const result = await definition.handler({ body, query, path, caller, event });
    if (result instanceof Reply) return toResponse(result.statusCode, result.body);
    return toResponse(200, result ?? {});
  }

  // Middy runs `before` top-down and `after`/`onError` bottom-up: errors become responses first, then the
  // request is measured, its metrics flushed, its trace closed and its log keys reset.
  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(tracingMiddlewares)
    .use(logMetrics(metrics))
    .use(observeRequest(routeKeyOf))
    .use(httpCors({ origins: [env().SITE_ORIGIN], credentials: false, headers: 'Authorization,Content-Type', methods: 'GET,POST,PUT,PATCH,DELETE,OPTIONS' }))
    .use(errorHandler())
    .handler(dispatch);
}

/** A zod string field that trims and reports the spec's message when empty. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
