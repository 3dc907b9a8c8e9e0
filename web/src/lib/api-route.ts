import type { ApiInput, ApiResponse, ApiRoute } from '@shared/api/contract';
import { api, type RequestOptions } from './api-client';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Sent = { query?: unknown; body?: unknown; path?: unknown };

/** Fills a route's `{name}` parameters, each encoded. */
function fillPath(template: string, values: Record<string, unknown> | undefined) {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(values?.[name] ?? '')));
}

/**
 * Calls a route by its manifest key (`'GET /collections/all'`): the input is
 * checked against the route's schemas at compile time and the answer is typed
 * as its handler's response (shared/api/contract.ts).
 */
export function apiRoute<R extends ApiRoute>(route: R, input: ApiInput<R>, options: Omit<RequestOptions, 'params'> = {}): Promise<ApiResponse<R>> {
  const { query, body, path } = input as Sent;
  const space = route.indexOf(' ');
  const method = route.slice(0, space).toLowerCase() as Method;
  const url = fillPath(route.slice(space + 1), path as Record<string, unknown> | undefined);
  const withQuery = { ...options, params: query as RequestOptions['params'] };
  if (method === 'get') return api.get<ApiResponse<R>>(url, withQuery);
  if (method === 'delete') return api.delete<ApiResponse<R>>(url, { ...withQuery, body });
  return api[method]<ApiResponse<R>>(url, body, withQuery);
}
