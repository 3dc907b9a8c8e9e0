import * as z from 'zod';

/**
 * Runtime configuration served by the gateway (or CloudFront) at /config.json,
 * so one build runs against any stage. Loaded and validated once, before the
 * app renders; anything missing or malformed falls back to same-origin values.
 */
const RuntimeConfigSchema = z.object({
  apiBase: z.string().trim().min(1).catch('/api'),
  websocketUrl: z.string().trim().min(1).optional().catch(undefined),
});

export interface Env {
  /** Base of every API call, without a trailing slash: '/api' or an absolute URL. */
  apiBase: string;
  /** The chat WebSocket endpoint. */
  websocketUrl: string;
}

const CONFIG_TIMEOUT_MS = 5_000;

function sameOriginSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws`;
}

function fallbackEnv(): Env {
  return { apiBase: '/api', websocketUrl: sameOriginSocketUrl() };
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
    const parsed = RuntimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) return fallbackEnv();
    return {
      apiBase: parsed.data.apiBase.replace(/\/+$/, ''),
      websocketUrl: parsed.data.websocketUrl ?? sameOriginSocketUrl(),
    };
  } catch (error) {
    console.warn('Could not load /config.json; using same-origin defaults.', error);
    return fallbackEnv();
  }
}

/** Fetches /config.json once; later calls share the same promise. */
export function loadEnv(): Promise<Env> {
  loading ??= fetchEnv().then((env) => {
    current = env;
    return env;
  });
  return loading;
}

/** The loaded configuration; same-origin defaults until loadEnv() has settled. */
export function env(): Env {
  return current ?? fallbackEnv();
}
