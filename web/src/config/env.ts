/**
 * Runtime configuration, so one build runs against any stage. The server
 * puts it in each page's state (config/page-state.ts), so it is not on the
 * critical path; /config.json (served by the gateway or CloudFront) remains
 * the fallback. Anything missing or malformed falls back to same-origin
 * values. Checked by hand, not with zod, to keep zod off public pages.
 */
import { pageState } from './page-state';

interface RuntimeConfig {
  apiBase: string;
  websocketUrl?: string;
  /** Google Identity Services client id: the Google button shows only when the deployment has one. */
  googleClientId?: string;
  /** Facebook app id: the Facebook button shows only when the deployment has one. */
  facebookAppId?: string;
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
function parseConfig(raw: unknown): RuntimeConfig {
  const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    apiBase: nonEmpty(record.apiBase) ?? '/api',
    websocketUrl: nonEmpty(record.websocketUrl),
    googleClientId: nonEmpty(record.googleClientId),
    facebookAppId: nonEmpty(record.facebookAppId),
  };
}

export interface Env {
  /** Base of every API call, without a trailing slash: '/api' or an absolute URL. */
  apiBase: string;
  /** The chat WebSocket endpoint. */
  websocketUrl: string;
  googleClientId?: string;
  facebookAppId?: string;
}

const CONFIG_TIMEOUT_MS = 5_000;

function sameOriginSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws`;
}

function fallbackEnv(): Env {
  return { apiBase: '/api', websocketUrl: typeof window === 'undefined' ? '' : sameOriginSocketUrl() };
}

function toEnv(config: RuntimeConfig): Env {
  return {
    apiBase: config.apiBase.replace(/\/+$/, ''),
    websocketUrl: config.websocketUrl ?? sameOriginSocketUrl(),
    ...(config.googleClientId ? { googleClientId: config.googleClientId } : {}),
    ...(config.facebookAppId ? { facebookAppId: config.facebookAppId } : {}),
  };
}

let current: Env | undefined;
let loading: Promise<Env> | undefined;

async function fetchEnv(): Promise<Env> {
  try {
    const response = await fetch('/config.json', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return fallbackEnv();
    return toEnv(parseConfig(await response.json()));
  } catch (error) {
    console.warn('Could not load /config.json; using same-origin defaults.', error);
    return fallbackEnv();
  }
}

/** The configuration the server inlined, else /config.json fetched once; later calls share the same promise. */
export function loadEnv(): Promise<Env> {
  const inlined = pageState().config;
  loading ??= (inlined ? Promise.resolve(toEnv(parseConfig(inlined))) : fetchEnv()).then((env) => {
    current = env;
    return env;
  });
  return loading;
}

/** The loaded configuration; same-origin defaults until loadEnv() has settled. */
export function env(): Env {
  return current ?? fallbackEnv();
}

/** The server renderer's configuration: where it calls the API from (an absolute URL). */
export function setServerEnv(value: Env) {
  current = value;
}
