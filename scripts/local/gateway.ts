import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { API_PREFIX, type Domain } from '../../functions/manifest';
import { lambdaContext, toProxyEvent } from './proxy-event';
import { readBody } from './read-body';
import { matchRoute } from './route-matcher';
import { DEV_OUTBOX_PATH, serveDevOutbox } from './dev-outbox';
import { SocketEmulator } from './socket-emulator';
import { ignoreStyleImports } from './style-imports';
import { publicSignInConfig } from '../../functions/lib/public-config';
import { startingStep } from '../../functions/lib/readiness';
import { ASSETS_PATH_PATTERN, assetHeaders, securityHeaders, uploadHeaders } from '../../functions/lib/security-headers';

type ProxyHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyResult>;

export interface GatewayOptions {
  port: number;
  host?: string;
  /** The built SPA; without it only the API is served. */
  webDist?: string;
  /** Where uploaded files are read from (the local S3), for /uploads/*. */
  uploads?: { endpoint: string; bucket: string };
  /** Largest request body accepted, as API Gateway's 10 MB payload limit. */
  maxBodyBytes?: number;
}

export interface Gateway {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Text is compressed as CloudFront compresses it (brotli, else gzip), so the local stack measures what users get. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;
function sendCompressed(request: IncomingMessage, response: ServerResponse, status: number, headers: Record<string, string>, body: Readable | Buffer | string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = !COMPRESSIBLE.test(headers['Content-Type'] ?? '') ? undefined : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  response.writeHead(status, { ...headers, Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  if (request.method === 'HEAD') {
    if (body instanceof Readable) body.destroy();
    return response.end();
  }
  const source = body instanceof Readable ? body : Readable.from([typeof body === 'string' ? Buffer.from(body) : body]);
  const compressor = encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip() : undefined;
  (compressor ? source.pipe(compressor) : source).pipe(response);
}

/** The page renderer (web/src/entry-server.tsx), loaded on first use like the render Lambda's cold start. */
type PageRenderer = typeof import('../../web/src/entry-server');
let pageRenderer: Promise<PageRenderer> | undefined;
const loadPageRenderer = () => {
  ignoreStyleImports();
  return (pageRenderer ??= import('../../web/src/entry-server'));
};
type SiteFiles = typeof import('../../functions/render/site-files');
let siteFiles: Promise<SiteFiles> | undefined;
const loadSiteFiles = () => (siteFiles ??= import('../../functions/render/site-files'));

/** Each domain's Lambda module, imported on first use like a cold start. */
const handlers = new Map<string, Promise<ProxyHandler>>();
function domainHandler(domain: Domain): Promise<ProxyHandler> {
  let loaded = handlers.get(domain);
  if (!loaded) {
    loaded = import(/* @vite-ignore */ `../../functions/domains/${domain}/index`).then((module: { handler: ProxyHandler }) => module.handler);
    handlers.set(domain, loaded);
  }
  return loaded;
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization,Content-Type',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
};

/** A path that CloudFront's /assets/* behaviour serves (its pattern is a prefix and a `*`). */
const isAssetPath = (pathname: string) => pathname.startsWith(ASSETS_PATH_PATTERN.slice(0, -1));

/** A path with a broken percent-escape (`/%E0%A4%A`, `/%zz`) cannot be routed or served. */
const MALFORMED_PATH = 'Malformed path';

/** Parses a request target against a fixed base: the Host header is client input and never part of the parse. */
export function requestUrl(target: string | undefined): URL | undefined {
  try {
    const url = new URL(target ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return undefined;
  }
}

async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL, maxBodyBytes: number) {
  const method = request.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (match === 'malformed') return sendJson(response, 400, { message: MALFORMED_PATH });
  if (method === 'OPTIONS' && match) {
    response.writeHead(204, CORS_HEADERS).end();
    return;
  }
  if (!match) return sendJson(response, 404, { message: `No route for ${url.pathname}` });
  if (match === 'method-not-allowed') return sendJson(response, 405, { message: `${method} is not allowed on ${url.pathname}` });
  const body = await readBody(request, maxBodyBytes);
  if (!body) return sendJson(response, 413, { message: 'Request too large' });
  const handler = await domainHandler(match.route.domain);
  const result = await handler(toProxyEvent(request, url, match, body), lambdaContext(match.route.domain));
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values.map(String);
  response.writeHead(result.statusCode, headers);
  response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

/** /uploads/* is read from the bucket, as CloudFront's /uploads/* behaviour does in production. */
/** 503 while the stack starts: JSON for the API, and for a page a short one that reloads itself. */
function sendStarting(response: ServerResponse, url: URL, step: string) {
  const message = `Sbiz is starting: ${step}. Try again in a few seconds.`;
  if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return sendJson(response, 503, { message }, { 'Retry-After': '3' });
  const escaped = message.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '3', 'Cache-Control': 'no-store' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Sbiz is starting</title></head><body><main><h1>Sbiz is starting</h1><p>${escaped}</p></main></body></html>`,
  );
}

function proxyUpload(request: IncomingMessage, response: ServerResponse, url: URL, uploads: NonNullable<GatewayOptions['uploads']>) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, { message: 'Uploads are read-only here' });
  const target = new URL(`/${uploads.bucket}${url.pathname}`, uploads.endpoint);
  const upstream = httpRequest(target, { method: request.method }, (answer) => {
    if ((answer.statusCode ?? 500) >= 400) {
      answer.resume();
      return sendJson(response, 404, { message: 'File not found' });
    }
    const contentType = answer.headers['content-type'] ?? 'application/octet-stream';
    response.writeHead(answer.statusCode ?? 200, {
      ...uploadHeaders(contentType),
      'Content-Type': contentType,
      ...(answer.headers['content-length'] ? { 'Content-Length': answer.headers['content-length'] } : {}),
      'Cache-Control': 'public, max-age=86400',
    });
    answer.pipe(response);
  });
  upstream.on('error', () => sendJson(response, 502, { message: 'Uploads store unavailable' }));
  upstream.end();
}

/**
 * Serves the built SPA's files as they are; every other path is a page,
 * server-rendered by the same function as the render Lambda on AWS (and
 * /sitemap*.xml and /robots.txt by the same site-files module).
 */
async function serveSite(request: IncomingMessage, response: ServerResponse, url: URL, webDist: string, origin: string) {
  const root = resolve(webDist);
  // requestUrl already proved the path decodes.
  const requested = normalize(join(root, decodeURIComponent(url.pathname)));
  const inside = requested.startsWith(root);
  const isFile = inside && url.pathname !== '/index.html' && existsSync(requested) && statSync(requested).isFile();
  if (isFile) {
    const immutable = requested.includes(`${join(root, 'assets')}`);
    return sendCompressed(
      request,
      response,
      200,
      { 'Content-Type': MIME[extname(requested)] ?? 'application/octet-stream', 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
      createReadStream(requested),
    );
  }
  const siteFile = await (await loadSiteFiles()).serveSiteFile(url, { siteOrigin: url.origin });
  if (siteFile) return sendCompressed(request, response, siteFile.status, siteFile.headers, siteFile.body);
  if (extname(url.pathname)) return sendJson(response, 404, { message: 'Not found' });
  const templateFile = join(root, 'index.html');
  if (!existsSync(templateFile)) return sendJson(response, 503, { message: 'The web app is not built yet: run npm run build:web' });
  const { renderPage } = await loadPageRenderer();
  const wsScheme = url.protocol === 'https:' ? 'wss' : 'ws';
  const page = await renderPage(new Request(url, { headers: { accept: 'text/html' } }), {
    template: readFileSync(templateFile, 'utf8'),
    serverApiBase: `${origin}${API_PREFIX}`,
    browserConfig: { apiBase: API_PREFIX, websocketUrl: `${wsScheme}://${url.host}/ws`, ...publicSignInConfig() },
  });
  return sendCompressed(request, response, page.status, page.headers, page.body);
}

/**
 * The local stand-in for API Gateway (REST and WebSocket) and CloudFront:
 * one HTTP server on loopback that runs the same Lambda handlers.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const host = options.host ?? '127.0.0.1';
  const maxBodyBytes = options.maxBodyBytes ?? 10 * 1024 * 1024;
  const sockets = new SocketEmulator(() => import('../../functions/socket/index').then((module) => module.handler as ProxyHandler));

  // The renderer calls the API through this same server, on loopback.
  const selfOrigin = () => {
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`;
  };
  const server = createServer((request, response) => {
    const route = async () => {
      const url = requestUrl(request.url);
      if (!url) return sendJson(response, 400, { message: MALFORMED_PATH });
      // Links the browser sees (socket URL, canonical, sitemaps) follow the host it used; a Host that is not a plain host[:port] falls back to ours.
      const host = /^[\w.-]+(:\d{1,5})?$|^\[[\d:a-f.]+\](:\d{1,5})?$/i.test(request.headers.host ?? '') ? request.headers.host! : `localhost:${options.port}`;
      // The same headers CloudFront adds on AWS, on every answer: a page's full set, and the lean one of its /assets/* behaviour.
      const uploadsOrigin = options.uploads ? new URL(options.uploads.endpoint).origin : "'self'";
      const headers = isAssetPath(url.pathname) ? assetHeaders() : securityHeaders({ socket: `ws://${host}`, uploads: uploadsOrigin });
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      // Until the stack is ready only the health check answers: the data is not all there yet, and the
      // final DynamoDB Local must not open its file before the seeded one is moved in (scripts/local/stack.ts).
      const step = startingStep();
      if (step && url.pathname !== `${API_PREFIX}/health`) return sendStarting(response, url, step);
      if (url.pathname === '/config.json') {
        return sendJson(response, 200, { apiBase: API_PREFIX, websocketUrl: `ws://${host}/ws`, ...publicSignInConfig() }, { 'Cache-Control': 'no-cache' });
      }
      if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return handleApi(request, response, url, maxBodyBytes);
      const connection = url.pathname.match(/^\/@connections\/([^/]+)$/);
      if (connection) {
        const body = (await readBody(request, 128 * 1024)) ?? Buffer.alloc(0);
        return sockets.handleManagement(request, response, decodeURIComponent(connection[1]!), body);
      }
      if (url.pathname.startsWith('/uploads/') && options.uploads) return proxyUpload(request, response, url, options.uploads);
      if (url.pathname === DEV_OUTBOX_PATH || url.pathname.startsWith(`${DEV_OUTBOX_PATH}/`)) return serveDevOutbox(request, response, url.pathname);
      if (options.webDist) {
        const pageUrl = new URL(`http://${host}`);
        pageUrl.pathname = url.pathname;
        pageUrl.search = url.search;
        return serveSite(request, response, pageUrl, options.webDist, selfOrigin());
      }
      return sendJson(response, 404, { message: 'Not found' });
    };
    // Nothing may throw past this callback: one bad request must never stop the stack.
    route().catch((error: unknown) => {
      console.error('Gateway error', error);
      if (!response.headersSent) sendJson(response, 502, { message: 'Internal server error' });
      else response.destroy();
    });
  });
  // A client that hangs up mid-request, or sends bytes that are not HTTP, gets a 400 rather than a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"Bad request"}');
    else socket.destroy();
  });

  server.on('upgrade', (request, socket, head) => {
    const url = requestUrl(request.url);
    if (url?.pathname !== '/ws' || startingStep()) return socket.destroy();
    void sockets.handleUpgrade(request, socket, head);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    server,
    async close() {
      await sockets.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
