import { msg } from '@shared/i18n/catalog';
import type { AuthResponse } from '@shared/schemas/auth';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { browserLocale, localizeMessage } from './message-text';
import { endSession, sessionStore, startSession } from './session';

/** Every API call gives up after 30 seconds (spec §9). */
export const API_TIMEOUT_MS = 30_000;

/** A failed API call: the HTTP status (0 when no answer arrived) and the server's `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/**
 * What to show for a failed call: the server's message, else the error's, else the fallback (spec §8).
 * The client's own messages are in the page's language already (the API answers a Hindi page in Hindi);
 * the English default is translated where it is shown (FormAlert, toasts, `useMessageText`).
 */
export function errorMessage(error: unknown, fallback: string = msg('Something went wrong')): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query string; empty values are left out. */
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the call (React Query passes one to every fetcher). */
  signal?: AbortSignal;
  /**
   * For the auth endpoints: a 401 is an answer ('Invalid email or password'),
   * not an expired session, so no refresh and no redirect.
   */
  skipAuthRefresh?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let onUnauthorized = (redirectTo: string) => {
  window.location.assign(paths.auth.login.getHref(redirectTo));
};

/** Lets the router take over the redirect to /login (no full page reload). */
export function setUnauthorizedHandler(handler: (redirectTo: string) => void) {
  onUnauthorized = handler;
}

/**
 * A Hindi page asks the API for Hindi messages (issue #28); English is the API's default, so other
 * pages send nothing, and neither does the server's render (no window there).
 */
function languageHeader(): Record<string, string> {
  return browserLocale() === 'en' ? {} : { 'Accept-Language': browserLocale() };
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  const url = `${env().apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

class TimeoutSignal extends Error {
  constructor() {
    super('The request timed out');
    this.name = 'TimeoutError';
  }
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions, accessToken: string | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutSignal()), API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader(), ...options.headers };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  try {
    return await fetch(buildUrl(path, options.params), { method, headers, body: payload, signal: controller.signal });
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutSignal) {
      throw new ApiError(408, localizeMessage(msg('The request timed out. Please try again.')), { cause: error });
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, localizeMessage(msg('Could not reach Sbiz. Check your connection and try again.')), { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  401: msg('Please Login To Continue!'),
  403: msg('You are not allowed to do this'),
  404: msg('Not found'),
  429: msg('Too many attempts. Please try again later.'),
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
    return localizeMessage(body.message);
  }
  return localizeMessage(STATUS_MESSAGES[status] ?? msg('Something went wrong'));
}

let refreshing: Promise<boolean> | undefined;

/** Trades the stored refresh token for new tokens; concurrent 401s share one attempt. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = sessionStore.get()?.tokens.refresh.token;
    if (!refreshToken) return false;
    try {
      const response = await send('POST', '/auth/refresh', { refreshToken }, { skipAuthRefresh: true }, undefined);
      if (!response.ok) return false;
      const auth = (await readBody(response)) as AuthResponse | undefined;
      if (!auth?.tokens?.access?.token || !auth.user) return false;
      startSession(auth);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** The areas that only make sense signed in (their route guards ask for a login too). */
const PRIVATE_PREFIXES = ['/dashboard', '/admin-portal'];
/** Whether an expired session on this page should lead to the login form (public pages sign out quietly). */
export const isPrivatePath = (pathname: string) => PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const sentToken = sessionStore.get()?.tokens.access.token;
  let response = await send(method, path, body, options, sentToken);

  if (response.status === 401 && !options.skipAuthRefresh) {
    // Another call may already have refreshed the tokens while this one was in flight.
    const latestToken = sessionStore.get()?.tokens.access.token;
    const canRetry = latestToken && latestToken !== sentToken ? true : sentToken ? await refreshSession() : false;
    if (canRetry) response = await send(method, path, body, options, sessionStore.get()?.tokens.access.token);
    if (response.status === 401) {
      endSession();
      // On a public page the visitor just goes on signed out; only a private page needs the login form.
      if (isPrivatePath(window.location.pathname)) onUnauthorized(currentLocation());
    }
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(data, response.status));
  return data as T;
}

/**
 * The API client: JSON in and out (FormData is sent as multipart), the
 * signed-in user's Bearer token, a 30-second time-out, the body unwrapped.
 * Errors are thrown as ApiError with the server's message. A 401 tries one
 * token refresh and one retry, then clears the session and goes to /login.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  /** DELETE, optionally with a JSON body (the spec's deleteConversation names its conversation in the body). */
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) => request<T>('DELETE', path, options?.body, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
};

/** For a read whose 404 is an answer ('there is none', the page's 404) rather than a failure: `.catch(nullWhenNotFound)`. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

/**
 * Reports something that happened (a tap on Call, a results page shown)
 * without making anyone wait: a keepalive POST that outlives the page when
 * the tap navigates away (tel:, a new tab), sent with the signed-in user's
 * token when there is one, never retried, its answer and failure ignored.
 */
export function beacon(path: string, body: unknown): void {
  if (typeof fetch !== 'function') return;
  const token = sessionStore.get()?.tokens.access.token;
  void fetch(buildUrl(path, undefined), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
    // Read the answer to its end: an unread body leaves the request open in the browser's eyes (never 'network idle').
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
